import Testing
@testable import DripStyle

/// `single` is one value per component, `transient` a new one per call, `override` wins, and
/// parents are reached only explicitly.
@Suite struct LifetimeTests {
    let parent = ComponentA().module { ModuleA($0) }

    func makeChild() -> ComponentB {
        ComponentB()
            .parent { parent }
            .module { ModuleB($0) }
    }

    @Test func eachComponentKeepsItsOwnSingle() {
        let (one, other) = (makeChild(), makeChild())
        let first: DependencyB = one.core.inject()
        let second: DependencyB = other.core.inject()
        #expect(first !== second)
    }

    @Test func childrenShareTheParentsSingleThroughTheExplicitPath() {
        let (one, other) = (makeChild(), makeChild())
        let first: DependencyC = one.core.inject()
        let second: DependencyC = other.core.inject()
        #expect(first.a === second.a)
        #expect(first.b !== second.b)
    }

    @Test func aChildDoesNotSeeItsParentsRegistrations() throws {
        let child = makeChild()
        let parentsValue = DependencyB()
        parent.override(parentsValue as DependencyB)
        let childsValue: DependencyB = child.core.inject()
        #expect(childsValue !== parentsValue)
        #expect(try child.registry.storedValue(for: Key(DependencyA.self), as: DependencyA.self) == nil)
    }

    @Test func anOverrideReplacesASingleAlreadyMade() {
        let child = makeChild()
        let made: DependencyB = child.core.inject()
        let replacement = DependencyB()
        child.override(replacement as DependencyB)
        let result: DependencyB = child.core.inject()
        #expect(result !== made)
        #expect(result === replacement)
    }

    @Test func theLastOverrideWins() {
        let child = makeChild()
        let first = DependencyB()
        let second = DependencyB()
        child.override(first as DependencyB).override(second as DependencyB)
        let result: DependencyB = child.core.inject()
        #expect(result === second)
    }

    @Test func anOverridingGeneratorRunsOnEveryResolutionWithTheComponent() {
        let child = makeChild()
        var calls = 0
        child.override { (component: ComponentB) -> DependencyB in
            calls += 1
            #expect(component === child)
            return DependencyB()
        }
        let first: DependencyB = child.core.inject()
        let second: DependencyB = child.core.inject()
        #expect(first !== second)
        #expect(calls == 2)
    }

    @Test func anOverrideUnderAnExplicitKeyAppliesToThatKeysModuleMethod() {
        let child = makeChild()
        let replacement = DependencyB()
        child.override("alt", replacement)
        let keyed: DependencyB = child.core.inject2()
        let inferred: DependencyB = child.core.inject()
        #expect(keyed === replacement)
        #expect(inferred !== replacement)
    }

    @Test func anOverrideAppliesToTransientDependencies() {
        let child = makeChild()
        let replacement = DependencyC(a: DependencyA(), b: DependencyB())
        child.override(replacement)
        let result: DependencyC = child.core.inject()
        #expect(result === replacement)
    }

    @Test func aTransientGeneratorUsesTheArgumentsOfItsOwnCall() {
        let subject = ParameterComponent().module { ParameterModule($0) }
        #expect(subject.core.inject(label: "first").label == "first")
        #expect(subject.core.inject(label: "second").label == "second")
    }

    @Test func aSingleKeepsTheArgumentsOfTheFirstCall() {
        let subject = ParameterComponent().module { ParameterModule($0) }
        #expect(subject.core.injectSingle(label: "first").label == "first")
        #expect(subject.core.injectSingle(label: "second").label == "first")
    }
}

final class Labelled {
    let label: String

    init(label: String) {
        self.label = label
    }
}

final class ParameterComponent: Component {
    var core: ParameterModule { return module() }
}

final class ParameterModule: Module<ParameterComponent> {
    required init(_ component: ParameterComponent) {
        super.init(component)
    }

    func inject(label: String) -> Labelled {
        return transient { Labelled(label: label) }
    }

    func injectSingle(label: String) -> Labelled {
        return single("single") { Labelled(label: label) }
    }
}
