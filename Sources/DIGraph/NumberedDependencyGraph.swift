/// A directed graph of "needs" edges between nodes numbered `0..<nodeCount`, for finding
/// dependency cycles statically when the nodes are already numbered (a binding's index in a
/// static graph). `DependencyGraph` numbers its nodes and runs this search.
///
/// Edges are kept in a flat list and sorted once when cycles are asked for, so that adding one
/// costs no hashing and no allocation per node; the results depend only on the set of edges,
/// never on the order they were added.
public struct NumberedDependencyGraph: Sendable, Equatable {
    /// How many nodes there are; every edge's ends are below it.
    public let nodeCount: Int
    /// Every edge, `from << 32 | to` when both fit in 32 bits (which `init` checks), so that one
    /// integer sort orders the edges by source and then by target.
    private var edges: [UInt64] = []

    /// A graph of `nodeCount` nodes and no edges.
    public init(nodeCount: Int) {
        precondition(nodeCount >= 0 && nodeCount <= Int(UInt32.max), "NumberedDependencyGraph holds at most 2^32 - 1 nodes")
        self.nodeCount = nodeCount
    }

    /// Records that `from` needs `to`. Adding the same edge twice has no further effect.
    public mutating func addEdge(from: Int, to: Int) {
        precondition(from >= 0 && from < nodeCount && to >= 0 && to < nodeCount, "edge \(from) -> \(to) outside 0..<\(nodeCount)")
        edges.append(UInt64(from) << 32 | UInt64(to))
    }

    /// Whether two graphs have the same nodes and the same edges, whatever order the edges were
    /// added in.
    public static func == (lhs: NumberedDependencyGraph, rhs: NumberedDependencyGraph) -> Bool {
        lhs.nodeCount == rhs.nodeCount && lhs.successorTable() == rhs.successorTable()
    }

    /// One cycle for every strongly connected group of nodes that has one, each written as a path
    /// that starts at the group's smallest node, follows a shortest way round (successors tried
    /// in ascending order), and ends with that node again (`[0, 3, 0]`). Cycles are ordered by
    /// their first node. Runs in linear time after sorting the edges, and does not recurse, so
    /// graphs of any depth are safe.
    public func cycles() -> [[Int]] {
        let table = successorTable()
        var cycles: [[Int]] = []
        var cameFrom = [Int](repeating: -1, count: nodeCount)
        var inComponent = [Bool](repeating: false, count: nodeCount)
        for component in stronglyConnectedComponents(table) {
            let start = component.min()!
            for member in component { inComponent[member] = true }
            if let cycle = shortestCycle(through: start, table, inComponent: inComponent, cameFrom: &cameFrom) { cycles.append(cycle) }
            for member in component {
                inComponent[member] = false
                cameFrom[member] = -1
            }
        }
        // Components are disjoint, so their smallest nodes differ and this order is total.
        return cycles.sorted { $0[0] < $1[0] }
    }

    /// Each node's successors, ascending and each once: node `n`'s are
    /// `targets[starts[n]..<starts[n + 1]]`.
    private struct SuccessorTable: Equatable {
        var starts: [Int]
        var targets: [Int]

        func successors(of node: Int) -> Range<Int> { starts[node]..<starts[node + 1] }
    }

    private func successorTable() -> SuccessorTable {
        var sorted = edges
        sorted.sort()
        var starts = [Int](repeating: 0, count: nodeCount + 1)
        var targets: [Int] = []
        targets.reserveCapacity(sorted.count)
        var previous: UInt64?
        for edge in sorted where edge != previous {
            previous = edge
            starts[Int(edge >> 32) + 1] += 1
            targets.append(Int(edge & 0xFFFF_FFFF))
        }
        for node in 0..<nodeCount { starts[node + 1] += starts[node] }
        return SuccessorTable(starts: starts, targets: targets)
    }

    /// Tarjan's algorithm, iterative, over arrays indexed by node.
    private func stronglyConnectedComponents(_ table: SuccessorTable) -> [[Int]] {
        var index = [Int](repeating: -1, count: nodeCount)
        var lowLink = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        // Each frame: a node and the position of the next successor to try.
        var work: [(node: Int, position: Int)] = []

        for root in 0..<nodeCount where index[root] == -1 {
            // A node with no successors is never part of a cycle.
            if table.starts[root] == table.starts[root + 1] {
                index[root] = counter
                counter += 1
                continue
            }
            func enter(_ node: Int) {
                index[node] = counter
                lowLink[node] = counter
                counter += 1
                stack.append(node)
                onStack[node] = true
                work.append((node, table.starts[node]))
            }
            enter(root)
            while let (node, position) = work.last {
                if position < table.starts[node + 1] {
                    let successor = table.targets[position]
                    work[work.count - 1].position += 1
                    if index[successor] == -1 {
                        enter(successor)
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], index[successor])
                    }
                    continue
                }
                work.removeLast()
                if let caller = work.last?.node {
                    lowLink[caller] = min(lowLink[caller], lowLink[node])
                }
                if lowLink[node] == index[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    let isCycle = component.count > 1 || table.targets[table.successors(of: node)].contains(node)
                    if isCycle { components.append(component) }
                }
            }
        }
        return components
    }

    /// A shortest path from `start` back to itself using only nodes marked `inComponent`, by
    /// breadth-first search visiting successors in ascending order. `cameFrom` is -1 for every
    /// node on entry; the caller resets the component's entries after.
    private func shortestCycle(
        through start: Int, _ table: SuccessorTable, inComponent: [Bool], cameFrom: inout [Int]
    ) -> [Int]? {
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for position in table.successors(of: node) {
                let next = table.targets[position]
                guard inComponent[next] else { continue }
                if next == start {
                    var backwards: [Int] = []
                    var step = node
                    while step != start {
                        backwards.append(step)
                        step = cameFrom[step]
                    }
                    return [start] + Array(backwards.reversed()) + [start]
                }
                if cameFrom[next] == -1 {
                    cameFrom[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }
}
