/// A component made with something other than `self` (or, for a root, `BootstrapComponent()`) as
/// its parent: Needle's tree is the tree of `parent: self` calls, so such a call makes no child.
struct BadInstantiationRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.badInstantiations ?? []).map { found in
            Diagnostic(
                id: .badInstantiation, location: found.location,
                message: "\(found.component) is instantiated incorrectly in \(found.file). All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter.",
                notes: ["The parent argument here is `\(found.parentArgument)`."])
        }
    }
}
