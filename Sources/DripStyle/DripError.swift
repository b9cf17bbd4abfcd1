/// What the registry reports when a parent or module lookup fails; components turn it into
/// Drip's fatal error. (Drip called this `Error`, which now shadows `Swift.Error`.)
enum DripError: Swift.Error, Equatable, CustomStringConvertible {
    /// No parent component of `type` is registered.
    case componentNotFound(type: any Any.Type)
    /// No module of `type` is registered under the key asked for.
    case moduleNotFound(type: any Any.Type)

    static func == (lhs: DripError, rhs: DripError) -> Bool {
        switch (lhs, rhs) {
        case let (.componentNotFound(left), .componentNotFound(right)),
             let (.moduleNotFound(left), .moduleNotFound(right)):
            left == right
        default:
            false
        }
    }

    /// The reason Drip prints after the component prefix.
    var description: String {
        switch self {
        case .componentNotFound(let type): "failed to find parent: \(type)"
        case .moduleNotFound(let type): "failed to find module \(type)"
        }
    }
}

/// Drip's internal name for `DripError`, kept (internal, as in Drip) with its case names below, so
/// that code written against Drip's internals (`Error.ComponentNotFound(type:)`) compiles under
/// `@testable import DripStyle`. In this module, and in a file that imports it with `@testable`,
/// `Error` therefore means `DripError`: write `Swift.Error` for the protocol.
typealias Error = DripError

extension DripError {
    /// Drip's spelling of `componentNotFound(type:)`.
    static func ComponentNotFound(type: any Any.Type) -> DripError { .componentNotFound(type: type) }
    /// Drip's spelling of `moduleNotFound(type:)`.
    static func ModuleNotFound(type: any Any.Type) -> DripError { .moduleNotFound(type: type) }
}
