import Testing
@testable import DripStyle

/// Drip's RegistrySpec, against the registry's internal API.
@Suite struct RegistryTests {
    let subject = Registry()

    // MARK: Parents

    @Test func aStoredParentComponentIsReturned() throws {
        let component = ComponentB()
        subject.setParent(component)
        let result: ComponentB = try subject.parent()
        #expect(result === component)
    }

    @Test func aMissingParentComponentThrowsComponentNotFound() {
        subject.setParent(ComponentB())
        #expect(throws: DripError.componentNotFound(type: ComponentA.self)) {
            let _: ComponentA = try subject.parent()
        }
    }

    // MARK: Modules

    @Test func aStoredModuleIsReturnedByItsKey() throws {
        let module = ModuleB(ComponentB())
        subject.setModule(Key("core"), value: module)
        let result: ModuleB = try subject.module(Key("core"))
        #expect(result === module)
    }

    @Test func aModuleOfAnotherTypeUnderTheKeyThrowsModuleNotFound() {
        let key = Key(ModuleA.self)
        subject.setModule(key, value: ModuleB(ComponentB()))
        #expect(throws: DripError.moduleNotFound(type: ModuleA.self)) {
            let _: ModuleA = try subject.module(key)
        }
    }

    // MARK: Generators

    @Test func aStoredGeneratorIsFoundUnderItsKey() throws {
        let owner = ComponentA()
        let made = DependencyA()
        subject.setGenerator(Key(DependencyA.self), owner: owner) { (_: ComponentA) in made }
        let result = try subject.storedValue(for: Key(DependencyA.self), as: DependencyA.self)
        #expect(result === made)
    }

    @Test func nothingIsFoundUnderAKeyWithNoGenerator() throws {
        let owner = ComponentA()
        subject.setGenerator(Key(DependencyA.self), owner: owner) { (_: ComponentA) in DependencyA() }
        #expect(try subject.storedValue(for: Key(DependencyB.self), as: DependencyB.self) == nil)
    }
}
