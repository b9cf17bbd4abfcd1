import DIGraph

/// The definitions of one registration (a container's modules, or one `registerModules` call),
/// collected with WhoopDI's rules before anything is bound: a later definition of a key replaces
/// an earlier one, except that accumulations of one key add up.
struct RegistrationBatch {
    private var definitions: [BindingKey: DependencyDefinition] = [:]

    mutating func add(_ definition: DependencyDefinition) {
        let key = definition.serviceKey.bindingKey
        guard let accumulation = definition as? AccumulationDataDefinition else {
            definitions[key] = definition
            return
        }
        if let collected = definitions[key] as? AccumulationDataDefinition {
            collected.append(contentsOf: accumulation)
        } else {
            // A copy, so that collecting never changes a module's own definition.
            definitions[key] = accumulation.copy()
        }
    }

    /// Binds every collected definition into `scope`. `bound` holds the accumulations the scope
    /// already binds, which new contributions to the same key extend.
    func bind(into scope: Scope, accumulations bound: inout [BindingKey: AccumulationDataDefinition]) {
        for (key, definition) in definitions {
            guard let accumulation = definition as? AccumulationDataDefinition else {
                bound[key] = nil
                definition.bind(into: scope)
                continue
            }
            let combined = bound[key].map { earlier in
                let extended = earlier.copy()
                extended.append(contentsOf: accumulation)
                return extended
            } ?? accumulation
            bound[key] = combined
            combined.bind(into: scope)
        }
    }
}
