/// The application's non-generic typealiases, for seeing through them: a component named by an
/// alias, a superclass spelled as an alias of `Component<…>`, a dependency protocol behind an
/// alias (Needle #278), and any type written with an alias, resolved on its structure.
///
/// Aliases that stand for each other in a loop are reported once each (`typealiasLoops`) and
/// then left as they are wherever they are met.
struct TypealiasTable: Sendable {
    let declarations: [TypealiasDeclaration]
    private let byName: [String: TypealiasDeclaration]

    init(_ declarations: [TypealiasDeclaration]) {
        self.declarations = declarations
        var byName: [String: TypealiasDeclaration] = [:]
        for declaration in declarations where byName[declaration.name] == nil {
            byName[declaration.name] = declaration
        }
        self.byName = byName
    }

    var names: some Sequence<String> { byName.keys }

    /// `name` with aliases of plain names followed to the end (`A` for `typealias B = A`).
    func resolvedName(_ name: String) -> String {
        if byName.isEmpty { return name }
        var current = name
        var seen: Set<String> = []
        while let alias = byName[current], let target = alias.target.baseName, alias.target.genericArguments.isEmpty,
              seen.insert(current).inserted {
            current = target
        }
        return current
    }

    /// `type` with a top-level alias replaced by what it stands for, repeatedly, so
    /// `typealias Base = Component<D>` makes `Base` read as `Component<D>`.
    func expanded(_ type: TypeText) -> TypeText {
        if byName.isEmpty { return type }
        var current = type
        var seen: Set<String> = []
        while current.genericArguments.isEmpty, let base = current.baseName, let alias = byName[base],
              seen.insert(base).inserted {
            current = alias.target
        }
        return current
    }

    /// The parts of `type` when it is (or is an alias of) a protocol composition.
    func compositionMembers(of type: TypeText) -> [TypeText] {
        guard let base = type.baseName, let alias = byName[resolvedName(base)] ?? byName[base] else { return [] }
        return alias.compositionMembers
    }

    /// `type` with qualifiers dropped and every alias it mentions replaced by what it stands for,
    /// at any depth (`[Stream]` is `[MyScoreStream]` after `typealias Stream = MyScoreStream`).
    func resolved(_ type: TypeDescription) -> TypeDescription {
        byName.isEmpty ? type.unqualified : resolved(type.unqualified, expanding: [])
    }

    /// `expanding` holds the aliases being replaced, so a loop stops where it closes.
    private func resolved(_ type: TypeDescription, expanding: Set<String>) -> TypeDescription {
        type.map { part in
            guard case .nominal(let name, _, let arguments) = part, arguments.isEmpty, !expanding.contains(name),
                  let alias = byName[name] else { return part }
            return resolved(alias.structure.unqualified, expanding: expanding.union([name]))
        }
    }

    /// One diagnostic per loop of aliases that stand for each other by name, at the alias that
    /// sorts first.
    func typealiasLoops() -> [Diagnostic] {
        var edges: [String: [String]] = [:]
        for (name, alias) in byName {
            if let target = alias.structure.baseName, alias.structure.genericArguments.isEmpty, byName[target] != nil {
                edges[name] = [target]
            }
        }
        return NameLoops.find(in: edges).map { loop in
            Diagnostic(
                id: .typealiasCycle, location: byName[loop[0]]!.location,
                message: "Typealias cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(byName[$0]!.location)." })
        }
    }
}
