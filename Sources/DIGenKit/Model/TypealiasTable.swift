/// The application's non-generic typealiases, for seeing through them: a component named by an
/// alias, a superclass spelled as an alias of `Component<…>`, a dependency protocol behind an
/// alias (Needle #278), and any type written with an alias, resolved on its structure.
///
/// Aliases that stand for each other in a loop are found once each (`typealiasLoops`) and
/// then left as they are wherever they are met.
struct TypealiasTable: Sendable {
    /// Every alias read, nested ones included.
    let declarations: [TypealiasDeclaration]
    /// The top-level aliases, by name: the ones a plain name anywhere can mean. An alias nested
    /// in a type is that type's member (`Wrapper.Element`), which a plain `Element` elsewhere
    /// does not name.
    private let byName: [String: TypealiasDeclaration]
    /// `resolvedName` of each alias from which no loop of aliases is reachable, found once, so
    /// that a chain of aliases ten thousand long is followed once rather than at every use.
    private let resolvedNames: [String: String]
    /// The same for `resolved`: what each such alias stands for with every alias in it replaced.
    /// An alias from which a loop is reachable has no entry and is left as it is wherever it is
    /// met: the loop is reported, and expanding it would only repeat it.
    private let resolvedStructures: [String: TypeDescription]

    init(_ declarations: [TypealiasDeclaration]) {
        self.declarations = declarations
        var byName: [String: TypealiasDeclaration] = [:]
        for declaration in declarations where declaration.scope.path.isEmpty && byName[declaration.name] == nil {
            byName[declaration.name] = declaration
        }
        self.byName = byName
        resolvedNames = Self.resolvedNames(byName)
        resolvedStructures = Self.resolvedStructures(byName)
    }

    var names: some Sequence<String> { byName.keys }

    /// `name` with top-level aliases of plain names followed to the end (`A` for
    /// `typealias B = A`); `name` itself when it is no alias or a loop of aliases is reachable
    /// from it.
    func resolvedName(_ name: String) -> String {
        resolvedNames[name] ?? name
    }

    /// `type` with a top-level alias replaced by what it stands for, repeatedly, so
    /// `typealias Base = Component<D>` makes `Base` read as `Component<D>`.
    func expanded(_ type: TypeText) -> TypeText {
        if byName.isEmpty { return type }
        var current = type
        var seen: Set<String> = []
        while current.genericArguments.isEmpty, current.qualifier == nil, let base = current.baseName, let alias = byName[base],
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
        let unqualified = type.unqualified
        if resolvedStructures.isEmpty { return unqualified }
        return unqualified.map { part in
            guard case .nominal(let name, _, let arguments) = part, arguments.isEmpty, let known = resolvedStructures[name] else { return part }
            return known
        }
    }

    /// `resolvedName` of every alias whose chain of plain names ends without looping: the chain
    /// is followed once, and every alias on it ends where it ends.
    private static func resolvedNames(_ byName: [String: TypealiasDeclaration]) -> [String: String] {
        var ends: [String: String?] = [:]
        for start in byName.keys where ends[start] == nil {
            _ = ChainEnds.end(from: start, known: &ends) { name in
                guard let alias = byName[name], let target = alias.target.baseName, alias.target.genericArguments.isEmpty
                else { return .end(name) }
                return .next(target)
            }
        }
        // Names on loops end nowhere and are left as they are; names that are not aliases
        // resolve to themselves without an entry.
        return ends.compactMapValues { $0 }.filter { byName[$0.key] != nil }
    }

    /// What each alias from which no loop is reachable stands for, aliases in it replaced: those
    /// it names first (depth first, without recursion), each once.
    private static func resolvedStructures(_ byName: [String: TypealiasDeclaration]) -> [String: TypeDescription] {
        func named(in name: String) -> [String] {
            var names: [String] = []
            _ = byName[name]!.structure.unqualified.map { part in
                if case .nominal(let inner, _, let arguments) = part, arguments.isEmpty, byName[inner] != nil {
                    names.append(inner)
                }
                return part
            }
            return names
        }
        var structures: [String: TypeDescription] = [:]
        var reachingLoops: Set<String> = []
        var searching: Set<String> = []
        for start in byName.keys where structures[start] == nil && !reachingLoops.contains(start) {
            var frames: [(name: String, inner: [String], next: Int)] = [(start, named(in: start), 0)]
            searching.insert(start)
            while let top = frames.indices.last {
                if frames[top].next < frames[top].inner.count {
                    let inner = frames[top].inner[frames[top].next]
                    frames[top].next += 1
                    if searching.contains(inner) || reachingLoops.contains(inner) {
                        reachingLoops.insert(frames[top].name)
                    } else if structures[inner] == nil {
                        searching.insert(inner)
                        frames.append((inner, named(in: inner), 0))
                    }
                    continue
                }
                let finished = frames.removeLast()
                searching.remove(finished.name)
                if reachingLoops.contains(finished.name) {
                    if let below = frames.indices.last { reachingLoops.insert(frames[below].name) }
                    continue
                }
                structures[finished.name] = byName[finished.name]!.structure.unqualified.map { part in
                    guard case .nominal(let inner, _, let arguments) = part, arguments.isEmpty,
                          let replacement = structures[inner] else { return part }
                    return replacement
                }
            }
        }
        return structures
    }

    /// Each loop of aliases that stand for each other by name, starting at the alias that sorts
    /// first (`DeclarationLoopRule` reports them). Every alias counts, nested ones too, each known by its path; what an alias
    /// names is looked up as Swift looks it up (`lookup`), so `typealias X = Outer.X`,
    /// `typealias X = Module.X` and `typealias Element = Base.Element` are not loops, and an
    /// alias that names a nested struct of its own name is not either.
    func typealiasLoops(lookup: ScopedNameLookup) -> [DeclarationLoops.Loop] {
        let byPath = Self.byPath(declarations)
        var edges: [String: [String]] = [:]
        for (path, alias) in byPath where alias.target.genericArguments.isEmpty {
            // A nested alias of an outer name of its own spelling names the outer one.
            let skipping = alias.scope.path.isEmpty ? nil : path
            if let target = lookup.resolve(alias.target, in: alias.scope, skipping: skipping), byPath[target] != nil {
                edges[path] = [target]
            }
        }
        return NameLoops.find(in: edges).map { loop in
            DeclarationLoops.Loop(names: loop, locations: loop.dropLast().map { byPath[$0]!.location })
        }
    }

    /// Each alias by its path; the first of a path when there are several.
    static func byPath(_ declarations: [TypealiasDeclaration]) -> [String: TypealiasDeclaration] {
        var byPath: [String: TypealiasDeclaration] = [:]
        for declaration in declarations {
            let path = ScopedNameLookup.path(of: declaration.name, in: declaration.scope)
            if byPath[path] == nil { byPath[path] = declaration }
        }
        return byPath
    }
}
