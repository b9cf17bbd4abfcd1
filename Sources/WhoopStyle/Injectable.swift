/// A type that can build itself from a container's dependencies. `@Injectable` generates the
/// conformance; a container uses it for a type that has no registered definition.
public protocol Injectable {
    /// Builds an instance, resolving its dependencies from `container`.
    static func inject(container: Container) throws -> Self
}
