import DIGraph
import Testing
@testable import DripStyle

/// Drip's failures stop the program. Each message is checked twice: as built, and as printed by
/// a child process that really stops.
@Suite struct FatalErrorTests {
    // MARK: Messages as built

    @Test func aMissingParentIsReportedWithDripsWording() {
        let subject = ComponentB()
        #expect(throws: DripError.componentNotFound(type: ComponentA.self)) {
            let _: ComponentA = try subject.registry.get()
        }
        #expect(subject.failureMessage(for: DripError.componentNotFound(type: ComponentA.self))
            == "[component: DripStyleTests.ComponentB] failed to find parent: ComponentA")
    }

    @Test func aMissingModuleIsReportedWithDripsWording() {
        let subject = ComponentB()
        #expect(throws: DripError.moduleNotFound(type: ModuleB.self)) {
            let _: ModuleB = try subject.registry.get(Key(ModuleB.self))
        }
        #expect(subject.failureMessage(for: DripError.moduleNotFound(type: ModuleB.self))
            == "[component: DripStyleTests.ComponentB] failed to find module ModuleB")
    }

    @Test func aCycleIsReportedWithThePathDIGraphFound() {
        let subject = CycleComponent()
        #expect(subject.failureMessage(for: DIError.cycle(path: ["Chicken", "Egg", "Chicken"]))
            == "[component: DripStyleTests.CycleComponent] Dependency cycle detected: Chicken -> Egg -> Chicken.")
    }

    @Test func anyOtherErrorIsAnUnknownError() {
        struct Unexpected: Swift.Error {}
        #expect(ComponentB().failureMessage(for: Unexpected()) == "[component: DripStyleTests.ComponentB] unknown error")
    }

    @Test func anAbstractGeneratorNamesTheTypeAskedFor() {
        #expect(Termination.abstractGeneratorMessage(for: DependencyA.self)
            == "Failed to implement abstract generator of DependencyA")
    }

    @Test func registryResolutionThatReentersAKeyThrowsTheCycle() {
        let registry = Registry()
        #expect(throws: DIError.cycle(path: ["Chicken", "Egg", "Chicken"])) {
            try registry.instance(for: Key(Chicken.self), as: Chicken.self, lifetime: .scoped) {
                let egg = try registry.instance(for: Key(Egg.self), as: Egg.self, lifetime: .transient) {
                    Egg(chicken: try registry.instance(for: Key(Chicken.self), as: Chicken.self, lifetime: .scoped) {
                        Issue.record("the cycle was not detected")
                        throw CancellationError()
                    })
                }
                return Chicken(egg: egg)
            }
        }
    }

    // MARK: Messages as printed

    @Test func askingForAMissingParentStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: ComponentA = ComponentB().parent()
        }
        #expect(fatalErrorMessage(in: result) == "[component: DripStyleTests.ComponentB] failed to find parent: ComponentA")
    }

    @Test func askingForAMissingModuleStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: ModuleB = ComponentB().module()
        }
        #expect(fatalErrorMessage(in: result) == "[component: DripStyleTests.ComponentB] failed to find module ModuleB")
    }

    @Test func askingForAModuleUnderAKeyHoldingAnotherModuleStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let component = ComponentB().module("core") { ModuleB($0) }
            let _: OtherModuleB = component.module("core")
        }
        #expect(fatalErrorMessage(in: result) == "[component: DripStyleTests.ComponentB] failed to find module OtherModuleB")
    }

    @Test func aSingleGeneratorCycleStopsNamingTheCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let component = CycleComponent().module { CycleModule($0) }
            let _: Chicken = component.core.inject()
        }
        #expect(fatalErrorMessage(in: result) == "[component: DripStyleTests.CycleComponent] Dependency cycle detected: Chicken -> Egg -> Chicken.")
    }

    @Test func aTransientGeneratorCycleStopsNamingTheCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let component = CycleComponent().module { CycleModule($0) }
            let _: Rock = component.core.inject()
        }
        #expect(fatalErrorMessage(in: result) == "[component: DripStyleTests.CycleComponent] Dependency cycle detected: Rock -> Rock.")
    }

    @Test func anOverrideThatAsksForWhatItOverridesStopsNamingTheCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let component = ComponentB().module { ModuleB($0) }
            component.override { $0.core.inject() as DependencyB }
            let _: DependencyB = component.core.inject()
        }
        #expect(fatalErrorMessage(in: result)
            == "[component: DripStyleTests.ComponentB] Dependency cycle detected: DependencyB -> DependencyB.")
    }

    @Test func anOverrideOfTheWrongTypeStopsNamingBothTypes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let component = ComponentB().module { ModuleB($0) }
            component.override(Key(DependencyB.self), DependencyA())
            let _: DependencyB = component.core.inject()
        }
        #expect(fatalErrorMessage(in: result) == "[component: DripStyleTests.ComponentB] The binding for DependencyB produced a value "
            + "of type DependencyA, but DependencyB was requested.")
    }

    @Test func anAbstractGeneratorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let component = CycleComponent().module { CycleModule($0) }
            let _: DependencyA = component.core.inject()
        }
        #expect(fatalErrorMessage(in: result) == "Failed to implement abstract generator of DependencyA")
    }
}

/// The message of the `Fatal error:` an exit test's child process printed, or nil.
private func fatalErrorMessage(in result: ExitTest.Result?) -> String? {
    guard let result else { return nil }
    let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
    guard let marker = standardError.firstRange(of: "Fatal error: ") else { return nil }
    return String(standardError[marker.upperBound...].prefix { $0 != "\n" })
}

final class Chicken {
    init(egg: Egg) {}
}

final class Egg {
    init(chicken: Chicken) {}
}

final class Rock {
    init(under: Rock) {}
}

final class OtherModuleB: Module<ComponentB> {
    required init(_ component: ComponentB) {
        super.init(component)
    }
}

final class CycleComponent: Component {
    var core: CycleModule { return module() }
}

final class CycleModule: Module<CycleComponent> {
    required init(_ component: CycleComponent) {
        super.init(component)
    }

    func inject() -> Chicken {
        return single { Chicken(egg: $0.core.inject()) }
    }

    func inject() -> Egg {
        return single { Egg(chicken: $0.core.inject()) }
    }

    func inject() -> Rock {
        return transient { Rock(under: $0.core.inject()) }
    }

    func inject() -> DependencyA {
        return abstract()
    }
}
