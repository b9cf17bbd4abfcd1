import DIGraph
import Foundation

/// Where a run reports how far it has got: each stage as it starts (with how many items it has,
/// when that is known), each item done, and each stage's time when it ends. `digen` shows it on
/// a terminal (`ProgressLine`); tests record it. Safe to call from any thread.
public final class ProgressReporter: Hashable, @unchecked Sendable {
    /// One thing a run reports.
    public enum Event: Sendable, Equatable {
        /// A stage began, with its number of items when known.
        case began(stage: String, total: Int?)
        /// One more of the current stage's items is done.
        case advanced(stage: String, done: Int, total: Int)
        /// A stage ended after `seconds`.
        case ended(stage: String, seconds: Double)
    }

    private let lock = Lock()
    private let handle: @Sendable (Event) -> Void
    private let clock = ContinuousClock()
    // Guarded by `lock`.
    private var current: (name: String, total: Int?, start: ContinuousClock.Instant)?
    private var done = 0

    /// A reporter that passes each event to `handle`, one at a time.
    public init(_ handle: @escaping @Sendable (Event) -> Void) {
        self.handle = handle
    }

    /// Ends the current stage, if any, and begins `stage`.
    func begin(_ stage: String, total: Int? = nil) {
        lock.withLock {
            endCurrent()
            current = (stage, total, clock.now)
            done = 0
            handle(.began(stage: stage, total: total))
        }
    }

    /// Counts one item of the current stage as done.
    func advance() {
        lock.withLock {
            guard let current, let total = current.total else { return }
            done += 1
            handle(.advanced(stage: current.name, done: done, total: total))
        }
    }

    /// Ends the current stage. The run's last stage ends here.
    public func finish() {
        lock.withLock { endCurrent() }
    }

    private func endCurrent() {
        guard let current else { return }
        let elapsed = clock.now - current.start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        handle(.ended(stage: current.name, seconds: seconds))
        self.current = nil
    }

    public static func == (lhs: ProgressReporter, rhs: ProgressReporter) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
