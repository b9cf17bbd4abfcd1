/// The dependency protocol of a component that needs nothing from its ancestors, such as the root
/// of a dependency graph.
public protocol EmptyDependency: AnyObject {}
