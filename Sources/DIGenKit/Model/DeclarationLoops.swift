/// Typealiases that stand for each other, classes whose superclass chains loop and protocols
/// whose inheritance loops: Swift rejects all three, and every front end stops where such a chain
/// closes, so they are reported here once, whatever their length. Each declaration is known by
/// its path (`Outer.Inner`), and what it names is looked up as Swift looks it up
/// (`ScopedNameLookup`, over every type and typealias declared): a nested
/// `class Subscription: Combine.Subscription` inherits another module's type, not itself, and a
/// name that means a struct or a typealias of another module's type ends the chain.
enum DeclarationLoops {
    static func find(in summaries: [FileSummary], aliases: TypealiasTable) -> [Diagnostic] {
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
        let classLoops = loops(among: classes, inherited: { Array($0.inheritedTypes.prefix(1)) }, lookup: lookup, aliases: aliasesByPath).map { loop in
            Diagnostic(
                id: .superclassCycle, location: classes[loop[0]]!.location,
                message: "Superclass cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(classes[$0]!.location)." })
        }
        let protocolLoops = loops(among: protocols, inherited: \.inheritedTypes, lookup: lookup, aliases: aliasesByPath).map { loop in
            Diagnostic(
                id: .protocolInheritanceCycle, location: protocols[loop[0]]!.location,
                message: "Protocol inheritance cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(protocols[$0]!.location)." })
        }
        return aliases.typealiasLoops(lookup: lookup) + classLoops + protocolLoops
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
