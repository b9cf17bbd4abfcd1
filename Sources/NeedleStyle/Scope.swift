/// The base protocol of a DI scope. Application code subclasses `Component` rather than adopting
/// this protocol directly.
/// @CreateMock
public protocol Scope: AnyObject {
    /// The names of the components from the root (`"^"`) down to this one.
    var path: [String] { get }

    /// The component that created this one.
    var parent: Scope { get }
}
