import DripStyle
import Foundation
import Testing

// The code of Sources/DripStyle/DripStyle.docc/TestingWithDripStyle.md: the getting-started
// app's components and modules, and the three things a test does with them.

final class Pump {}
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

    func inject() -> Pump {
        return single { Pump() }
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

@Suite struct TestingGuideTests {
    /// One value replaced: the component that makes it answers with the test's instance.
    @Test func replaceOneDependency() {
        let testPump = Pump()
        let shop = ShopComponent()
            .module(KitchenModule.self) { KitchenModule($0) }
            .override(testPump)
        let counter = CounterComponent()
            .parent { shop }
            .module(OrderModule.self) { OrderModule($0) }
        let order: Order = counter.orders.inject()
        #expect(order.pump === testPump)
    }

    /// A generator replaced: a test's own way of making the value, on the component that reads it.
    @Test func replaceAGenerator() {
        let shop = ShopComponent().module(KitchenModule.self) { KitchenModule($0) }
        let counter = CounterComponent()
            .parent { shop }
            .module(OrderModule.self) { OrderModule($0) }
            .override { (c: CounterComponent) -> Order in Order(customer: "Grace", pump: c.shop.kitchen.inject()) }
        let order: Order = counter.orders.inject()
        #expect(order.customer == "Grace")
    }

    /// A screen's component for a preview: its parent a shop of fakes.
    @Test func previewWithFakes() {
        let previewPump = Pump()
        let counter = CounterComponent()
            .parent { ShopComponent().module(KitchenModule.self) { KitchenModule($0) }.override(previewPump) }
            .module(OrderModule.self) { OrderModule($0) }
        let order: Order = counter.orders.inject()
        #expect(order.pump === previewPump)
    }

    /// A component made without the parent its accessors read stops at the read, naming both.
    @Test func readingAParentTheTestDidNotGiveStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let counter = CounterComponent().module(OrderModule.self) { OrderModule($0) }
            let _: Order = counter.orders.inject()
        }
        let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(standardError.contains("[component: DripStyleTests.CounterComponent] failed to find parent: ShopComponent"), "\(standardError)")
    }
}
