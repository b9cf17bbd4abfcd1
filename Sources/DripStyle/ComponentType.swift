import DIGraph

/// A container for a set of modules' dependencies that also bounds their scope: a `single`
/// dependency is made once per component.
///
/// Most components subclass `Component`; conforming directly only requires storage for a
/// `Registry`. Modules and parents are registered through the chainable `module` and `parent`
/// calls and read back through `module()` and `parent()`.
public protocol ComponentType: AnyObject {
    /// The component's backing store.
    var registry: Registry { get }
}

// MARK: Parents

extension ComponentType {
    /// The registered parent component of type `P`. Stops the program with
    /// `[component: <self>] failed to find parent: P` when none is registered.
    public func parent<P: ComponentType>() -> P {
        do {
            return try registry.get()
        } catch {
            terminate(error)
        }
    }

    /// Registers the component `initializer` returns (called at once) as this component's parent
    /// of type `P`, and returns this component for chaining.
    @discardableResult
    public func parent<P: ComponentType>(initializer: () -> P) -> Self {
        registry.set(initializer())
        return self
    }
}

// MARK: Modules

extension ComponentType {
    /// The module of type `M` registered under `key` (by default, `M` itself). Stops the program
    /// with `[component: <self>] failed to find module M` when there is none.
    // Inlinable so that the cast to `M` is specialised in the user's module: a component's module
    // accessor runs on every dependency it serves.
    @inlinable
    public func module<M: ModuleType>(_ key: any KeyConvertible = Key(M.self)) -> M where M.Owner == Self {
        if let module = registry.storedModule(key.key()) as? M { return module }
        moduleNotFound(M.self)
    }

    @usableFromInline
    func moduleNotFound(_ type: any ModuleType.Type) -> Never {
        terminate(DripError.moduleNotFound(type: type))
    }

    /// Registers the module `initializer` makes from this component (called at once) under the
    /// key `type`, and returns this component for chaining.
    @discardableResult
    public func module<M: ModuleType>(_ type: M.Type, initializer: (Self) -> M) -> Self where M.Owner == Self {
        module(Key(type), initializer: initializer)
    }

    /// Registers the module `initializer` makes from this component (called at once) under `key`
    /// (by default, the module's type), and returns this component for chaining.
    @discardableResult
    public func module<M: ModuleType>(
        _ key: any KeyConvertible = Key(M.self),
        initializer: (Self) -> M
    ) -> Self where M.Owner == Self {
        registry.set(key, value: initializer(self))
        return self
    }
}

// MARK: Generators

extension ComponentType {
    /// For writing custom generators: the value of the generator stored under `key` (by default,
    /// `T`). When nothing is stored yet, `generator` is stored and used; later calls use the stored
    /// generator and ignore theirs. A value `single` already keeps for `key` is returned as is.
    @discardableResult
    public func resolve<T>(_ key: any KeyConvertible = Key(T.self), generator: @escaping (Self) -> T) -> T {
        let key = key.key()
        do {
            if let stored = try registry.storedValue(for: key, as: T.self) { return stored }
            registry.setGeneratorIfAbsent(key, owner: self, generator: generator)
            return try registry.instance(for: key, as: T.self, lifetime: .transient) { generator(self) }
        } catch {
            terminate(error)
        }
    }

    /// The value this component keeps for `key`, or makes with `make`, per `lifetime`; what
    /// `single` and `transient` share.
    @inlinable
    func value<T>(for key: Key, lifetime: Lifetime, make: () -> T) -> T {
        do {
            return try registry.instance(for: key, as: T.self, lifetime: lifetime, make: make)
        } catch {
            terminate(error)
        }
    }

    /// `value(for:lifetime:make:)` for an async `make`: a value stored for `key` (an override, or
    /// a synchronous `single`'s) wins; otherwise a scoped value is made once, in the first task
    /// that asks, into a once-cell the registry keeps under the cell's type.
    func asyncValue<T: Sendable>(
        for key: Key,
        lifetime: Lifetime,
        isolation: isolated (any Actor)? = #isolation,
        make: () async -> T
    ) async -> T {
        do {
            if let stored = try registry.storedValue(for: key, as: T.self) { return stored }
            guard lifetime != .transient else {
                let bindingKey = registry.bindingKey(for: key, valueType: T.self)
                return try await AsyncResolution.making(bindingKey, heldBy: registry) { await make() }
            }
            let cell = try registry.instance(for: AsyncCellKey.key(for: key, valueType: T.self), as: AsyncOnceCell<T>.self, lifetime: .scoped) {
                AsyncOnceCell(key: registry.bindingKey(for: key, valueType: T.self))
            }
            return try await cell.value(heldBy: registry) { await make() }
        } catch {
            terminate(error)
        }
    }
}

// MARK: Overrides

extension ComponentType {
    /// Makes every later resolution of `T` return `instance`, and returns this component for
    /// chaining.
    @discardableResult
    public func override<T>(_ instance: T) -> Self {
        override(Key(T.self), instance)
    }

    /// Makes every later resolution of `T` call `generator`; the same as
    /// `override(generator: generator)`.
    ///
    /// Not in Drip: without it, a closure whose parameter and result types are written out
    /// (`override { (c: ViewComponent) -> Api in … }`) would be taken for an instance to return.
    @discardableResult
    public func override<T>(_ generator: @escaping (Self) -> T) -> Self {
        override(generator: generator)
    }

    /// Makes every later resolution of `key` return `instance`, and returns this component for
    /// chaining.
    @discardableResult
    public func override<T>(_ key: any KeyConvertible, _ instance: T) -> Self {
        override(key, generator: { _ in instance })
    }

    /// Makes every later resolution of `key` (by default, `T`) call `generator`, in place of the
    /// module's generator and of any value `single` already kept, and returns this component for
    /// chaining.
    @discardableResult
    public func override<T>(_ key: any KeyConvertible = Key(T.self), generator: @escaping (Self) -> T) -> Self {
        registry.setGenerator(key.key(), owner: self, generator: generator)
        return self
    }
}

// MARK: Errors

extension ComponentType {
    /// Drip's failure text: `[component: <self>] <reason>`.
    func failureMessage(for error: any Swift.Error) -> String {
        "[component: \(self)] \(Termination.reason(for: error))"
    }

    /// Stops the program with `failureMessage(for: error)`.
    @usableFromInline
    func terminate(_ error: any Swift.Error) -> Never {
        Termination.stop(failureMessage(for: error))
    }
}
