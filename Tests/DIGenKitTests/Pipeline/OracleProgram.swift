import Foundation
import Testing
@testable import DIGenKit

/// The programs of the oracle harness (`OracleTests`): small apps in WhoopDI's and Drip's
/// styles whose `main.swift` asks for everything they define, so that whatever a mutant breaks,
/// the program meets it when run. A line that ends in `// ↯` followed by alternatives separated
/// by ` ‖ ` is a place to mutate: each alternative replaces the line (`DELETE` removes it).
struct OracleProgram: Sendable, CustomTestStringConvertible {
    /// A name for messages.
    let name: String

    var testDescription: String { name }
    /// The files, by name; `main.swift` among them.
    let files: [(name: String, text: String)]

    /// One change to a program: the line at `line` of `file` replaced by `replacement` (nil: removed).
    struct Mutation: Sendable, Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var replacement: String?

        var description: String {
            "\(file):\(line + 1) " + (replacement.map { "→ \($0.trimmingCharacters(in: .whitespaces))" } ?? "removed")
        }
    }

    /// Every single mutation the markers allow.
    var mutations: [Mutation] {
        var found: [Mutation] = []
        for file in files {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// ↯") else { continue }
                let indentation = String(line.prefix { $0 == " " })
                for alternative in line[marker.upperBound...].components(separatedBy: " ‖ ") {
                    let text = alternative.trimmingCharacters(in: .whitespaces)
                    found.append(Mutation(file: file.name, line: index, replacement: text == "DELETE" ? nil : indentation + text))
                }
            }
        }
        return found
    }

    /// The program's files with `mutations` applied (at most one per line) and every marker removed.
    func files(applying mutations: [Mutation]) -> [(name: String, text: String)] {
        files.map { file in
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> String? in
                if let mutation = mutations.first(where: { $0.file == file.name && $0.line == index }) { return mutation.replacement }
                guard let marker = line.range(of: "// ↯") else { return String(line) }
                return String(line[..<marker.lowerBound]).trimmingTrailingWhitespace()
            }
            return (file.name, lines.joined(separator: "\n"))
        }
    }

    static let whoop = OracleProgram(name: "whoop", files: [
        ("Garage.swift", """
            import WhoopStyle

            final class Engine: Sendable {
                let power: Int
                init(power: Int) { self.power = power }
            }
            final class Wheel: Sendable {}
            final class Car: Sendable {
                let engine: Engine
                let wheel: Wheel
                let label: String
                init(engine: Engine, wheel: Wheel, label: String) {
                    self.engine = engine
                    self.wheel = wheel
                    self.label = label
                }
            }
            final class Garage: Sendable {
                let car: Car
                init(car: Car) { self.car = car } // ↯ init(car: Car?) { self.car = car ?? Car(engine: Engine(power: 200), wheel: Wheel(), label: "spare") } ‖ init(car: Car!) { self.car = car ?? Car(engine: Engine(power: 200), wheel: Wheel(), label: "spare") } ‖ init(car: Car = Car(engine: Engine(power: 200), wheel: Wheel(), label: "spare")) { self.car = car }
            }
            final class Box<Value: Sendable>: Sendable {
                let value: Value
                init(_ value: Value) { self.value = value }
            }
            final class Light: Sendable {
                let box: Box<String>
                init(box: Box<String>) { self.box = box }
            }

            class AppModule<Tag>: DependencyModule {}
            typealias PlainModule = DependencyModule

            final class PartsModule: DependencyModule {
                override func defineDependencies() {
                    singleton { Engine(power: try self.get("power")) } // ↯ DELETE ‖ singleton { Engine(power: try self.get("powr")) } ‖ singleton { Engine(power: (try self.get("power") as Int) + (try self.get() as Car).engine.power) }
                    factory { Wheel() } // ↯ DELETE ‖ factory { () -> Wheel in _ = try self.get() as Garage; return Wheel() } ‖ factory(name: "wheel") { Wheel() }
                    factory(name: "power") { 120 } // ↯ DELETE ‖ factory(name: "Power") { 120 } ‖ factory { 120 }
                }
            }

            final class CarModule: DependencyModule {
                override var moduleDependencies: [DependencyModule] { [PartsModule()] } // ↯ DELETE ‖ override var moduleDependencies: [DependencyModule] { [] }
                override func defineDependencies() {
                    factory { Car(engine: try self.get(), wheel: try self.get(), label: try self.get("label")) } // ↯ DELETE ‖ factory { Car(engine: try self.get(), wheel: try self.get(), label: try self.get("lable")) } ‖ singleton { Car(engine: try self.get(), wheel: try self.get(), label: try self.get("label")) }
                    factory(name: "label") { "red" } // ↯ DELETE ‖ factory(name: "label") { 7 } ‖ factory { "red" }
                    factory { Garage(car: try self.get()) } // ↯ DELETE ‖ factory { Garage(car: try self.get("car")) } ‖ factory { () -> Garage in _ = try self.get() as Light; return Garage(car: try self.get()) }
                }
            }

            """),
        ("Extras.swift", """
            final class ExtrasModule: AppModule<Int> { // ↯ final class ExtrasModule: PlainModule { ‖ final class ExtrasModule: AppModule<String> {
                override func defineDependencies() {
                    factory { Box("label") } // ↯ DELETE ‖ factory { Box(7) } ‖ factory { Box<String>("label") } ‖ factory { Box("label") as Box<String> } ‖ factory { () -> Box<String> in Box("label") }
                    factory { Light(box: try self.get()) } // ↯ DELETE ‖ factory { Light(box: try self.get("box")) } ‖ factory { () -> Light in _ = try self.get() as Garage; return Light(box: try self.get()) } ‖ singleton { Light(box: try self.get()) }
                }
            }

            """),
        ("main.swift", """
            import WhoopStyle

            WhoopDI.registerModules([CarModule(), ExtrasModule()]) // ↯ WhoopDI.registerModules([CarModule(), PartsModule(), ExtrasModule()]) ‖ WhoopDI.registerModules([PartsModule(), ExtrasModule()]) ‖ WhoopDI.registerModules([CarModule()])
            let garage: Garage = WhoopDI.inject()
            precondition(garage.car.engine.power >= 120)
            let wheel: Wheel = WhoopDI.inject() // ↯ DELETE ‖ let wheel: Wheel = WhoopDI.inject("wheel")
            _ = wheel
            let light: Light = WhoopDI.inject() // ↯ DELETE
            _ = light

            """),
    ])

    static let drip = OracleProgram(name: "drip", files: [
        ("Components.swift", """
            import DripStyle

            final class Api {}
            final class Store {
                let api: Api
                init(api: Api) { self.api = api }
            }
            final class Presenter {
                let store: Store
                let title: String
                init(store: Store, title: String) { self.store = store; self.title = title } // ↯ init(store: Store?, title: String) { self.store = store!; self.title = title } ‖ init(store: Store, title: String?) { self.store = store; self.title = title ?? "none" } ‖ init(store: Store, title: String!) { self.store = store; self.title = title } ‖ init(store: Store, title: String = "default") { self.store = store; self.title = title }
            }

            class FeatureModule<C: ComponentType>: Module<C> {}
            class ScreenModuleBase: Module<ScreenComponent> {}
            typealias ScreenBase = Module<ScreenComponent>

            final class AppComponent: Component {
                var network: NetworkModule { module() }
            }

            final class NetworkModule: Module<AppComponent> {
                required init(_ component: AppComponent) { super.init(component) }
                func inject() -> Api { single { Api() } } // ↯ func inject() -> Api { single { c in _ = c.network.inject() as Store; return Api() } } ‖ func inject() -> Api { transient { Api() } }
                func inject() -> Store { single { c in Store(api: c.network.inject()) } } // ↯ func inject() -> Store { single { Store(api: Api()) } } ‖ func inject() -> Store { transient { c in Store(api: c.network.inject()) } } ‖ func inject() -> Store { single { c in Store(api: self.inject()) } }
            }

            final class ScreenComponent: Component {
                var app: AppComponent { parent() }
                var screen: ScreenModule { module() }
                var detail: DetailModule { module() }
            }

            final class ScreenModule: Module<ScreenComponent> {
                required init(_ component: ScreenComponent) { super.init(component) }
                func inject() -> String { transient { "title" } } // ↯ func inject() -> String { transient { c in _ = c.screen.inject() as Presenter; return "title" } } ‖ func inject() -> String { single { "title" } }
                func inject() -> Presenter { transient { c in Presenter(store: c.app.network.inject(), title: c.screen.inject()) } } // ↯ func inject() -> Presenter { transient { c in Presenter(store: c.app.network.inject(), title: "fixed") } } ‖ func inject() -> Presenter { single { c in Presenter(store: c.app.network.inject(), title: c.screen.inject()) } } ‖ func inject() -> Presenter { transient { c in Presenter(store: Store(api: Api()), title: c.screen.inject()) } }
            }

            """),
        ("Features.swift", """
            final class Detail {
                let presenter: Presenter
                init(presenter: Presenter) { self.presenter = presenter }
            }

            final class DetailModule: FeatureModule<ScreenComponent> { // ↯ final class DetailModule: ScreenBase { ‖ final class DetailModule: ScreenModuleBase {
                func inject() -> Detail { transient { c in Detail(presenter: c.screen.inject()) } } // ↯ func inject() -> Detail { single { c in Detail(presenter: c.screen.inject()) } } ‖ func inject() -> Detail { transient { c in _ = c.detail.inject() as Detail; return Detail(presenter: c.screen.inject()) } } ‖ func inject() -> Detail { transient { c in _ = c.app.network.inject() as Store; return Detail(presenter: c.screen.inject()) } } ‖ func inject() -> Detail { transient { c in Detail(presenter: Presenter(store: c.app.network.inject(), title: c.screen.inject())) } }
            }

            """),
        ("main.swift", """
            import DripStyle

            let app = AppComponent()
                .module(NetworkModule.self) { NetworkModule($0) } // ↯ DELETE ‖ .module { NetworkModule($0) }
            let screen = ScreenComponent()
                .parent { app } // ↯ DELETE ‖ .parent { AppComponent() }
                .module(ScreenModule.self) { ScreenModule($0) } // ↯ DELETE ‖ .module { ScreenModule($0) }
                .module(DetailModule.self) { DetailModule($0) } // ↯ DELETE
            let presenter: Presenter = screen.screen.inject()
            precondition(!presenter.title.isEmpty) // ↯ DELETE
            let store: Store = app.network.inject() // ↯ DELETE ‖ let store: Store = screen.app.network.inject()
            _ = store
            let detail: Detail = screen.detail.inject() // ↯ DELETE
            _ = detail

            @MainActor final class Shell {
                lazy var component = ScreenComponent()
                    .parent { app } // ↯ DELETE
                    .module(ScreenModule.self) { ScreenModule($0) } // ↯ DELETE
                    .module(DetailModule.self) { DetailModule($0) } // ↯ DELETE
                func detail() -> Detail { component.detail.inject() } // ↯ func detail() -> Detail { self.component.detail.inject() } ‖ func detail() -> Detail { Detail(presenter: component.screen.inject()) }
            }
            _ = Shell().detail()

            """),
    ])

    /// A Needle app: the oracle is whether digen's generated file compiles with it and the
    /// program runs (`OracleTests.needleOutcome`).
    static let needle = OracleProgram(name: "needle", files: [
        ("Components.swift", """
            import NeedleStyle

            final class Engine {
                let power: Int
                init(power: Int) { self.power = power }
            }
            final class Garage {
                let engine: Engine
                let label: String
                init(engine: Engine, label: String) {
                    self.engine = engine
                    self.label = label
                }
            }

            final class RootComponent: BootstrapComponent {
                var engine: Engine { shared { Engine(power: 120) } } // ↯ DELETE ‖ var motor: Engine { shared { Engine(power: 120) } } ‖ var engine: Int { 120 } ‖ private var engine: Engine { shared { Engine(power: 120) } } ‖ var engine: Engine? { Engine(power: 120) }
                var label: String { "red" } // ↯ DELETE ‖ var label: Substring { "red" } ‖ var name: String { "red" } ‖ fileprivate var label: String { "red" }
                var garage: GarageComponent { GarageComponent(parent: self) }
                var shop: ShopComponent { ShopComponent(parent: self) } // ↯ var shop: ShopComponent { ShopComponent(parent: garage) }
                // ↯ var sign: String { "root" } ‖ var power: Int { 3 } ‖ var bay: BayComponent { garage.bay }
            }

            protocol GarageDependency: Dependency {
                var engine: Engine { get } // ↯ DELETE ‖ var motor: Engine { get } ‖ var engine: Engine? { get }
                var label: String { get } // ↯ DELETE ‖ var label: Int { get }
                // ↯ var shop: ShopComponent { get } ‖ var garage: GarageComponent { get } ‖ var sign: String { get } ‖ var bay: BayComponent { get }
            }

            final class GarageComponent: Component<GarageDependency> {
                var garage: Garage { Garage(engine: dependency.engine, label: dependency.label) } // ↯ var garage: Garage { shared { Garage(engine: dependency.engine, label: dependency.label) } } ‖ var garage: Garage { Garage(engine: Engine(power: 1), label: "") }
                var bay: BayComponent { BayComponent(parent: self) }
            }

            protocol BayDependency: Dependency { // ↯ protocol BayDependency: GarageDependency {
                var engine: Engine { get } // ↯ DELETE ‖ var label: String { get }
                var garage: Garage { get } // ↯ DELETE ‖ var garage: Engine { get } ‖ var shop: ShopComponent { get }
                // ↯ var label: String { get } ‖ var shop: ShopComponent { get } ‖ var power: Int { get } ‖ var sign: String { get }
            }

            final class BayComponent: Component<BayDependency> {
                var power: Int { dependency.engine.power + dependency.garage.engine.power } // ↯ var power: Int { dependency.garage.engine.power }
            }

            protocol ShopDependency: Dependency {
                var label: String { get } // ↯ DELETE ‖ var garage: GarageComponent { get } ‖ var engine: Engine { get }
                // ↯ var engine: Engine { get } ‖ var garage: Garage { get } ‖ var label: String? { get } ‖ var power: Int { get }
            }

            final class ShopComponent: Component<ShopDependency> { // ↯ final class ShopComponent: Component<EmptyDependency> {
                var sign: String { "shop" }
            }

            """),
        ("main.swift", """
            import NeedleStyle

            registerProviderFactories()
            let root = RootComponent()
            precondition(root.garage.bay.power > 0)
            precondition(root.shop.sign == "shop")

            """),
    ])
}
