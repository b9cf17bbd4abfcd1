// The coffee shop in WhoopDI's style: modules of factories and singletons, `get()` inside
// definitions, a local inject for a value only known at the counter, and the typed accessors
// (`WhoopDI.coffeeMaker()`) that `digen generate` writes for every key the modules define.
import WhoopStyle

protocol Heater: Sendable { var name: String { get } }
final class ElectricHeater: Heater { let name = "electric heater" }
final class Pump: Sendable {
    let heater: any Heater
    init(heater: any Heater) { self.heater = heater }
}

@Injectable
struct CoffeeMaker {
    let pump: Pump
    @InjectableName(name: "shop")
    let shopName: String

    func brew(for customer: String) -> String {
        "\(shopName) brews for \(customer) with the \(pump.heater.name)"
    }
}

final class KitchenModule: DependencyModule {
    override func defineDependencies() {
        singleton { ElectricHeater() as any Heater }
        singleton { Pump(heater: try self.get()) }
    }
}

final class ShopModule: DependencyModule {
    override var moduleDependencies: [DependencyModule] { [KitchenModule()] }

    override func defineDependencies() {
        factory(named: "shop") { "Corner Coffee" }
    }
}

WhoopDI.registerModules([ShopModule()])

let maker = WhoopDI.coffeeMaker()
print(maker.brew(for: "Ada"))

let customer = "Grace"
let order: String = WhoopDI.inject("order") { module in
    module.factory(name: "customer") { customer as String }
    module.factory(name: "order") { () -> String in
        let maker: CoffeeMaker = try module.get()
        return maker.brew(for: try module.get("customer"))
    }
}
print(order)

let samePump = WhoopDI.pump() === WhoopDI.pump()
print("singleton Pump shared: \(samePump)")

let validator = WhoopDIValidator()
var failures = 0
validator.validate { error in
    failures += 1
    print("validation: \(error)")
}
print("validator found \(failures) problems")
