import Foundation
import Testing
@testable import DIGenKit

/// `digen/NonSendableSharedAcrossIsolation`: one instance of a class the sources show to be not
/// `Sendable`, shared by main-actor and nonisolated consumers; and the cases it leaves alone.
@Suite struct NonSendableSharedAcrossIsolationRuleTests {
    func lines(_ file: String, _ source: String) throws -> [String] {
        try TemporaryDirectory.checkedLines(file, source)
    }

    @Test func aWhoopSingletonAskedForOnAndOffTheMainActorIsWarnedOf() throws {
        let found = try lines("main.swift", """
            import WhoopStyle
            final class ScoreStore { var score = 0 }
            final class SafeStore {}
            extension SafeStore: @unchecked Sendable {}
            struct Settings {}
            @MainActor final class ScreenModel { init(store: ScoreStore, safe: SafeStore, settings: Settings) {} }
            final class Reporter { init(store: ScoreStore, safe: SafeStore, settings: Settings) {} }
            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    singleton { ScoreStore() }
                    singleton { SafeStore() }
                    singleton { Settings() }
                    factory { r in ScreenModel(store: try r.get(), safe: try r.get(), settings: try r.get()) }
                    factory { Reporter(store: try self.get(), safe: try self.get(), settings: try self.get()) }
                }
            }
            WhoopDI.registerModules([AppModule()])
            """)
        #expect(found == [
            "App/main.swift:10:9: warning: ScoreStore with name: <no name>, one instance of ScoreStore, which is not Sendable, is shared by a main-actor definition and a nonisolated one: the same object is used on the main actor and off it, unguarded. [digen/NonSendableSharedAcrossIsolation]\n"
                + "App/main.swift:10:9: note: The factory at App/main.swift:13:9 in AppModule, on the main actor, asks for it at App/main.swift:13:47.\n"
                + "App/main.swift:10:9: note: The factory at App/main.swift:14:9 in AppModule, which is nonisolated, asks for it at App/main.swift:14:39.\n"
                + "App/main.swift:10:9: note: Make ScoreStore Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class ScoreStore`), or define it with `factory` so that each consumer gets its own.",
        ])
    }

    @Test func aClassThatMayBeSendableOrAFactoryOrOneIsolationIsLeftAlone() throws {
        let found = try lines("main.swift", """
            import WhoopStyle
            final class Store {}
            class Base {}
            final class Derived: Base {}
            @MainActor final class Model { init(store: Store, derived: Derived) {} }
            final class Job { init(store: Store, derived: Derived) {} }
            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    factory { Store() }
                    singleton { Derived() }
                    factory { r in Model(store: try r.get(), derived: try r.get()) }
                    factory { Job(store: try self.get(), derived: try self.get()) }
                }
            }
            final class OtherModule: DependencyModule {
                override func defineDependencies() {
                    singleton { Store() }
                    factory { Job(store: try self.get(), derived: Derived()) }
                }
            }
            WhoopDI.registerModules([AppModule()])
            """)
        #expect(found == [])
    }

    @Test func aNeedleSharedInstanceReadOnAndOffTheMainActorIsWarnedOf() throws {
        let found = try lines("Components.swift", """
            import NeedleFoundation
            final class Cart { var items: [String] = [] }
            final class Prices {}
            extension Prices: Sendable {}
            final class RootComponent: BootstrapComponent {
                var cart: Cart { shared { Cart() } }
                var prices: Prices { shared { Prices() } }
                var freshCart: Cart { Cart() }
                var screen: ScreenComponent { ScreenComponent(parent: self) }
                var sync: SyncComponent { SyncComponent(parent: self) }
            }
            @MainActor protocol ScreenDependency: Dependency {
                var cart: Cart { get }
                var prices: Prices { get }
                var freshCart: Cart { get }
            }
            final class ScreenComponent: Component<ScreenDependency> {}
            protocol SyncDependency: Dependency {
                var cart: Cart { get }
                var prices: Prices { get }
                var freshCart: Cart { get }
            }
            final class SyncComponent: Component<SyncDependency> {}
            """)
        #expect(found == [
            "App/Components.swift:6:9: warning: RootComponent.cart, one shared instance of Cart, which is not Sendable, is read by a main-actor dependency protocol and a nonisolated one: the same object is used on the main actor and off it, unguarded. [digen/NonSendableSharedAcrossIsolation]\n"
                + "App/Components.swift:6:9: note: ScreenDependency, on the main actor, reads it at App/Components.swift:13:9.\n"
                + "App/Components.swift:6:9: note: SyncDependency, which is nonisolated, reads it at App/Components.swift:19:9.\n"
                + "App/Components.swift:6:9: note: Make Cart Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class Cart`), or return a new instance from RootComponent.cart instead of a shared one.",
        ])
    }

    @Test func aDripSingleCalledOnAndOffTheMainActorIsWarnedOf() throws {
        let found = try lines("main.swift", """
            import DripStyle
            final class Ledger { var entries: [Int] = [] }
            @MainActor final class Screen { init(ledger: Ledger) {} }
            final class Sync { init(ledger: Ledger) {} }
            final class ShopComponent: Component {
                var core: CoreModule { module() }
                var screens: ScreenModule { module() }
            }
            final class CoreModule: Module<ShopComponent> {
                required init(_ component: ShopComponent) { super.init(component) }
                func inject() -> Ledger { single { Ledger() } }
                func inject() -> Sync { transient { c in Sync(ledger: c.core.inject()) } }
            }
            @MainActor final class ScreenModule: Module<ShopComponent> {
                required init(_ component: ShopComponent) { super.init(component) }
                func inject() -> Screen { transient { c in Screen(ledger: c.core.inject()) } }
            }
            let shop = ShopComponent().module(CoreModule.self) { CoreModule($0) }.module(ScreenModule.self) { ScreenModule($0) }
            """)
        #expect(found == [
            "App/main.swift:11:10: warning: CoreModule's single Ledger, one instance of Ledger, which is not Sendable, is shared by a main-actor generator and a nonisolated one: the same object is used on the main actor and off it, unguarded. [digen/NonSendableSharedAcrossIsolation]\n"
                + "App/main.swift:11:10: note: ScreenModule.inject() -> Screen, on the main actor, asks for it at App/main.swift:16:63.\n"
                + "App/main.swift:11:10: note: CoreModule.inject() -> Sync, which is nonisolated, asks for it at App/main.swift:12:59.\n"
                + "App/main.swift:11:10: note: Make Ledger Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class Ledger`), or make it `transient` so that each consumer gets its own.",
        ])
    }
}
