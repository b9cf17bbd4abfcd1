import NeedleStyle

// Issue 19's four NeedleStyle operations, each beside a hand-written floor: a root and four levels
// of components below it (five components, the shape of a real app's deepest screen), each
// level's dependency provider written the way Needle's generator writes it (a provider class
// holding the ancestor it reads from, found with `parent` hops and an `as!`), and the same objects
// wired by hand. Every object the floors make escapes through `blackHole`, so the optimiser cannot
// promote it to the stack.

final class PathRoot: BootstrapComponent {
    var store: Service { shared { Service() } }
    var level1: PathLevel1 { PathLevel1(parent: self) }
}

protocol PathLevel1Dependency: Dependency { var store: Service { get } }
final class PathLevel1: Component<PathLevel1Dependency> {
    var level2: PathLevel2 { PathLevel2(parent: self) }
}

protocol PathLevel2Dependency: Dependency { var store: Service { get } }
final class PathLevel2: Component<PathLevel2Dependency> {
    var level3: PathLevel3 { PathLevel3(parent: self) }
}

protocol PathLevel3Dependency: Dependency { var store: Service { get } }
final class PathLevel3: Component<PathLevel3Dependency> {
    var leaf: PathLeaf { PathLeaf(parent: self) }
}

protocol PathLeafDependency: Dependency { var store: Service { get } }
final class PathLeaf: Component<PathLeafDependency> {
    /// A dependency the leaf uses itself, read through its provider.
    var storeFromRoot: Service { dependency.store }
}

/// A component with a `shared {}` value and nothing else, for the cost of its first read.
final class SharingRoot: BootstrapComponent {
    var store: Service { shared { Service() } }
}

// The generated shape: one provider class per path, and one factory per path that finds the
// ancestor the provider reads from.

private func pathParent(_ component: NeedleFoundation.Scope, _ hops: Int) -> NeedleFoundation.Scope {
    var scope = component
    for _ in 0..<hops { scope = scope.parent }
    return scope
}

private final class PathLevel1Provider: PathLevel1Dependency {
    var store: Service { root.store }
    private let root: PathRoot
    init(root: PathRoot) { self.root = root }
}

private final class PathLevel2Provider: PathLevel2Dependency {
    var store: Service { root.store }
    private let root: PathRoot
    init(root: PathRoot) { self.root = root }
}

private final class PathLevel3Provider: PathLevel3Dependency {
    var store: Service { root.store }
    private let root: PathRoot
    init(root: PathRoot) { self.root = root }
}

private final class PathLeafProvider: PathLeafDependency {
    var store: Service { root.store }
    private let root: PathRoot
    init(root: PathRoot) { self.root = root }
}

private let registerPathProviders: Void = {
    let registry = __DependencyProviderRegistry.instance
    registry.registerDependencyProviderFactory(for: "^->PathRoot") { EmptyDependencyProvider(component: $0) }
    registry.registerDependencyProviderFactory(for: "^->SharingRoot") { EmptyDependencyProvider(component: $0) }
    registry.registerDependencyProviderFactory(for: "^->PathRoot->PathLevel1") {
        PathLevel1Provider(root: pathParent($0, 1) as! PathRoot)
    }
    registry.registerDependencyProviderFactory(for: "^->PathRoot->PathLevel1->PathLevel2") {
        PathLevel2Provider(root: pathParent($0, 2) as! PathRoot)
    }
    registry.registerDependencyProviderFactory(for: "^->PathRoot->PathLevel1->PathLevel2->PathLevel3") {
        PathLevel3Provider(root: pathParent($0, 3) as! PathRoot)
    }
    registry.registerDependencyProviderFactory(for: "^->PathRoot->PathLevel1->PathLevel2->PathLevel3->PathLeaf") {
        PathLeafProvider(root: pathParent($0, 4) as! PathRoot)
    }
}()

// The hand-written floor: the same five objects, each holding its parent and a dependency object
// that reads the root, and the root keeping its store in a lazy property.

final class HandRoot: @unchecked Sendable {
    lazy var store = Service()
}

final class HandDependency {
    private let root: HandRoot
    init(root: HandRoot) { self.root = root }
    var store: Service { root.store }
}

final class HandComponent {
    let parent: AnyObject
    let root: HandRoot
    let dependency: HandDependency
    init(parent: HandComponent) {
        self.parent = parent
        root = parent.root
        dependency = HandDependency(root: parent.root)
    }
    init(root: HandRoot) {
        parent = root
        self.root = root
        dependency = HandDependency(root: root)
    }
}

@inline(never)
func makeHandPath() -> HandComponent {
    let root = HandRoot()
    let level1 = HandComponent(root: root)
    return HandComponent(parent: HandComponent(parent: HandComponent(parent: level1)))
}

enum NeedlePathContenders {
    static let label = "NeedleStyle"
    static let direct = "hand-written"

    /// A root and four levels below it, built from scratch.
    static func path() -> Contender {
        registerPathProviders
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(PathRoot().level1.level2.level3.leaf) }
        }
    }

    static func handPath() -> Contender {
        Contender(label: direct) { iterations in
            for _ in 0..<iterations { blackHole(makeHandPath()) }
        }
    }

    /// The leaf of an existing path reads the root's `shared {}` store through its provider.
    static func leafRead() -> Contender {
        registerPathProviders
        nonisolated(unsafe) let leaf = PathRoot().level1.level2.level3.leaf
        _ = leaf.storeFromRoot
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(leaf.storeFromRoot) }
        }
    }

    static func handLeafRead() -> Contender {
        nonisolated(unsafe) let leaf = makeHandPath()
        _ = leaf.dependency.store
        return Contender(label: direct) { iterations in
            for _ in 0..<iterations { blackHole(leaf.dependency.store) }
        }
    }

    /// A component reads its own existing `shared {}` value.
    static func sharedRead() -> Contender {
        registerPathProviders
        nonisolated(unsafe) let root = SharingRoot()
        _ = root.store
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(root.store) }
        }
    }

    static func handSharedRead() -> Contender {
        let root = HandRoot()
        _ = root.store
        return Contender(label: direct) { iterations in
            for _ in 0..<iterations { blackHole(root.store) }
        }
    }

    /// A new root component and the first read of its `shared {}` value; the first `shared {}`
    /// costs this minus `rootOnly`.
    static func firstShared() -> Contender {
        registerPathProviders
        return Contender(label: label + ", root + first shared") { iterations in
            for _ in 0..<iterations { blackHole(SharingRoot().store) }
        }
    }

    static func rootOnly() -> Contender {
        registerPathProviders
        return Contender(label: label + ", root alone") { iterations in
            for _ in 0..<iterations { blackHole(SharingRoot()) }
        }
    }
}
