import DripStyle

protocol Heater: AnyObject {}
final class ElectricHeater: Heater {}
final class Pump {
    init(heater: Heater) {}
}
final class Order {
    init(pump: Pump) {}
}

final class ShopComponent: Component {
    var kitchen: KitchenModule { return module() }
}

final class KitchenModule: Module<ShopComponent> {
    required init(_ component: ShopComponent) { super.init(component) }

    func inject() -> Heater { return single { ElectricHeater() as Heater } }
    func inject() -> Pump { return single { c in Pump(heater: c.kitchen.inject()) } }
}

final class CounterComponent: Component {
    var shop: ShopComponent { parent() }
    var orders: OrderModule { module() }
}

final class OrderModule: Module<CounterComponent> {
    required init(_ component: CounterComponent) { super.init(component) }

    func inject() -> Order { return transient { c in Order(pump: c.shop.kitchen.inject()) } }
}

final class App {
    lazy var shop = ShopComponent().module(KitchenModule.self) { KitchenModule($0) }

    func counter() -> CounterComponent {
        let counter = CounterComponent()
        counter.parent { self.shop }
        counter.module(OrderModule.self) { OrderModule($0) }
        return counter
    }
}

let shop = ShopComponent()
    .module(KitchenModule.self) { KitchenModule($0) }
let counter = CounterComponent()
    .parent { shop }
    .module { OrderModule($0) }
