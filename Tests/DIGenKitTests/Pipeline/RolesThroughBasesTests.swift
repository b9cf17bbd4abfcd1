import Foundation
import Testing
@testable import DIGenKit

/// Roles come from where a class's superclass chain leads, as Swift resolves it (issue 40): the
/// app's own bases, generic or not, and typealiases; a module in a file that imports nothing is
/// read when another file of the run imports its library; a definition that returns a call of
/// a function defines the function's declared result type.
@Suite struct RolesThroughBasesTests {
    /// The warnings and errors of checking `files` (name, text) as one app.
    private static func checked(_ files: [(String, String)]) throws -> [String] {
        let directory = try TemporaryDirectory()
        for (name, text) in files { try directory.write("App/" + name, text) }
        let analysis = DIGen.check(directory.options([directory.path + "/App"]))
        return analysis.diagnostics.filter { $0.severity >= .warning }.map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }
    }

    private static let dripComponents = """
        import DripStyle

        final class Api {}
        final class Store {
            init(api: Api) {}
        }
        class FeatureModule<C: ComponentType>: Module<C> {}
        class AppModuleBase: Module<AppComponent> {}
        typealias AppModule = Module<AppComponent>
        class BaseComponent<Tag>: Component {}

        final class AppComponent: BaseComponent<Int> {
            var network: NetworkModule { module() }
        }

        """

    /// A Drip module whose superclass is written in each way Swift allows (a generic base given
    /// the component, a non-generic base, a typealias) is a module of that component: its cycle
    /// is reported. The component itself subclasses a generic base of the app's own.
    @Test(arguments: ["FeatureModule<AppComponent>", "AppModuleBase", "AppModule"])
    func aDripModuleThroughTheAppsOwnBaseIsRead(_ superclass: String) throws {
        let module = """
            final class NetworkModule: \(superclass) {
                func inject() -> Api { single { c in _ = c.network.inject() as Store; return Api() } }
                func inject() -> Store { single { c in Store(api: c.network.inject()) } }
            }

            """
        let main = """
            import DripStyle

            let app = AppComponent().module(NetworkModule.self) { NetworkModule($0) }
            let store: Store = app.network.inject()

            """
        // The module's file imports nothing: its base class gives it Drip's members.
        #expect(try Self.checked([("Components.swift", Self.dripComponents), ("Network.swift", module), ("main.swift", main)]) == ["""
            App/Network.swift:2:10: error: Dependency cycle detected: Api -> Store -> Api. [digen/DependencyCycle]
            App/Network.swift:2:10: note: Api is defined at App/Network.swift:2:10 (single in NetworkModule).
            App/Network.swift:2:10: note: Store is defined at App/Network.swift:3:10 (single in NetworkModule).
            """])
    }

    /// A generic base whose parameter stands for the component is no module of its own.
    @Test func aGenericModuleBaseIsNoModule() throws {
        let main = """
            import DripStyle

            final class NetworkModule: FeatureModule<AppComponent> {
                func inject() -> Api { single { Api() } }
            }
            let app = AppComponent().module(NetworkModule.self) { NetworkModule($0) }
            let api: Api = app.network.inject()

            """
        #expect(try Self.checked([("Components.swift", Self.dripComponents), ("main.swift", main)]).isEmpty)
    }

    private static let whoopBase = """
        import WhoopStyle

        final class Pump {}
        final class Heater {
            init(pump: Pump) {}
        }
        class AppModule<Tag>: DependencyModule {}
        typealias PlainModule = DependencyModule
        func makePump() -> Pump { Pump() }
        enum Parts {
            static func pump() -> Pump { Pump() }
        }

        """

    /// A WhoopDI module through a generic base or a typealias, in a file that imports nothing, is
    /// read: its missing dependency is reported.
    @Test(arguments: ["AppModule<Int>", "PlainModule"])
    func aWhoopModuleThroughTheAppsOwnBaseIsRead(_ superclass: String) throws {
        let module = """
            final class HeaterModule: \(superclass) {
                override func defineDependencies() {
                    factory { Heater(pump: try self.get()) }
                }
            }

            """
        let main = """
            import WhoopStyle

            WhoopDI.registerModules([HeaterModule()])
            let heater: Heater = WhoopDI.inject()

            """
        #expect(try Self.checked([("Base.swift", Self.whoopBase), ("Heater.swift", module), ("main.swift", main)]) == ["""
            App/Heater.swift:3:36: error: Missing dependency for Pump with name: <no name> [digen/MissingDependency]
            App/Heater.swift:3:36: note: Asked for by the factory at App/Heater.swift:3:9 in HeaterModule, resolving in WhoopDI.appContainer.
            """])
    }

    /// `factory { makePump() }` defines what `makePump` is declared to return, looked up as Swift
    /// looks it up (the module's own methods first, `self.`, a type's static function): the
    /// request it answers is checked, and no warning says its type is unknown.
    @Test(arguments: ["makePump()", "Parts.pump()", "self.pump()", "pump()"])
    func aDefinitionThatCallsAFunctionDefinesItsResultType(_ call: String) throws {
        let module = """
            import WhoopStyle

            final class HeaterModule: DependencyModule {
                func pump() -> Pump { Pump() }
                override func defineDependencies() {
                    factory { \(call) }
                    factory { Heater(pump: try self.get()) }
                }
            }
            WhoopDI.registerModules([HeaterModule()])
            let heater: Heater = WhoopDI.inject()

            """
        #expect(try Self.checked([("Base.swift", Self.whoopBase), ("main.swift", module)]).isEmpty)
    }

    /// A function name declared with two result types (overloads told apart by their
    /// parameters) is not guessed at: the definition stays uninferred, and says so.
    @Test func anOverloadedFunctionLeavesTheDefinitionUninferred() throws {
        let module = """
            import WhoopStyle

            func make() -> Pump { Pump() }
            func make(size: Int) -> Heater { Heater(pump: Pump()) }
            final class HeaterModule: DependencyModule {
                override func defineDependencies() {
                    factory { make() }
                }
            }
            WhoopDI.registerModules([HeaterModule()])

            """
        let lines = try Self.checked([("Base.swift", Self.whoopBase), ("main.swift", module)])
        #expect(lines.count == 1 && lines[0].contains("[digen/UninferredType]"), "\(lines)")
    }

    /// Every diagnostic of checking `source` as one file, notes included, with paths relative.
    private static func everything(_ source: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("App/main.swift", source)
        let analysis = DIGen.check(directory.options([directory.path + "/App"]))
        return analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
    }

    private static let screen = """
        import DripStyle

        final class ScreenComponent: Component {
            var screen: ScreenModule { module() }
        }
        final class ScreenModule: Module<ScreenComponent> {}
        func keep(_ component: ScreenComponent) {}

        """

    /// A chain whose value goes where digen does not follow it is not an error; a note, shown at
    /// `--logging-level info`, names where it goes.
    @Test(arguments: [(SwiftSource, Int, Int, String)]([
        ("func make() -> ScreenComponent {\n    ScreenComponent().module(ScreenModule.self) { ScreenModule($0) }\n}", 9, 5, "returned"),
        ("func make() -> ScreenComponent {\n    return ScreenComponent().module(ScreenModule.self) { ScreenModule($0) }\n}", 9, 12, "returned"),
        ("keep(ScreenComponent().module(ScreenModule.self) { ScreenModule($0) })", 8, 6, "passed as an argument"),
        ("let all = [ScreenComponent().module(ScreenModule.self) { ScreenModule($0) }]", 8, 12, "stored in a collection"),
        ("var held: ScreenComponent?\nheld = (ScreenComponent().module(ScreenModule.self) { ScreenModule($0) })", 9, 9, "assigned to `held`"),
        ("let made = { ScreenComponent().module(ScreenModule.self) { ScreenModule($0) } }", 8, 14, "returned from a closure"),
    ]))
    func aChainDigenDoesNotFollowIsANote(_ code: SwiftSource, _ line: Int, _ column: Int, _ destination: String) throws {
        #expect(try Self.everything(Self.screen + code.text + "\n") == [
            "App/main.swift:\(line):\(column): note: digen does not follow the ScreenComponent made here: it is \(destination), "
                + "so what is read on it there is not checked against the parents and modules this chain registers. [digen/UnfollowedChain]",
        ])
    }

    /// A chain that is stored, discarded or given as a parent is followed (or has nothing to
    /// follow): no note.
    @Test(arguments: [SwiftSource]([
        "let kept = ScreenComponent().module(ScreenModule.self) { ScreenModule($0) }",
        "_ = ScreenComponent().module(ScreenModule.self) { ScreenModule($0) }",
        "final class Child: Component { var screen: ScreenComponent { parent() } }\nlet child = Child().parent { ScreenComponent().module(ScreenModule.self) { ScreenModule($0) } }",
    ]))
    func aChainDigenFollowsHasNoNote(_ code: SwiftSource) throws {
        #expect(try Self.everything(Self.screen + code.text + "\n").filter { $0.contains("UnfollowedChain") }.isEmpty)
    }

    /// A Needle dependency protocol that inherits a member of its own name with the same type
    /// has one member; with another type, no provider can declare both, which is an error (the
    /// oracle found digen writing such a provider, which did not compile).
    @Test(arguments: [("Garage", false), ("GarageComponent", true)])
    func aDependencyMemberOfOneNameAndTwoTypesIsAnError(_ inheritedType: String, _ conflicts: Bool) throws {
        let source = """
            import NeedleStyle

            final class Garage {}
            protocol GarageDependency: Dependency {
                var garage: \(inheritedType) { get }
            }
            protocol BayDependency: GarageDependency {
                var garage: Garage { get }
            }
            final class RootComponent: BootstrapComponent {
                var garage: Garage { Garage() }
                var bay: BayComponent { BayComponent(parent: self) }
            }
            final class GarageComponent: Component<EmptyDependency> {}
            final class BayComponent: Component<BayDependency> {}

            """
        let lines = try Self.checked([("App.swift", source)]).filter { $0.contains("ConflictingDependencyMembers") }
        #expect(lines == (conflicts ? ["""
            App/App.swift:7:10: error: BayDependency has members named garage of types `Garage` and `GarageComponent`: no provider class can declare them all. [digen/ConflictingDependencyMembers]
            App/App.swift:7:10: note: garage: Garage is declared at App/App.swift:8:9.
            App/App.swift:7:10: note: garage: GarageComponent is declared at App/App.swift:5:9.
            """] : []))
    }
}
