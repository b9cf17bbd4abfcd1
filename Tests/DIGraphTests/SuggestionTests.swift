import Foundation
import Testing
@testable import DIGraph

/// The "Similar bindings" of `DIError.missingBinding` in large scopes: at most five, the closest
/// first, up to date after every change, and found in bounded time.
@Suite struct SuggestionTests {
    struct Logger {}
    struct Clock {}
    struct Router {}
    struct Cache {}
    struct Session {}
    struct Pair<First, Second> {}
    struct Lgger {}

    static let types: [any Any.Type] = [Logger.self, Clock.self, Router.self, Cache.self, Session.self]

    static func pair<First, Second>(_: First.Type, _: Second.Type) -> any Any.Type { Pair<First, Second>.self }

    /// 10,000 keys: `Pair<A, B>` for 400 pairs of five types nested once more (so that no type has
    /// many names: keys of one type share a probe run, and binding many takes quadratic time), each
    /// under the names "key0" to "key24".
    static func scopeWithTenThousandKeys() -> Scope {
        var pairs = types.flatMap { first in types.map { second in pair(first, second) } }
        pairs = pairs.flatMap { first in pairs.map { second in pair(first, second) } }
        let scope = Scope(name: "App")
        for type in pairs {
            for n in 0..<25 { scope.bind(BindingKey(type, name: "key\(n)")) { _ in 0 } }
        }
        return scope
    }

    static func suggestions(resolving key: BindingKey, in scope: Scope) -> [String]? {
        do {
            _ = try scope.resolve(key, as: Int.self)
        } catch DIError.missingBinding(_, _, let similar) {
            return similar
        } catch {}
        return nil
    }

    @Test func amongTenThousandKeysAtMostFiveOfTheClosestAreSuggested() {
        let scope = Self.scopeWithTenThousandKeys()
        let type = Self.pair(Self.pair(Logger.self, Clock.self), Self.pair(Router.self, Cache.self))
        let prefix = "Pair<Pair<Logger, Clock>, Pair<Router, Cache>> named "
        // "key7" is one edit away; "key0", "key1", "key10" and "key11" are the first of those two away.
        #expect(Self.suggestions(resolving: BindingKey(type, name: "key7x"), in: scope)
            == ["\"key0\"", "\"key1\"", "\"key10\"", "\"key11\"", "\"key7\""].map { prefix + $0 })
    }

    @Test func theSameNameOnAnotherTypeComesFirst() {
        let scope = Self.scopeWithTenThousandKeys()
        scope.bind(String.self, name: "token") { _ in "t" }
        #expect(Self.suggestions(resolving: BindingKey(Int.self, name: "token"), in: scope) == ["String named \"token\""])
    }

    @Test func aNearTypeNameIsFoundAmongTenThousandKeys() {
        let scope = Self.scopeWithTenThousandKeys()
        scope.bind(Logger.self) { _ in Logger() }
        #expect(Self.suggestions(resolving: BindingKey(Lgger.self), in: scope) == ["Logger"])
    }

    @Test func suggestionsFollowBindAndUnbind() {
        let scope = Self.scopeWithTenThousandKeys()
        let missing = BindingKey(Lgger.self)
        #expect(Self.suggestions(resolving: missing, in: scope) == [])
        scope.bind(Logger.self) { _ in Logger() }
        #expect(Self.suggestions(resolving: missing, in: scope) == ["Logger"])
        scope.unbind(BindingKey(Logger.self))
        #expect(Self.suggestions(resolving: missing, in: scope) == [])
        scope.bind(Logger.self) { _ in Logger() }
        scope.removeAllBindings()
        #expect(Self.suggestions(resolving: missing, in: scope) == [])
    }

    @Test func suggestionsComeFromEveryScopeOnThePathOnce() {
        let root = Scope(name: "Root")
        root.bind(String.self, name: "token") { _ in "root" }
        let child = root.makeChild(named: "Child")
        child.bind(String.self, name: "token") { _ in "child" }
        child.bind(Int.self, name: "session") { _ in 1 }
        #expect(Self.suggestions(resolving: BindingKey(String.self, name: "session"), in: child)
            == ["Int named \"session\"", "String named \"token\""])
    }

    /// Each miss once compared the missing key with every bound key, spelling both type names:
    /// with 10,000 keys bound, about 22 ms a miss in a release build. Now a miss examines at most
    /// `Scope.suggestionBudget` candidates, however many keys qualify; what a miss costs is
    /// measured in RuntimeBenchmarks ("missing key, 10,000 keys bound") and Sources/DIGraph/DIGraph.docc/DIGraph.md.
    /// Here, 10,000 keys of the missing key's own type all qualify, and the search stops at the
    /// budget.
    @Test func aMissExaminesNoMoreCandidatesThanTheBudgetWhenTenThousandQualify() {
        let keys = (0..<10_000).map { BindingKey(Logger.self, name: "name\($0)") }
        let index = SuggestionIndex(keys: keys)
        let missing = BindingKey(Logger.self, name: "missing")
        var budget = Scope.suggestionBudget
        var found: [SuggestionIndex.Suggestion] = []
        index.collect(for: missing, typeName: SuggestionIndex.letters(of: missing.typeName), budget: &budget, into: &found)
        #expect(budget == 0, "the search spends the whole budget, and no more")
        #expect(found.count <= Scope.suggestionBudget)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.key.type == Logger.self })
    }
}
