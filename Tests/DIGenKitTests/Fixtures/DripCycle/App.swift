import DripStyle

final class Engine {
    init(gearbox: Gearbox) {}
}
final class Gearbox {
    init(engine: Engine) {}
}

final class CarComponent: Component {
    var parts: PartsModule { module() }
}

final class PartsModule: Module<CarComponent> {
    required init(_ component: CarComponent) { super.init(component) }

    func inject() -> Engine { return single { c in Engine(gearbox: c.parts.inject()) } }
    func inject() -> Gearbox { return transient { c in Gearbox(engine: c.parts.inject()) } }
}
