/// Swift's lookup of a written type name from inside nested declarations, over the declarations
/// digen read, each known by its path (`Outer.Inner`). It answers which of those declarations a
/// name means, or that it means none of them (a generic parameter, another module's type).
///
/// A name is looked up from the innermost enclosing type outwards to the top level; a qualified
/// name (`A.B.X`) is looked up by its first name the same way and then followed member by member.
/// So `Module.X`, `Outer.X` and `Base.Element` never mean a declaration `X` elsewhere, and a
/// nested `typealias X = X` means an outer `X`, never itself: Swift does not look a typealias
/// up in its own definition.
struct ScopedNameLookup<Declaration> {
    /// The declarations, by path.
    private let declarations: [String: Declaration]

    /// Looks names up among `declarations`, keyed by their paths.
    init(_ declarations: [String: Declaration]) {
        self.declarations = declarations
    }

    /// The dotted path of a declaration named `name` in `scope`.
    static func path(of name: String, in scope: DeclarationScope) -> String {
        (scope.path + [name]).joined(separator: ".")
    }

    /// The path of the declaration `reference` names when written in `scope`, and that
    /// declaration; nil when it names none of them. `declaringPath` is the path of the
    /// declaration whose definition holds the reference, which an unqualified reference of the
    /// same name skips when that declaration is a typealias (`skippingItself`).
    func resolve(_ reference: TypeText, in scope: DeclarationScope, declaringPath: String? = nil, skippingItself: Bool = false)
        -> (path: String, declaration: Declaration)? {
        guard let name = reference.baseName else { return nil }
        let qualifier = reference.qualifier.map { $0.split(separator: ".").map(String.init) } ?? []
        // A generic parameter in scope hides every declaration of its name.
        if scope.genericParameters.contains(qualifier.first ?? name) { return nil }
        let written = qualifier + [name]
        for depth in stride(from: scope.path.count, through: 0, by: -1) {
            let path = (scope.path.prefix(depth) + written).joined(separator: ".")
            if skippingItself && qualifier.isEmpty && path == declaringPath { continue }
            if let found = declarations[path] { return (path, found) }
        }
        return nil
    }
}
