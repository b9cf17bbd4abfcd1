/// Typealiases, superclasses or protocols that loop (`DeclarationLoops`): each loop once, at the
/// declaration it starts from, with where every declaration on it is.
struct DeclarationLoopRule: GraphRule {
    /// Which declarations' loops the rule reports.
    enum Kind: Sendable {
        case typealiases, superclasses, protocols
    }

    var kind: Kind

    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (id, what, loops): (DiagnosticID, String, [DeclarationLoops.Loop]) = switch kind {
        case .typealiases: (.typealiasCycle, "Typealias cycle", checked.loops.typealiases)
        case .superclasses: (.superclassCycle, "Superclass cycle", checked.loops.superclasses)
        case .protocols: (.protocolInheritanceCycle, "Protocol inheritance cycle", checked.loops.protocols)
        }
        return loops.map { loop in
            Diagnostic(
                id: id, location: loop.locations[0],
                message: "\(what): \(loop.names.joined(separator: " -> ")).",
                notes: zip(loop.names, loop.locations).map { "\($0) is declared at \($1)." })
        }
    }
}
