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
        let componentType = SwiftSpelling.declaredTypeName(component.name)
        let parameters = parents.map { "\(AccessorNaming.escaped($0.accessorName)): \(Self.typeName($0))" }
            + modules.filter { !$0.isMadeFromComponent }.map {
                "\(AccessorNaming.escaped($0.accessorName)): (\(componentType)) -> \(Self.typeName($0))"
            }
        var summary: [String] = []
        if !parents.isEmpty { summary.append("its parent\(parents.count == 1 ? "" : "s") \(parents.map { SwiftSpelling.codeSpan(Self.typeName($0)) }.joined(separator: ", "))") }
        if !modules.isEmpty { summary.append("its module\(modules.count == 1 ? "" : "s") \(modules.map { SwiftSpelling.codeSpan(Self.typeName($0)) }.joined(separator: ", "))") }
        var out = "extension \(componentType) {\n"
        let documentation = "A new \(SwiftSpelling.codeSpan(componentType))" + (summary.isEmpty ? "." : " with \(summary.joined(separator: " and ")) registered.")
        out += "    /// \(documentation)\n"
        out += "    static func make(\(parameters.joined(separator: ", "))) -> \(componentType) {\n"
        // Inside its extension, a component named like a member of Drip's `Component` (or
        // `self`) names that member as an expression: it is made through its contextual type.
        out += Self.namesAMember(component.name) ? "        (.init() as \(componentType))" : "        \(componentType)()"
        for parent in parents {
            out += "\n            .parent { \(SwiftSpelling.strictIdentifier(parent.accessorName)) }"
        }
        for module in modules {
            out += module.isMadeFromComponent
                ? "\n            .module(\(Self.typeName(module)).self) { \(Self.typeName(module))($0) }"
                : "\n            .module(\(Self.typeName(module)).self, initializer: \(SwiftSpelling.strictIdentifier(module.accessorName)))"
        }
        return out + "\n    }\n}\n"
    }

    /// Whether `name`, inside an extension of the component, names something else: `self`,
    /// the builder `make`, or a member of Drip's `Component`.
    private static func namesAMember(_ name: String) -> Bool {
        ["self", "make", "parent", "module", "override", "abstract", "resolve", "single", "transient", "key", "hash", "registry"]
            .contains(name)
    }

    /// The type a parent or module requirement names, written as a type.
    private static func typeName(_ requirement: ScopeRequirement) -> String {
        requirement.writtenType
    }
}
