/// The objects of a small coffee shop, unaware of any container.
protocol Heater: Sendable {
    var name: String { get }
}

final class ElectricHeater: Heater {
    let name = "electric heater"
}

final class GasHeater: Heater {
    let name = "gas heater"
}

final class Pump: Sendable {
    let heater: any Heater
    init(heater: any Heater) { self.heater = heater }
}

final class CoffeeMaker: Sendable {
    let pump: Pump
    let heater: any Heater
    let shopName: String
    init(pump: Pump, heater: any Heater, shopName: String) {
        self.pump = pump
        self.heater = heater
        self.shopName = shopName
    }

    func brew(for customer: String) -> String {
        "\(shopName) brews for \(customer) with the \(heater.name)"
    }
}

final class Order: Sendable {
    let customer: String
    let maker: CoffeeMaker
    init(customer: String, maker: CoffeeMaker) {
        self.customer = customer
        self.maker = maker
    }
}
