import Foundation
import Testing
@testable import DIGenKit

/// The WhoopDI accessor of a key defined only by main-actor closures is `@MainActor`, so that
/// calling it off the main actor is a compile error rather than a failure at run time.
@Suite struct MainActorAccessorTests {
    @Test func aKeyDefinedOnlyOnTheMainActorGetsAMainActorAccessor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/main.swift", """
            import WhoopStyle
            final class Store {}
            @MainActor final class Screen { init(store: Store) {} }
            @MainActor final class Title {}
            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    singleton { Store() }
                    factory { r in Screen(store: try r.get()) }
                    factory { @MainActor in Title() }
                }
            }
            WhoopDI.registerModules([AppModule()])
            """)
        let generated = DIGen.generatedCode(directory.options([directory.path + "/App"]), GenerateOptions())
        let code = try #require(generated.text)
        #expect(code.contains("    @MainActor static func screen() -> Screen {\n        inject()\n    }"))
        #expect(code.contains("    @MainActor func title() -> Title {\n        inject()\n    }"))
        #expect(code.contains("    static func store() -> Store {\n        inject()\n    }"))
        #expect(!code.contains("@MainActor static func store()"))
    }
}
