import WhoopStyle

protocol Heater {}
final class ElectricHeater: Heater {}
final class Pump {
    init(heater: any Heater, label: String = "pump") {}
}
struct Recipe {
    let name: String
    var strength: Int
}
final class Box<Value> {
    init(_ value: Value) {}
}
typealias Brew = Recipe

@Injectable
struct CoffeeMaker {
    let pump: Pump
    @InjectableName(name: "shop")
    let shopName: String
    let recipe: Brew
}

final class KitchenModule: DependencyModule {
    override func defineDependencies() {
        singleton { ElectricHeater() as any Heater }
        singleton { Pump(heater: try self.get()) }
        factory { () -> Int in 3 }
        factory { Recipe(name: try self.get("recipe"), strength: try self.get()) }
        factory(name: "recipe") { "espresso" }
        factory { Box<Int>(try self.get()) }
    }
}

final class ShopModule: DependencyModule {
    override var moduleDependencies: [DependencyModule] { [KitchenModule()] }

    override func defineDependencies() {
        factory(named: "shop") {
            let name = "Corner"
            return name as String
        }
    }
}

WhoopDI.setup(modules: [ShopModule()])
let maker: CoffeeMaker = WhoopDI.inject()
let box = WhoopDI.inject() as Box<Int>
let order: String = WhoopDI.inject("order") { module in
    module.factory(name: "order") { () -> String in "latte" }
}
let bar = Container(modules: [KitchenModule()])
let barPump: Pump = bar.inject()
