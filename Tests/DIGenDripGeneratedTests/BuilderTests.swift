import DripStyle
import Testing

/// The builders `digen generate` (run by DigenGeneratePlugin on this target) writes: each makes
/// its component with every parent and module its accessors read.
@Suite struct BuilderTests {
    @Test func aBuiltComponentReadsItsParentAndItsModules() {
        let city = CityComponent.make()
        let street = StreetComponent.make(city: city)
        let map: Map = street.maps.inject()
        let api: Api = city.core.inject()
        #expect(map.api === api)
        #expect(street.city === city)
    }
}
