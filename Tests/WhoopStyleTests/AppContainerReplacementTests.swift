import Foundation
import Testing
import WhoopStyle

extension AppContainerSuite {
    /// Each thread caches `WhoopDI.appContainer` (see `AppContainerSlot`); these pin down that a
    /// replacement still reaches every thread on its next `inject`.
    @Suite struct AppContainerReplacementTests {
        @Test func aThreadThatAlreadyInjectedSeesTheContainerSetUpAfterwards() {
            WhoopDI.setup(modules: [LabelModule("first")])
            defer { WhoopDI.removeAllDependencies() }
            let seen = Labels()
            let injected = DispatchSemaphore(value: 0)
            let replaced = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                seen.append(WhoopDI.inject("label") as String)
                injected.signal()
                replaced.wait()
                seen.append(WhoopDI.inject("label") as String)
                finished.signal()
            }
            thread.start()
            injected.wait()
            WhoopDI.setup(modules: [LabelModule("second")])
            replaced.signal()
            finished.wait()
            #expect(seen.values == ["first", "second"])
        }

        /// A thread's cached container goes with the thread: once the container is replaced,
        /// ending the only thread that cached it releases it.
        @Test func aReplacedContainerIsReleasedWhenTheLastThreadCachingItEnds() {
            WhoopDI.setup(modules: [LabelModule("first")])
            defer { WhoopDI.removeAllDependencies() }
            // A holder rather than a local `weak var`, which Swift 6.3 asks to be a `weak let`
            // (a spelling Swift 6.0 and 6.1 do not accept).
            final class WeakHolder { weak var container: Container? }
            let first = WeakHolder()
            first.container = WhoopDI.appContainer
            let injected = DispatchSemaphore(value: 0)
            let mayEnd = DispatchSemaphore(value: 0)
            Thread {
                _ = WhoopDI.inject("label") as String
                injected.signal()
                mayEnd.wait()
            }.start()
            injected.wait()
            WhoopDI.setup(modules: [LabelModule("second")])
            #expect(first.container != nil, "the waiting thread still caches it")
            mayEnd.signal()
            // The thread's objects are released after its closure returns; wait for that.
            let deadline = Date().addingTimeInterval(10)
            while first.container != nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            #expect(first.container == nil)
        }

        @Test func removeAllDependenciesReachesEveryThread() {
            WhoopDI.setup(modules: [LabelModule("before")])
            defer { WhoopDI.removeAllDependencies() }
            let before = Labels()
            let after = Labels()
            let threads = 4
            let injected = DispatchSemaphore(value: 0)
            let removed = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            for _ in 0..<threads {
                Thread {
                    before.append(WhoopDI.inject("label") as String)
                    injected.signal()
                    removed.wait()
                    // The emptied container no longer has the label; a module registered on it does.
                    after.append(WhoopDI.inject("label") as String)
                    finished.signal()
                }.start()
            }
            for _ in 0..<threads { injected.wait() }
            WhoopDI.removeAllDependencies()
            WhoopDI.registerModules([LabelModule("after")])
            for _ in 0..<threads { removed.signal() }
            for _ in 0..<threads { finished.wait() }
            #expect(before.values == Array(repeating: "before", count: threads))
            #expect(after.values == Array(repeating: "after", count: threads))
        }

        @Test func aSetupDuringAnInjectLeavesTheRunningInjectItsContainer() {
            WhoopDI.setup(modules: [ReplacingModule()])
            defer { WhoopDI.removeAllDependencies() }
            // The factory replaces the global container, then injects again: the nested inject
            // sees the new container, and the outer one still finishes on the old.
            let pair: LabelPair = WhoopDI.inject()
            #expect(pair.inner == "replacement")
            #expect(pair.outer == "original")
            #expect(WhoopDI.inject("label") as String == "replacement")
        }

        @Test func injectsRacingWithSetupAlwaysSeeAWholeContainer() async {
            WhoopDI.setup(modules: [LabelModule("0")])
            defer { WhoopDI.removeAllDependencies() }
            let labels = await withTaskGroup(of: [String].self) { group in
                group.addTask {
                    for generation in 1...50 { WhoopDI.setup(modules: [LabelModule("\(generation)")]) }
                    return []
                }
                for _ in 0..<4 {
                    group.addTask { (0..<500).map { _ in WhoopDI.inject("label") as String } }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            #expect(labels.count == 2000)
            #expect(labels.allSatisfy { Int($0).map { (0...50).contains($0) } == true })
            #expect(WhoopDI.inject("label") as String == "50")
        }
    }
}

private final class LabelModule: DependencyModule {
    private let label: String
    init(_ label: String) { self.label = label }
    override var serviceKey: ServiceKey { ServiceKey(LabelModule.self, name: label) }
    override func defineDependencies() {
        let label = label
        factory(name: "label") { label }
    }
}

private struct LabelPair {
    let inner: String
    let outer: String
}

private final class ReplacingModule: DependencyModule {
    override func defineDependencies() {
        factory(name: "label") { "original" }
        factory {
            WhoopDI.setup(modules: [LabelModule("replacement")])
            let inner: String = WhoopDI.inject("label")
            return LabelPair(inner: inner, outer: try self.get("label"))
        }
    }
}

/// Strings collected from several threads.
private final class Labels: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var values: [String] { lock.withLock { items } }
    func append(_ value: String) { lock.withLock { items.append(value) } }
}
