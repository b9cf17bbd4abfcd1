import DIGraph

/// The check stage: builds the component tree from the parent→child edges and, for every path
/// from a root to a component, finds each dependency-protocol member at the nearest ancestor,
/// with DIGraph's static resolution. Also finds component cycles and orphans.
struct NeedleGraphChecker {
    struct Result: Sendable {
        var diagnostics: [Diagnostic] = []
        /// How many root-to-component paths were checked.
        var pathsChecked = 0
        /// Every path checked, with where each of its component's dependency members comes from;
        /// generation reads these instead of resolving again.
        var paths: [NeedlePath] = []
    }

    let model: AppModel
    /// How many threads may walk subtrees at once.
    var concurrencyLimit = 1

    func check() -> Result {
        var result = Result()
        let cyclic = reportCycles(into: &result)

        // Components by position in `names`, so the walk over every path compares integers
        // instead of hashing names.
        let names = model.componentNames
        var position: [String: Int] = [:]
        position.reserveCapacity(names.count)
        for (index, name) in names.enumerated() { position[name] = index }
        let components = names.map { model.components[$0]! }
        let children = components.map { $0.children.compactMap { position[$0] } }
        let scopes = components.map { StaticScope(name: $0.name, provided: $0.providedKeys) }
        let requests: [[(key: PropertyKey, declaration: PropertyDeclaration)]] = components.map { component in
            model.dependencies[component.dependencyName]?.members.map { (model.key(of: $0), $0) } ?? []
        }
        var reached = [Bool](repeating: false, count: names.count)

        // Each root is checked here; the subtrees below its children are walked in parallel.
        var starts: [[Int]] = []
        for root in components.indices where components[root].isRoot {
            reached[root] = true
            result.pathsChecked += 1
            let checked = resolve(at: [root], requests: requests, scopes: scopes, names: names)
            result.diagnostics += checked.diagnostics
            result.paths.append(checked.path)
            starts += children[root].filter { $0 != root }.map { [root, $0] }
        }
        let run = ParallelRunner.run(count: starts.count, concurrencyLimit: concurrencyLimit, timeout: nil) { [starts] job in
            walk(from: starts[job], children: children, scopes: scopes, requests: requests, names: names)
        }
        for case let walked? in run.outputs {
            result.diagnostics += walked.diagnostics
            result.paths += walked.paths
            result.pathsChecked += walked.pathsChecked
            for index in walked.reached { reached[index] = true }
        }

        var hasParent = [Bool](repeating: false, count: names.count)
        for list in children { for child in list { hasParent[child] = true } }
        for index in names.indices where !reached[index] && !hasParent[index] && !cyclic.contains(names[index]) {
            let name = names[index]
            result.diagnostics.append(Diagnostic(
                id: .orphanComponent, severity: .note, location: components[index].location,
                message: "\(name) is an orphan scope therefore ignored from parsing.",
                notes: ["No component instantiates \(name) with `parent: self`, and it is not a BootstrapComponent."]))
        }
        return result
    }

    private struct Walked: Sendable {
        var diagnostics: [Diagnostic] = []
        var pathsChecked = 0
        var reached: [Int] = []
        var paths: [NeedlePath] = []
    }

    /// Checks the component at the end of `start` and every path below it.
    private func walk(
        from start: [Int], children: [[Int]], scopes: [StaticScope<PropertyKey>],
        requests: [[(key: PropertyKey, declaration: PropertyDeclaration)]], names: [String]
    ) -> Walked {
        var walked = Walked()
        ScopePaths.walk(from: start, children: { children[$0] }) { path in
            walked.pathsChecked += 1
            walked.reached.append(path[path.count - 1])
            let checked = resolve(at: path, requests: requests, scopes: scopes, names: names)
            walked.diagnostics += checked.diagnostics
            walked.paths.append(checked.path)
        }
        return walked
    }

    /// Where each request of the component at the end of `path` is found, and a diagnostic for
    /// each that is found nowhere. Needle searches the ancestors only, never the component itself.
    private func resolve(
        at path: [Int], requests: [[(key: PropertyKey, declaration: PropertyDeclaration)]],
        scopes: [StaticScope<PropertyKey>], names: [String]
    ) -> (path: NeedlePath, diagnostics: [Diagnostic]) {
        let component = path[path.count - 1]
        var resolved = NeedlePath(components: path.map { names[$0] }, sources: [])
        guard !requests[component].isEmpty else { return (resolved, []) }
        let report = StaticResolver.resolve(
            requests[component].lazy.map(\.key), along: path.dropLast().map { scopes[$0] })
        resolved.sources = requests[component].map { report.matches[$0.key] }
        guard !report.isComplete else { return (resolved, []) }
        let missing = Set(report.missing)
        let diagnostics = requests[component].filter { missing.contains($0.key) }.map { request in
            missingDependency(
                request.declaration, key: request.key,
                dependency: model.components[names[component]]!.dependencyName,
                path: path.map { names[$0] })
        }
        return (resolved, diagnostics)
    }

    private func missingDependency(
        _ member: PropertyDeclaration, key: PropertyKey, dependency: String, path: [String]
    ) -> Diagnostic {
        var message = "Could not find a provider for (\(member.name): \(member.type.written)) which was required by \(dependency), along the DI branch of \(path.joined(separator: "->"))."
        let ancestors = path.dropLast().reversed().compactMap { model.components[$0] }
        for ancestor in ancestors {
            let sameType = ancestor.providedProperties.filter { model.key(of: $0).type == key.type }.map(\.name)
            if !sameType.isEmpty {
                message += " Found possible matches \(sameType) at \(ancestor.name)."
                break
            }
        }
        var notes: [String] = []
        for ancestor in ancestors {
            for property in ancestor.properties where property.name == member.name {
                let propertyKey = model.key(of: property)
                if propertyKey.type != key.type {
                    notes.append("\(ancestor.name) has \(property.name) of type \(property.type.written) at \(property.location), which is not \(member.type.written).")
                } else if property.access.isFilePrivate {
                    notes.append("\(ancestor.name).\(property.name) at \(property.location) is \(property.access.rawValue), so descendants cannot use it.")
                } else if !ancestor.providedKeys.contains(propertyKey) {
                    notes.append("\(ancestor.name).\(property.name) at \(property.location) is \(property.access.rawValue); with --require-public only public properties are providers.")
                }
            }
        }
        let asker = model.components[path[path.count - 1]]!
        notes.append("\(asker.name) is declared at \(asker.location).")
        return Diagnostic(id: .missingDependency, location: member.location, message: message, notes: notes)
    }

    /// Reports each cycle of instantiations once, written the way Needle walks it (child to
    /// parent); returns the components on cycles.
    private func reportCycles(into result: inout Result) -> Set<String> {
        let (diagnostics, cyclic) = cycles()
        result.diagnostics += diagnostics
        return cyclic
    }

    /// One diagnostic per cycle, and the components on cycles.
    func cycles() -> (diagnostics: [Diagnostic], components: Set<String>) {
        var graph = DependencyGraph<String>()
        for (child, parents) in parentsOnCycles() {
            for parent in parents { graph.addEdge(from: child, to: parent) }
        }
        var diagnostics: [Diagnostic] = []
        var cyclic: Set<String> = []
        for cycle in graph.cycles() {
            cyclic.formUnion(cycle)
            let first = model.components[cycle[0]]!
            diagnostics.append(Diagnostic(
                id: .dependencyCycle, location: first.location,
                message: "Dependency cycle detected along the path of \(cycle.joined(separator: "->"))",
                notes: ["Each component in the path is instantiated by the one after it."]))
        }
        return (diagnostics, cyclic)
    }

    /// The parent edges that can lie on a cycle: a component that instantiates nothing cannot be
    /// on one, so such components are peeled off repeatedly (Kahn's algorithm) and only what is
    /// left goes to the cycle search. In an acyclic app nothing is left.
    private func parentsOnCycles() -> [String: Set<String>] {
        let names = model.componentNames
        var position: [String: Int] = [:]
        position.reserveCapacity(names.count)
        for (index, name) in names.enumerated() { position[name] = index }
        var parents = [[Int]](repeating: [], count: names.count)
        var childCount = [Int](repeating: 0, count: names.count)
        for (index, name) in names.enumerated() {
            for child in model.components[name]!.children {
                guard let childIndex = position[child] else { continue }
                parents[childIndex].append(index)
                childCount[index] += 1
            }
        }
        var leaves = childCount.indices.filter { childCount[$0] == 0 }
        var removed = [Bool](repeating: false, count: names.count)
        var removedCount = 0
        while let leaf = leaves.popLast() {
            removed[leaf] = true
            removedCount += 1
            for parent in parents[leaf] {
                childCount[parent] -= 1
                if childCount[parent] == 0 { leaves.append(parent) }
            }
        }
        guard removedCount < names.count else { return [:] }
        var remaining: [String: Set<String>] = [:]
        for child in names.indices where !removed[child] {
            remaining[names[child]] = Set(parents[child].filter { !removed[$0] }.map { names[$0] })
        }
        return remaining
    }
}
