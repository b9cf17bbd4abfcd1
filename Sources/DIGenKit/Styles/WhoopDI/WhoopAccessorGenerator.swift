/// The WhoopDI section of a generated file: for every key the sources' modules define (and every
/// `@Injectable` type), a static function on `WhoopDI` and a method on `Container` that inject it,
/// so that asking for a key nothing defines fails to compile instead of stopping the app.
struct WhoopAccessorGenerator {
    let graph: StaticGraph
    /// The keys whose accessor is left out: their type is not public in the module that declares
    /// it, so code in the generated file's module could not name it (`CrossModuleStyleAccess`).
    var leftOut: Set<GraphKey> = []

    /// One accessor: its name, its key, the type as written, and where the key is defined.
    struct Accessor {
        var name: String
        var key: GraphKey
        var type: String
        var definitions: [GraphBinding]
    }

    /// The bindings an accessor is generated for, by key: every WhoopDI definition outside a
    /// local inject whose type can be written.
    private func definitions() -> [GraphKey: [GraphBinding]] {
        var definitions: [GraphKey: [GraphBinding]] = [:]
        for binding in graph.bindings {
            let scope = graph.scopes[binding.scope]
            guard scope.style == .whoop, scope.kind != .localInject, binding.declaredType != nil,
                  !leftOut.contains(binding.key) else { continue }
            if case .opaque = binding.key.type { continue }
            definitions[binding.key, default: []].append(binding)
        }
        return definitions
    }

    /// The keys that get an accessor.
    func definedKeys() -> [GraphKey] {
        Array(definitions().keys)
    }

    /// The accessors, in name order; empty when the sources define no WhoopDI keys.
    func accessors() -> [Accessor] {
        let definitions = definitions()
        let names = AccessorNaming.names(for: Array(definitions.keys))
        return definitions.map { key, bindings in
            // One definition copied into several containers is one definition.
            var seen: Set<SourceLocation> = []
            let distinct = bindings.filter { seen.insert($0.location).inserted }
                .sorted { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) }
            return Accessor(name: names[key]!, key: key, type: distinct[0].declaredType!.written, definitions: distinct)
        }.sorted { $0.name < $1.name }
    }

    func section() -> String? {
        let accessors = accessors()
        guard !accessors.isEmpty else { return nil }
        var out = "\n// MARK: - WhoopDI accessors\n"
        for (extended, isStatic) in [("WhoopDI", true), ("Container", false)] {
            out += "\nextension \(extended) {\n"
            for (index, accessor) in accessors.enumerated() {
                if index > 0 { out += "\n" }
                out += documentation(accessor)
                // A key an async closure defines is made only by `injectAsync`, so its accessor
                // is async: a synchronous call is a compile error rather than a failure at run time.
                let isAsync = accessor.definitions.contains { $0.isAsync == true }
                let function = isAsync ? "injectAsync" : "inject"
                let call = accessor.key.name.map { "\(function)(\(SwiftSpelling.stringLiteral($0)))" } ?? "\(function)()"
                // A key every definition of which is main-actor is made on the main actor only, so
                // its accessor is main-actor: a call from elsewhere is a compile error rather
                // than a failure at run time.
                let isolation = accessor.definitions.allSatisfy { $0.isMainActor == true } ? "@MainActor " : ""
                let effects = isAsync ? " async" : ""
                out += "    \(isolation)\(isStatic ? "static " : "")func \(AccessorNaming.escaped(accessor.name))()\(effects) -> \(accessor.type) {\n"
                out += "        \(isAsync ? "await " : "")\(call)\n    }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// `/// Pump, no name: a singleton in KitchenModule (main.swift:26).`, one line per definition.
    private func documentation(_ accessor: Accessor) -> String {
        let named = accessor.key.name.map { "named \"\(SwiftSpelling.commentText($0))\"" } ?? "no name"
        var out = "    /// \(SwiftSpelling.codeSpan(accessor.type)), \(named):"
        let places = accessor.definitions.map { binding in
            let file = binding.location.file.split(separator: "/").last.map(String.init) ?? binding.location.file
            let what: String
            switch binding.kind {
            case .injectable: what = "an @Injectable type"
            case .accumulation: what = "an accumulation in \(binding.owner)"
            default: what = "a \(binding.kind.rawValue) in \(binding.owner)"
            }
            return "\(what) (\(SwiftSpelling.commentText(file)):\(binding.location.line))"
        }
        if places.count == 1 { return out + " \(places[0]).\n" }
        let accumulated = accessor.definitions.allSatisfy { $0.kind == .accumulation }
        out += accumulated
            ? " accumulated from \(places.count) contributions.\n"
            : " defined \(places.count) times; the container's last one is used.\n"
        for place in places { out += "    /// - \(place)\n" }
        return out
    }
}
