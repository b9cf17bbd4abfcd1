/// The same WhoopDI key defined twice among one container's modules: the later definition
/// silently replaces the earlier one. A warning, with both places.
struct DuplicateBindingRule: GraphRule {
    func diagnostics(in graph: StaticGraph, resolution: GraphResolution) -> [Diagnostic] {
        var first: [Int: [GraphKey: Int]] = [:]
        var found: [Diagnostic] = []
        var reported: Set<[SourceLocation]> = []
        for (index, binding) in graph.bindings.enumerated() where binding.kind == .factory || binding.kind == .singleton {
            guard case .whoop = binding.key else { continue }
            guard let earlier = first[binding.scope, default: [:]][binding.key] else {
                first[binding.scope, default: [:]][binding.key] = index
                continue
            }
            let previous = graph.bindings[earlier]
            guard reported.insert([previous.location, binding.location]).inserted else { continue }
            found.append(Diagnostic(
                id: .duplicateBinding, severity: .warning, location: binding.location,
                message: "\(binding.key) is defined twice in the modules of \(graph.scopes[binding.scope].name); this definition replaces the one in \(previous.owner).",
                notes: ["The other definition is at \(previous.location)."]))
        }
        return found
    }
}
