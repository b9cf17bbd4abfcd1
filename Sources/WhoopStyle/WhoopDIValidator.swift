/// Checks, from a test, that every definition of `WhoopDI.appContainer` can be made: it resolves
/// each one (creating every singleton as it goes) and reports each failure.
public final class WhoopDIValidator {
    private let paramsDict = ServiceDictionary<Any>()

    /// Creates a validator.
    public init() {}

    /// Supplies the params a `...WithParams` definition of `type` (under `name`) needs.
    public func addParams<T>(_ params: Any, forType type: T.Type, andName name: String? = nil) {
        paramsDict[ServiceKey(type, name: name)] = params
    }

    /// Resolves every definition of `WhoopDI.appContainer` and calls `onFailure` with each error.
    public func validate(onFailure: (Error) -> Void) {
        WhoopDI.validate(paramsDict: paramsDict, onFailure: onFailure)
    }
}
