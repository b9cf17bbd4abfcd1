import NeedleStyle

// A two-level Needle tree, written as Needle users write it, with its provider registered in the
// shape Needle's generator emits; and the same objects wired by hand, the floor for both
// constructing a component and reading a dependency through it.

final class NeedleRoot: BootstrapComponent {
    var service: Service { shared { Service() } }
}

protocol NeedleChildDependency: Dependency {
    var service: Service { get }
}

final class NeedleChild: Component<NeedleChildDependency> {
    var serviceThroughDependency: Service { dependency.service }
}

private final class NeedleChildDependencyProvider: NeedleChildDependency {
    var service: Service { root.service }
    private let root: NeedleRoot
    init(root: NeedleRoot) { self.root = root }
}

private func needleChildFactory(_ component: NeedleFoundation.Scope) -> AnyObject {
    NeedleChildDependencyProvider(root: component.parent as! NeedleRoot)
}

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    EmptyDependencyProvider(component: component)
}

private let registerNeedleProviders: Void = {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(
        for: "^->NeedleRoot", factoryEmptyDependencyProvider)
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(
        for: "^->NeedleRoot->NeedleChild", needleChildFactory)
}()

/// The hand-written floor: a root that keeps its service in a lazy property, and a child whose
/// dependency object reads it from the root.
final class DirectRoot: @unchecked Sendable {
    lazy var service = Service()
}

final class DirectChildDependency {
    private let root: DirectRoot
    init(root: DirectRoot) { self.root = root }
    var service: Service { root.service }
}

final class DirectChild {
    let dependency: DirectChildDependency
    init(parent: DirectRoot) { dependency = DirectChildDependency(root: parent) }
}

enum NeedleContenders {
    static let label = "NeedleStyle"

    static func construction() -> Contender {
        registerNeedleProviders
        nonisolated(unsafe) let root = NeedleRoot()
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(NeedleChild(parent: root)) }
        }
    }

    static func directConstruction() -> Contender {
        registerNeedleProviders
        let root = DirectRoot()
        return Contender(label: "direct") { iterations in
            for _ in 0..<iterations { blackHole(DirectChild(parent: root)) }
        }
    }

    static func dependencyAccess() -> Contender {
        registerNeedleProviders
        nonisolated(unsafe) let child = NeedleChild(parent: NeedleRoot())
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(child.serviceThroughDependency) }
        }
    }

    static func directDependencyAccess() -> Contender {
        registerNeedleProviders
        nonisolated(unsafe) let child = DirectChild(parent: DirectRoot())
        return Contender(label: "direct") { iterations in
            for _ in 0..<iterations { blackHole(child.dependency.service) }
        }
    }
}
