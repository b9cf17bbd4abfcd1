import WhoopStyle

final class Engine: Sendable {}

final class Car: Sendable {
    let engine: Engine
    let owner: String

    init(engine: Engine, owner: String) {
        self.engine = engine
        self.owner = owner
    }
}

struct Tyre: Sendable {
    let size: Int
}

@Injectable
struct Garage {
    let car: Car
}

final class GarageModule: DependencyModule {
    override func defineDependencies() {
        singleton { Engine() }
        factory { Car(engine: try self.get(), owner: try self.get("owner")) }
        factory(name: "owner") { "Ada" }
        factory { [Tyre(size: 17), Tyre(size: 17)] as [Tyre] }
    }
}
