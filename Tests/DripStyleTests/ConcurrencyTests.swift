import Foundation
import Testing
import DripStyle

/// `single` makes one value however many threads ask for it first at the same moment.
@Suite struct ConcurrencyTests {
    @Test func eightThreadsAskingAtOnceGetOneSingle() {
        let component = SharedComponent().module { SharedModule($0) }
        let threadCount = 8
        let gate = StartingGate(expecting: threadCount)
        let results = Collected()
        let finished = DispatchGroup()

        for _ in 0..<threadCount {
            finished.enter()
            Thread {
                gate.arriveAndWait()
                let value: SlowToMake = component.core.inject()
                results.append(value)
                finished.leave()
            }.start()
        }
        finished.wait()

        #expect(component.constructions.count == 1)
        #expect(results.identities.count == threadCount)
        #expect(Set(results.identities).count == 1)
    }

    @Test func eightThreadsAskingAtOnceForATransientGetEightValues() {
        let component = SharedComponent().module { SharedModule($0) }
        let threadCount = 8
        let gate = StartingGate(expecting: threadCount)
        let results = Collected()
        let finished = DispatchGroup()

        for _ in 0..<threadCount {
            finished.enter()
            Thread {
                gate.arriveAndWait()
                let value: Cheap = component.core.inject()
                results.append(value)
                finished.leave()
            }.start()
        }
        finished.wait()

        #expect(Set(results.identities).count == threadCount)
    }
}

/// Shared between threads, so it says so.
final class SharedComponent: Component, @unchecked Sendable {
    let constructions = Counter()
    var core: SharedModule { return module() }
}

final class SharedModule: Module<SharedComponent> {
    required init(_ component: SharedComponent) {
        super.init(component)
    }

    func inject() -> SlowToMake {
        return single { SlowToMake(counter: $0.constructions) }
    }

    func inject() -> Cheap {
        return transient { Cheap() }
    }
}

/// Takes long enough to make that every thread asks while the first one is still making it.
final class SlowToMake: Sendable {
    init(counter: Counter) {
        counter.increment()
        Thread.sleep(forTimeInterval: 0.05)
    }
}

final class Cheap: Sendable {}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() {
        lock.withLock { value += 1 }
    }
}

/// The values the threads got, kept alive so that their identities stay distinct.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [AnyObject] = []

    var identities: [ObjectIdentifier] { lock.withLock { stored.map(ObjectIdentifier.init) } }

    func append(_ value: AnyObject) {
        lock.withLock { stored.append(value) }
    }
}

/// Holds every thread until all of them have arrived, then lets them all go at once.
final class StartingGate: @unchecked Sendable {
    private let condition = NSCondition()
    private let expected: Int
    private var arrived = 0

    init(expecting expected: Int) {
        self.expected = expected
    }

    func arriveAndWait() {
        condition.lock()
        arrived += 1
        if arrived == expected {
            condition.broadcast()
        }
        while arrived < expected {
            condition.wait()
        }
        condition.unlock()
    }
}
