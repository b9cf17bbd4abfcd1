/// Two component classes with one name: Needle's generator refuses them, since its providers and
/// registrations are named by class. Reported at each declaration after the first.
struct DuplicateComponentRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.duplicateComponents ?? []).map { duplicate in
            Diagnostic(
                id: .duplicateComponent, location: duplicate.location,
                message: "Needle does not support components with the same name \(duplicate.name)",
                notes: ["\(duplicate.name) is also declared at \(duplicate.first)."])
        }
    }
}
