//
//  Written by hand in the exact shape of the NeedleGenerated.swift that Needle's generator
//  (0.25.1) writes for the components in Components.swift, names and hashes included, with only
//  the import line changed from NeedleFoundation to NeedleStyle.
//

import NeedleStyle

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

private func parent2(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent.parent
}

private func parent3(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent.parent.parent
}

// MARK: - Providers

#if !NEEDLE_DYNAMIC

private class LoggedOutDependencyacada53ea78d270efa2fProvider: LoggedOutDependency {
    var playersStore: PlayersStore {
        return rootComponent.playersStore
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedOutComponent
private func factory1434ff4463106e5c4f1bb3a8f24c1d289f2c0f2e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return LoggedOutDependencyacada53ea78d270efa2fProvider(rootComponent: parent1(component) as! RootComponent)
}
private class ScoreSheetDependency8229e7c0c01dadda2069Provider: ScoreSheetDependency {
    var scoreStream: ScoreStream {
        return rootComponent.scoreStream
    }
    var title: String {
        return rootComponent.title
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedOutComponent->ScoreSheetComponent
private func factory7319d2a3f9c53ba1dcdda9403e3301bb54f80df0(_ component: NeedleFoundation.Scope) -> AnyObject {
    return ScoreSheetDependency8229e7c0c01dadda2069Provider(rootComponent: parent2(component) as! RootComponent)
}
private class LoggedInDependency637c07bfce1b5ccf0a6eProvider: LoggedInDependency {
    var playersStore: PlayersStore {
        return rootComponent.playersStore
    }
    var title: String {
        return rootComponent.title
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent
private func factory2d08e87342cecea575b3b3a8f24c1d289f2c0f2e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return LoggedInDependency637c07bfce1b5ccf0a6eProvider(rootComponent: parent1(component) as! RootComponent)
}
private class GameDependency1ab5926a977f706d3195Provider: GameDependency {
    var playersStore: PlayersStore {
        return rootComponent.playersStore
    }
    var scoreStream: ScoreStream {
        return loggedInComponent.scoreStream
    }
    private let loggedInComponent: LoggedInComponent
    private let rootComponent: RootComponent
    init(loggedInComponent: LoggedInComponent, rootComponent: RootComponent) {
        self.loggedInComponent = loggedInComponent
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent->GameComponent
private func factorycf9c02c4def4e3d508816cd03d3cf415b70dfb0e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return GameDependency1ab5926a977f706d3195Provider(loggedInComponent: parent1(component) as! LoggedInComponent, rootComponent: parent2(component) as! RootComponent)
}
private class ScoreSheetDependencycbd7fa4bae2ee69a1926Provider: ScoreSheetDependency {
    var scoreStream: ScoreStream {
        return loggedInComponent.scoreStream
    }
    var title: String {
        return rootComponent.title
    }
    private let loggedInComponent: LoggedInComponent
    private let rootComponent: RootComponent
    init(loggedInComponent: LoggedInComponent, rootComponent: RootComponent) {
        self.loggedInComponent = loggedInComponent
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent->ScoreSheetComponent
private func factory62cd15b035cb1b1ab3e06cd03d3cf415b70dfb0e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return ScoreSheetDependencycbd7fa4bae2ee69a1926Provider(loggedInComponent: parent1(component) as! LoggedInComponent, rootComponent: parent2(component) as! RootComponent)
}
private class ScoreSheetDependency97f2595a691a56781aaaProvider: ScoreSheetDependency {
    var scoreStream: ScoreStream {
        return gameComponent.scoreStream
    }
    var title: String {
        return rootComponent.title
    }
    private let gameComponent: GameComponent
    private let rootComponent: RootComponent
    init(gameComponent: GameComponent, rootComponent: RootComponent) {
        self.gameComponent = gameComponent
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent->GameComponent->ScoreSheetComponent
private func factory3f7d60e2119708f293bab2cac0e74dd6af75a524(_ component: NeedleFoundation.Scope) -> AnyObject {
    return ScoreSheetDependency97f2595a691a56781aaaProvider(gameComponent: parent1(component) as! GameComponent, rootComponent: parent3(component) as! RootComponent)
}

#else
extension RootComponent: NeedleFoundation.Registration {
    public func registerItems() {

        localTable["playersStore-PlayersStore"] = { [unowned self] in self.playersStore as Any }
        localTable["scoreStream-ScoreStream"] = { [unowned self] in self.scoreStream as Any }
        localTable["title-String"] = { [unowned self] in self.title as Any }
    }
}
extension LoggedOutComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\LoggedOutDependency.playersStore] = "playersStore-PlayersStore"
    }
}
extension LoggedInComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\LoggedInDependency.playersStore] = "playersStore-PlayersStore"
        keyPathToName[\LoggedInDependency.title] = "title-String"
        localTable["scoreStream-ScoreStream"] = { [unowned self] in self.scoreStream as Any }
    }
}
extension GameComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\GameDependency.playersStore] = "playersStore-PlayersStore"
        keyPathToName[\GameDependency.scoreStream] = "scoreStream-ScoreStream"
        localTable["scoreStream-ScoreStream"] = { [unowned self] in self.scoreStream as Any }
    }
}
extension ScoreSheetComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\ScoreSheetDependency.scoreStream] = "scoreStream-ScoreStream"
        keyPathToName[\ScoreSheetDependency.title] = "title-String"
    }
}


#endif

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

// MARK: - Registration
private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

#if !NEEDLE_DYNAMIC

@inline(never) private func register1() {
    registerProviderFactory("^->RootComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->RootComponent->LoggedOutComponent", factory1434ff4463106e5c4f1bb3a8f24c1d289f2c0f2e)
    registerProviderFactory("^->RootComponent->LoggedOutComponent->ScoreSheetComponent", factory7319d2a3f9c53ba1dcdda9403e3301bb54f80df0)
    registerProviderFactory("^->RootComponent->LoggedInComponent", factory2d08e87342cecea575b3b3a8f24c1d289f2c0f2e)
    registerProviderFactory("^->RootComponent->LoggedInComponent->GameComponent", factorycf9c02c4def4e3d508816cd03d3cf415b70dfb0e)
    registerProviderFactory("^->RootComponent->LoggedInComponent->ScoreSheetComponent", factory62cd15b035cb1b1ab3e06cd03d3cf415b70dfb0e)
    registerProviderFactory("^->RootComponent->LoggedInComponent->GameComponent->ScoreSheetComponent", factory3f7d60e2119708f293bab2cac0e74dd6af75a524)
}
#endif

public func registerProviderFactories() {
#if !NEEDLE_DYNAMIC
    register1()
#endif
}
