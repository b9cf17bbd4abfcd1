import DIGraph

/// A definition made by `factory` (a new value on every request) or `singleton` (one value per
/// defining container, shared by every container below it), with or without params.
///
/// Bound into the scope typed, as a factory of `T`, so that resolving it takes DIGraph's typed
/// path: no `Any` box and no dynamic cast on a cached read. The common definitions are formed by
/// inlinable code in the module that defines them, where `T` is concrete, so that storing a new
/// value moves it directly rather than through generic value witnesses.
@usableFromInline
struct ValueDefinition<T>: DependencyDefinition {
    let serviceKey: ServiceKey
    private let lifetime: Lifetime
    private let make: @Sendable (Scope) throws -> T
    private let writeValue: @Sendable (Scope, UnsafeMutableRawPointer) throws -> Void

    /// `writeValue` must initialise a slot of type `T` with what `make` returns.
    @usableFromInline
    init(
        name: String?,
        lifetime: Lifetime,
        make: @escaping @Sendable (Scope) throws -> T,
        writeValue: @escaping @Sendable (Scope, UnsafeMutableRawPointer) throws -> Void
    ) {
        serviceKey = ServiceKey(T.self, name: name)
        self.lifetime = lifetime
        self.make = make
        self.writeValue = writeValue
    }

    /// The definition of `factory` or `singleton`: `factory`'s value, which must not be nil.
    @inlinable
    static func plain(name: String?, lifetime: Lifetime, _ factory: @escaping () throws -> T) -> ValueDefinition {
        // WhoopDI's factories are plain closures that capture modules and locals; they run on
        // whichever thread resolves them, which is the contract WhoopDI's API already has.
        nonisolated(unsafe) let factory = factory
        // Only a definition of an Optional type can produce nil; the others skip the check and
        // call the module's closure with nothing in between.
        if T.self is any OptionalValue.Type {
            return checked(name: name, lifetime: lifetime) { try factory() }
        }
        // A missing dependency leaving the factory gets this key in its chain; the catch costs
        // nothing on the way that succeeds.
        return ValueDefinition(
            name: name,
            lifetime: lifetime,
            make: { _ in
                do { return try factory() } catch { throw failure(error, making: name) }
            },
            writeValue: { _, slot in
                do { slot.initializeMemory(as: T.self, to: try factory()) } catch { throw failure(error, making: name) }
            })
    }

    /// The definition of `factory` or `singleton` with a main-actor closure: its value, made on
    /// the main actor, which must not be nil. Asked for off the main actor, it throws
    /// `DependencyError.notOnMainActor`, as the missing-dependency errors are thrown.
    static func mainActor(name: String?, lifetime: Lifetime, _ factory: @escaping @MainActor () throws -> T) -> ValueDefinition {
        let key = ServiceKey(T.self, name: name)
        return checked(name: name, lifetime: lifetime) {
            guard MainActorCall.isOnMainActor else { throw DependencyError.notOnMainActor(key) }
            return try MainActorCall.callAssumingMainActor({ _ in try factory() }, with: ())
        }
    }

    /// The definition of `factory` or `singleton` with an async closure: under the key, a
    /// synchronous stand-in that throws `AsyncDefinitionRequired`, which `getAsync` answers by
    /// awaiting the closure's value. The stand-in makes nearest-definition lookup treat async
    /// definitions as any other, and a synchronous `get` of one fail with a clear message.
    static func async(name: String?, lifetime: Lifetime, _ factory: @escaping () async throws -> T) -> ValueDefinition where T: Sendable {
        let key = ServiceKey(T.self, name: name)
        let source = AsyncValueSource(key: key, lifetime: lifetime, make: factory)
        let make: @Sendable (Scope) throws -> T = { _ in
            throw AsyncDefinitionRequired(source: source, key: key, requiredBy: [])
        }
        return ValueDefinition(name: name, lifetime: .transient, make: make, writeValue: Scope.slotWriter(for: make))
    }

    /// What an error thrown while making the value of this type under `name` becomes as it
    /// leaves: see `DependencyError.leaving(_:_:)`.
    @usableFromInline
    static func failure(_ error: any Error, making name: String?) -> any Error {
        DependencyError.leaving(BindingKey(T.self, name: name), error)
    }

    /// The definition of a deprecated `...WithParams`: `factory`'s value for the params of the
    /// `get` in progress, which must not be nil.
    static func takingParams(name: String?, lifetime: Lifetime, _ factory: @escaping (Any?) throws -> T) -> ValueDefinition {
        nonisolated(unsafe) let factory = factory
        return checked(name: name, lifetime: lifetime) { try factory(ResolutionContext.current.params) }
    }

    /// A definition of `produce`'s value that reports a nil value as a nil dependency.
    @usableFromInline
    static func checked(name: String?, lifetime: Lifetime, _ produce: @escaping @Sendable () throws -> T) -> ValueDefinition {
        let key = ServiceKey(T.self, name: name)
        let mayBeNil = T.self is any OptionalValue.Type
        let make: @Sendable (Scope) throws -> T = { _ in
            let value: T
            do { value = try produce() } catch { throw DependencyError.leaving(key.bindingKey, error) }
            if mayBeNil, isNil(value) { throw DependencyError.nilDependency(key) }
            return value
        }
        return ValueDefinition(
            name: name,
            lifetime: lifetime,
            make: make,
            writeValue: Scope.slotWriter(for: make))
    }

    func bind(into scope: Scope) {
        scope.bind(serviceKey.bindingKey, lifetime: lifetime, factory: make, writeValue: writeValue)
    }
}
