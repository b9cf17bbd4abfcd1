import WhoopStyle

struct Toppings: AccumulationKey {
    typealias FinalValue = [String]
    typealias AccumulatedValue = String
    static func accumulate(current: [String], next: String) -> [String] { current + [next] }
    static var initialValue: [String] { [] }
}

final class Menu {
    let toppings: [String]
    let special: String?
}

extension Menu {
    convenience init(toppings: [String], special: String?) { self.init() }
}

final class Clock {}
final class Ticker {
    init(clock: Clock) {}
}

final class ToppingModule: DependencyModule {
    override func defineDependencies() {
        accumulateFactory(for: Toppings.self) { "milk" }
        accumulateSingleton(for: Toppings.self) { "foam" }
        factory { Menu(toppings: try self.get(), special: try self.get()) }
    }
}

/// Overrides nothing: still a module, with its superclass's definitions.
final class MoreToppings: ToppingModule {}

final class Strength: DependencyModule {
    let level: Int
    init(level: Int) { self.level = level }
    override func defineDependencies() { factory { Clock() } }
}

/// Depends on a module made with an argument.
final class Brewing: DependencyModule {
    override var moduleDependencies: [DependencyModule] { [Strength(level: 2)] }
    override func defineDependencies() { factory { Ticker(clock: try self.get()) } }
}

let flavour = "vanilla"
let base = Container(modules: [MoreToppings()])
let local = Container { module in
    module.factory(name: flavour) { "syrup" as String }
    module.factory { Ticker(clock: try module.get()) }
    module.factory { Clock() }
}
let child = Container(modules: [], parent: base)
let menu: Menu = child.inject()
let syrup: String = local.inject("syrup")
