/// The order in which a container registers modules: each module after the modules it depends
/// on (depth first, post order), siblings in list order, and each `serviceKey` only once, which
/// also stops loops among `moduleDependencies`.
struct DependencyTree {
    /// The modules in registration order.
    private(set) var modules: [DependencyModule] = []
    private var seen: Set<ServiceKey> = []

    init(dependencyModule roots: [DependencyModule]) {
        for module in roots { visit(module) }
    }

    private mutating func visit(_ module: DependencyModule) {
        // Marked before the dependencies are visited, so that a loop ends here.
        guard seen.insert(module.serviceKey).inserted else { return }
        for dependency in module.moduleDependencies { visit(dependency) }
        modules.append(module)
    }
}
