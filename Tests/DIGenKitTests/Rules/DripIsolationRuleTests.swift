import Foundation
import Testing
@testable import DIGenKit

/// `digen/NonisolatedReadsMainActor` for Drip: a nonisolated generator calling a main-actor module
/// method, an error; main-actor callers, and the main-actor family, left alone.
@Suite struct DripIsolationRuleTests {
    static let house = """
        import DripStyle
        @MainActor final class Lamp {}
        final class Switchboard { init(lamp: Lamp) {} }
        final class HouseComponent: Component {
            var lights: LightModule { module() }
            var wiring: WiringModule { module() }
        }
        @MainActor final class LightModule: Module<HouseComponent> {
            required init(_ component: HouseComponent) { super.init(component) }
            func inject() -> Lamp { single { Lamp() } }
        }

        """

    @Test func aNonisolatedGeneratorCallingAMainActorMethodIsAnError() throws {
        let found = try TemporaryDirectory.checkedLines("main.swift", Self.house + """
            final class WiringModule: Module<HouseComponent> {
                required init(_ component: HouseComponent) { super.init(component) }
                func inject() -> Switchboard { transient { c in Switchboard(lamp: c.lights.inject()) } }
            }
            let house = HouseComponent().module(LightModule.self) { LightModule($0) }.module(WiringModule.self) { WiringModule($0) }
            """)
        #expect(found == [
            "App/main.swift:14:71: error: WiringModule.inject() -> Switchboard, which is nonisolated, asks for Lamp, which LightModule makes on the main actor: a nonisolated generator cannot call it. [digen/NonisolatedReadsMainActor]\n"
                + "App/main.swift:14:71: note: LightModule makes Lamp on the main actor at App/main.swift:10:10.\n"
                + "App/main.swift:14:71: note: Make the asking module main-actor too (`@MainActor`, or a `MainActorModule`), or mark the providing method `nonisolated` if its value may be made anywhere.",
        ])
    }

    @Test func aMainActorCallerIsLeftAlone() throws {
        let found = try TemporaryDirectory.checkedLines("main.swift", Self.house + """
            final class WiringModule: Module<HouseComponent> {
                required init(_ component: HouseComponent) { super.init(component) }
                @MainActor func inject() -> Switchboard { transient { c in Switchboard(lamp: c.lights.inject()) } }
            }
            let house = HouseComponent().module(LightModule.self) { LightModule($0) }.module(WiringModule.self) { WiringModule($0) }
            """)
        #expect(found == [])
    }
}
