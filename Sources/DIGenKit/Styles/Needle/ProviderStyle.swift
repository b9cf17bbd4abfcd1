/// How `digen generate` gives each component path its dependency provider.
public enum ProviderStyle: String, CaseIterable, Hashable, Sendable {
    /// Needle's shape: a private provider class per distinct way of reading a dependency
    /// protocol's members, and a factory function that makes it from the path's ancestors.
    case classes
    /// The parent component is the provider: the generated file makes it conform to its
    /// children's dependency protocols, adding a getter for each member that comes from further
    /// up. No class per path, so the file compiles several times faster; paths where that cannot
    /// work keep a provider class. For components and dependency protocols declared in the
    /// module that compiles the generated file.
    case conformances
}
