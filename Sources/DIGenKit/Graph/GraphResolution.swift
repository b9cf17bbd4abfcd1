import DIGraph

/// Which binding answers each request of a graph, found once with DIGraph's nearest-ancestor
/// resolution; the rules, the generator and the graph export all read this instead of
/// resolving again.
///
/// Keys are numbered once here (each binding's key hashed once, each request's looked up once),
/// so that resolving and the rules compare and hash integers instead of `GraphKey`s.
public struct GraphResolution: Sendable {
    /// For each request (by index), the binding that answers it, or `nil` when none does.
    public let answers: [Int?]
    /// The distinct keys of the graph's bindings, by number.
    let keys: [GraphKey]
    /// For each binding (by index), the number of its key in `keys`.
    let bindingKeys: [Int]
    /// For each scope, its bindings by key number (a later binding of a key overrides an earlier
    /// one, as a later module's definition does in WhoopDI).
    let bindingsByScope: [[Int: Int]]

    /// Resolves every request of `graph`.
    public init(_ graph: StaticGraph) {
        var numbers: [GraphKey: Int] = [:]
        numbers.reserveCapacity(graph.bindings.count)
        var keys: [GraphKey] = []
        var bindingKeys: [Int] = []
        bindingKeys.reserveCapacity(graph.bindings.count)
        var byScope = [[Int: Int]](repeating: [:], count: graph.scopes.count)
        graph.bindings.withUnsafeBufferPointer { bindings in
            for index in bindings.indices {
                let key = bindings[index].key
                let number: Int
                if let known = numbers[key] {
                    number = known
                } else {
                    number = keys.count
                    numbers[key] = number
                    keys.append(key)
                }
                bindingKeys.append(number)
                byScope[bindings[index].scope][number] = index
            }
        }
        var paths = [[Int]?](repeating: nil, count: graph.scopes.count)
        var answers: [Int?] = []
        answers.reserveCapacity(graph.requests.count)
        graph.requests.withUnsafeBufferPointer { requests in
            // Each request's fields are read in place rather than the request copied.
            for index in requests.indices {
                switch requests[index].lookup {
                case .exactly(let scope):
                    answers.append(numbers[requests[index].key].flatMap { byScope[scope][$0] })
                case .unanswered:
                    answers.append(nil)
                case .nearestAncestor:
                    let scope = requests[index].scope
                    if paths[scope] == nil { paths[scope] = graph.path(to: scope) }
                    let path = paths[scope]!
                    // WhoopDI answers a request for `T?` with the definition of `T?`, else of `T`.
                    var answer = numbers[requests[index].key].flatMap { number in
                        StaticResolver.nearest(along: path) { byScope[$0][number] }?.answer
                    }
                    if answer == nil, case .whoop(.optional(let wrapped), let name) = requests[index].key,
                       let number = numbers[.whoop(type: wrapped, name: name)] {
                        answer = StaticResolver.nearest(along: path) { byScope[$0][number] }?.answer
                    }
                    answers.append(answer)
                }
            }
        }
        self.answers = answers
        self.keys = keys
        self.bindingKeys = bindingKeys
        bindingsByScope = byScope
    }

    /// The keys visible from `scope` (its own and its ancestors'), nearest first, each once.
    func visibleBindings(from scope: Int, in graph: StaticGraph) -> [Int] {
        var seen: Set<Int> = []
        var result: [Int] = []
        for index in graph.path(to: scope).reversed() {
            for (number, binding) in bindingsByScope[index].sorted(by: { keys[$0.key] < keys[$1.key] }) where seen.insert(number).inserted {
                result.append(binding)
            }
        }
        return result
    }
}
