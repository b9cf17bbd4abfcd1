import DripStyle

// The two-level component tree the specs run against: ComponentB's parent is a ComponentA.

final class ComponentA: Component {
    var core: ModuleA { return module() }
}

final class ComponentB: Component {
    var root: ComponentA { return parent() }
    var core: ModuleB { return module() }
}
