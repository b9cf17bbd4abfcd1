/// Called with the message of an unrecoverable failure, such as an `inject` whose dependency is
/// missing. It must not return: record the message, then crash.
public typealias FatalErrorHandler = (String) -> Never

/// The handler used when none is given: it calls `fatalError` with the message.
public func defaultFatalErrorHandler() -> FatalErrorHandler {
    { message in fatalError(message) }
}
