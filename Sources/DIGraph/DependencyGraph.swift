/// A directed graph of "needs" edges between nodes, for finding dependency cycles statically.
///
/// Results are deterministic: they depend only on the edges, never on the order they were added.
public struct DependencyGraph<Node: Hashable & Comparable> {
    private var successors: [Node: Set<Node>] = [:]

    /// An empty graph.
    public init() {}

    /// All nodes that appear in an edge or were added on their own, in ascending order.
    public var nodes: [Node] { successors.keys.sorted() }

    /// Adds `node` with no edges (no effect if it is already present).
    public mutating func addNode(_ node: Node) {
        if successors[node] == nil { successors[node] = [] }
    }

    /// Records that `from` needs `to`.
    public mutating func addEdge(from: Node, to: Node) {
        successors[from, default: []].insert(to)
        addNode(to)
    }

    /// The nodes `node` needs directly, in ascending order.
    public func dependencies(of node: Node) -> [Node] {
        (successors[node] ?? []).sorted()
    }

    /// One cycle for every strongly connected group of nodes that has one, each written as a path
    /// that starts at the group's smallest node, follows a shortest way round, and ends with that
    /// node again (`[A, B, A]`). Cycles are ordered by their first node. Runs in linear time and
    /// does not recurse, so graphs of any depth are safe.
    public func cycles() -> [[Node]] {
        // The search runs once, in `NumberedDependencyGraph`, over the nodes numbered in ascending
        // order: numbering that keeps the order keeps "smallest node" and "ascending successors",
        // so the cycles found there, mapped back, are these.
        let ordered = nodes
        var number: [Node: Int] = [:]
        number.reserveCapacity(ordered.count)
        for (index, node) in ordered.enumerated() { number[node] = index }
        var numbered = NumberedDependencyGraph(nodeCount: ordered.count)
        for (from, targets) in successors {
            let source = number[from]!
            for target in targets { numbered.addEdge(from: source, to: number[target]!) }
        }
        return numbered.cycles().map { cycle in cycle.map { ordered[$0] } }
    }
}

extension DependencyGraph: Sendable where Node: Sendable {}
extension DependencyGraph: Equatable {}

extension DependencyGraph where Node: CustomStringConvertible {
    /// `cycles()` as errors, worded exactly as a run-time cycle (`A -> B -> A`).
    public func cycleErrors() -> [DIError] {
        cycles().map { DIError.cycle(path: $0.map(\.description)) }
    }
}
