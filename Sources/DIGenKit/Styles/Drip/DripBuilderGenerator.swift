/// The Drip section of a generated file: for every component, a `make(…)` that returns it with
/// every parent its accessors read and every module they read registered, so that a forgotten
/// parent or module fails to compile instead of stopping the app.
struct DripBuilderGenerator {
    let graph: StaticGraph
    /// The components whose builder is left out: they are not public in the module that declares
    /// them (`CrossModuleStyleAccess`).
    var leftOut: Set<String> = []

    func section() -> String? {
        let components = graph.scopes.filter { $0.kind == .dripComponent && !leftOut.contains($0.name) }
            .sorted { $0.name < $1.name }
        guard !components.isEmpty else { return nil }
        var out = "\n// MARK: - Drip component builders\n"
        for component in components {
            out += "\n" + builder(for: component)
        }
        return out
    }

    private func builder(for component: GraphScope) -> String {
        var parents: [ScopeRequirement] = []
        var modules: [ScopeRequirement] = []
        // Drip keeps one parent and one module per type, so a type read twice is given once.
        for requirement in component.requirements {
            switch requirement.kind {
            case .parent where !parents.contains(where: { $0.typeName == requirement.typeName }):
                parents.append(requirement)
            case .module where !modules.contains(where: { $0.typeName == requirement.typeName }):
                modules.append(requirement)
            default:
                break
            }
        }
        let parameters = parents.map { "\(AccessorNaming.escaped($0.accessorName)): \($0.typeName)" }
            + modules.filter { !$0.isMadeFromComponent }.map {
                "\(AccessorNaming.escaped($0.accessorName)): (\(component.name)) -> \($0.typeName)"
            }
        var summary: [String] = []
        if !parents.isEmpty { summary.append("its parent\(parents.count == 1 ? "" : "s") \(parents.map { "`\($0.typeName)`" }.joined(separator: ", "))") }
        if !modules.isEmpty { summary.append("its module\(modules.count == 1 ? "" : "s") \(modules.map { "`\($0.typeName)`" }.joined(separator: ", "))") }
        var out = "extension \(component.name) {\n"
        out += "    /// A new `\(component.name)`" + (summary.isEmpty ? "." : " with \(summary.joined(separator: " and ")) registered.") + "\n"
        out += "    static func make(\(parameters.joined(separator: ", "))) -> \(component.name) {\n"
        out += "        \(component.name)()"
        for parent in parents {
            out += "\n            .parent { \(AccessorNaming.escaped(parent.accessorName)) }"
        }
        for module in modules {
            out += module.isMadeFromComponent
                ? "\n            .module(\(module.typeName).self) { \(module.typeName)($0) }"
                : "\n            .module(\(module.typeName).self, initializer: \(AccessorNaming.escaped(module.accessorName)))"
        }
        return out + "\n    }\n}\n"
    }
}
