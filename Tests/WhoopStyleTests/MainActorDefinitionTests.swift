import Foundation
import Testing
import WhoopStyle

/// Main-actor definitions (not in WhoopDI): `factory` and `singleton` with a main-actor closure,
/// made on the main actor, refused elsewhere with a message naming the key; a closure written as
/// WhoopDI code writes it stays nonisolated.
@Suite struct MainActorDefinitionTests {
    @MainActor @Test func aMainActorSingletonIsMadeOnceOnTheMainActor() {
        let container = Container(modules: [ScreenModule()])
        let first: ScreenModel = container.inject()
        let second: ScreenModel = container.inject()
        #expect(first === second)
        #expect(first.store === (container.inject() as ScoreStore))
        first.points += 1
        #expect(second.points == 1)
    }

    @MainActor @Test func aMainActorFactoryMakesAFreshValueEachTime() {
        let container = Container(modules: [ScreenModule()])
        let one: ScreenTitle = container.inject("title")
        let other: ScreenTitle = container.inject("title")
        #expect(one !== other)
        #expect(one.text == "Scores")
    }

    @Test func aMainActorDefinitionAskedForOffTheMainActorFailsNamingTheKey() {
        // `fatalMessage` runs its body on a thread of its own, off the main actor.
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.singleton { ScoreStore() }
                module.singleton { r in ScreenModel(store: try r.get()) }
            }
            let _: ScreenModel = container.inject()
        }
        #expect(message == "WhoopDI inject failed with error: ScreenModel with name: <no name> is made on the main actor, "
            + "but was asked for off the main actor. Inject it from main-actor code (mark the caller @MainActor), "
            + "or define it with a nonisolated closure.")
    }

    @Test func aClosureWrittenAsWhoopDICodeWritesItStaysNonisolated() async {
        let container = Container(modules: [ScreenModule()])
        let store = await Task.detached { container.inject() as ScoreStore }.value
        #expect(store.total == 0)
    }
}

final class ScoreStore: Sendable {
    let total = 0
}

@MainActor final class ScreenModel {
    let store: ScoreStore
    var points = 0
    init(store: ScoreStore) { self.store = store }
}

@MainActor final class ScreenTitle {
    let text = "Scores"
}

final class ScreenModule: DependencyModule {
    override func defineDependencies() {
        singleton { ScoreStore() }
        singleton { r in ScreenModel(store: try r.get()) }
        factory(name: "title") { @MainActor in ScreenTitle() }
    }
}
