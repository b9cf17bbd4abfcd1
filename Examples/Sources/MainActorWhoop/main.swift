// WhoopDI in a target built with SwiftPM's `defaultIsolation(MainActor.self)`: every type here is
// on the main actor without saying so. The module is `nonisolated`: it describes how values are
// made, and each definition says where its value is made. `{ @MainActor in … }` and `{ r in … }`
// are main-actor definitions (see Sources/WhoopStyle/WhoopStyle.docc/DefinitionsOnTheMainActor.md); the typed accessors `digen generate`
// writes (`WhoopDI.counterScreen()`) compile here as they are.
import WhoopStyle

final class CounterStore {
    private(set) var taps = 0
    func tap() { taps += 1 }
}

final class CounterScreen {
    let store: CounterStore
    init(store: CounterStore) { self.store = store }

    func tap() -> String {
        store.tap()
        return "taps: \(store.taps)"
    }
}

// An `@Injectable` type is main-actor here too; its generated conformance is the main actor's,
// and `inject()` from main-actor code makes it. The build plugin's digen knows that from the
// target's digen-generate.args (`--default-isolation main-actor`), so `@MainActor` could go; it
// is written for `digen check Examples/Sources`, which reads every example as one program of
// Swift's default isolation.
@MainActor @Injectable
final class CounterBadge {
    let store: CounterStore

    var text: String { "\(store.taps) taps" }
}

nonisolated final class CounterModule: DependencyModule {
    override func defineDependencies() {
        singleton { @MainActor in CounterStore() }
        factory { r in CounterScreen(store: try r.get()) }
    }
}

WhoopDI.registerModules([CounterModule()])
_ = WhoopDI.counterScreen().tap()
print(WhoopDI.counterScreen().tap())
let badge: CounterBadge = WhoopDI.inject()
print(badge.text)
