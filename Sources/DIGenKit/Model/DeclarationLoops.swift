/// Typealiases that stand for each other, classes whose superclass chains loop and protocols
/// whose inheritance loops: Swift rejects all three, and every front end stops where such a chain
/// closes, so they are found here once, whatever their length (`DeclarationLoopRule` reports
/// them). Each declaration is known by its path (`Outer.Inner`), and what it names is looked up as
/// Swift looks it up (`ScopedNameLookup`, over every type and typealias declared): a nested
/// `class Subscription: Combine.Subscription` inherits another module's type, not itself, and a
/// name that means a struct or a typealias of another module's type ends the chain.
enum DeclarationLoops {
    /// One loop: the declarations' paths in order, the first repeated at the end, and where each
    /// declaration (all but the repeated one) is.
    struct Loop: Sendable, Equatable {
        var names: [String]
        var locations: [SourceLocation]
    }

    /// The loops of each kind.
    struct Found: Sendable {
        var typealiases: [Loop] = []
        var superclasses: [Loop] = []
        var protocols: [Loop] = []
    }

    static func find(in summaries: [FileSummary], aliases: TypealiasTable) -> Found {
        var classes: [String: TypeDeclaration] = [:]
        var protocols: [String: TypeDeclaration] = [:]
        var paths: Set<String> = []
        for summary in summaries {
            paths.formUnion(summary.declaredPaths)
            for declaration in summary.classes {
                let path = ScopedNameLookup.path(of: declaration.name, in: declaration.scope)
                if classes[path] == nil { classes[path] = declaration }
            }
            for declaration in summary.protocols {
                let path = ScopedNameLookup.path(of: declaration.name, in: declaration.scope)
                if protocols[path] == nil { protocols[path] = declaration }
            }
        }
        let lookup = ScopedNameLookup(paths: paths)
        let aliasesByPath = TypealiasTable.byPath(aliases.declarations)
        let classLoops = loops(among: classes, inherited: { Array($0.inheritedTypes.prefix(1)) }, lookup: lookup, aliases: aliasesByPath)
        let protocolLoops = loops(among: protocols, inherited: \.inheritedTypes, lookup: lookup, aliases: aliasesByPath)
        return Found(
            typealiases: aliases.typealiasLoops(lookup: lookup),
            superclasses: classLoops.map { Loop(names: $0, locations: $0.dropLast().map { classes[$0]!.location }) },
            protocols: protocolLoops.map { Loop(names: $0, locations: $0.dropLast().map { protocols[$0]!.location }) })
    }

    /// The loops among `declarations` (by path) along what each inherits. A name that means a
    /// typealias is followed to what the alias names, looked up from the alias's own scope.
    private static func loops(
        among declarations: [String: TypeDeclaration], inherited: (TypeDeclaration) -> [TypeText], lookup: ScopedNameLookup,
        aliases: [String: TypealiasDeclaration]
    ) -> [[String]] {
        var edges: [String: [String]] = [:]
        for (path, declaration) in declarations {
            edges[path] = inherited(declaration).compactMap { type in
                var reference = type
                var scope = declaration.scope
                var followed: Set<String> = []
                while let found = lookup.resolve(reference, in: scope) {
                    if declarations[found] != nil { return found }
                    guard let alias = aliases[found], alias.target.genericArguments.isEmpty, followed.insert(found).inserted else { return nil }
                    reference = alias.target
                    scope = alias.scope
                }
                return nil
            }
        }
        return NameLoops.find(in: edges)
    }
}
