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

    /// Resolves every request of `graph`, the requests split over up to `concurrencyLimit`
    /// threads (each answer depends only on the bindings, numbered first).
    public init(_ graph: StaticGraph, concurrencyLimit: Int = 1) {
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
        // The root-to-scope path of every scope a request resolves along, worked out once.
        var paths = [[Int]?](repeating: nil, count: graph.scopes.count)
        for request in graph.requests.indices where graph.requests[request].lookup == .nearestAncestor {
            let scope = graph.requests[request].scope
            if paths[scope] == nil { paths[scope] = graph.path(to: scope) }
        }
        let requestCount = graph.requests.count
        let parts = min(concurrencyLimit, requestCount / Self.requestsPerPart)
        if parts > 1 {
            let frozen = (numbers: numbers, byScope: byScope, paths: paths)
            let run = ParallelRunner.run(count: parts, concurrencyLimit: concurrencyLimit, timeout: nil) { part in
                Self.answers(
                    graph.requests, in: requestCount * part / parts..<requestCount * (part + 1) / parts,
                    numbers: frozen.numbers, byScope: frozen.byScope, paths: frozen.paths)
            }
            answers = run.outputs.flatMap { $0! }
        } else {
            answers = Self.answers(graph.requests, in: 0..<requestCount, numbers: numbers, byScope: byScope, paths: paths)
        }
        self.keys = keys
        self.bindingKeys = bindingKeys
        bindingsByScope = byScope
    }

    /// Fewer requests than this are not worth a thread of their own.
    private static let requestsPerPart = 2_000

    /// The binding answering each request in `range`, given the bindings' key numbers, each
    /// scope's bindings by number, and the paths of the scopes requests resolve along.
    private static func answers(
        _ requests: [GraphRequest], in range: Range<Int>, numbers: [GraphKey: Int], byScope: [[Int: Int]], paths: [[Int]?]
    ) -> [Int?] {
        var answers: [Int?] = []
        answers.reserveCapacity(range.count)
        requests.withUnsafeBufferPointer { requests in
            // Each request's fields are read in place rather than the request copied.
            for index in range {
                switch requests[index].lookup {
                case .exactly(let scope):
                    answers.append(numbers[requests[index].key].flatMap { byScope[scope][$0] })
                case .unanswered:
                    answers.append(nil)
                case .nearestAncestor:
                    let path = paths[requests[index].scope]!
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
        return answers
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
