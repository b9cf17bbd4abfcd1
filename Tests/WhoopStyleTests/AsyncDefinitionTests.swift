import Foundation
import Testing
@testable import WhoopStyle

/// Async definitions (not in WhoopDI): `factory` and `singleton` with an async closure, resolved
/// with `injectAsync` and `getAsync`; a singleton made once under concurrent first requests; a
/// synchronous request refused with a message naming the key; cycles named, never a hang.
@Suite struct AsyncDefinitionTests {
    @Test func anAsyncFactoryMakesAFreshValueOnEveryRequest() async {
        let container = Container { module in
            module.factory { await Token.fetch(number: 7) }
        }
        let one: Token = await container.injectAsync()
        let other: Token = await container.injectAsync()
        #expect(one.number == 7)
        #expect(one !== other)
    }

    @Test func anAsyncSingletonIsBuiltOnceUnderEightConcurrentFirstRequests() async {
        let builds = Counter()
        let container = Container { module in
            module.singleton {
                builds.increment()
                // Suspends, so that the other tasks arrive while the value is being built.
                try await Task.sleep(for: .milliseconds(20))
                return Token(number: 1)
            }
        }
        let tokens = await withTaskGroup(of: Token.self) { group in
            for _ in 0..<8 {
                group.addTask { await container.injectAsync() }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(tokens.count == 8)
        #expect(tokens.allSatisfy { $0 === tokens[0] })
        #expect(builds.value == 1)
    }

    @Test func aSingletonIsSharedByTheContainersBelowItsDefiner() async {
        let parent = Container { module in
            module.singleton { await Token.fetch(number: 3) }
        }
        let child = parent.createChild { module in
            module.factory(name: "label") { "child" }
        }
        let fromParent: Token = await parent.injectAsync()
        let fromChild: Token = await child.injectAsync()
        #expect(fromParent === fromChild)
    }

    @Test func anAsyncDefinitionGetsItsDependenciesFromTheContainerItIsResolvedIn() async throws {
        let parent = Container { module in
            module.factory { Endpoint(host: "parent.example") }
            module.singleton { await Token.fetch(number: 5) }
            module.factory { try await ApiSession(endpoint: module.get(), token: module.getAsync()) }
        }
        let child = parent.createChild { module in
            module.factory { Endpoint(host: "child.example") }
        }
        let session: ApiSession = await child.injectAsync()
        #expect(session.endpoint.host == "child.example")
        #expect(session.token.number == 5)
    }

    @Test func aSynchronousDefinitionIsResolvedByInjectAsyncToo() async {
        let container = Container { module in
            module.factory { Endpoint(host: "plain.example") }
        }
        let endpoint: Endpoint = await container.injectAsync()
        #expect(endpoint.host == "plain.example")
    }

    @Test func aNearerSynchronousDefinitionWinsOverAnAsyncOne() async {
        let parent = Container { module in
            module.singleton { await Token.fetch(number: 1) }
        }
        let child = parent.createChild { module in
            module.singleton { Token(number: 2) }
        }
        let token: Token = await child.injectAsync()
        #expect(token.number == 2)
        #expect((child.inject() as Token).number == 2)
    }

    @Test func aMainActorAsyncClosureRunsOnTheMainActor() async {
        let container = Container { module in
            module.factory { @MainActor in
                await Task.yield()
                MainActor.assertIsolated()
                return Token(number: 9)
            }
        }
        let token: Token = await Task.detached { await container.injectAsync() }.value
        #expect(token.number == 9)
    }

    @Test func injectAsyncMakesAValueNeedingAMainActorDefinitionOnTheMainActor() async {
        let container = Container { module in
            module.singleton { @MainActor in Badge(text: "main") }
            module.factory { Banner(badge: try module.get()) }
        }
        let banner: Banner = await Task.detached { await container.injectAsync() }.value
        #expect(banner.badge.text == "main")
    }

    @Test func aSynchronousInjectOfAnAsyncDefinitionFailsNamingTheKey() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.singleton { await Token.fetch(number: 1) }
            }
            let _: Token = container.inject()
        }
        #expect(message == "WhoopDI inject failed with error: Token with name: <no name> is defined by an async closure, "
            + "so it cannot be made synchronously. "
            + "Resolve it with `await injectAsync()`, or with `try await getAsync()` inside an async definition.")
    }

    @Test func aSynchronousDefinitionNeedingAnAsyncOneFailsNamingThePath() async throws {
        let container = Container { module in
            module.singleton { await Token.fetch(number: 1) }
            module.factory { ApiSession(endpoint: Endpoint(host: "x"), token: try module.get()) }
        }
        let error = await #expect(throws: AsyncDefinitionRequired.self) {
            let _: ApiSession = try await container.getAsync(nil)
        }
        #expect(error?.description == "Token with name: <no name> is defined by an async closure, so it cannot be made "
            + "synchronously. Define ApiSession with an async closure too and get it there with `try await getAsync()`."
            + "\nRequired by: ApiSession -> Token")
    }

    @Test func aCycleThroughAsyncSingletonsInOneTaskIsNamed() async {
        let container = Container { module in
            module.singleton(name: "a") { try await Token(number: (module.getAsync("b") as Token).number) }
            module.singleton(name: "b") { try await Token(number: (module.getAsync("a") as Token).number) }
        }
        let error = await #expect(throws: (any Error).self) {
            let _: Token = try await container.getAsync("a")
        }
        #expect(String(describing: error!) == #"Dependency cycle detected: Token named "a" -> Token named "b" -> Token named "a"."#)
    }

    @Test func aCycleThroughAsyncFactoriesIsNamed() async {
        let container = Container { module in
            module.factory(name: "a") { try await Token(number: (module.getAsync("a") as Token).number) }
        }
        let error = await #expect(throws: (any Error).self) {
            let _: Token = try await container.getAsync("a")
        }
        #expect(String(describing: error!) == #"Dependency cycle detected: Token named "a" -> Token named "a"."#)
    }

    @Test func twoTasksWaitingForEachOthersSingletonsGetACycleErrorNotAHang() async {
        let started = Counter()
        let container = Container { module in
            module.singleton(name: "a") {
                try await arriveAndWaitForBoth(started)
                return try await Token(number: (module.getAsync("b") as Token).number)
            }
            module.singleton(name: "b") {
                try await arriveAndWaitForBoth(started)
                return try await Token(number: (module.getAsync("a") as Token).number)
            }
        }
        async let first: String? = describedFailure { let _: Token = try await container.getAsync("a") }
        async let second: String? = describedFailure { let _: Token = try await container.getAsync("b") }
        // Whichever task waits second sees the cycle; the other, woken to build the value
        // itself, then meets it on its own chain. Either way each names the cycle from its start.
        #expect(await first == #"Dependency cycle detected: Token named "a" -> Token named "b" -> Token named "a"."#)
        #expect(await second == #"Dependency cycle detected: Token named "b" -> Token named "a" -> Token named "b"."#)
    }
}

/// Increments `count` and waits (suspending, up to five seconds) until two tasks have.
private func arriveAndWaitForBoth(_ count: Counter) async throws {
    count.increment()
    for _ in 0..<5_000 where count.value < 2 {
        try await Task.sleep(for: .milliseconds(1))
    }
}

private func describedFailure(_ body: () async throws -> Void) async -> String? {
    do {
        try await body()
        return nil
    } catch {
        return String(describing: error)
    }
}

final class Token: Sendable {
    let number: Int
    init(number: Int) { self.number = number }

    static func fetch(number: Int) async -> Token {
        await Task.yield()
        return Token(number: number)
    }
}

@MainActor final class Badge {
    let text: String
    init(text: String) { self.text = text }
}

struct Banner: Sendable {
    let badge: Badge
}

struct Endpoint: Sendable {
    let host: String
}

struct ApiSession: Sendable {
    let endpoint: Endpoint
    let token: Token
}
