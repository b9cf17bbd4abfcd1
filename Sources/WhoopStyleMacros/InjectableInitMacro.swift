import SwiftSyntax
import SwiftSyntaxMacros

/// `@InjectableInit`: a marker for the initializer `@Injectable` should call. It generates
/// nothing, but rejects any declaration that is not an initializer.
struct InjectableInitMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(InitializerDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@InjectableInit can only be applied to an initializer")
        }
        return []
    }
}
