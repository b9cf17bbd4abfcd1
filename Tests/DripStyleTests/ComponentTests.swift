import Testing
@testable import DripStyle

/// Drip's ComponentSpec: parents, modules, overrides and custom generators on one component.
@Suite struct ComponentTests {
    // MARK: parent()

    @Test func aRegisteredParentIsRetrieved() {
        let parent = ComponentA()
        let subject = ComponentB().parent { parent }
        let result: ComponentA = subject.parent()
        #expect(result === parent)
    }

    @Test func aLaterParentOfTheSameTypeReplacesTheFirst() {
        let second = ComponentA()
        let subject = ComponentB()
            .parent { ComponentA() }
            .parent { second }
        #expect(subject.root === second)
    }

    @Test func aComponentsScopeIsNamedAfterItsClass() {
        #expect(ComponentB().registry.scope.name == "ComponentB")
        #expect(Registry().scope.name == "Registry")
    }

    // MARK: module()

    @Test func aRegisteredModuleIsRetrievedAsTheSameInstance() {
        let subject = ComponentB().module { ModuleB($0) }
        let first: ModuleB = subject.module()
        let second: ModuleB = subject.module()
        #expect(first === second)
    }

    // MARK: override

    @Test func anOverridingInstanceIsAlwaysResolved() {
        let subject = ComponentB()
        let instance = DependencyB()
        subject.override(instance as DependencyB)
        let generator: (ComponentB) -> DependencyB = { _ in DependencyB() }
        #expect(subject.resolve(generator: generator) === instance)
        #expect(subject.resolve(generator: generator) === instance)
    }

    @Test func anOverridingGeneratorIsResolved() {
        let subject = ComponentB()
        let instance = DependencyB()
        subject.override { _ in instance as DependencyB }
        let generator: (ComponentB) -> DependencyB = { _ in DependencyB() }
        #expect(subject.resolve(generator: generator) === instance)
    }

    @Test func anOverrideUnderAnExplicitKeyIsResolvedUnderThatKey() {
        let subject = ComponentB()
        let key = "alt"
        let instance = DependencyB()
        subject.override(key) { _ in instance as DependencyB }
        let generator: (ComponentB) -> DependencyB = { _ in DependencyB() }
        #expect(subject.resolve(key, generator: generator) === instance)
        #expect(subject.resolve(generator: generator) !== instance)
    }

    @Test func aClosureWithWrittenOutTypesOverridesAsAGenerator() {
        let subject = ComponentB()
        let instance = DependencyB()
        subject.override { (_: ComponentB) -> DependencyB in instance }
        let generator: (ComponentB) -> DependencyB = { _ in DependencyB() }
        #expect(subject.resolve(generator: generator) === instance)
    }

    // MARK: resolve

    @Test func resolveEvaluatesTheGeneratorWhenNothingIsRegistered() {
        let subject = ComponentB().module { ModuleB($0) }
        var evaluated = false
        subject.resolve { _ in
            evaluated = true
            return DependencyB()
        }
        #expect(evaluated)
    }

    @Test func resolveDoesNotEvaluateTheGeneratorWhenOneIsAlreadyRegistered() {
        let subject = ComponentB().module { ModuleB($0) }
        var evaluated = false
        subject.resolve { _ in DependencyB() }
        subject.resolve { _ in
            evaluated = true
            return DependencyB()
        }
        #expect(!evaluated)
    }

    // MARK: Beyond the spec

    @Test func resolveKeepsUsingTheFirstStoredGenerator() {
        let subject = ComponentB()
        let first = DependencyB()
        subject.resolve { _ in first }
        #expect(subject.resolve { _ in DependencyB() } === first)
    }

    @Test func resolveReturnsTheValueASingleAlreadyKeeps() {
        let subject = ComponentB().module { ModuleB($0) }
        let single: DependencyB = subject.core.inject()
        var evaluated = false
        let result = subject.resolve { _ in
            evaluated = true
            return DependencyB()
        }
        #expect(result === single)
        #expect(!evaluated)
    }

    @Test func aGeneratorStoredByResolveIsWhatModulesGetAfterwards() {
        let subject = ComponentB().module { ModuleB($0) }
        let stored = DependencyB()
        subject.resolve { _ in stored }
        let result: DependencyB = subject.core.inject()
        #expect(result === stored)
    }

    @Test func chainedRegistrationsReturnTheSameComponent() {
        let parent = ComponentA()
        let subject = ComponentB()
        let chained = subject
            .parent { parent }
            .module { ModuleB($0) }
            .override(DependencyB())
        #expect(chained === subject)
    }

    @Test func aModuleCanBeRegisteredByTypeOrUnderACustomKey() {
        let subject = ComponentB()
            .module(ModuleB.self) { ModuleB($0) }
            .module("spare") { ModuleB($0) }
        let byType: ModuleB = subject.module()
        let byKey: ModuleB = subject.module("spare")
        #expect(byType !== byKey)
        #expect(byType.component === subject)
        #expect(byKey.component === subject)
    }

    @Test func aModuleHoldsItsComponentWeakly() {
        weak var released: ComponentB?
        var module: ModuleB?
        do {
            let component = ComponentB().module { ModuleB($0) }
            released = component
            module = component.core
        }
        #expect(released == nil)
        #expect(module?.component == nil)
    }

    @Test func anOverrideDoesNotKeepItsComponentAlive() {
        weak var released: ComponentB?
        do {
            let component = ComponentB().module { ModuleB($0) }
            component.override { c in DependencyC(a: DependencyA(), b: c.core.inject()) }
            let made: DependencyC = component.resolve { _ in DependencyC(a: DependencyA(), b: DependencyB()) }
            #expect(made.b === component.core.inject() as DependencyB)
            released = component
        }
        #expect(released == nil)
    }
}
