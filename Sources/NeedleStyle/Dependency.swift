/// The base protocol of a dependency protocol: the list of properties a component needs from its
/// ancestors. The generator finds dependency protocols by this first inherited type.
public protocol Dependency: AnyObject {}
