import DIGraph

/// A group of related dependencies, owned by one component.
///
/// A module declares one method per dependency, usually all named `inject` and told apart by
/// return type. Each method returns `single { … }`, `transient { … }` or `abstract()`; the
/// generator closure may take the owning component to reach other dependencies. Most modules
/// subclass `Module`.
public protocol ModuleType {
    /// The type of the component that owns this module.
    associatedtype Owner: ComponentType

    /// The component that owns this module. (`Module` holds it weakly.)
    var component: Owner! { get }

    /// Creates the module for `component`.
    init(_ component: Owner)
}

// The generator methods are inlinable so that they are specialised in the user's module: a
// cached `single` is then read without generic-metadata lookups.
extension ModuleType {
    /// The component's one value for `key` (by default, the type `generator` returns), made by
    /// `generator` the first time it is asked for. Concurrent first requests make one value.
    @inlinable
    public func single<T>(_ key: any KeyConvertible = Key(T.self), generator: () -> T) -> T {
        component.value(for: key.key(), lifetime: .scoped, make: generator)
    }

    /// The component's one value for `key` (by default, the type `generator` returns), made by
    /// `generator` from the owning component the first time it is asked for. Concurrent first
    /// requests make one value.
    @inlinable
    public func single<T>(_ key: any KeyConvertible = Key(T.self), generator: (Owner) -> T) -> T {
        let owner: Owner = component
        return owner.value(for: key.key(), lifetime: .scoped) { generator(owner) }
    }

    /// A new value from `generator` on every call, unless the component overrides `key` (by
    /// default, the type `generator` returns).
    @inlinable
    public func transient<T>(_ key: any KeyConvertible = Key(T.self), generator: () -> T) -> T {
        component.value(for: key.key(), lifetime: .transient, make: generator)
    }

    /// A new value from `generator`, given the owning component, on every call, unless the
    /// component overrides `key` (by default, the type `generator` returns).
    @inlinable
    public func transient<T>(_ key: any KeyConvertible = Key(T.self), generator: (Owner) -> T) -> T {
        let owner: Owner = component
        return owner.value(for: key.key(), lifetime: .transient) { generator(owner) }
    }

    /// The component's one value for `key`, made by an async `generator` the first time it is
    /// asked for: `func inject() async -> Database { await single { await Database.open() } }`.
    /// Concurrent first requests make one value; the others wait without blocking a thread.
    /// A value the component overrides `key` with wins. Not in Drip.
    public func single<T: Sendable>(
        _ key: any KeyConvertible = Key(T.self),
        isolation: isolated (any Actor)? = #isolation,
        generator: () async -> T
    ) async -> T {
        await component.asyncValue(for: key.key(), lifetime: .scoped, make: generator)
    }

    /// A new value from an async `generator` on every call, unless the component overrides
    /// `key`. Not in Drip.
    public func transient<T: Sendable>(
        _ key: any KeyConvertible = Key(T.self),
        isolation: isolated (any Actor)? = #isolation,
        generator: () async -> T
    ) async -> T {
        await component.asyncValue(for: key.key(), lifetime: .transient, make: generator)
    }

    /// A placeholder for a dependency that a module does not provide: asking for it stops the
    /// program with `Failed to implement abstract generator of T`.
    public func abstract<T>() -> T {
        Termination.stop(Termination.abstractGeneratorMessage(for: T.self))
    }
}
