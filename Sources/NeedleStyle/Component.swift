// A public import so that `shared` can be inlinable: it is specialised in the user's module, and
// the per-access read of a shared instance needs no generic-metadata lookup. Users who import
// only NeedleStyle still do not see DIGraph's names (nothing is re-exported).
public import DIGraph

/// The base class of a dependency injection component. A subclass defines one scope of the
/// dependency tree: the properties it provides to its own units and to the scopes below it, and
/// the child components it creates by passing itself as their `parent`.
///
/// What the component needs from its ancestors is declared by `DependencyType`, a protocol
/// inheriting `Dependency`; the generated code registers, for each path of components, a provider
/// that forwards each of its properties to the nearest ancestor declaring one with the same name
/// and type. `dependency.x` and plain `x` (through dynamic member lookup) read them.
@dynamicMemberLookup
open class Component<DependencyType>: Scope, ComponentPathCarrier {
    /// The component that created this one.
    public let parent: Scope

    /// What this component gets from its ancestors: the provider registered for its path.
    ///
    /// Set once while the component is initialised and never changed.
    public private(set) var dependency: DependencyType!

    let pathNode: ComponentPathNode
    // Holds the instances `shared {}` creates for this component.
    @usableFromInline
    let graphScope: DIGraph.Scope

    /// The names of the components from the root (`"^"`) down to this one.
    public var path: [String] { pathNode.path }

    /// Creates the component below `parent` and gets its dependency provider from the factory
    /// registered for its path.
    ///
    /// Stops the program when no factory is registered for the path (usually because
    /// `registerProviderFactories()` has not been called yet) or when the factory's provider does
    /// not conform to `DependencyType`.
    public init(parent: Scope) {
        self.parent = parent
        let carrier = parent as? ComponentPathCarrier
        let node = carrier?.pathNode.child(for: Self.self)
            ?? ComponentPathNode.detached(under: parent.path, for: Self.self)
        pathNode = node
        graphScope = DIGraph.Scope(name: node.name, parent: carrier?.graphScopeForChildren)
        dependency = makeDependencyProvider()
    }

    /// Returns the one instance `factory` makes for the calling property (or method) of this
    /// component, making it on first use. The instance lives as long as the component.
    ///
    /// The instance is made once even when several threads ask at the same moment, and the
    /// factory may hop threads or read other `shared` properties while it runs. Instances are
    /// told apart by the calling member's name (`__function`) and by `T`; a method's arguments
    /// are not part of the key.
    ///
    /// - parameter factory: The closure that makes the instance.
    /// - returns: The instance.
    @inlinable
    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        do {
            return try sharedInstance(named: __function, factory)
        } catch {
            sharedInstanceFailed(error)
        }
    }

    /// The instance kept for `name` and `T`, made by `factory` on first use. Throws
    /// `DIError.cycle` when `factory` needs the instance it is making.
    @inlinable
    func sharedInstance<T>(named name: String, _ factory: () throws -> T) throws -> T {
        try graphScope.instance(for: BindingKey(T.self, name: name), lifetime: .scoped, make: factory)
    }

    @usableFromInline
    func sharedInstanceFailed(_ error: any Error) -> Never {
        needleFatalError(.sharedInstanceFailed(reason: String(describing: error)))
    }

    /// Reads a property of the dependency, so that `component.x` stands for
    /// `component.dependency.x`.
    public subscript<T>(dynamicMember keyPath: KeyPath<DependencyType, T>) -> T {
        dependency[keyPath: keyPath]
    }

    var graphScopeForChildren: DIGraph.Scope? { graphScope }

    // Reads the factory from the slot this component's path node already holds: no registry
    // lock, no path string.
    private func makeDependencyProvider() -> DependencyType {
        guard let factory = pathNode.dependencyProviderSlot.factory else {
            needleFatalError(.missingDependencyProviderFactory(path: path))
        }
        let provider = factory(self)
        // The plain cast first: building a `Result` here would cost a generic-metadata lookup on
        // every construction.
        if let dependency = provider as? DependencyType { return dependency }
        switch Self.cast(provider, for: self) {
        case let .success(dependency): return dependency
        case let .failure(failure): needleFatalError(failure)
        }
    }

    /// `provider` as the dependency of `component`, or the failure to report.
    static func cast(_ provider: AnyObject, for component: Scope) -> Result<DependencyType, NeedleFailure> {
        if let dependency = provider as? DependencyType { return .success(dependency) }
        return .failure(.incorrectDependencyProviderType(
            component: String(describing: component),
            expected: String(describing: DependencyType.self),
            actual: String(describing: provider)))
    }
}
