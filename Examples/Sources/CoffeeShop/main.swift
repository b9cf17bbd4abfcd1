// A tour of the DIGraph core: a shop-wide scope, one scope per counter, nearest-ancestor
// resolution with shadowing, each lifetime, and the errors a mistake produces.
import DIGraph

let shop = Scope(name: "Shop")
shop.bind(String.self, name: "shop") { _ in "Corner Coffee" }
shop.bind((any Heater).self, lifetime: .singleton) { _ in ElectricHeater() }
shop.bind(Pump.self, lifetime: .singleton) { scope in Pump(heater: try scope.resolve()) }
shop.bind(CoffeeMaker.self, lifetime: .scoped) { scope in
    CoffeeMaker(pump: try scope.resolve(), heater: try scope.resolve(), shopName: try scope.resolve(name: "shop"))
}
shop.bind(Order.self) { scope in Order(customer: try scope.resolve(name: "customer"), maker: try scope.resolve()) }

// The terrace counter brews with gas: its own Heater binding shadows the shop's.
let terrace = shop.makeChild(named: "Terrace")
terrace.bind((any Heater).self, lifetime: .singleton) { _ in GasHeater() }
terrace.bind(String.self, name: "customer") { _ in "Ada" }

let bar = shop.makeChild(named: "Bar")
bar.bind(String.self, name: "customer") { _ in "Grace" }

do {
    for counter in [terrace, bar] {
        let order: Order = try counter.resolve()
        print("\(counter.path.joined(separator: " -> ")): \(order.maker.brew(for: order.customer))")
    }
    let sameMaker = try terrace.resolve(CoffeeMaker.self) === terrace.resolve(CoffeeMaker.self)
    let ownMaker = try terrace.resolve(CoffeeMaker.self) !== bar.resolve(CoffeeMaker.self)
    let sharedPump = try terrace.resolve(Pump.self) === bar.resolve(Pump.self)
    print("scoped CoffeeMaker: one per counter (\(sameMaker && ownMaker)); singleton Pump shared (\(sharedPump))")
    if let provider = terrace.provider(of: BindingKey(String.self, name: "shop")) {
        print("the terrace gets the shop's name from \(provider.scope.name), \(provider.distance) step up")
    }
} catch {
    print("unexpected: \(error)")
}

// Mistakes are reported as sentences naming the key, the scope path and near misses.
do {
    _ = try bar.resolve(String.self, name: "costumer")
} catch {
    print(error)
}

final class Barista: Sendable {}
final class Till: Sendable {}
shop.bind(Barista.self) { scope in _ = try scope.resolve(Till.self); return Barista() }
shop.bind(Till.self) { scope in _ = try scope.resolve(Barista.self); return Till() }
do {
    _ = try bar.resolve(Barista.self)
} catch {
    print(error)
}
