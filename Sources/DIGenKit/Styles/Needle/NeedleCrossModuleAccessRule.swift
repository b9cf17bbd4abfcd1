/// The component classes and dependency protocols of other modules that the generated Needle
/// code must name and that are not public (`CrossModuleAccess`), over the resolved paths.
struct NeedleCrossModuleAccessRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        return CrossModuleAccess.problems(needle.paths, model: needle.model)
    }
}
