/// Classes whose superclass chains loop and protocols whose inheritance loops: Swift rejects
/// both, and every front end stops where such a chain closes, so they are reported here once,
/// whatever their length. Each declaration is known by its path (`Outer.Inner`), and what it
/// inherits is looked up as Swift looks it up (`ScopedNameLookup`): a nested
/// `class Subscription: Combine.Subscription` inherits another module's type, not itself.
enum DeclarationLoops {
    static func find(in summaries: [FileSummary], aliases: TypealiasTable) -> [Diagnostic] {
        var classes: [String: TypeDeclaration] = [:]
        var protocols: [String: TypeDeclaration] = [:]
        for summary in summaries {
            for declaration in summary.classes {
                let path = ScopedNameLookup<TypeDeclaration>.path(of: declaration.name, in: declaration.scope)
                if classes[path] == nil { classes[path] = declaration }
            }
            for declaration in summary.protocols {
                let path = ScopedNameLookup<TypeDeclaration>.path(of: declaration.name, in: declaration.scope)
                if protocols[path] == nil { protocols[path] = declaration }
            }
        }
        let classLoops = loops(among: classes, inherited: { Array($0.inheritedTypes.prefix(1)) }, aliases: aliases).map { loop in
            Diagnostic(
                id: .superclassCycle, location: classes[loop[0]]!.location,
                message: "Superclass cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(classes[$0]!.location)." })
        }
        let protocolLoops = loops(among: protocols, inherited: \.inheritedTypes, aliases: aliases).map { loop in
            Diagnostic(
                id: .protocolInheritanceCycle, location: protocols[loop[0]]!.location,
                message: "Protocol inheritance cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(protocols[$0]!.location)." })
        }
        return classLoops + protocolLoops
    }

    /// The loops among `declarations` (by path) along what each inherits; a plain name is read
    /// through the top-level typealiases first.
    private static func loops(
        among declarations: [String: TypeDeclaration], inherited: (TypeDeclaration) -> [TypeText], aliases: TypealiasTable
    ) -> [[String]] {
        let lookup = ScopedNameLookup(declarations)
        var edges: [String: [String]] = [:]
        for (path, declaration) in declarations {
            edges[path] = inherited(declaration).compactMap { type in
                var reference = type
                if reference.qualifier == nil, let name = reference.baseName { reference.baseName = aliases.resolvedName(name) }
                return lookup.resolve(reference, in: declaration.scope)?.path
            }
        }
        return NameLoops.find(in: edges)
    }
}
