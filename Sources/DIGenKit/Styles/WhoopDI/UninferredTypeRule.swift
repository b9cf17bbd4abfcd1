/// A WhoopDI definition whose type digen cannot infer from its closure (or an `accumulate` whose
/// key declares no `FinalValue`): requests for what it defines are not checked.
struct UninferredTypeRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        checked.whoopFindings.uninferredDefinitions.map { definition in
            let call = definition.call
            let message = definition.accumulationKey.map { key in
                "digen cannot tell what \(call) for \(key) accumulates: \(key) declares no `typealias FinalValue` in the sources."
            } ?? Self.message(call: call, name: definition.name, typeName: definition.typeName)
            return Diagnostic(
                id: .uninferredType, severity: .warning, location: definition.location, message: message,
                notes: definition.accumulationKey == nil
                    ? ["Make the closure's result explicit: `\(call) { () -> MyType in … }` or `\(call) { MyType(…) as MyType }`."]
                    : [])
        }
    }
}

extension UninferredTypeRule {
    /// What goes unchecked because of a definition of `call` named `name` whose type digen
    /// knows only as some `typeName` (or not at all).
    static func message(call: String, name: String?, typeName: String?) -> String {
        let named = name.map { "named \(SwiftSpelling.stringLiteral($0))" } ?? "with no name"
        guard let typeName else {
            return "digen cannot infer the type this \(call) defines, so requests \(named) in its container and those below it are not checked."
        }
        return "digen cannot tell which \(typeName)<…> this \(call) defines, so requests for a \(typeName) \(named) in its container and those below it are not checked."
    }

    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [uninferredTypeExplanation]
    }

    /// `uninferredType`'s explanation: what it means, examples, how to fix it.
    private static var uninferredTypeExplanation: DiagnosticExplanation {
        let id = DiagnosticID.uninferredType
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.whoop],
            summary: "The type a WhoopDI definition defines cannot be inferred, so requests for it are not checked.",
            meaning: """
                digen infers what a definition defines from its closure, as the compiler does: its written \
                result (`{ () -> Pump in … }`), or its one expression when that is a construction \
                (`Pump(…)`), a cast (`x as Pump`), a literal, or a call of a function whose result type is \
                written (`makePump()`, `self.makePump()`, `Parts.pump()`). When it is anything else, such \
                as a value read from elsewhere (`pumps[0]`), a method of another value or an overloaded \
                function, the definition is left out of the graph, and requests with its \
                name (or without a name, for a definition without one) are not reported missing in its \
                container or the containers below it, so mistakes near it go unnoticed. When digen knows \
                the type's name but not its generic arguments (`Box("label")` of a generic `Box`), only \
                requests for a `Box` go unchecked; every other request is still checked. An accumulation \
                needs its key to declare `typealias FinalValue` in the sources.
                """,
            examples: [
                example.warning(
                    "Sources/Pumps/PumpModule.swift:9:9",
                    "digen cannot infer the type this factory defines, so requests with no name in its container and those below it are not checked.",
                    notes: [
                        "Make the closure's result explicit: `factory { () -> MyType in … }` or `factory { MyType(…) as MyType }`.",
                    ]),
            ],
            fixes: [
                "Write the closure's result type: `factory { () -> Pump in pumps[0] }` or `factory { pumps[0] as Pump }`.",
                "For an accumulation, declare `typealias FinalValue = …` in the key type, in a file the run reads.",
            ],
            seeAlso: [DiagnosticExplanation.Section(title: "How types are inferred", article: "CheckingWhoopDICode")])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Pumps/PumpModule.swift", """
                    import WhoopDIKit

                    final class Pump {}

                    let pumps = [Pump()]

                    final class PumpModule: DependencyModule {
                        override func defineDependencies() {
                            factory { pumps[0] }
                        }
                    }
                    """),
            ])
        return explanation
    }
}
