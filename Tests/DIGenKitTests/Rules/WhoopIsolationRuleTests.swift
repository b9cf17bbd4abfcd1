import Foundation
import Testing
@testable import DIGenKit

/// `digen/NonisolatedReadsMainActor` for WhoopDI: a nonisolated definition asking for a value
/// defined with a main-actor closure, a warning.
@Suite struct WhoopIsolationRuleTests {
    @Test func aNonisolatedDefinitionAskingForAMainActorOneIsWarnedOf() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/main.swift", """
            import WhoopStyle
            final class Service {}
            @MainActor final class ViewModel { init(service: Service) {} }
            final class Screen { init(model: ViewModel) {} }
            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    singleton { Service() }
                    singleton { r in ViewModel(service: try r.get()) }
                    factory { Screen(model: try self.get()) }
                    factory(name: "main") { @MainActor in Screen(model: try self.get()) }
                    factory(name: "resolved") { r in Screen(model: try r.get()) }
                }
            }
            WhoopDI.registerModules([AppModule()])
            """)
        let analysis = DIGen.check(directory.options([directory.path + "/App"]))
        let found = analysis.diagnostics.filter { $0.severity >= .warning }.map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }
        #expect(found == [
            "App/main.swift:9:37: warning: The factory at App/main.swift:9:9 in AppModule, which is nonisolated, asks for ViewModel with name: <no name>, which is made on the main actor: resolved off the main actor, it fails. [digen/NonisolatedReadsMainActor]\n"
                + "App/main.swift:9:37: note: ViewModel with name: <no name> is defined with a main-actor closure at App/main.swift:8:9 in AppModule.\n"
                + "App/main.swift:9:37: note: Make the asking definition main-actor too (`{ @MainActor in … }`, or `{ r in … }` resolving with `try r.get()`), or define ViewModel with name: <no name> with a nonisolated closure.",
        ])
    }

    @Test func anInjectableTypeIsMainActorWhenWrittenSo() throws {
        let store = """
            import WhoopStyle
            @MainActor final class Store {}
            @MainActor @Injectable final class Badge { let store: Store }

            """
        // As a main-actor-default target writes it for digen: `@MainActor` on the type.
        #expect(try TemporaryDirectory.checkedLines("main.swift", store + """
            @MainActor @Injectable final class Banner { let store: Store }
            nonisolated final class AppModule: DependencyModule {
                override func defineDependencies() { singleton { @MainActor in Store() } }
            }
            WhoopDI.registerModules([AppModule()])
            let banner: Banner = WhoopDI.inject()
            let badge: Badge = WhoopDI.inject()
            """) == [])
        // Unannotated, the type is read as nonisolated, whatever the modules say.
        #expect(try TemporaryDirectory.checkedLines("main.swift", store + """
            @Injectable final class Banner { let store: Store }
            nonisolated final class AppModule: DependencyModule {
                override func defineDependencies() { singleton { @MainActor in Store() } }
            }
            WhoopDI.registerModules([AppModule()])
            let banner: Banner = WhoopDI.inject()
            let badge: Badge = WhoopDI.inject()
            """) == [
            "App/main.swift:4:38: warning: @Injectable Banner, which is nonisolated, asks for Store with name: <no name>, which is made on the main actor: resolved off the main actor, it fails. [digen/NonisolatedReadsMainActor]\n"
                + "App/main.swift:4:38: note: Store with name: <no name> is defined with a main-actor closure at App/main.swift:6:42 in AppModule.\n"
                + "App/main.swift:4:38: note: Make the asking definition main-actor too (`{ @MainActor in … }`, or `{ r in … }` resolving with `try r.get()`), or define Store with name: <no name> with a nonisolated closure.",
        ])
    }
}
