/// Carries the deprecated `params` of one `get` to the definition that `get` resolves, and to no
/// other: DIGraph factories take only a scope, so the params travel beside the call.
enum ParamsContext {
    /// The params of the `get` in progress, boxed so that "no params" and "nil params" coincide.
    @TaskLocal static var pending: Params?

    /// Runs `resolution` so that the definition it reaches sees `params`. Nested `get`s set their
    /// own, so params never leak past the top-level definition.
    static func with<T>(_ params: Any?, _ resolution: () throws -> T) rethrows -> T {
        // Most calls pass no params under no params: skip the task-local push then.
        if params == nil, pending == nil { return try resolution() }
        return try $pending.withValue(params.map(Params.init), operation: resolution)
    }

    /// The params for the definition being resolved now.
    static var current: Any? { pending?.value }
}

/// Params are untyped `Any` in WhoopDI; they are only handed from one call to the definition it
/// resolves on the same task, never shared across threads.
struct Params: @unchecked Sendable {
    let value: Any
}
