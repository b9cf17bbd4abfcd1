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
}
