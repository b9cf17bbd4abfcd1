import DripStyle

final class ModuleA: Module<ComponentA> {
    required init(_ component: ComponentA) {
        super.init(component)
    }

    func inject() -> DependencyA {
        return single { DependencyA() }
    }
}

final class ModuleB: Module<ComponentB> {
    required init(_ component: ComponentB) {
        super.init(component)
    }

    func inject() -> DependencyB {
        return single { DependencyB() }
    }

    func inject2() -> DependencyB {
        return single("alt") { DependencyB() }
    }

    func inject() -> DependencyC {
        return transient {
            DependencyC(a: $0.root.core.inject(), b: $0.core.inject())
        }
    }

    func inject() -> TypeD {
        return single { DependencyD() as TypeD }
    }

    // Declared as `TypeD`, but the generator's type is `DependencyD`, and that is the key.
    func inject2() -> TypeD {
        return single { DependencyD() }
    }

    func inject<E: TypeE>(_ requirement: E.Requirement) -> E {
        return single { E(requirement: requirement) }
    }
}
