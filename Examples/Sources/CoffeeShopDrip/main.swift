// The coffee shop in Drip's style: an application component owning a module, a counter component
// with an explicit parent, `single` and `transient` generators, and an override. The components
// are made with the `make(…)` builders `digen generate` writes, which cannot forget a parent or a
// module.
import DripStyle

protocol Heater: AnyObject { var name: String { get } }
final class ElectricHeater: Heater { let name = "electric heater" }
final class GasHeater: Heater { let name = "gas heater" }
final class Pump {
    let heater: Heater
    init(heater: Heater) { self.heater = heater }
}
final class Order {
    let customer: String
    let pump: Pump
    init(customer: String, pump: Pump) {
        self.customer = customer
        self.pump = pump
    }
}

final class ShopComponent: Component {
    var kitchen: KitchenModule { return module() }
}

final class KitchenModule: Module<ShopComponent> {
    required init(_ component: ShopComponent) {
        super.init(component)
    }

    func inject() -> Heater {
        return single { ElectricHeater() as Heater }
    }

    func inject() -> Pump {
        return single { c in Pump(heater: c.kitchen.inject()) }
    }
}

final class CounterComponent: Component {
    var shop: ShopComponent { return parent() }
    var orders: OrderModule { return module() }
}

final class OrderModule: Module<CounterComponent> {
    required init(_ component: CounterComponent) {
        super.init(component)
    }

    func inject() -> Order {
        return transient { c in Order(customer: "Ada", pump: c.shop.kitchen.inject()) }
    }
}

let shop = ShopComponent.make()
let counter = CounterComponent.make(shop: shop)

let first: Order = counter.orders.inject()
let second: Order = counter.orders.inject()
print("\(first.customer) gets coffee from the \(first.pump.heater.name)")
print("transient Order is new each time: \(first !== second); single Pump is shared: \(first.pump === second.pump)")

let test = ShopComponent()
    .module(KitchenModule.self) { KitchenModule($0) }
    .override(GasHeater() as Heater)
let testPump: Pump = test.kitchen.inject()
print("with an override, the test shop pumps with the \(testPump.heater.name)")
