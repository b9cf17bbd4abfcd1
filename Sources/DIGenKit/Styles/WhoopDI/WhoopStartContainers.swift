/// Moves the requests of WhoopDI definitions to the containers WhoopDI resolves them from.
///
/// Since WhoopDI's issue #44, a definition's `get()` is resolved from the container the outermost
/// `inject` started in (a task-local context), child first, then its parents; not from the
/// container that holds the definition. So a parent's factory may ask for what only a child
/// defines, as long as it is injected through that child. The front end first places every
/// definition's requests in the definition's own container; this pass then moves those of
/// definitions in containers that have children:
///
/// * a definition that an `inject` or accessor call digen reads reaches (directly, or through
///   the definitions it asks for) has its requests resolved from each container such a call
///   starts in, so a child that lacks the key is still reported, in that child's name (a start
///   below another start that gets the same answer is left out: it would say the same again);
/// * a definition that nothing digen reads reaches may run from its own container or from any
///   container below it that sees it: its request stays in its own container when that answers
///   it, otherwise moves to the first container below that does, and is reported (in its own
///   container) only when none does.
///
/// Graphs without child containers or local injects are left as they are.
enum WhoopStartContainers {
    static func apply(to graph: inout StaticGraph) {
        let scopeCount = graph.scopes.count
        var children = [[Int]](repeating: [], count: scopeCount)
        var hasChildren = false
        for scope in graph.scopes.indices where graph.scopes[scope].style == .whoop {
            for parent in graph.scopes[scope].parents {
                children[parent].append(scope)
                hasChildren = true
            }
        }
        guard hasChildren else { return }
        let resolver = Resolver(graph: graph)
        var requestsOf: [Int: [Int]] = [:]
        var entries: [Int] = []
        for index in graph.requests.indices where graph.requests[index].lookup == .nearestAncestor
            && graph.scopes[graph.requests[index].scope].style == .whoop {
            if let asker = graph.requests[index].asker {
                requestsOf[asker, default: []].append(index)
            } else {
                entries.append(index)
            }
        }

        // The containers each definition is reached from, following requests from every call
        // that starts an inject, each resolved from the container that call starts in.
        var starts: [Int: Set<Int>] = [:]
        var pending: [(binding: Int, start: Int)] = []
        for entry in entries {
            let request = graph.requests[entry]
            for binding in resolver.answers(for: request.key, from: request.scope) { pending.append((binding, request.scope)) }
        }
        while let (binding, start) = pending.popLast() {
            guard starts[binding, default: []].insert(start).inserted else { continue }
            for request in requestsOf[binding] ?? [] {
                for answer in resolver.answers(for: graph.requests[request].key, from: start) { pending.append((answer, start)) }
            }
        }

        var moved: [GraphRequest] = []
        var removed: Set<Int> = []
        for (binding, requests) in requestsOf.sorted(by: { $0.key < $1.key }) {
            let home = graph.bindings[binding].scope
            guard !children[home].isEmpty else { continue }
            if let reached = starts[binding] {
                guard reached != [home] else { continue }
                for request in requests {
                    let key = graph.requests[request].key
                    // A start below another start that gets the same answer adds nothing: the
                    // request is made once, from the upper one.
                    let distinct = reached.sorted().filter { start in
                        let answer = resolver.answers(for: key, from: start)
                        return !resolver.path(to: start).dropLast().contains { reached.contains($0) && resolver.answers(for: key, from: $0) == answer }
                    }
                    guard distinct != [home] else { continue }
                    removed.insert(request)
                    for start in distinct {
                        var copy = graph.requests[request]
                        copy.scope = start
                        moved.append(copy)
                    }
                }
                continue
            }
            let below = descendants(of: home, children: children).filter {
                resolver.answers(for: graph.bindings[binding].key, from: $0).contains(binding)
            }
            for request in requests where resolver.answers(for: graph.requests[request].key, from: home).isEmpty {
                guard let start = below.first(where: { !resolver.answers(for: graph.requests[request].key, from: $0).isEmpty }) else { continue }
                graph.requests[request].scope = start
            }
        }
        guard !removed.isEmpty || !moved.isEmpty else { return }
        var kept: [GraphRequest] = []
        kept.reserveCapacity(graph.requests.count - removed.count + moved.count)
        for index in graph.requests.indices where !removed.contains(index) { kept.append(graph.requests[index]) }
        graph.requests = kept + moved
    }

    /// The containers below `scope`, nearest first.
    private static func descendants(of scope: Int, children: [[Int]]) -> [Int] {
        var found: [Int] = []
        var next = children[scope]
        var seen: Set<Int> = [scope]
        while !next.isEmpty {
            var after: [Int] = []
            for child in next where seen.insert(child).inserted {
                found.append(child)
                after += children[child]
            }
            next = after
        }
        return found
    }

    /// Which definitions answer a key from a container, as WhoopDI answers it: the nearest
    /// container on the way up that defines the key (its last definition), every contribution
    /// there and above for an accumulation, and the definition of `T` for a `T?` none defines.
    private struct Resolver {
        let graph: StaticGraph
        private var byScope: [Int: [GraphKey: [Int]]] = [:]
        /// Each WhoopDI container's path from its root, worked out once.
        private var paths: [Int: [Int]] = [:]

        init(graph: StaticGraph) {
            self.graph = graph
            for scope in graph.scopes.indices where graph.scopes[scope].style == .whoop { paths[scope] = graph.path(to: scope) }
            for index in graph.bindings.indices where graph.scopes[graph.bindings[index].scope].style == .whoop {
                byScope[graph.bindings[index].scope, default: [:]][graph.bindings[index].key, default: []].append(index)
            }
        }

        /// The containers from the root down to `scope`.
        func path(to scope: Int) -> [Int] {
            paths[scope] ?? graph.path(to: scope)
        }

        func answers(for key: GraphKey, from scope: Int) -> [Int] {
            let found = nearest(key, from: scope)
            if found.isEmpty, case .whoop(.optional(let wrapped), let name) = key {
                return nearest(.whoop(type: wrapped, name: name), from: scope)
            }
            return found
        }

        private func nearest(_ key: GraphKey, from scope: Int) -> [Int] {
            let path = path(to: scope)
            for (position, current) in path.enumerated().reversed() {
                guard let defined = byScope[current]?[key], let last = defined.last else { continue }
                guard graph.bindings[last].kind == .accumulation else { return [last] }
                // An accumulation starts from its parent's value, so every level adds its part.
                return path[...position].reversed().flatMap { level in
                    (byScope[level]?[key] ?? []).filter { graph.bindings[$0].kind == .accumulation }
                }
            }
            return []
        }
    }
}
