import Testing
@testable import DripStyle

/// Drip's RegistrySpec, against the registry's internal API, which keeps Drip's internal names
/// (`get`, `set`, `Error.ComponentNotFound`, `Error.ModuleNotFound`).
@Suite struct RegistryTests {
    let subject = Registry()

    // MARK: Parents

    @Test func aStoredParentComponentIsReturned() throws {
        let component = ComponentB()
        subject.set(component)
        let result: ComponentB = try subject.get()
        #expect(result === component)
    }

    @Test func aMissingParentComponentThrowsComponentNotFound() {
        subject.set(ComponentB())
        #expect(throws: Error.ComponentNotFound(type: ComponentA.self)) {
            let _: ComponentA = try subject.get()
        }
    }

    @Test func settingNilRemovesTheParent() {
        subject.set(ComponentB())
        subject.set(nil as ComponentB?)
        #expect(throws: Error.ComponentNotFound(type: ComponentB.self)) {
            let _: ComponentB = try subject.get()
        }
    }

    @Test func dripsErrorNamesAreDripStylesErrors() {
        #expect(Error.ComponentNotFound(type: ComponentA.self) == DripError.componentNotFound(type: ComponentA.self))
        #expect(Error.ModuleNotFound(type: ModuleA.self) == DripError.moduleNotFound(type: ModuleA.self))
        #expect(Error.ModuleNotFound(type: ModuleA.self) != Error.ComponentNotFound(type: ModuleA.self))
    }

    // MARK: Modules

    @Test func aStoredModuleIsReturnedByItsKey() throws {
        let module = ModuleB(ComponentB())
        subject.set("core", value: module)
        let result: ModuleB = try subject.get("core")
        #expect(result === module)
    }

    @Test func aModuleOfAnotherTypeUnderTheKeyThrowsModuleNotFound() {
        let key = Key(ModuleB.self)
        subject.set(key, value: ModuleB(ComponentB()))
        #expect(throws: Error.ModuleNotFound(type: ModuleA.self)) {
            let _: ModuleA = try subject.get(key)
        }
    }

    // MARK: Generators

    @Test func aGeneratorStoredWithSetIsReturnedByGet() throws {
        let made = DependencyA()
        subject.set(Key(DependencyA.self), value: { (_: ComponentA) in made })
        let generator: ((ComponentA) -> DependencyA)? = subject.get(Key(DependencyA.self))
        let make = try #require(generator)
        #expect(make(ComponentA()) === made)
    }

    @Test func getIsNilUnderAKeyWithNoGenerator() {
        subject.set(Key(DependencyA.self), value: { (_: ComponentA) in DependencyA() })
        let generator: ((ComponentB) -> DependencyB)? = subject.get(Key(DependencyB.self))
        #expect(generator == nil)
    }

    @Test func getIsNilWhenTheStoredGeneratorHasAnotherType() {
        subject.set(Key(DependencyA.self), value: { (_: ComponentA) in DependencyA() })
        let generator: ((ComponentB) -> DependencyA)? = subject.get(Key(DependencyA.self))
        #expect(generator == nil)
    }

    @Test func getReturnsTheGeneratorAnOverrideStored() throws {
        let component = ComponentB()
        let made = DependencyB()
        component.override { (_: ComponentB) in made }
        let generator: ((ComponentB) -> DependencyB)? = component.registry.get(Key(DependencyB.self))
        let make = try #require(generator)
        #expect(make(component) === made)
    }

    @Test func getReturnsTheValueASingleKeeps() throws {
        let component = ComponentB().module { ModuleB($0) }
        let kept: DependencyB = component.core.inject()
        let generator: ((ComponentB) -> DependencyB)? = component.registry.get(Key(DependencyB.self))
        let make = try #require(generator)
        #expect(make(component) === kept)
    }

    // Only `get` sees a generator stored with `set`: the registry has no component to call it with.
    @Test func aGeneratorStoredWithSetIsNotWhatTheComponentResolves() throws {
        let component = ComponentB().module { ModuleB($0) }
        let stored = DependencyB()
        component.registry.set(Key(DependencyB.self), value: { (_: ComponentB) in stored })
        let resolved: DependencyB = component.core.inject()
        #expect(resolved !== stored)
    }

    @Test func theResolvedValueIsFoundUnderItsKey() throws {
        let owner = ComponentA()
        let made = DependencyA()
        subject.setGenerator(Key(DependencyA.self), owner: owner) { (_: ComponentA) in made }
        let result = try subject.storedValue(for: Key(DependencyA.self), as: DependencyA.self)
        #expect(result === made)
    }

    @Test func nothingIsResolvedUnderAKeyWithNoGenerator() throws {
        let owner = ComponentA()
        subject.setGenerator(Key(DependencyA.self), owner: owner) { (_: ComponentA) in DependencyA() }
        #expect(try subject.storedValue(for: Key(DependencyB.self), as: DependencyB.self) == nil)
    }
}
