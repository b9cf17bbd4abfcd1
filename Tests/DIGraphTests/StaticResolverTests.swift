import Testing
import DIGraph

@Suite struct StaticResolverTests {
    struct Member: Hashable, Sendable, CustomStringConvertible {
        let name: String
        let type: String
        var description: String { "(\(name): \(type))" }
    }

    let path = [
        StaticScope(name: "Root", provided: [Member(name: "stream", type: "ScoreStream"), Member(name: "name", type: "String")]),
        StaticScope(name: "LoggedIn", provided: [Member(name: "stream", type: "ScoreStream")]),
        StaticScope(name: "Game", provided: []),
    ]

    @Test func recordsTheNearestProviderAndItsDistance() {
        let report = StaticResolver.resolve(
            [Member(name: "stream", type: "ScoreStream"), Member(name: "name", type: "String")], along: path)
        #expect(report.isComplete)
        #expect(report.matches[Member(name: "stream", type: "ScoreStream")]
            == .init(scopeIndex: 1, scopeName: "LoggedIn", distance: 1))
        #expect(report.matches[Member(name: "name", type: "String")]
            == .init(scopeIndex: 0, scopeName: "Root", distance: 2))
    }

    @Test func theAskingScopeItselfIsDistanceZero() {
        let report = StaticResolver.resolve([Member(name: "stream", type: "ScoreStream")], along: Array(path.prefix(2)))
        #expect(report.matches.values.first == .init(scopeIndex: 1, scopeName: "LoggedIn", distance: 0))
    }

    @Test func reportsEveryMissingKeyInRequestOrderOnce() {
        let wanted = [
            Member(name: "b", type: "Int"),
            Member(name: "stream", type: "ScoreStream"),
            Member(name: "stream", type: "Int"),
            Member(name: "b", type: "Int"),
            Member(name: "a", type: "Int"),
        ]
        let report = StaticResolver.resolve(wanted, along: path)
        #expect(!report.isComplete)
        #expect(report.missing == [Member(name: "b", type: "Int"), Member(name: "stream", type: "Int"), Member(name: "a", type: "Int")])
        #expect(report.matches.count == 1)
    }

    @Test func anEmptyPathSatisfiesNothing() {
        let report = StaticResolver.resolve(["x"], along: [StaticScope<String>]())
        #expect(report.missing == ["x"])
    }

    @Test func nearestAsksFromTheAskingScopeOutwardAndAgreesWithResolve() {
        let stream = Member(name: "stream", type: "ScoreStream")
        let name = Member(name: "name", type: "String")
        for key in [stream, name, Member(name: "x", type: "Int")] {
            var asked: [String] = []
            let found = StaticResolver.nearest(along: path) { scope -> String? in
                asked.append(scope.name)
                return scope.provided.contains(key) ? scope.name : nil
            }
            let match = StaticResolver.resolve([key], along: path).matches[key]
            #expect(found?.answer == match?.scopeName)
            #expect(found?.distance == match?.distance)
            #expect(asked == Array(["Game", "LoggedIn", "Root"].prefix((match?.distance ?? 2) + 1)))
        }
    }

    @Test func nearestOverNumberedScopesFindsTheNearestProvider() {
        // Scopes numbered 0 (root) to 2; key 7 is provided by 0 and 1, key 9 by 0 only.
        let provided: [[Int: String]] = [[7: "root seven", 9: "root nine"], [7: "middle seven"], [:]]
        #expect(StaticResolver.nearest(along: [0, 1, 2]) { provided[$0][7] }?.answer == "middle seven")
        #expect(StaticResolver.nearest(along: [0, 1, 2]) { provided[$0][9] }?.distance == 2)
        #expect(StaticResolver.nearest(along: [0, 1, 2]) { provided[$0][8] } == nil)
        #expect(StaticResolver.nearest(along: [Int]()) { provided[$0][7] } == nil)
    }
}
