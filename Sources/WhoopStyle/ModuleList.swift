/// A named list of modules, for apps that assemble their module set in one place.
public protocol ModuleList {
    /// The modules to register.
    var modules: [DependencyModule] { get }
}

/// A `ModuleList` with no modules.
public final class EmptyModuleList: ModuleList {
    /// Creates the empty list.
    public init() {}

    /// Always empty.
    public var modules: [DependencyModule] { [] }
}
