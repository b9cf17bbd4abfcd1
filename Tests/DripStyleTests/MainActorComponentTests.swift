import Testing
import DripStyle

/// Drip on the main actor: `@MainActor` subclasses of `Component` and `Module`, and DripStyle's
/// main-actor family (`MainActorComponent`, `MainActorModule`) that targets whose default
/// isolation is the main actor subclass. Both make main-actor values once per component.
@Suite struct MainActorComponentTests {
    @MainActor @Test func aMainActorComponentSubclassServesMainActorValues() {
        let lamp = AnnotatedLampComponent().module(AnnotatedWiringModule.self) { AnnotatedWiringModule($0) }
        let first: LampState = lamp.wiring.inject()
        let second: LampState = lamp.wiring.inject()
        #expect(first === second)
        first.isOn = true
        #expect(second.isOn)
    }

    @MainActor @Test func theMainActorFamilyServesMainActorValues() {
        let lamp = FamilyLampComponent().module(FamilyWiringModule.self) { FamilyWiringModule($0) }
        let board: LampBoard = lamp.wiring.inject()
        let again: LampBoard = lamp.wiring.inject()
        #expect(board !== again)
        #expect(board.state === again.state)
    }
}

@MainActor final class LampState {
    var isOn = false
}

@MainActor final class LampBoard {
    let state: LampState
    init(state: LampState) { self.state = state }
}

@MainActor final class AnnotatedLampComponent: Component {
    var wiring: AnnotatedWiringModule { module() }
}

@MainActor final class AnnotatedWiringModule: Module<AnnotatedLampComponent> {
    required init(_ component: AnnotatedLampComponent) {
        super.init(component)
    }

    func inject() -> LampState {
        single { LampState() }
    }
}

final class FamilyLampComponent: MainActorComponent {
    var wiring: FamilyWiringModule { module() }
}

final class FamilyWiringModule: MainActorModule<FamilyLampComponent> {
    required init(_ component: FamilyLampComponent) {
        super.init(component)
    }

    func inject() -> LampState {
        single { LampState() }
    }

    func inject() -> LampBoard {
        transient { c in LampBoard(state: c.wiring.inject()) }
    }
}
