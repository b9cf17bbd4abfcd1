import SwiftSyntax

/// The access level `@Injectable` gives the members it generates: the type's own, or `internal`.
enum AccessLevel {
    /// The keyword for members of a type with `modifiers`. An `open` class gets `public`
    /// members: `open` is not allowed on a static method, and `public` is what the `Injectable`
    /// conformance of an open class needs.
    static func keyword(for modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public"
            case .keyword(.package): return "package"
            case .keyword(.internal): return "internal"
            case .keyword(.fileprivate): return "fileprivate"
            case .keyword(.private): return "private"
            default: continue
            }
        }
        return "internal"
    }
}
