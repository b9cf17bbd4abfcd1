import Foundation
import Testing
@testable import DIGenKit

@Suite struct ParallelRunnerTests {
    @Test func everyIndexRunsOnceAndOutputsKeepIndexOrder() {
        let run = ParallelRunner.run(count: 200, concurrencyLimit: 4, timeout: nil) { $0 * 2 }
        #expect(run.outputs == (0..<200).map { $0 * 2 })
        #expect(run.overran.isEmpty)
    }

    @Test func theConcurrencyLimitBoundsHowManyRunAtOnce() {
        let counter = ConcurrencyCounter()
        _ = ParallelRunner.run(count: 40, concurrencyLimit: 2, timeout: 30) { _ in
            counter.enter()
            Thread.sleep(forTimeInterval: 0.002)
            counter.leave()
        }
        #expect(counter.maximum <= 2)
        #expect(counter.maximum >= 1)
    }

    /// Without a timeout pieces are handed out in runs; each still runs exactly once.
    @Test func piecesHandedOutInRunsRunOnceEach() {
        let counter = RunCounter(count: 10_000)
        let run = ParallelRunner.run(count: 10_000, concurrencyLimit: 3, timeout: nil) { index in
            counter.ran(index)
            return index
        }
        #expect(run.outputs == (0..<10_000).map { $0 })
        #expect(counter.runs.allSatisfy { $0 == 1 })
    }

    @Test func theConcurrencyLimitHoldsWithoutATimeout() {
        let counter = ConcurrencyCounter()
        _ = ParallelRunner.run(count: 400, concurrencyLimit: 2, timeout: nil) { _ in
            counter.enter()
            Thread.sleep(forTimeInterval: 0.0002)
            counter.leave()
        }
        #expect(counter.maximum <= 2)
    }

    @Test func noWorkIsFine() {
        let run = ParallelRunner.run(count: 0, concurrencyLimit: 2, timeout: 1) { $0 }
        #expect(run.outputs.isEmpty)
    }
}

/// Counts how many callers are between `enter` and `leave` at once.
private final class ConcurrencyCounter: @unchecked Sendable {
    // @unchecked: both counters are only touched under `lock`.
    private let lock = NSLock()
    private var current = 0
    private(set) var maximum = 0

    func enter() {
        lock.withLock {
            current += 1
            maximum = max(maximum, current)
        }
    }

    func leave() {
        lock.withLock { current -= 1 }
    }
}

/// Counts how many times each index ran.
private final class RunCounter: @unchecked Sendable {
    // @unchecked: `runs` is only touched under `lock`.
    private let lock = NSLock()
    private var counts: [Int]

    init(count: Int) {
        counts = Array(repeating: 0, count: count)
    }

    func ran(_ index: Int) {
        lock.withLock { counts[index] += 1 }
    }

    var runs: [Int] {
        lock.withLock { counts }
    }
}
