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
        // Each node's successors sorted once, not on every visit.
        let sortedSuccessors = successors.mapValues { $0.sorted() }
        return stronglyConnectedComponents(sortedSuccessors)
            .compactMap { shortestCycle(through: $0.min()!, within: Set($0), sortedSuccessors) }
            .sorted { $0[0] < $1[0] }
    }

    /// Tarjan's algorithm, iterative.
    private func stronglyConnectedComponents(_ sortedSuccessors: [Node: [Node]]) -> [[Node]] {
        var index: [Node: Int] = [:]
        var lowLink: [Node: Int] = [:]
        var onStack: Set<Node> = []
        var stack: [Node] = []
        var components: [[Node]] = []
        var counter = 0

        for root in nodes where index[root] == nil {
            var work: [(node: Node, next: [Node], position: Int)] = []
            func enter(_ node: Node) {
                index[node] = counter
                lowLink[node] = counter
                counter += 1
                stack.append(node)
                onStack.insert(node)
                work.append((node, sortedSuccessors[node] ?? [], 0))
            }
            enter(root)
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].position < work[top].next.count {
                    let successor = work[top].next[work[top].position]
                    work[top].position += 1
                    if index[successor] == nil {
                        enter(successor)
                    } else if onStack.contains(successor) {
                        lowLink[node] = min(lowLink[node]!, index[successor]!)
                    }
                    continue
                }
                work.removeLast()
                if let caller = work.last?.node {
                    lowLink[caller] = min(lowLink[caller]!, lowLink[node]!)
                }
                if lowLink[node] == index[node] {
                    var component: [Node] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == node { break }
                    }
                    let isCycle = component.count > 1 || successors[node]?.contains(node) == true
                    if isCycle { components.append(component) }
                }
            }
        }
        return components
    }

    /// A shortest path from `start` back to itself using only `members`, by breadth-first search
    /// visiting successors in ascending order.
    private func shortestCycle(through start: Node, within members: Set<Node>, _ sortedSuccessors: [Node: [Node]]) -> [Node]? {
        var cameFrom: [Node: Node] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in sortedSuccessors[node] ?? [] where members.contains(next) {
                if next == start {
                    var backwards: [Node] = []
                    var step = node
                    while step != start {
                        backwards.append(step)
                        step = cameFrom[step]!
                    }
                    return [start] + Array(backwards.reversed()) + [start]
                }
                if cameFrom[next] == nil {
                    cameFrom[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
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
