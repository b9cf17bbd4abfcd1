import Foundation
import Testing
import DIGraph

/// Chains and cycles too deep to resolve end in `DIError.resolutionTooDeep`, named by the key
/// they started with, never in a stack overflow: past `Scope.maximumResolutionDepth` values
/// made one inside another, or earlier on a thread whose stack is nearly full.
@Suite struct ResolutionDepthTests {
    /// Enough stack for the whole limit in a debug build (about 8 KB a level) with room to spare,
    /// so that the limit, not the stack, stops these chains.
    static let largeStack = 16 * 1024 * 1024
    /// The default size of a secondary thread on Apple platforms.
    static let smallStack = 512 * 1024

    /// A chain of `length` keys: scope i binds `Int` named "n<i>" to one more than scope i + 1's
    /// "n<i + 1>"; the last is 0, or with `cycle`, one more than scope 0's "n0" again. One key per
    /// scope keeps building it linear: keys of one type share a probe run in a scope's table, so
    /// 20,000 of them in one scope take quadratic time to bind.
    static func chain(length: Int, lifetime: Lifetime = .transient, cycle: Bool = false) -> [Scope] {
        let scopes = (0..<length).map { Scope(name: "S\($0)") }
        for (index, scope) in scopes.enumerated() {
            if index == length - 1, !cycle {
                scope.bind(Int.self, name: "n\(index)", lifetime: lifetime) { _ in 0 }
                continue
            }
            let nextIndex = (index + 1) % length
            // Unowned: the test holds every scope, and a cycle of strong references would leak them.
            let next = scopes[nextIndex]
            scope.bind(Int.self, name: "n\(index)", lifetime: lifetime) { [unowned next] _ in
                try next.resolve(Int.self, name: "n\(nextIndex)") + 1
            }
        }
        return scopes
    }

    /// What resolving "n0" of `chain` ended in, on a thread with `stackSize` bytes of stack.
    static func outcome(of chain: [Scope], stackSize: Int) -> Result<Int, DIError> {
        let result = Collected<Result<Int, DIError>>()
        onThread(stackSize: stackSize) {
            do {
                result.append(.success(try chain[0].resolve(Int.self, name: "n0")))
            } catch let error as DIError {
                result.append(.failure(error))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        return result.values[0]
    }

    @Test func aChainTwentyThousandDeepThrowsNamingItsStart() {
        let chain = Self.chain(length: 20_000)
        let error = DIError.resolutionTooDeep(start: "Int named \"n0\"", depth: Scope.maximumResolutionDepth + 1)
        #expect(Self.outcome(of: chain, stackSize: Self.largeStack) == .failure(error))
        #expect(error.description
            == "Resolving Int named \"n0\" needs more than 256 dependencies made one inside another, the limit. "
            + "Look for a dependency cycle through that many keys, or a chain that long.")
    }

    @Test func aCycleTwentyThousandKeysLongThrowsTheSameInsteadOfACycle() {
        let chain = Self.chain(length: 20_000, cycle: true)
        #expect(Self.outcome(of: chain, stackSize: Self.largeStack)
            == .failure(.resolutionTooDeep(start: "Int named \"n0\"", depth: Scope.maximumResolutionDepth + 1)))
    }

    @Test(arguments: [Lifetime.singleton, .scoped, .weak])
    func aChainOfCachedValuesTwentyThousandDeepThrowsToo(lifetime: Lifetime) {
        let chain = Self.chain(length: 20_000, lifetime: lifetime)
        #expect(Self.outcome(of: chain, stackSize: Self.largeStack)
            == .failure(.resolutionTooDeep(start: "Int named \"n0\"", depth: Scope.maximumResolutionDepth + 1)))
    }

    @Test func aChainAsDeepAsTheLimitResolves() {
        let limit = Scope.maximumResolutionDepth
        #expect(Self.outcome(of: Self.chain(length: limit), stackSize: Self.largeStack) == .success(limit - 1))
        #expect(Self.outcome(of: Self.chain(length: limit + 1), stackSize: Self.largeStack)
            == .failure(.resolutionTooDeep(start: "Int named \"n0\"", depth: limit + 1)))
    }

    /// On a 512 KB stack a debug build stops before the limit (a release build reaches it); either
    /// way the error names the start and the thread lives on.
    @Test func aChainTwentyThousandDeepOnASmallStackThrowsInsteadOfOverflowing() {
        let chain = Self.chain(length: 20_000)
        guard case .failure(.resolutionTooDeep(let start, let depth)) = Self.outcome(of: chain, stackSize: Self.smallStack)
        else { Issue.record("expected DIError.resolutionTooDeep"); return }
        #expect(start == "Int named \"n0\"")
        #expect((1...Scope.maximumResolutionDepth + 1).contains(depth))
    }

    @Test func stoppingForTheStackSaysSo() {
        #expect(DIError.resolutionTooDeep(start: "Session", depth: 71).description
            == "Resolving Session stopped 71 dependencies deep, with its thread's stack nearly full. "
            + "Look for a dependency cycle or a very long chain, or resolve on a thread with a larger stack.")
    }

    @Test func aKeptInstanceChainTwentyThousandDeepThrowsToo() {
        let scope = Scope(name: "Component")
        let depth = 20_000
        @Sendable func shared(_ index: Int) throws -> Int {
            try scope.instance(for: BindingKey(Int.self, name: "shared\(index)"), lifetime: .scoped) {
                index == depth ? 0 : try shared(index + 1) + 1
            }
        }
        let result = Collected<DIError>()
        onThread(stackSize: Self.smallStack) {
            do { _ = try shared(0) } catch let error as DIError { result.append(error) } catch {}
        }
        guard case .resolutionTooDeep(let start, _)? = result.values.first
        else { Issue.record("expected DIError.resolutionTooDeep, got \(result.values)"); return }
        #expect(start == "Int named \"shared0\"")
    }

    @Test func theThreadResolvesNormallyAfterAChainTooDeep() {
        let deep = Self.chain(length: 20_000)
        let shallow = Self.chain(length: 3)
        let results = Collected<Result<Int, DIError>>()
        onThread(stackSize: Self.smallStack) {
            for chain in [deep, shallow] {
                do { results.append(.success(try chain[0].resolve(Int.self, name: "n0"))) } catch let error as DIError {
                    results.append(.failure(error))
                } catch {}
            }
        }
        #expect(results.values.count == 2)
        #expect(results.values.last == .success(2))
    }
}
