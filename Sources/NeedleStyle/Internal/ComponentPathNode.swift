internal import DIGraph

/// One root-to-component path of component types, shared by every component built along it.
///
/// A component finds its node as a child of its parent's node, keyed by the identity of its own
/// type, so the path's names, its `"^->A->B"` string and the registry slot for that string are
/// worked out once per path and never again per construction. Nodes live as long as the process;
/// there is one per distinct path of component types an app actually builds.
@usableFromInline
final class ComponentPathNode: @unchecked Sendable {
    /// The last element of `path`: the component type's name.
    let name: String
    /// `"^"` followed by the component names from the root down to this one.
    let path: [String]
    /// `path` joined with `"->"`, the key generated code registers under.
    let pathString: String
    /// Where the dependency provider factory for `pathString` is kept.
    let dependencyProviderSlot: ProviderSlot<DependencyProviderFactory>
    /// `SharedInstanceLocks.locks`, copied here for the components on this path.
    let sharedInstanceLocks = SharedInstanceLocks.locks

    // Guards `children` and `pluginExtensionSlotIfLoaded`.
    private let lock = Lock()
    // A list rather than a dictionary: a component has few kinds of children, and comparing a few
    // words costs less than hashing one.
    private var children: [(type: ObjectIdentifier, node: ComponentPathNode)] = []
    private var pluginExtensionSlotIfLoaded: ProviderSlot<PluginExtensionProviderFactory>?

    /// The node of the parent every `BootstrapComponent` hangs from.
    static let root = ComponentPathNode(path: [BigBang.pathElement])

    private init(path: [String]) {
        self.name = path[path.count - 1]
        self.path = path
        self.pathString = path.joined(separator: "->")
        self.dependencyProviderSlot = __DependencyProviderRegistry.instance.slot(forPath: pathString)
    }

    /// The node for a component of `componentType` below `parent`.
    @usableFromInline
    static func node(for componentType: AnyObject.Type, below parent: Scope) -> ComponentPathNode {
        // The parent's node comes through `Scope`'s witness table; the cast is of a final class.
        if let parentNode = parent.__componentPathNode as? ComponentPathNode {
            return parentNode.child(for: componentType)
        }
        return detached(under: parent.path, for: componentType)
    }

    /// The node for a component of `componentType` whose parent is a component on this path.
    func child(for componentType: AnyObject.Type) -> ComponentPathNode {
        let key = ObjectIdentifier(componentType)
        // `lock()` and `unlock()` rather than the generic `withLock`, which is not specialised
        // across modules: this runs for every component made.
        lock.lock()
        let found = existingChild(for: key)
        lock.unlock()
        if let found { return found }
        // Built outside the lock: it takes the registry's lock, and two threads racing to build
        // the same child is harmless (the first one stored wins).
        let built = ComponentPathNode(path: path + [ComponentPathElement.name(of: componentType)])
        return lock.withLock {
            if let existing = existingChild(for: key) { return existing }
            children.append((key, built))
            return built
        }
    }

    /// Called with the lock held.
    private func existingChild(for key: ObjectIdentifier) -> ComponentPathNode? {
        for child in children where child.type == key { return child.node }
        return nil
    }

    /// The provider the factory registered for this path makes for `component`. Stops the
    /// program when no factory is registered.
    @usableFromInline
    func makeDependencyProvider(for component: Scope) -> AnyObject {
        guard let factory = dependencyProviderSlot.factory else {
            needleFatalError(.missingDependencyProviderFactory(path: path))
        }
        return factory(component)
    }

    /// A node for a component of `componentType` below a `Scope` that is not a `Component` (a
    /// hand-written mock, say). It cannot be cached, since nothing identifies such a parent's
    /// path but its contents.
    static func detached(under parentPath: [String], for componentType: AnyObject.Type) -> ComponentPathNode {
        ComponentPathNode(path: parentPath + [ComponentPathElement.name(of: componentType)])
    }

    /// Where the plugin extension provider factory for this component's name is kept.
    var pluginExtensionSlot: ProviderSlot<PluginExtensionProviderFactory> {
        if let loaded = lock.withLock({ pluginExtensionSlotIfLoaded }) { return loaded }
        let slot = __PluginExtensionProviderRegistry.instance.slot(forComponentName: name)
        lock.withLock { pluginExtensionSlotIfLoaded = slot }
        return slot
    }
}
