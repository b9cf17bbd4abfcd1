import DripStyle

final class Api {}

final class Map {
    let api: Api

    init(api: Api) {
        self.api = api
    }
}

final class CityComponent: Component {
    var core: CoreModule { module() }
}

final class CoreModule: Module<CityComponent> {
    required init(_ component: CityComponent) {
        super.init(component)
    }

    func inject() -> Api {
        single { Api() }
    }
}

final class StreetComponent: Component {
    var city: CityComponent { parent() }
    var maps: MapModule { module() }
}

final class MapModule: Module<StreetComponent> {
    required init(_ component: StreetComponent) {
        super.init(component)
    }

    func inject() -> Map {
        transient { c in Map(api: c.city.core.inject()) }
    }
}
