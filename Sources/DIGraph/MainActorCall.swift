import DIGraphPrimitives
import Dispatch

/// How the facades call a main-actor provider from their nonisolated resolution code: they ask
/// whether the caller is on the main actor, fail with their own message when it is not, and
/// otherwise call the provider as the main actor, on the calling thread.
public enum MainActorCall {
    /// Whether the calling code runs on the main actor, as Swift's own check of the main actor
    /// judges it: on the main thread, or in work the main dispatch queue runs (which is where
    /// the main actor's jobs run, on whichever thread drains that queue).
    public static var isOnMainActor: Bool {
        if digraph_is_main_thread() { return true }
        return DispatchQueue.getSpecific(key: MainQueueMark.key) != nil
    }

    /// `body(argument)`, run on the calling thread as the main actor. Call it only when
    /// `isOnMainActor` is true: otherwise Swift stops the program.
    ///
    /// `MainActor.assumeIsolated` wants its closure's captures and result to be `Sendable`; a
    /// provider and what it is given need not be. Carrying them across is sound here because
    /// nothing crosses a thread: the closure runs synchronously on the calling thread, which is
    /// the main actor's, and the values stay with that thread before and after.
    public static func callAssumingMainActor<Argument, Result>(
        _ body: @MainActor (Argument) throws -> Result, with argument: Argument
    ) rethrows -> Result {
        let carried = UncheckedTransfer(value: argument)
        return try MainActor.assumeIsolated { UncheckedTransfer(value: try body(carried.value)) }.value
    }
}

/// The mark `MainActorCall.isOnMainActor` finds on the main dispatch queue.
private enum MainQueueMark {
    /// Set on the main queue once, the first time the key is read.
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// A value carried into and out of `MainActor.assumeIsolated` on one thread (see above).
private struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}
