import Testing
import DIGraph

@Suite struct NumberedDependencyGraphTests {
    @Test func anAcyclicGraphHasNoCycles() {
        var graph = NumberedDependencyGraph(nodeCount: 3)
        graph.addEdge(from: 0, to: 1)
        graph.addEdge(from: 1, to: 2)
        graph.addEdge(from: 0, to: 2)
        #expect(graph.cycles().isEmpty)
        #expect(NumberedDependencyGraph(nodeCount: 0).cycles().isEmpty)
    }

    @Test func findsEverySeparateCycleAndSelfLoopsFromTheirSmallestNode() {
        var graph = NumberedDependencyGraph(nodeCount: 7)
        for (from, to) in [(4, 2), (2, 4), (6, 5), (5, 3), (3, 6), (1, 1), (2, 3)] { graph.addEdge(from: from, to: to) }
        #expect(graph.cycles() == [[1, 1], [2, 4, 2], [3, 6, 5, 3]])
    }

    @Test func takesTheShortestWayRoundVisitingSuccessorsInAscendingOrder() {
        var graph = NumberedDependencyGraph(nodeCount: 5)
        // 0 -> 3 -> 0 and 0 -> 1 -> 0 are both two steps; 1 is tried first.
        for (from, to) in [(0, 3), (3, 0), (0, 1), (1, 2), (2, 0), (1, 0), (4, 4)] { graph.addEdge(from: from, to: to) }
        #expect(graph.cycles() == [[0, 1, 0], [4, 4]])
    }

    @Test func repeatedEdgesAndInsertionOrderDoNotChangeTheAnswer() {
        let edges = [(0, 1), (1, 2), (2, 0), (5, 6), (6, 5), (2, 5), (1, 2)]
        var forward = NumberedDependencyGraph(nodeCount: 8)
        var backward = NumberedDependencyGraph(nodeCount: 8)
        for (from, to) in edges { forward.addEdge(from: from, to: to) }
        for (from, to) in edges.reversed() { backward.addEdge(from: from, to: to) }
        #expect(forward == backward)
        #expect(forward.cycles() == [[0, 1, 2, 0], [5, 6, 5]])
        #expect(backward.cycles() == forward.cycles())
    }

    @Test func agreesWithDependencyGraphOnARandomGraph() {
        var generator = SplitMix(state: 16)
        let count = 300
        var numbered = NumberedDependencyGraph(nodeCount: count)
        var keyed = DependencyGraph<Int>()
        for node in 0..<count { keyed.addNode(node) }
        for _ in 0..<450 {
            let from = Int(generator.next() % UInt64(count))
            let to = Int(generator.next() % UInt64(count))
            numbered.addEdge(from: from, to: to)
            keyed.addEdge(from: from, to: to)
        }
        #expect(!numbered.cycles().isEmpty)
        #expect(numbered.cycles() == keyed.cycles())
    }

    @Test func aVeryDeepChainDoesNotOverflowTheStack() {
        let depth = 200_000
        var graph = NumberedDependencyGraph(nodeCount: depth + 1)
        for node in 0..<depth { graph.addEdge(from: node + 1, to: node) }
        graph.addEdge(from: 0, to: depth)
        let cycles = graph.cycles()
        #expect(cycles.count == 1)
        #expect(cycles.first?.count == depth + 2)
        #expect(cycles.first?.prefix(2) == [0, depth])
    }

    /// A small deterministic generator, so the random graph is the same on every run.
    private struct SplitMix {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
