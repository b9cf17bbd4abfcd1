/// Classes whose superclass chains loop and protocols whose inheritance loops: Swift rejects
/// both, and every front end stops where such a chain closes, so they are reported here once,
/// whatever their length.
enum DeclarationLoops {
    static func find(in summaries: [FileSummary], aliases: TypealiasTable) -> [Diagnostic] {
        var superclasses: [String: [String]] = [:]
        var classLocations: [String: SourceLocation] = [:]
        var inherited: [String: [String]] = [:]
        var protocolLocations: [String: SourceLocation] = [:]
        for summary in summaries {
            for declaration in summary.classes where classLocations[declaration.name] == nil {
                classLocations[declaration.name] = declaration.location
                superclasses[declaration.name] = declaration.inheritedTypes.prefix(1).compactMap { $0.baseName.map(aliases.resolvedName) }
            }
            for declaration in summary.protocols where protocolLocations[declaration.name] == nil {
                protocolLocations[declaration.name] = declaration.location
                inherited[declaration.name] = declaration.inheritedTypes.compactMap { $0.baseName.map(aliases.resolvedName) }
            }
        }
        let classLoops = NameLoops.find(in: superclasses.mapValues { $0.filter { classLocations[$0] != nil } }).map { loop in
            Diagnostic(
                id: .superclassCycle, location: classLocations[loop[0]]!,
                message: "Superclass cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(classLocations[$0]!)." })
        }
        let protocolLoops = NameLoops.find(in: inherited.mapValues { $0.filter { protocolLocations[$0] != nil } }).map { loop in
            Diagnostic(
                id: .protocolInheritanceCycle, location: protocolLocations[loop[0]]!,
                message: "Protocol inheritance cycle: \(loop.joined(separator: " -> ")).",
                notes: loop.dropLast().map { "\($0) is declared at \(protocolLocations[$0]!)." })
        }
        return classLoops + protocolLoops
    }
}
