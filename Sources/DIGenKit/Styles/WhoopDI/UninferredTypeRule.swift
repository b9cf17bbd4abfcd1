/// A WhoopDI definition whose type digen cannot infer from its closure (or an `accumulate` whose
/// key declares no `FinalValue`): requests for what it defines are not checked.
struct UninferredTypeRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        checked.whoopFindings.uninferredDefinitions.map { definition in
            let call = definition.call
            let message = definition.accumulationKey.map { key in
                "digen cannot tell what \(call) for \(key) accumulates: \(key) declares no `typealias FinalValue` in the sources."
            } ?? "digen cannot infer the type this \(call) defines, so requests for it are not checked."
            return Diagnostic(
                id: .uninferredType, severity: .warning, location: definition.location, message: message,
                notes: definition.accumulationKey == nil
                    ? ["Make the closure's result explicit: `\(call) { () -> MyType in … }` or `\(call) { MyType(…) as MyType }`."]
                    : [])
        }
    }
}
