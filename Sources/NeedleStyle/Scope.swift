/// The base protocol of a DI scope. Application code subclasses `Component` rather than adopting
/// this protocol directly.
/// @CreateMock
public protocol Scope: AnyObject {
    /// The names of the components from the root (`"^"`) down to this one.
    var path: [String] { get }

    /// The component that created this one.
    var parent: Scope { get }

    /// NeedleStyle's own record of a component's path, or nil for any other scope. Not part of
    /// Needle's API: do not implement it (the default is right for every scope but NeedleStyle's
    /// own). A requirement rather than a cast to an internal protocol, so that a child component
    /// finds its parent's path through the witness table it already has, without a run-time
    /// conformance lookup (about a thousand instructions per component).
    var __componentPathNode: AnyObject? { get }
}

extension Scope {
    /// Nil: a scope that is not one of NeedleStyle's components has no path record.
    public var __componentPathNode: AnyObject? { nil }
}
