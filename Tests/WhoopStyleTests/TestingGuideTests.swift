import Foundation
import Testing
import WhoopStyle

// The code of Sources/WhoopStyle/WhoopStyle.docc/TestingWithWhoopStyle.md, as the article shows
// it: the getting-started app's types, a fake, and the three things a test does with them.

protocol Heater: Sendable { var name: String { get } }
final class ElectricHeater: Heater { let name = "electric heater" }
final class FakeHeater: Heater { let name = "fake heater" }
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
        factory(name: "shop") { "Corner Coffee" }
    }
}

@Suite struct TestingGuideTests {
    /// One dependency replaced for one test: the live modules in a container of the test's own,
    /// and a child container whose definition wins over theirs.
    @Test func replaceOneDependency() {
        let live = Container(modules: [KitchenModule()])
        let test = live.createChild { module in
            module.singleton { FakeHeater() as any Heater }
        }
        let maker: CoffeeMaker = test.inject()
        #expect(maker.brew(for: "Ada") == "Corner Coffee brews for Ada with the fake heater")
        // A singleton is kept by the container that defines it: the live container's Pump was
        // made through the child, with the fake. Hence a live container per test.
        let liveMaker: CoffeeMaker = live.inject()
        #expect(liveMaker.pump.heater.name == "fake heater")
    }

    /// One call with a value of the test's own (WhoopDI's local inject).
    @Test func replaceForOneCall() {
        let container = Container(modules: [KitchenModule()])
        let maker: CoffeeMaker = container.inject { module in
            module.factory(name: "shop") { "Preview Café" }
        }
        #expect(maker.brew(for: "Ada") == "Preview Café brews for Ada with the electric heater")
    }

    /// A preview: a container of fakes only, no live module.
    @Test func previewWithFakes() {
        let preview = Container { module in
            module.singleton { FakeHeater() as any Heater }
            module.singleton { Pump(heater: try module.get()) }
            module.factory(name: "shop") { "Preview Café" }
        }
        let maker: CoffeeMaker = preview.inject()
        #expect(maker.brew(for: "Ada") == "Preview Café brews for Ada with the fake heater")
    }

    /// A test that reads what only the live app defines stops, with a message naming it.
    @Test func readingWhatOnlyTheLiveAppDefinesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let fakesOnly = Container { module in
                module.singleton { FakeHeater() as any Heater }
            }
            let _: CoffeeMaker = fakesOnly.inject()
        }
        let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(standardError.contains("Missing dependency for Pump with name: <no name>"), "\(standardError)")
    }
}
