import Foundation
import Testing
@testable import DIGenKit

/// `digen/SynchronousReadsAsync` in every style: a value only an async provider makes, asked for
/// by something that cannot await it; and what may await it left alone.
@Suite struct SynchronousReadsAsyncRuleTests {
    func lines(_ file: String, _ source: String) throws -> [String] {
        try TemporaryDirectory.checkedLines(file, source)
    }

    /// A Drip component with a storage module (its generators follow) and a reading module.
    static let library = """
        import DripStyle
        final class Archive: Sendable {}
        final class Reader: Sendable { init(archive: Archive) {} }
        final class LibraryComponent: Component {
            var storage: StorageModule { module() }
            var reading: ReadingModule { module() }
        }
        final class StorageModule: Module<LibraryComponent> {
            required init(_ component: LibraryComponent) { super.init(component) }

        """

    @Test func aSynchronousNeedleMemberReadingAnAsyncSharedPropertyIsAnError() throws {
        let found = try lines("Components.swift", """
            import NeedleStyle
            final class Catalogue: Sendable {}
            final class RootComponent: BootstrapComponent {
                var catalogue: Catalogue { get async { await shared { Catalogue() } } }
                var prices: [Int] { get throws { [1] } }
                var cart: CartComponent { CartComponent(parent: self) }
            }
            protocol CartDependency: Dependency {
                var catalogue: Catalogue { get }
                var prices: [Int] { get }
            }
            final class CartComponent: Component<CartDependency> {}
            """)
        #expect(found == [
            "App/Components.swift:9:9: error: CartDependency (catalogue: Catalogue) is read synchronously, but RootComponent provides it with an async getter, along the DI branch of RootComponent->CartComponent: the generated provider cannot read it. [digen/SynchronousReadsAsync]\n"
                + "App/Components.swift:9:9: note: RootComponent.catalogue at App/Components.swift:4:9 has a `get async` getter.\n"
                + "App/Components.swift:9:9: note: Declare the member `var catalogue: Catalogue { get async }` (with the getter's other effects too), and read it with `await` in CartComponent.",
            "App/Components.swift:10:9: error: CartDependency (prices: [Int]) cannot throw, but RootComponent provides it with a throwing getter, along the DI branch of RootComponent->CartComponent: the generated provider cannot read it. [digen/SynchronousReadsAsync]\n"
                + "App/Components.swift:10:9: note: RootComponent.prices at App/Components.swift:5:9 has a `get throws` getter.\n"
                + "App/Components.swift:10:9: note: Declare the member `var prices: [Int] { get throws }` (with the getter's other effects too), and read it with `try` in CartComponent.",
        ])
    }

    @Test func anAsyncNeedleMemberMayReadAnAsyncOrASynchronousProperty() throws {
        let found = try lines("Components.swift", """
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
            }
            final class CartComponent: Component<CartDependency> {}
            """)
        #expect(found == [])
    }

    @Test func aSynchronousWhoopRequestForAnAsyncDefinitionIsAnError() throws {
        let found = try lines("main.swift", """
            import WhoopStyle
            final class Database: Sendable {}
            final class Screen { init(database: Database) {} }
            final class Repository: Sendable { init(database: Database) {} }
            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    singleton { () async -> Database in Database() }
                    factory { Screen(database: try self.get()) }
                    factory { Repository(database: try await self.getAsync()) }
                }
            }
            WhoopDI.registerModules([AppModule()])
            let database: Database = WhoopDI.inject()
            func load() async {
                let database: Database = await WhoopDI.injectAsync()
                let repository: Repository = await WhoopDI.injectAsync()
                _ = (database, repository)
            }
            """)
        #expect(found == [
            "App/main.swift:8:40: error: The factory at App/main.swift:8:9 in AppModule, which is synchronous, asks for Database with name: <no name>, which an async provider makes: a synchronous request cannot make it. [digen/SynchronousReadsAsync]\n"
                + "App/main.swift:8:40: note: Database with name: <no name> is defined with an async closure at App/main.swift:7:9 in AppModule.\n"
                + "App/main.swift:8:40: note: Make the asking definition async too and ask with `try await getAsync()`, or define Database with name: <no name> with a synchronous closure.",
            "App/main.swift:13:26: error: WhoopDI.inject() asks for Database with name: <no name>, which an async provider makes: a synchronous request cannot make it. [digen/SynchronousReadsAsync]\n"
                + "App/main.swift:13:26: note: Database with name: <no name> is defined with an async closure at App/main.swift:7:9 in AppModule.\n"
                + "App/main.swift:13:26: note: Ask with `await WhoopDI.injectAsync()`, or define Database with name: <no name> with a synchronous closure.",
        ])
    }

    @Test func aSynchronousDripCallOfAnAsyncGeneratorIsAnErrorAndAnAwaitedOneIsNot() throws {
        let found = try lines("main.swift", Self.library + """
                func inject() async -> Archive { await single { Archive() } }
                func inject() -> Archive { single(Key("plain")) { Archive() } }
            }
            final class ReadingModule: Module<LibraryComponent> {
                required init(_ component: LibraryComponent) { super.init(component) }
                func inject() -> Reader { transient { c in Reader(archive: c.storage.inject()) } }
                func inject() async -> Reader { await transient { c in Reader(archive: await c.storage.inject()) } }
            }
            let library = LibraryComponent().module(StorageModule.self) { StorageModule($0) }.module(ReadingModule.self) { ReadingModule($0) }
            """)
        #expect(found == [])
    }

    @Test func aSynchronousDripCallWithOnlyAnAsyncGeneratorIsAnError() throws {
        let found = try lines("main.swift", Self.library + """
                func inject() async -> Archive { await single { Archive() } }
            }
            final class ReadingModule: Module<LibraryComponent> {
                required init(_ component: LibraryComponent) { super.init(component) }
                func inject() -> Reader { transient { c in Reader(archive: c.storage.inject()) } }
            }
            let library = LibraryComponent().module(StorageModule.self) { StorageModule($0) }.module(ReadingModule.self) { ReadingModule($0) }
            """)
        #expect(found == [
            "App/main.swift:14:64: error: ReadingModule.inject() -> Reader, which is synchronous, asks for Archive, which an async provider makes: a synchronous request cannot make it. [digen/SynchronousReadsAsync]\n"
                + "App/main.swift:14:64: note: StorageModule makes Archive with an async generator at App/main.swift:10:10.\n"
                + "App/main.swift:14:64: note: Make the asking module method async and `await` the call, or make Archive's generator synchronous.",
        ])
    }
}
