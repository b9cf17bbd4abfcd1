import Testing
import DIGraph

@Suite struct DependencyGraphTests {
    @Test func anAcyclicGraphHasNoCycles() {
        var graph = DependencyGraph<String>()
        graph.addEdge(from: "A", to: "B")
        graph.addEdge(from: "B", to: "C")
        graph.addEdge(from: "A", to: "C")
        #expect(graph.cycles().isEmpty)
    }

    @Test func namesACycleFromItsSmallestNode() {
        var graph = DependencyGraph<String>()
        graph.addEdge(from: "Root", to: "LoggedIn")
        graph.addEdge(from: "LoggedIn", to: "Game")
        graph.addEdge(from: "Game", to: "ScoreSheet")
        graph.addEdge(from: "ScoreSheet", to: "LoggedIn")
        #expect(graph.cycles() == [["Game", "ScoreSheet", "LoggedIn", "Game"]])
        #expect(graph.cycleErrors().map(\.description)
            == ["Dependency cycle detected: Game -> ScoreSheet -> LoggedIn -> Game."])
    }

    @Test func findsEverySeparateCycleAndSelfLoops() {
        var graph = DependencyGraph<String>()
        graph.addEdge(from: "A", to: "B")
        graph.addEdge(from: "B", to: "A")
        graph.addEdge(from: "C", to: "D")
        graph.addEdge(from: "D", to: "E")
        graph.addEdge(from: "E", to: "C")
        graph.addEdge(from: "F", to: "F")
        graph.addEdge(from: "B", to: "C")
        #expect(graph.cycles() == [["A", "B", "A"], ["C", "D", "E", "C"], ["F", "F"]])
    }

    @Test func takesTheShortestWayRoundInsideATangle() {
        var graph = DependencyGraph<String>()
        graph.addEdge(from: "A", to: "B")
        graph.addEdge(from: "B", to: "C")
        graph.addEdge(from: "C", to: "D")
        graph.addEdge(from: "D", to: "A")
        graph.addEdge(from: "B", to: "A")
        #expect(graph.cycles() == [["A", "B", "A"]])
    }

    @Test func theAnswerDoesNotDependOnInsertionOrder() {
        let edges = [("A", "B"), ("B", "C"), ("C", "A"), ("X", "Y"), ("Y", "X"), ("C", "X")]
        var forward = DependencyGraph<String>()
        var backward = DependencyGraph<String>()
        for (from, to) in edges { forward.addEdge(from: from, to: to) }
        for (from, to) in edges.reversed() { backward.addEdge(from: from, to: to) }
        #expect(forward == backward)
        #expect(forward.cycles() == backward.cycles())
        #expect(forward.cycles() == [["A", "B", "C", "A"], ["X", "Y", "X"]])
    }

    @Test func aVeryDeepChainDoesNotOverflowTheStack() {
        var graph = DependencyGraph<Int>()
        let depth = 200_000
        for node in 0..<depth { graph.addEdge(from: node, to: node + 1) }
        graph.addEdge(from: depth, to: 0)
        let cycles = graph.cycles()
        #expect(cycles.count == 1)
        #expect(cycles.first?.count == depth + 2)
        #expect(cycles.first?.first == 0)
    }
}
