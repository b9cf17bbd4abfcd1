/// Two dependency protocols with one name: Needle's generator refuses them. Reported at each
/// declaration after the first.
struct DuplicateDependencyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.duplicateDependencies ?? []).map { duplicate in
            Diagnostic(
                id: .duplicateDependency, location: duplicate.location,
                message: "Needle does not support dependency protocols with the same name \(duplicate.name)",
                notes: ["\(duplicate.name) is also declared at \(duplicate.first)."])
        }
    }
}
