import DIGraph

/// Needle's resolution: builds the component tree from the parent→child edges and, for every
/// path from a root to a component, finds each dependency-protocol member at the nearest
/// ancestor, with DIGraph's static resolution. The rules read the paths it resolved
/// (`CheckedGraph.NeedlePaths`); it reports only the roots with more paths than it walks.
///
/// The paths are walked depth first, and what the path provides is kept up to date as the walk
/// enters and leaves each component (`StaticResolver.WalkedPath`), so each path costs the work of
/// its last component, not of its length: a chain of components is checked in linear time.
struct NeedlePathResolver {
    struct Result: Sendable {
        /// The roots with more paths than the resolver walks (`TooManyPathsRule` reports them).
        var overfullRoots: [OverfullRoot] = []
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

    func resolve() -> Result {
        var result = Result()
        let graph = NumberedGraph(model)

        for root in graph.names.indices where graph.components[root].isRoot {
            let checked = checkPaths(from: root, graph)
            result.overfullRoots += checked.overfull.map { [$0] } ?? []
            result.pathsChecked += checked.paths.count
            result.paths += checked.paths
        }

        return result
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
        /// How many paths the walk entered; `nil` when it stopped at its limit.
        var entered: Int? = 0
    }

    /// Every path from `root`, checked; none, and a diagnostic, when there are more than
    /// `pathLimit`.
    private func checkPaths(from root: Int, _ graph: NumberedGraph) -> (paths: [NeedlePath], overfull: OverfullRoot?) {
        // The paths are counted first, without walking them; only when a cycle is reachable
        // (reported apart) do they have to be counted as the walks go.
        let counted = ScopePaths.count(from: root, children: { graph.children[$0] })
        if let counted, counted > pathLimit {
            return ([], OverfullRoot(root: graph.components[root], count: .exactly(counted), limit: pathLimit))
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
            return ([], OverfullRoot(root: graph.components[root], count: .atLeast(reached), limit: pathLimit))
        }

        // One tree of the walks' nodes, numbered in walk order: the root's path, then each of its
        // children's subtrees.
        var components: [Int] = []
        var parents: [Int] = []
        components.reserveCapacity(reached)
        parents.reserveCapacity(reached)
        for walked in walks {
            let offset = components.count
            components += walked.components
            // A child's walk starts below the root's path, node 0.
            parents += walked.parents.map { $0 < 0 ? (offset == 0 ? -1 : 0) : $0 + offset }
        }
        let tree = NeedlePathTree(names: graph.names, components: components, parents: parents)
        var paths: [NeedlePath] = []
        paths.reserveCapacity(reached)
        for walked in walks {
            for sources in walked.sources { paths.append(NeedlePath(tree: tree, node: paths.count, sources: sources)) }
        }
        return (paths, nil)
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
    /// found along its ancestors (`along`), `nil` for one found nowhere (`NeedleMissingDependencyRule`
    /// reports it). Needle searches the ancestors only, never the component itself.
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
            sources.append(along.match(for: request.key))
        }
        walked.sources.append(sources)
    }

    /// How many paths a root was found to have.
    enum PathCount: Sendable {
        /// Counted without walking them (`Int.max` standing for that many or more).
        case exactly(Int)
        /// Counted by walks that stopped at the limit.
        case atLeast(Int)
    }

    /// A root with more paths than the resolver walks: none of its paths is checked.
    struct OverfullRoot: Sendable {
        var root: AppModel.Component
        var count: PathCount
        /// The most paths the resolver walks from one root.
        var limit: Int
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
}
