// Drip in a target built with SwiftPM's `defaultIsolation(MainActor.self)`: every type here is on
// the main actor without saying so. The component and module subclass DripStyle's main-actor
// family, `MainActorComponent` and `MainActorModule` (see Sources/DripStyle/DripStyle.docc/ComponentsOnTheMainActor.md for why `Component`
// and `Module` cannot be subclassed in such a target); the builder `digen generate` writes
// (`LampComponent.make()`) compiles here as it is.
import DripStyle

final class Bulb {
    private(set) var isOn = false
    func toggle() { isOn.toggle() }
}

final class Switchboard {
    let bulb: Bulb
    init(bulb: Bulb) { self.bulb = bulb }
}

final class LampComponent: MainActorComponent {
    var wiring: WiringModule { module() }
}

final class WiringModule: MainActorModule<LampComponent> {
    required init(_ component: LampComponent) {
        super.init(component)
    }

    func inject() -> Bulb {
        single { Bulb() }
    }

    func inject() -> Switchboard {
        transient { c in Switchboard(bulb: c.wiring.inject()) }
    }
}

let lamp = LampComponent.make()
let board: Switchboard = lamp.wiring.inject()
board.bulb.toggle()
let again: Switchboard = lamp.wiring.inject()
print("bulb shared: \(board.bulb === again.bulb), on: \(again.bulb.isOn)")
