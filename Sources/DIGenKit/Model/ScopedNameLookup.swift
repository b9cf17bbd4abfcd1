/// Swift's lookup of a written type name from inside nested declarations, over every type and
/// typealias the sources declare, each known by its path (`Outer.Inner`). It answers which
/// declaration a name means, of whatever kind, or that it means none of them (a generic
/// parameter, another module's type).
///
/// A name is looked up from the innermost enclosing scope outwards to the top level, and the
/// first declaration of that name found is the one it means, whatever its kind: a nested
/// `struct Model` hides a top-level `typealias Model`. A qualified name (`A.B.X`) is looked up
/// by its first name the same way and then followed member by member. So `Module.X`, `Outer.X`
/// and `Base.Element` never mean a declaration `X` elsewhere, and a nested `typealias X = X`
/// means an outer `X`, never itself: Swift does not look a typealias up in its own definition.
struct ScopedNameLookup {
    /// The path of every declaration.
    private let paths: Set<String>

    /// Looks names up among the declarations at `paths`.
    init(paths: Set<String>) {
        self.paths = paths
    }

    /// The dotted path of a declaration named `name` in `scope`.
    static func path(of name: String, in scope: DeclarationScope) -> String {
        (scope.path + [name]).joined(separator: ".")
    }

    /// The path of the declaration `reference` names when written in `scope`; nil when it names
    /// none of them. An unqualified reference to `skipping` (the path of the typealias whose
    /// definition holds it) passes over that typealias.
    func resolve(_ reference: TypeText, in scope: DeclarationScope, skipping: String? = nil) -> String? {
        guard let name = reference.baseName else { return nil }
        let qualifier = reference.qualifier.map { $0.split(separator: ".").map(String.init) } ?? []
        // A generic parameter in scope hides every declaration of its name.
        if scope.genericParameters.contains(qualifier.first ?? name) { return nil }
        let written = qualifier + [name]
        for depth in stride(from: scope.path.count, through: 0, by: -1) {
            let first = (scope.path.prefix(depth) + [written[0]]).joined(separator: ".")
            if qualifier.isEmpty && first == skipping { continue }
            guard paths.contains(first) else { continue }
            // The first name means the innermost declaration of it; the rest are its members,
            // or names of nothing the sources declare.
            let path = (scope.path.prefix(depth) + written).joined(separator: ".")
            return paths.contains(path) ? path : nil
        }
        return nil
    }
}
