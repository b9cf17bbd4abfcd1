// Written in the shape of the file Needle's generator writes (and `digen generate` will), for
// the components in Components.swift: a provider per component path that reads each dependency
// from the nearest ancestor, and `registerProviderFactories()`.
import NeedleStyle

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

private class CounterDependencyProvider: CounterDependency {
    var pump: Pump {
        return shopComponent.pump
    }
    var shopName: String {
        return shopComponent.shopName
    }
    private let shopComponent: ShopComponent
    init(shopComponent: ShopComponent) {
        self.shopComponent = shopComponent
    }
}
/// ^->ShopComponent->CounterComponent
private func factoryCounterComponent(_ component: NeedleFoundation.Scope) -> AnyObject {
    return CounterDependencyProvider(shopComponent: parent1(component) as! ShopComponent)
}

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

@inline(never) private func register1() {
    registerProviderFactory("^->ShopComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->ShopComponent->CounterComponent", factoryCounterComponent)
}

public func registerProviderFactories() {
    register1()
}
