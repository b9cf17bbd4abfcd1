import DripStyle

protocol DripHeater: AnyObject {}
final class ElectricDripHeater: DripHeater {}
final class DripPump {
    init(heater: DripHeater) {}
}
final class DripOrder {
    init(pump: DripPump) {}
}

final class ShopComponent: Component {
    var kitchen: KitchenModule { return module() }
}

final class KitchenModule: Module<ShopComponent> {
    required init(_ component: ShopComponent) { super.init(component) }

    func inject() -> DripHeater { return single { ElectricDripHeater() as DripHeater } }
    func inject() -> DripPump { return single { c in DripPump(heater: c.kitchen.inject()) } }
}

final class CounterComponent: Component {
    var shop: ShopComponent { parent() }
    var orders: DripOrderModule { module() }
}

final class DripOrderModule: Module<CounterComponent> {
    required init(_ component: CounterComponent) { super.init(component) }

    func inject() -> DripOrder { return transient { c in DripOrder(pump: c.shop.kitchen.inject()) } }
}

final class App {
    lazy var shop = ShopComponent().module(KitchenModule.self) { KitchenModule($0) }

    func counter() -> CounterComponent {
        let counter = CounterComponent()
        counter.parent { self.shop }
        counter.module(DripOrderModule.self) { DripOrderModule($0) }
        return counter
    }
}

let shop = ShopComponent()
    .module(KitchenModule.self) { KitchenModule($0) }
let counter = CounterComponent()
    .parent { shop }
    .module { DripOrderModule($0) }
