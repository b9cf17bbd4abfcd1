import SwiftSyntax
import SwiftSyntaxMacros

/// `@InjectableName(name:)`: a marker that `@Injectable` reads; it generates nothing itself.
struct InjectableNameMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
