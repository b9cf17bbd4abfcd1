import WhoopStyle

// Fixtures modelled on WhoopDI's own test modules, written afresh. Definitions that use the
// deprecated params API live in declarations marked deprecated themselves, so that exercising
// that API does not warn; the container reaches them through non-deprecated overridden methods.

protocol Part {}

struct PartA: Part, Equatable {}

final class PartB: Part {
    let label: String
    init(_ label: String) { self.label = label }
}

final class PartC: Part {
    let inner: Part
    let concrete: PartB
    init(inner: Part, concrete: PartB) {
        self.inner = inner
        self.concrete = concrete
    }
}

final class PartD: Part {}

struct Wrapper<Value>: Part {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Everything resolvable, given params for the `...WithParams` definitions.
final class CompleteModule: DependencyModule {
    @available(*, deprecated, message: "exercises the deprecated params API")
    override func defineDependencies() {
        factory { PartA() }
        singleton { PartD() }
        factory(name: "A_Factory") { PartA() as Part }
        singleton(name: "A_Single") { PartA() as Part }
        factory { Wrapper("string") }
        factory { Wrapper(42) }
        factoryWithParams(name: "B_Factory") { (label: String) in PartB(label) as Part }
        factoryWithParams { (label: String) in PartB(label) }
        singletonWithParams(name: "B_Single") { (label: String) in PartB(label) as Part }
        factoryWithParams { params in
            PartC(inner: try self.get("A_Factory"), concrete: try self.get(params: params))
        }
        factoryWithParams(name: "C_Factory") { params in
            PartC(inner: try self.get("A_Factory"), concrete: try self.get(params: params)) as Part
        }
    }
}

/// Overrides `C_Factory` and adds a named integer, for child containers.
final class OverridingModule: DependencyModule {
    override func defineDependencies() {
        factory(name: "C_Factory") { PartA() as Part }
        factory(name: "integer") { 1 }
    }
}

/// Needs `Part` named `A_Factory`, which nothing defines.
final class IncompleteModule: DependencyModule {
    @available(*, deprecated, message: "exercises the deprecated params API")
    override func defineDependencies() {
        factoryWithParams { params in
            PartC(inner: try self.get("A_Factory"), concrete: try self.get(params: params))
        }
    }
}

final class NilFactoryModule: DependencyModule {
    override func defineDependencies() {
        factory { nil as Part? }
    }
}

final class NilSingletonModule: DependencyModule {
    override func defineDependencies() {
        singleton { nil as Part? }
    }
}

/// Depended on by `RootModule`.
final class LeafModule: DependencyModule {
    override func defineDependencies() {
        factory(name: "a") { PartA() as Part }
        factory { PartB("") }
    }
}

/// Builds `Part` from what `LeafModule` defines.
final class RootModule: DependencyModule {
    override var moduleDependencies: [DependencyModule] { [LeafModule()] }

    override func defineDependencies() {
        factory { PartC(inner: try self.get("a"), concrete: try self.get()) as Part }
    }
}

/// What the `@Injectable` fixtures need.
final class InjectingFixturesModule: DependencyModule {
    override func defineDependencies() {
        factory { PartA() }
        factory(name: "FakeName") { 1 }
        factory(name: "VariableFakeName") { "variable" }
        factory(name: "GlobalVariableFakeName") { "global" }
    }
}

// Across containers: the parent's `PartG` needs `PartH`, which only the child defines, and the
// child's `PartI` needs the parent's `PartG`.
struct PartG { let helper: PartH }
/// `definedBy` names the module whose definition made it.
struct PartH { let definedBy: String }
struct PartI { let main: PartG }

final class CrossContainerParentModule: DependencyModule {
    override func defineDependencies() {
        factory { PartG(helper: try self.get()) }
    }
}

final class CrossContainerChildModule: DependencyModule {
    override func defineDependencies() {
        factory { PartH(definedBy: "CrossContainerChildModule") }
        factory { PartI(main: try self.get()) }
    }
}

@Injectable
struct InjectableWithDependency: Equatable {
    private let dependency: PartA
}

enum InjectableTestNames {
    static let variableFakeName = "VariableFakeName"
}

let globalVariableFakeName = "GlobalVariableFakeName"

@Injectable
struct InjectableWithNames: Equatable {
    @InjectableName(name: "FakeName")
    let name: Int

    @InjectableName(name: InjectableTestNames.variableFakeName)
    let nameFromVariable: String

    @InjectableName(name: globalVariableFakeName)
    let globalVariableName: String
}

/// Turns options on and off for a test.
struct OptionsForTest: WhoopDIOptionProvider {
    var enabled: Set<WhoopDIOption> = []

    func isOptionEnabled(_ option: WhoopDIOption) -> Bool { enabled.contains(option) }
}

/// Local definitions that use the deprecated params API, reached through a protocol so that
/// tests calling `define(on:)` do not warn.
protocol LocalDefinitions {
    func define(on module: DependencyModule)
}
