import DIGraph
import Dispatch
import Foundation

/// Runs one piece of work per index on up to `concurrencyLimit` threads, and stops waiting for
/// any piece that runs longer than `timeout` seconds.
///
/// A piece that overruns cannot be interrupted (the parser has no cancellation point); its thread
/// finishes on its own and its result is dropped, while the caller gets the pieces done so far.
enum ParallelRunner {
    /// Each worker thread's stack: 64 MB (the parser at `SwiftFileParser.maximumNestingLevel` needs a few
    /// megabytes in a debug build).
    static let workerStackSize = 64 << 20

    struct Run<Output: Sendable>: Sendable {
        /// One entry per index: its output, or `nil` if it did not finish in time.
        var outputs: [Output?]
        /// Indices that were still running when one of them overran, with their running time in
        /// seconds; empty when everything finished.
        var overran: [(index: Int, seconds: Double)]
    }

    /// The longest timeout the runner watches: a day, in seconds. A longer one is no timeout.
    static let maximumTimeout: Double = 86_400

    static func run<Output: Sendable>(
        count: Int, concurrencyLimit: Int, timeout: Double?,
        _ work: @escaping @Sendable (Int) -> Output
    ) -> Run<Output> {
        let workers = max(1, min(concurrencyLimit, count))
        let watchesTime = timeout.map { $0.isFinite && $0 < maximumTimeout } ?? false
        let state = SharedState<Output>(count: count, workers: workers, watchesTime: watchesTime)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            // A thread of its own with a large stack: the parser recurses once per nesting level,
            // and `SwiftFileParser` lets files through up to its limit. The stack is reserved, not
            // committed, so only the pages a deep file touches cost memory.
            let thread = Thread {
                while let run = state.claimNext() {
                    var outputs: [Output] = []
                    outputs.reserveCapacity(run.count)
                    for index in run { outputs.append(work(index)) }
                    state.finish(run, with: outputs)
                }
                group.leave()
            }
            thread.stackSize = workerStackSize
            thread.qualityOfService = .userInitiated
            thread.start()
        }
        guard let timeout, watchesTime else {
            group.wait()
            return Run(outputs: state.outputs(), overran: [])
        }
        let limit = UInt64(max(0, timeout) * 1_000_000_000)
        while group.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            let running = state.running()
            if running.contains(where: { $0.nanoseconds > limit }) {
                state.cancel()
                return Run(
                    outputs: state.outputs(),
                    overran: running.map { ($0.index, Double($0.nanoseconds) / 1_000_000_000) })
            }
        }
        return Run(outputs: state.outputs(), overran: [])
    }
}

/// The work queue and results shared by the worker threads.
///
/// `@unchecked Sendable` because every stored property is read and written only while holding
/// `lock`.
private final class SharedState<Output: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private let workers: Int
    /// Whether each piece's start is kept, for a timeout: then pieces are handed out one at a
    /// time, so that the one that overruns is known.
    private let watchesTime: Bool
    private var next = 0
    private var isCancelled = false
    private var results: [Output?]
    private var startTimes: [Int: UInt64] = [:]

    init(count: Int, workers: Int, watchesTime: Bool) {
        results = Array(repeating: nil, count: count)
        self.workers = workers
        self.watchesTime = watchesTime
    }

    /// The next pieces for a worker to run. Without a timeout to watch, they come in runs of an
    /// eighth of a worker's share of what is left: thousands of small pieces then take the lock
    /// a few hundred times instead of twice each (with workers waiting on each other for it),
    /// and the runs shrink towards the end, so the workers still finish together.
    func claimNext() -> Range<Int>? {
        lock.withLock {
            guard !isCancelled, next < results.count else { return nil }
            let size = watchesTime ? 1 : max(1, (results.count - next) / (workers * 8))
            defer { next += size }
            if watchesTime { startTimes[next] = DispatchTime.now().uptimeNanoseconds }
            return next..<next + size
        }
    }

    func finish(_ run: Range<Int>, with outputs: [Output]) {
        lock.withLock {
            if watchesTime { startTimes[run.lowerBound] = nil }
            guard !isCancelled else { return }
            for (index, output) in zip(run, outputs) { results[index] = output }
        }
    }

    func running() -> [(index: Int, nanoseconds: UInt64)] {
        lock.withLock {
            // Read the clock under the lock: a piece claimed after an earlier reading would
            // otherwise seem to have started in the future.
            let now = DispatchTime.now().uptimeNanoseconds
            return startTimes.map { ($0.key, now > $0.value ? now - $0.value : 0) }.sorted { $0.index < $1.index }
        }
    }

    func cancel() {
        lock.withLock { isCancelled = true }
    }

    func outputs() -> [Output?] {
        lock.withLock { results }
    }
}
