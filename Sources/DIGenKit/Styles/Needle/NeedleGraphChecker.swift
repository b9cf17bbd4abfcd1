import DIGraph

/// The check stage: builds the component tree from the parent→child edges and, for every path
/// from a root to a component, finds each dependency-protocol member at the nearest ancestor,
/// with DIGraph's static resolution. Also finds component cycles and orphans, and roots with
/// more paths than it walks.
///
/// The paths are walked depth first, and what the path provides is kept up to date as the walk
/// enters and leaves each component (`StaticResolver.WalkedPath`), so each path costs the work of
/// its last component, not of its length: a chain of components is checked in linear time.
struct NeedleGraphChecker {
    struct Result: Sendable {
        var diagnostics: [Diagnostic] = []
        /// How many root-to-component paths were checked.
        var pathsChecked = 0
        /// Every path checked, with where each of its component's dependency members comes from:
        /// roots in name order, each followed by its paths depth first, children in name order.
        /// Generation reads these instead of resolving again.
        var paths: [NeedlePath] = []
    }

    /// The most paths walked from one root. A root with more is reported (`digen/TooManyPaths`)
    /// and none of its paths are checked: every component instantiated by two parents doubles
    /// the paths below it, so a few dozen levels of them make more paths than any walk finishes.
    /// Apps have thousands; at this limit a release build walks them in about a second, and
    /// Needle's generated file would register a provider for each of them.
    static let pathLimit = 1_000_000

    let model: AppModel
    /// How many threads may walk subtrees at once.
    var concurrencyLimit = 1
    /// The most paths walked from one root; `pathLimit` unless a test lowers it.
    var pathLimit = Self.pathLimit
    /// The rules the model was built under, for the notes that explain a property left out.
    var accessRules = AccessRules.swift

    func check() -> Result {
        var result = Result()
        let cyclic = reportCycles(into: &result)
        let graph = NumberedGraph(model)

        for root in graph.names.indices where graph.components[root].isRoot {
            let checked = checkPaths(from: root, graph)
            result.diagnostics += checked.diagnostics
            result.pathsChecked += checked.paths.count
            result.paths += checked.paths
        }

        // The walks reach every component that has a parent; one without is a root or an orphan.
        var hasParent = [Bool](repeating: false, count: graph.names.count)
        for list in graph.children { for child in list { hasParent[child] = true } }
        for index in graph.names.indices
        where !graph.components[index].isRoot && !hasParent[index] && !cyclic.contains(graph.names[index]) {
            let name = graph.names[index]
            result.diagnostics.append(Diagnostic(
                id: .orphanComponent, severity: .note, location: graph.components[index].location,
                message: "\(name) is an orphan scope therefore ignored from parsing.",
                notes: ["No component instantiates \(name) with `parent: self`, and it is not a BootstrapComponent."]))
        }
        result.diagnostics += orphanChains(graph, hasParent: hasParent, cyclic: cyclic)
        return result
    }

    /// Components that have a parent but that no root reaches: each lies below an orphan, and is
    /// not checked either. Named, as Needle names them, by a chain from that orphan down: the
    /// parent first in name order at each step.
    private func orphanChains(_ graph: NumberedGraph, hasParent: [Bool], cyclic: Set<String>) -> [Diagnostic] {
        var reached = [Bool](repeating: false, count: graph.names.count)
        var stack = graph.names.indices.filter { graph.components[$0].isRoot }
        for root in stack { reached[root] = true }
        while let next = stack.popLast() {
            for child in graph.children[next] where !reached[child] {
                reached[child] = true
                stack.append(child)
            }
        }
        var parents = [[Int]](repeating: [], count: graph.names.count)
        for (parent, list) in graph.children.enumerated() { for child in list { parents[child].append(parent) } }
        var found: [Diagnostic] = []
        for index in graph.names.indices
        where hasParent[index] && !reached[index] && !cyclic.contains(graph.names[index]) {
            var chain = [index]
            var onChain: Set<Int> = [index]
            while let up = parents[chain[chain.count - 1]].filter({ !onChain.contains($0) }).min() {
                chain.append(up)
                onChain.insert(up)
            }
            // A chain that cannot climb to a component without parents runs into a cycle, reported apart.
            guard let top = chain.last, !hasParent[top] else { continue }
            let text = chain.reversed().map { graph.names[$0] }.joined(separator: "->")
            found.append(Diagnostic(
                id: .orphanComponent, severity: .note, location: graph.components[index].location,
                message: "\(text) is an orphan chain, therefore all scopes within the chain are ignored from parsing."))
        }
        return found
    }

    /// What stops `print-dependency-tree` from printing the tree below `start`: component
    /// cycles, and more paths below `start` than the check walks from a root.
    func treeProblems(from start: String) -> [Diagnostic] {
        var problems = cycles().diagnostics
        if let component = model.components[start],
           let count = ScopePaths.count(from: start, children: { model.components[$0]?.children ?? [] }),
           count > pathLimit {
            problems.append(tooManyPaths(from: component, count: .exactly(count)))
        }
        return problems
    }

    /// The components numbered in name order, so that the walk compares and hashes integers
    /// instead of names, with each one's children, the keys it provides and those it requests
    /// (keys are numbered too).
    private struct NumberedGraph: Sendable {
        var names: [String]
        var components: [AppModel.Component]
        var children: [[Int]]
        var scopes: [StaticScope<Int>]
        var requests: [[(key: Int, declaration: PropertyDeclaration)]]
        var keys: [PropertyKey]

        init(_ model: AppModel) {
            names = model.componentNames
            var position: [String: Int] = [:]
            position.reserveCapacity(names.count)
            for (index, name) in names.enumerated() { position[name] = index }
            components = names.map { model.components[$0]! }
            children = components.map { $0.children.compactMap { position[$0] } }
            var numbers: [PropertyKey: Int] = [:]
            var keys: [PropertyKey] = []
            func number(_ key: PropertyKey) -> Int {
                if let known = numbers[key] { return known }
                numbers[key] = keys.count
                keys.append(key)
                return keys.count - 1
            }
            scopes = components.map { StaticScope(name: $0.name, provided: Set($0.providedKeys.map(number))) }
            var requestsByDependency: [String: [(key: Int, declaration: PropertyDeclaration)]] = [:]
            requests = components.map { component in
                if let known = requestsByDependency[component.dependencyName] { return known }
                let members = model.dependencies[component.dependencyName]?.members ?? []
                let requests = members.map { (key: number(model.key(of: $0)), declaration: $0) }
                requestsByDependency[component.dependencyName] = requests
                return requests
            }
            self.keys = keys
        }
    }

    /// The paths one walk entered, as nodes: each one's component, the node of the path it
    /// extends (-1 for the walk's first), and where its component's members were found.
    private struct Walked: Sendable {
        var components: [Int] = []
        var parents: [Int] = []
        var sources: [[StaticResolver.Match?]] = []
        var diagnostics: [Diagnostic] = []
        /// How many paths the walk entered; `nil` when it stopped at its limit.
        var entered: Int? = 0
    }

    /// Every path from `root`, checked; none, and a diagnostic, when there are more than
    /// `pathLimit`.
    private func checkPaths(from root: Int, _ graph: NumberedGraph) -> (paths: [NeedlePath], diagnostics: [Diagnostic]) {
        // The paths are counted first, without walking them; only when a cycle is reachable
        // (reported apart) do they have to be counted as the walks go.
        let counted = ScopePaths.count(from: root, children: { graph.children[$0] })
        if let counted, counted > pathLimit {
            return ([], [tooManyPaths(from: graph.components[root], count: .exactly(counted))])
        }
        let limit = counted == nil ? pathLimit : .max

        // The root's own path here; the subtrees below its children are walked in parallel.
        var rootWalk = Walked()
        var rootPath = StaticResolver.WalkedPath<Int>()
        record([root], parent: -1, along: rootPath, graph, into: &rootWalk)
        rootWalk.entered = 1
        rootPath.enter(graph.scopes[root])
        let starts = graph.children[root].filter { $0 != root }
        let run = ParallelRunner.run(count: starts.count, concurrencyLimit: concurrencyLimit, timeout: nil) { [rootPath] job in
            walk(from: [root, starts[job]], along: rootPath, limit: limit, graph)
        }
        let walks = [rootWalk] + run.outputs.compactMap { $0 }
        // A walk that stopped entered `pathLimit` paths and was about to enter one more.
        var reached = 0
        for walked in walks {
            let (sum, overflow) = reached.addingReportingOverflow(walked.entered ?? pathLimit + 1)
            reached = overflow ? .max : sum
        }
        if reached > pathLimit {
            return ([], [tooManyPaths(from: graph.components[root], count: .atLeast(reached))])
        }

        // One tree of the walks' nodes, numbered in walk order: the root's path, then each of its
        // children's subtrees.
        var components: [Int] = []
        var parents: [Int] = []
        var diagnostics: [Diagnostic] = []
        components.reserveCapacity(reached)
        parents.reserveCapacity(reached)
        for walked in walks {
            let offset = components.count
            components += walked.components
            // A child's walk starts below the root's path, node 0.
            parents += walked.parents.map { $0 < 0 ? (offset == 0 ? -1 : 0) : $0 + offset }
            diagnostics += walked.diagnostics
        }
        let tree = NeedlePathTree(names: graph.names, components: components, parents: parents)
        var paths: [NeedlePath] = []
        paths.reserveCapacity(reached)
        for walked in walks {
            for sources in walked.sources { paths.append(NeedlePath(tree: tree, node: paths.count, sources: sources)) }
        }
        return (paths, diagnostics)
    }

    /// Walks every path that begins with `start`, whose prefix `along` already holds, and checks
    /// each.
    private func walk(
        from start: [Int], along prefix: StaticResolver.WalkedPath<Int>, limit: Int, _ graph: NumberedGraph
    ) -> Walked {
        var walked = Walked()
        var along = prefix
        // The nodes of the paths entered and not yet left: the last is the current path's.
        var open: [Int] = []
        walked.entered = ScopePaths.walk(
            from: start, limit: limit, children: { graph.children[$0] },
            enter: { path in
                open.append(walked.components.count)
                record(path, parent: open.count > 1 ? open[open.count - 2] : -1, along: along, graph, into: &walked)
                along.enter(graph.scopes[path[path.count - 1]])
            },
            leave: { _ in
                along.leave()
                open.removeLast()
            })
        return walked
    }

    /// Records the path as a node below `parent`, with where each request of its component is
    /// found along its ancestors (`along`), and a diagnostic for each found nowhere. Needle
    /// searches the ancestors only, never the component itself.
    private func record(
        _ path: [Int], parent: Int, along: StaticResolver.WalkedPath<Int>, _ graph: NumberedGraph,
        into walked: inout Walked
    ) {
        let component = path[path.count - 1]
        walked.components.append(component)
        walked.parents.append(parent)
        let requests = graph.requests[component]
        var sources: [StaticResolver.Match?] = []
        sources.reserveCapacity(requests.count)
        for request in requests {
            let match = along.match(for: request.key)
            sources.append(match)
            if match == nil {
                walked.diagnostics += missingDependency(
                    request.declaration, key: graph.keys[request.key],
                    dependency: graph.components[component].dependencyName, path: path.map { graph.names[$0] })
            }
        }
        walked.sources.append(sources)
    }

    /// The missing dependency, and for each ancestor property that would provide it but that the
    /// generated code cannot read from its module, a problem at that property.
    private func missingDependency(
        _ member: PropertyDeclaration, key: PropertyKey, dependency: String, path: [String]
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
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
                } else if let module = model.foreignModules[property.location.file], !property.access.isPublic {
                    let problem = CrossModuleAccess.unreadableProperty(property, of: ancestor.name, in: module, model: model)
                    notes.append("\(ancestor.name).\(property.name) at \(property.location) is \(property.access.rawValue) in module \(module), so the generated code cannot read it.")
                    found.append(problem)
                } else if !ancestor.providedKeys.contains(propertyKey) {
                    notes.append(notAProviderNote(ancestor: ancestor.name, property))
                }
            }
        }
        let asker = model.components[path[path.count - 1]]!
        notes.append("\(asker.name) is declared at \(asker.location).")
        return [Diagnostic(id: .missingDependency, location: member.location, message: message, notes: notes)] + found
    }

    /// Why `property` of `ancestor`, which has the right name and type, is not a provider under
    /// the run's access rules.
    private func notAProviderNote(ancestor: String, _ property: PropertyDeclaration) -> String {
        let place = "\(ancestor).\(property.name) at \(property.location)"
        switch accessRules {
        case .needle0_25_1 where property.needleAccess == .inaccessible:
            return "\(place) is private by its first modifier (or its type's); with --access-rules needle-0.25.1, as in Needle 0.25.1, only the first modifier counts."
        case .needle0_25_1:
            return "\(place) is not public by its first modifier; with --access-rules needle-0.25.1, as in Needle 0.25.1, a property in a component's body is a provider only when its first modifier is `public`."
        case .swift, .public:
            return "\(place) is \(property.access.rawValue); with --require-public only public properties are providers."
        }
    }

    /// How many paths a root was found to have.
    private enum PathCount {
        /// Counted without walking them (`Int.max` standing for that many or more).
        case exactly(Int)
        /// Counted by walks that stopped at the limit.
        case atLeast(Int)
    }

    /// A root with more paths than the check walks.
    private func tooManyPaths(from root: AppModel.Component, count: PathCount) -> Diagnostic {
        let counted: String
        switch count {
        case .exactly(let number) where number < .max: counted = Self.grouped(number)
        case .exactly(let number), .atLeast(let number): counted = "at least " + Self.grouped(number)
        }
        return Diagnostic(
            id: .tooManyPaths, location: root.location,
            message: "\(root.name) has \(counted) paths to its components, more than digen's limit of \(Self.grouped(pathLimit)) paths from one root, so digen does not follow them.",
            notes: ["A component is reached once along each chain of instantiations from \(root.name), so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path."])
    }

    /// `number` with its digits in groups of three: `1,000,000`.
    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
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
            // At the call that closes the loop: where the second component makes the first.
            let call = model.instantiation(of: cycle[0], by: cycle.count > 1 ? cycle[1] : cycle[0])
            var notes = ["Each component in the path is instantiated by the one after it."]
            if call != nil { notes.append("\(first.name) is declared at \(first.location).") }
            diagnostics.append(Diagnostic(
                id: .dependencyCycle, location: call ?? first.location,
                message: "Dependency cycle detected along the path of \(cycle.joined(separator: "->"))",
                notes: notes))
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
