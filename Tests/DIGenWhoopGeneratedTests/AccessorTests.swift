import Testing
import WhoopStyle

/// The accessors `digen generate` (run by DigenGeneratePlugin on this target) writes for the
/// keys GarageModule defines: each compiles, and injects what it names.
@Suite struct AccessorTests {
    @Test func containerAccessorsInjectEachDefinedKey() {
        let container = Container(modules: [GarageModule()])
        #expect(container.car().engine === container.engine())
        #expect(container.owner() == "Ada")
        #expect(container.arrayOfTyre().map(\.size) == [17, 17])
        #expect(container.garage().car.owner == "Ada")
    }

    @Test func whoopDIHasTheSameAccessorsAsStaticFunctions() {
        // Referenced, not called: the app container is shared with other suites.
        let accessors: [Any] = [WhoopDI.car, WhoopDI.engine, WhoopDI.owner, WhoopDI.arrayOfTyre, WhoopDI.garage]
        #expect(accessors.count == 5)
    }
}
