import DIGraph
import Testing

@Suite struct ScopePathsTests {
    private let children: [String: [String]] = [
        "Root": ["A", "B"], "A": ["Leaf"], "B": ["Leaf", "Root"], "Leaf": [],
    ]

    @Test func everyPathIsVisitedOnceDepthFirstInChildOrder() {
        var paths: [String] = []
        ScopePaths.walk(from: ["Root"], children: { children[$0] ?? [] }) { paths.append($0.joined(separator: "->")) }
        // Leaf has two parents, so two paths; B's edge back to Root is not followed.
        #expect(paths == ["Root", "Root->A", "Root->A->Leaf", "Root->B", "Root->B->Leaf"])
    }

    @Test func aWalkCanStartBelowTheRootWithThePathSoFar() {
        var paths: [[String]] = []
        ScopePaths.walk(from: ["Root", "B"], children: { children[$0] ?? [] }) { paths.append($0) }
        #expect(paths == [["Root", "B"], ["Root", "B", "Leaf"]])
    }

    @Test func aChainDeeperThanAnyStackIsWalked() {
        var deepest = 0
        ScopePaths.walk(from: [0], children: { $0 < 200_000 ? [$0 + 1] : [] }) { deepest = max(deepest, $0.count) }
        #expect(deepest == 200_001)
    }
}
