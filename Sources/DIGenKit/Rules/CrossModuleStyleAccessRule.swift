/// A declaration of another module that a generated Drip builder names or calls and that is not
/// public (`digen/CrossModuleAccess`), judged by `CrossModuleStyleAccess` from what the run read
/// of other modules. Needle's part is `NeedleCrossModuleAccessRule`'s.
struct CrossModuleStyleAccessRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        checked.otherModules.map { CrossModuleStyleAccess.outcome(of: $0).diagnostics } ?? []
    }
}
