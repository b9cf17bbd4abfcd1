import DripStyle

// Drip's README shape: a component with one module whose methods use `single` and `transient`.

final class DripComponent: Component {
    var core: DripModule { module() }
}

final class DripModule: Module<DripComponent> {
    required init(_ component: DripComponent) {
        super.init(component)
    }

    func inject() -> Service {
        single { Service() }
    }

    func inject() -> Level1 {
        transient { Level1() }
    }
}

enum DripContenders {
    static let label = "DripStyle"

    private static func component() -> DripComponent {
        DripComponent().module(DripModule.self) { DripModule($0) }
    }

    static func single() -> Contender {
        nonisolated(unsafe) let component = component()
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(component.core.inject() as Service) }
        }
    }

    static func transient() -> Contender {
        nonisolated(unsafe) let component = component()
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(component.core.inject() as Level1) }
        }
    }
}
