import Testing
@testable import DripStyle

/// Keys compare by value: what Drip compared by hash alone.
@Suite struct KeyTests {
    @Test func typeKeysAreEqualForTheSameTypeOnly() {
        #expect(Key(DependencyA.self) == Key(DependencyA.self))
        #expect(Key(DependencyA.self) != Key(DependencyB.self))
        #expect(Key(DependencyE<Req1>.self) == Key(DependencyE<Req1>.self))
    }

    @Test func valueKeysAreEqualForEqualValues() {
        #expect(Key("alt") == Key("alt"))
        #expect("alt".key() == Key("alt"))
        #expect(Key("alt") != Key("other"))
    }

    @Test func aKeyMadeFromAKeyIsThatKey() {
        #expect(Key(Key("alt")) == Key("alt"))
        #expect(Key(Key(DependencyA.self)) == Key(DependencyA.self))
        #expect(Key("alt").key() == Key("alt"))
    }

    @Test func aTypeKeyIsNotTheKeyOfTheTypesName() {
        #expect(Key(DependencyB.self) != Key("DependencyB"))
    }

    @Test func valuesThatPrintAlikeAreDifferentKeys() {
        #expect(Key(1) != Key("1"))
        #expect(Key(Slot.alt) != Key("alt"))
    }

    @Test func valuesWithEqualHashesAreDifferentKeys() {
        let first = CollidingKey(id: 1)
        let second = CollidingKey(id: 2)
        #expect(first.hashValue == second.hashValue)
        #expect(Key(first) != Key(second))
    }

    @Test func keysWithEqualHashesKeepSeparateSingles() {
        let subject = KeyedComponent().module { KeyedModule($0) }
        let first = subject.core.inject(CollidingKey(id: 1))
        let second = subject.core.inject(CollidingKey(id: 2))
        #expect(first !== second)
        #expect(subject.core.inject(CollidingKey(id: 1)) === first)
    }

    @Test func keysThatPrintAlikeKeepSeparateSingles() {
        let subject = KeyedComponent().module { KeyedModule($0) }
        let byString = subject.core.inject("alt")
        let byEnum = subject.core.inject(Slot.alt)
        let byInt = subject.core.inject(Key(1))
        let byIntString = subject.core.inject("1")
        #expect(byString !== byEnum)
        #expect(byInt !== byIntString)
        #expect(subject.core.inject(Slot.alt) === byEnum)
        #expect(subject.core.inject("1") === byIntString)
    }

    @Test func aValueKeyIsItsValueTypeUnderTheValuesName() {
        let registry = Registry()
        #expect(registry.bindingKey(for: Key("alt"), valueType: DependencyB.self).description
            == #"DependencyB named "alt""#)
        #expect(registry.bindingKey(for: Key(Slot.alt), valueType: DependencyB.self).description
            == #"DependencyB named "alt #2""#)
        #expect(registry.bindingKey(for: Key("alt"), valueType: DependencyB.self).description
            == #"DependencyB named "alt""#)
    }

    @Test func aTypeKeyIsThatType() {
        let registry = Registry()
        #expect(registry.bindingKey(for: Key(TypeD.self), valueType: DependencyD.self).description == "TypeD")
    }

    @Test func anExplicitTypeKeyLetsTheDeclaredTypeBeTheKey() {
        let subject = KeyedComponent().module { KeyedModule($0) }
        let declared: TypeD = subject.core.injectAsDeclaredType()
        let asStored: DependencyD = subject.core.injectAsConcreteType()
        #expect(declared === asStored)
    }
}

enum Slot: String, KeyConvertible {
    case alt
}

/// Distinct values that always hash alike.
struct CollidingKey: Hashable, KeyConvertible {
    let id: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

final class KeyedComponent: Component {
    var core: KeyedModule { return module() }
}

final class KeyedModule: Module<KeyedComponent> {
    required init(_ component: KeyedComponent) {
        super.init(component)
    }

    func inject(_ key: some KeyConvertible) -> DependencyA {
        return single(key) { DependencyA() }
    }

    func injectAsDeclaredType() -> TypeD {
        return single(Key(TypeD.self)) { DependencyD() }
    }

    func injectAsConcreteType() -> DependencyD {
        return single(Key(TypeD.self)) { DependencyD() }
    }
}
