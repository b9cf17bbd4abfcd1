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

extension DeclarationLoopRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [typealiasCycleExplanation, superclassCycleExplanation, protocolInheritanceCycleExplanation]
    }

    /// `typealiasCycle`'s explanation: what it means, examples, how to fix it.
    private static var typealiasCycleExplanation: DiagnosticExplanation {
        let id = DiagnosticID.typealiasCycle
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [],
            summary: "Typealiases stand for each other in a loop.",
            meaning: """
                Swift rejects typealiases that stand for each other (`typealias Feed = Stream` with \
                `typealias Stream = Feed`), and digen stops following the names where the loop closes, so \
                types written with them cannot be compared. Each loop is reported once, at the name that \
                sorts first, with a note for where each alias is declared. Names are looked up as Swift \
                looks them up, so an alias of another module's or an outer type of the same name \
                (`typealias Date = Foundation.Date`) is not a loop.
                """,
            examples: [
                example.error(
                    "Sources/App/Streams.swift:2:11",
                    "Typealias cycle: Feed -> Stream -> Feed.",
                    notes: [
                        "Feed is declared at Sources/App/Streams.swift:2:11.",
                        "Stream is declared at Sources/App/Streams.swift:1:11.",
                    ]),
            ],
            fixes: [
                "Make one of the aliases name the real type (`typealias Stream = MyScoreStream`), or delete the alias that is not needed; the compiler reports the same loop.",
            ],
            seeAlso: [.loops])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Streams.swift", """
                    typealias Stream = Feed
                    typealias Feed = Stream
                    """),
            ])
        return explanation
    }

    /// `superclassCycle`'s explanation: what it means, examples, how to fix it.
    private static var superclassCycleExplanation: DiagnosticExplanation {
        let id = DiagnosticID.superclassCycle
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [],
            summary: "Classes inherit from each other in a loop.",
            meaning: """
                Swift rejects classes whose superclass chain loops (`class LoopA: LoopB` with `class LoopB: \
                LoopA`), and digen stops following the chain where the loop closes, so what the classes \
                inherit (a component's dependency, properties and children) cannot be known. Each loop is \
                reported once, at the class that sorts first, with a note for where each class is declared.
                """,
            examples: [
                example.error(
                    "Sources/App/Loops.swift:3:7",
                    "Superclass cycle: LoopA -> LoopB -> LoopA.",
                    notes: [
                        "LoopA is declared at Sources/App/Loops.swift:3:7.",
                        "LoopB is declared at Sources/App/Loops.swift:4:7.",
                    ]),
            ],
            fixes: [
                "Make one class of the loop inherit from the class it is meant to extend; the compiler reports the same loop.",
            ],
            seeAlso: [.loops])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Loops.swift", """
                    import WhoopDIKit

                    class LoopA: LoopB {}
                    class LoopB: LoopA {}
                    """),
            ])
        return explanation
    }

    /// `protocolInheritanceCycle`'s explanation: what it means, examples, how to fix it.
    private static var protocolInheritanceCycleExplanation: DiagnosticExplanation {
        let id = DiagnosticID.protocolInheritanceCycle
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [],
            summary: "Protocols inherit from each other in a loop.",
            meaning: """
                Swift rejects protocols whose inheritance loops (`protocol FirstDependency: \
                SecondDependency` with `protocol SecondDependency: FirstDependency`), and digen stops \
                following the inheritance where the loop closes, so the members a dependency protocol \
                inherits cannot be known. Each loop is reported once, at the protocol that sorts first, \
                with a note for where each protocol is declared.
                """,
            examples: [
                example.error(
                    "Sources/App/Dependencies.swift:3:10",
                    "Protocol inheritance cycle: FirstDependency -> SecondDependency -> FirstDependency.",
                    notes: [
                        "FirstDependency is declared at Sources/App/Dependencies.swift:3:10.",
                        "SecondDependency is declared at Sources/App/Dependencies.swift:4:10.",
                    ]),
            ],
            fixes: [
                "Remove one inheritance of the loop; to share members, move them into a third protocol that both inherit.",
            ],
            seeAlso: [.loops])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Dependencies.swift", """
                    import NeedleFoundation

                    protocol FirstDependency: SecondDependency {}
                    protocol SecondDependency: FirstDependency {}
                    """),
            ])
        return explanation
    }
}
