/// For `--provider-style conformances`: which parent components become the dependency providers
/// of their children, the protocols each must conform to, and the getters it needs for members
/// that come from further up.
///
/// A path `… -> A -> B` is served by `A` itself when `A` is on one path only (so a getter's
/// `parentN` reaches the same ancestor whoever calls it) and can conform to `B`'s dependency
/// protocol with one set of getters:
/// - a member `A` provides itself already witnesses the requirement;
/// - a member from further up becomes a getter on `A` that reads it from its ancestor; a name `A`
///   already declares, a name of the runtime's own `Component` API, or one name needed with two
///   different types by `A`'s children, rules it out;
/// - components in a subclass relationship with another component are left out (an extension
///   cannot override, and a conformance cannot be declared twice along a class hierarchy).
/// Every other path keeps a provider class.
struct ConformancePlan {
    /// A getter added to a parent component: the member, and where it is read from relative to
    /// the parent.
    struct Getter: Hashable {
        var name: String
        var type: String
        var source: String
        var level: Int
    }

    /// Dependency protocols by the component that conforms to them.
    private(set) var conformances: [String: Set<String>] = [:]
    /// Getters by component, then by member name.
    private(set) var getters: [String: [String: Getter]] = [:]
    /// The text of every path the parent component serves.
    private(set) var servedPaths: Set<String> = []

    /// Names the runtime's components already use (`Component`, `Scope`, pluginized
    /// components); a getter with one of them would clash.
    static let runtimeNames: Set<String> = [
        "parent", "path", "dependency", "shared", "scope", "name", "bind", "pluginExtension", "nonCoreComponent",
    ]

    /// The plan for `paths`, each with the reads its component's dependency protocol needs (`nil`
    /// for paths without a provider of their own: roots and `EmptyDependency`).
    init(paths: [NeedleCodeGenerator.PlannedPath], model: AppModel) {
        let inHierarchy = Set(model.components.values.flatMap { component in
            component.superclassName.map { [component.name, $0] } ?? []
        })
        var pathCounts: [String: Int] = [:]
        for path in paths { pathCounts[path.component, default: 0] += 1 }
        func canHost(_ name: String) -> Bool {
            pathCounts[name] == 1 && !inHierarchy.contains(name)
                && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        // First, every getter each parent would need, to find names needed with different sources.
        var wanted: [String: [String: Set<Getter>]] = [:]
        var candidates: [(path: String, parent: String, dependency: String, getters: [Getter])] = []
        for path in paths {
            // A member with an async or throwing getter is left to the path's provider class.
            guard let reads = path.reads, let parent = path.parent, reads.allSatisfy({ $0.effects == GetterEffects() }) else { continue }
            let dependency = model.components[path.component]!.dependencyName
            guard canHost(parent), let declared = model.components[parent]?.properties.map(\.name) else { continue }
            let own = Set(declared)
            let getters = reads.filter { $0.level > 1 }.map {
                Getter(name: $0.name, type: $0.type, source: $0.source, level: $0.level - 1)
            }
            guard getters.allSatisfy({ !own.contains($0.name) && !Self.runtimeNames.contains($0.name) }) else { continue }
            for getter in getters { wanted[parent, default: [:]][getter.name, default: []].insert(getter) }
            candidates.append((path.text, parent, dependency, getters))
        }

        for candidate in candidates {
            let unambiguous = candidate.getters.allSatisfy { wanted[candidate.parent]![$0.name]!.count == 1 }
            guard unambiguous else { continue }
            conformances[candidate.parent, default: []].insert(candidate.dependency)
            for getter in candidate.getters { getters[candidate.parent, default: [:]][getter.name] = getter }
            servedPaths.insert(candidate.path)
        }
    }

    /// The distances the getters read from, for the `parentN` helpers.
    var levels: Set<Int> {
        Set(getters.values.flatMap { $0.values.map(\.level) })
    }
}
