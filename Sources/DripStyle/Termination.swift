import DIGraph

/// Drip's one way to fail: stop the program with a message. The messages are built apart from
/// the stop so that they can be tested.
enum Termination {
    /// The text after `[component: X] ` for `error`: Drip's own wording for a missing parent or
    /// module, DIGraph's sentence for a cycle or a mismatched override, and Drip's fallback
    /// otherwise.
    static func reason(for error: any Swift.Error) -> String {
        switch error {
        case let error as DripError: error.description
        case let error as DIError: error.description
        default: "unknown error"
        }
    }

    /// What `abstract()` stops with.
    static func abstractGeneratorMessage<T>(for type: T.Type) -> String {
        "Failed to implement abstract generator of \(type)"
    }

    static func stop(_ message: String) -> Never {
        fatalError(message)
    }
}
