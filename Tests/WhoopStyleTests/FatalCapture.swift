import Foundation
import Testing
import WhoopStyle

/// Runs `body` on a thread of its own, handing it a fatal-error handler that records the message
/// and then parks that thread for good: a `FatalErrorHandler` must not return, and parking (unlike
/// unwinding) leaves the process in a known state. Each parked thread keeps the objects it was
/// using, so tests give it a container of its own.
///
/// - Returns: the message given to the handler, or nil when `body` finished without calling it.
func fatalMessage(
    sourceLocation: SourceLocation = #_sourceLocation,
    of body: @escaping @Sendable (@escaping FatalErrorHandler) -> Void
) -> String? {
    let outcome = FatalOutcome()
    let thread = Thread {
        body { message in
            outcome.finish(with: message)
            parkForever()
        }
        outcome.finish(with: nil)
    }
    thread.start()
    guard let message = outcome.wait(seconds: 30) else {
        Issue.record("the body neither finished nor reached the fatal-error handler", sourceLocation: sourceLocation)
        return nil
    }
    return message
}

private func parkForever() -> Never {
    let never = DispatchSemaphore(value: 0)
    while true { never.wait() }
}

/// The first thing that happened on the test thread: a fatal message, or a normal finish (nil).
private final class FatalOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: String??

    func finish(with message: String?) {
        condition.lock()
        defer { condition.unlock() }
        if outcome == nil { outcome = .some(message) }
        condition.signal()
    }

    /// The outcome, or nil (outer) when nothing happened within `seconds`.
    func wait(seconds: Double) -> String?? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil {
            if !condition.wait(until: deadline) { return nil }
        }
        return outcome
    }
}
