import Foundation
import Testing
@testable import DIGenKit

/// Generated code for async providers: a Needle provider getter with its member's effects, which
/// awaits (or tries) the property it reads only when that property's getter needs it; WhoopDI
/// accessors that are async for keys an async closure defines.
@Suite struct AsyncProviderGenerationTests {
    @Test func aNeedleProviderGetterHasItsMembersEffects() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Components.swift", """
            import NeedleStyle
            final class Catalogue: Sendable {}
            final class RootComponent: BootstrapComponent {
                var catalogue: Catalogue { get async throws { try await shared { Catalogue() } } }
                var title: String { "Shop" }
                var cart: CartComponent { CartComponent(parent: self) }
            }
            protocol CartDependency: Dependency {
                var catalogue: Catalogue { get async throws }
                var title: String { get async }
                var plain: String { get }
            }
            final class CartComponent: Component<CartDependency> {}
            extension RootComponent { var plain: String { "plain" } }
            """)
        let generated = DIGen.generatedCode(directory.options([directory.path + "/App"]), GenerateOptions())
        let code = try #require(generated.text)
        #expect(code.contains("""
                var catalogue: Catalogue {
                    get async throws {
                        return try await rootComponent.catalogue
                    }
                }
                var plain: String {
                    return rootComponent.plain
                }
                var title: String {
                    get async {
                        return rootComponent.title
                    }
                }

            """))
    }

    @Test func aWhoopKeyAnAsyncClosureDefinesGetsAnAsyncAccessor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/main.swift", """
            import WhoopStyle
            final class Database: Sendable {}
            final class Repository: Sendable { init(database: Database) {} }
            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    singleton { () async -> Database in Database() }
                    factory { Repository(database: try await self.getAsync()) }
                    factory(name: "title") { "Orders" }
                }
            }
            WhoopDI.registerModules([AppModule()])
            """)
        let generated = DIGen.generatedCode(directory.options([directory.path + "/App"]), GenerateOptions())
        let code = try #require(generated.text)
        #expect(code.contains("    static func database() async -> Database {\n        await injectAsync()\n    }"))
        #expect(code.contains("    func repository() async -> Repository {\n        await injectAsync()\n    }"))
        #expect(code.contains("    static func title() -> String {\n        inject(\"title\")\n    }"))
    }
}
