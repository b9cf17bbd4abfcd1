import Foundation
import Testing
@testable import NeedleStyle

/// `shared {}` under concurrent access: one construction, and no deadlock when a factory hops
/// threads (Needle holds a per-component lock while the factory runs, so there it hangs).
@Suite struct SharedConcurrencyTests {
    init() {
        for path in ["^->ConcurrentComponent", "^->HoppingComponent", "^->ManyValuesComponent"] {
            __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: path) {
                EmptyDependencyProvider(component: $0)
            }
        }
    }

    @Test func eightThreadsAtOnceGetOneInstanceMadeOnce() {
        let component = ConcurrentComponent()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let seen = Locked<[ObjectIdentifier]>([])
        for _ in 0..<8 {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                let value = component.slowlyMade
                seen.withValue { $0.append(ObjectIdentifier(value)) }
                done.leave()
            }
        }
        for _ in 0..<8 { start.signal() }
        #expect(done.wait(timeout: .now() + 30) == .success)

        #expect(component.constructions.withValue { $0 } == 1)
        let identities = seen.withValue { $0 }
        #expect(identities.count == 8)
        #expect(Set(identities).count == 1)
    }

    // Reads of made values take no lock: each thread walks the published entries while others
    // are still being published, and values of one type are told apart by name on that path.
    @Test func eightThreadsReadingSeveralValuesOfOneTypeWhileTheyAreMadeEachSeeOneInstancePerName() {
        let component = ManyValuesComponent()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let seen = Locked<[Int: Set<ObjectIdentifier>]>([:])
        for thread in 0..<8 {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                var identities: [Int: Set<ObjectIdentifier>] = [:]
                for _ in 0..<200 {
                    // Each thread starts at another value, so that makes and reads interleave.
                    for offset in 0..<4 {
                        let index = (thread + offset) % 4
                        identities[index, default: []].insert(ObjectIdentifier(component.value(at: index)))
                    }
                }
                seen.withValue { $0.merge(identities) { $0.union($1) } }
                done.leave()
            }
        }
        for _ in 0..<8 { start.signal() }
        #expect(done.wait(timeout: .now() + 30) == .success)

        #expect(component.constructions.withValue { $0 } == 4)
        let identities = seen.withValue { $0 }
        #expect(identities.count == 4)
        #expect(identities.values.allSatisfy { $0.count == 1 })
        #expect(Set(identities.values.flatMap { $0 }).count == 4)
    }

    @Test func factoryThatHopsToAnotherThreadForAnotherSharedValueDoesNotDeadlock() {
        let component = HoppingComponent()
        let finished = DispatchSemaphore(value: 0)
        let outcome = Locked<(outer: Marker, inner: Marker)?>(nil)
        Thread.detachNewThread {
            let outer = component.outer
            outcome.withValue { $0 = (outer.marker, component.inner) }
            finished.signal()
        }
        // A deadlock would leave the thread stuck; the test then fails instead of hanging.
        #expect(finished.wait(timeout: .now() + 30) == .success)
        let result = outcome.withValue { $0 }
        #expect(result != nil)
        #expect(result?.outer === result?.inner)
        #expect(component.hopThreads.withValue { $0 }.count == 1)
        #expect(component.hopThreads.withValue { $0 }.first != component.factoryThreads.withValue { $0 }.first)
    }

    // Dispatch may run a `sync` block on the calling thread, so this pins the common spelling;
    // the explicit thread hop above is the case that deadlocks in Needle.
    @Test func factoryThatSyncsOnADispatchQueueForAnotherSharedValueDoesNotDeadlock() {
        let component = HoppingComponent()
        let finished = DispatchSemaphore(value: 0)
        let seen = Locked<Bool>(false)
        Thread.detachNewThread {
            let value = component.viaQueue
            seen.withValue { $0 = value.marker === component.inner }
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(seen.withValue { $0 })
    }
}

final class ConcurrentComponent: BootstrapComponent, @unchecked Sendable {
    let constructions = Locked(0)

    var slowlyMade: Marker {
        shared {
            constructions.withValue { $0 += 1 }
            // Keeps the other threads arriving while the first one is still making the value.
            Thread.sleep(forTimeInterval: 0.05)
            return Marker()
        }
    }
}

/// Four `shared {}` values of one type under four names.
final class ManyValuesComponent: BootstrapComponent, @unchecked Sendable {
    let constructions = Locked(0)

    var first: Marker { shared { made() } }
    var second: Marker { shared { made() } }
    var third: Marker { shared { made() } }
    var fourth: Marker { shared { made() } }

    func value(at index: Int) -> Marker {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: fourth
        }
    }

    private func made() -> Marker {
        constructions.withValue { $0 += 1 }
        return Marker()
    }
}

final class HoppingComponent: BootstrapComponent, @unchecked Sendable {
    let factoryThreads = Locked<[String]>([])
    let hopThreads = Locked<[String]>([])

    var inner: Marker { shared { Marker() } }

    /// Made by waiting for another thread that reads `inner`.
    var outer: Wrapper {
        shared {
            factoryThreads.withValue { $0.append(Self.threadName()) }
            let got = Locked<Marker?>(nil)
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                self.hopThreads.withValue { $0.append(Self.threadName()) }
                got.withValue { $0 = self.inner }
                finished.signal()
            }
            finished.wait()
            return Wrapper(marker: got.withValue { $0 }!)
        }
    }

    /// Made by a synchronous hop onto a global dispatch queue that reads `inner`.
    var viaQueue: Wrapper {
        shared { Wrapper(marker: DispatchQueue.global().sync { self.inner }) }
    }

    static func threadName() -> String {
        String(describing: Unmanaged.passUnretained(Thread.current).toOpaque())
    }
}

final class Wrapper: Sendable {
    let marker: Marker

    init(marker: Marker) { self.marker = marker }
}

/// A value guarded by a lock, for the threads of a test to share.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
