import DIGraph

/// A component's storage: its parents, its modules, and the DIGraph scope that holds its
/// dependencies (the values `single` keeps, and the generators `override` and `resolve` store).
///
/// Each component has its own registry and its own root scope: nothing registered in one
/// component is visible from another, parents included, unless reached through `parent()`.
/// A registry belongs to one component; do not share one between components. Every member is
/// safe to use from any thread.
public final class Registry: @unchecked Sendable {
    @usableFromInline
    let scope: Scope

    // Guards the tables below.
    private let lock = Lock()
    private var parents: [Key: AnyObject] = [:]
    private var modules: [Key: Any] = [:]
    // The generators stored under each key, as Drip's registry kept them, for `get(_:)`. The
    // scope holds what resolution uses; this table only answers `get(_:)`.
    private var generators: [Key: Any] = [:]
    // The binding name given to each value key, and the reverse, so that two different keys
    // never share a name even when they print alike (`Key(1)` and `Key("1")`).
    private var bindingNames: [Key: String] = [:]
    private var keysByBindingName: [String: Key] = [:]

    /// Creates an empty registry.
    public convenience init() {
        self.init(name: "Registry")
    }

    init(name: String) {
        scope = Scope(name: name)
    }

    // MARK: Parents
    //
    // The parent, module and generator accessors keep the names and shapes of Drip's internal
    // `Registry.get` and `set`, so that code written against them (Drip's own specs, under
    // `@testable import`) compiles unchanged. As with Drip's other Swift 2 signatures, the first
    // parameter is unlabeled.

    /// The parent component of type `C`.
    /// - Throws: `Error.ComponentNotFound(type: C.self)` when none is registered.
    func get<C: ComponentType>() throws -> C {
        let stored = lock.withLock { parents[Key(C.self)] }
        guard let parent = stored as? C else { throw Error.ComponentNotFound(type: C.self) }
        return parent
    }

    /// Registers `value` as the parent of type `C`, replacing the one registered before (nil
    /// removes it).
    func set<C: ComponentType>(_ value: C?) {
        lock.withLock { parents[Key(C.self)] = value }
    }

    // MARK: Modules

    /// The module stored under `key`.
    /// - Throws: `Error.ModuleNotFound(type: M.self)` when nothing, or a module of another type,
    ///   is stored there.
    func get<M: ModuleType>(_ key: any KeyConvertible) throws -> M {
        guard let module = storedModule(key.key()) as? M else { throw Error.ModuleNotFound(type: M.self) }
        return module
    }

    /// Stores `value` under `key`, replacing what was stored (nil removes it).
    func set<M: ModuleType>(_ key: any KeyConvertible, value: M?) {
        let key = key.key()
        lock.withLock { modules[key] = value }
    }

    /// The module stored under `key`, of whatever type, or nil.
    @usableFromInline
    func storedModule(_ key: Key) -> Any? {
        lock.withLock { modules[key] }
    }

    // MARK: Dependencies

    /// The value this component keeps for `key`: the generator stored under it if there is one
    /// (it wins, as Drip's stored generators do), otherwise `make`'s value kept per `lifetime`.
    @inlinable
    func instance<T>(for key: Key, as type: T.Type, lifetime: Lifetime, make: () throws -> T) throws -> T {
        try scope.instance(for: bindingKey(for: key, valueType: T.self), lifetime: lifetime, make: make)
    }

    /// What `key` resolves to without making a new `single` value: the stored generator's value,
    /// or the value `single` already keeps, or nil when there is neither.
    func storedValue<T>(for key: Key, as type: T.Type = T.self) throws -> T? {
        try scope.existingInstance(for: bindingKey(for: key, valueType: T.self), as: T.self)
    }

    /// Stores `generator` under `key`, replacing what was stored; it then wins over anything
    /// `single` or `transient` would make for the key.
    func setGenerator<C: ComponentType, T>(_ key: Key, owner: C, generator: @escaping (C) -> T) {
        let bindingKey = bindingKey(for: key, valueType: T.self)
        let factory = factory(owner, generator)
        lock.withLock {
            scope.bind(bindingKey, lifetime: .transient, factory: factory)
            generators[key] = generator
        }
    }

    /// Stores `generator` under `key` unless something is stored there already.
    func setGeneratorIfAbsent<C: ComponentType, T>(_ key: Key, owner: C, generator: @escaping (C) -> T) {
        let bindingKey = bindingKey(for: key, valueType: T.self)
        let factory = factory(owner, generator)
        // Under the registry's lock so that two first resolutions store one generator between them.
        lock.withLock {
            if !scope.binds(bindingKey) {
                scope.bind(bindingKey, lifetime: .transient, factory: factory)
                generators[key] = generator
            }
        }
    }

    /// The generator of `T`s for a `C` stored under `key`, as Drip's internal `Registry.get`
    /// returned it: the one `override`, `resolve` or `set(_:value:)` stored, or, for a key whose
    /// `single` value is already made, a generator that returns that value. Nil when nothing is
    /// stored under `key`, when what is stored is not a `(C) -> T`, and for `transient` keys
    /// (DripStyle keeps no generator for them).
    func get<C: ComponentType, T>(_ key: any KeyConvertible) -> ((C) -> T)? {
        let key = key.key()
        if let stored = lock.withLock({ generators[key] }) { return stored as? (C) -> T }
        guard let kept = try? scope.existingInstance(for: bindingKey(for: key, valueType: T.self), as: T.self)
        else { return nil }
        return { _ in kept }
    }

    /// Stores `value` under `key` for `get(_:)`, as Drip's internal `Registry.set` did. A
    /// component does not resolve a generator stored this way, since the registry does not know
    /// the component to call it with; `override` stores one that it does resolve.
    func set<C: ComponentType, T>(_ key: any KeyConvertible, value: @escaping (C) -> T) {
        let key = key.key()
        lock.withLock { generators[key] = value }
    }

    private func factory<C: ComponentType, T>(
        _ owner: C,
        _ generator: @escaping (C) -> T
    ) -> @Sendable (Scope) -> Any {
        // A registry serves the one component that owns it, so `owner` outlives every call of the
        // factory; holding it strongly would keep the component, its registry and this binding
        // alive forever.
        unowned let owner = owner
        // Drip's generators are not `Sendable`; like Drip, components run them on whichever
        // thread asks. Erased to `Any` so that the sendable closure captures no generic type.
        nonisolated(unsafe) let make: () -> Any = { generator(owner) }
        return { _ in make() }
    }

    /// The DIGraph key for a Drip key whose values are `T`s: a type key is that type; a value key
    /// is `T` under a name that only that key has in this registry.
    @usableFromInline
    func bindingKey<T>(for key: Key, valueType: T.Type) -> BindingKey {
        if let type = key.type { return BindingKey(type) }
        return BindingKey(T.self, name: bindingName(for: key))
    }

    private func bindingName(for key: Key) -> String {
        lock.withLock {
            if let name = bindingNames[key] { return name }
            let printed = key.value.map { String(describing: $0.base) } ?? String(describing: key)
            var name = printed
            var suffix = 2
            while keysByBindingName[name] != nil {
                name = "\(printed) #\(suffix)"
                suffix += 1
            }
            bindingNames[key] = name
            keysByBindingName[name] = key
            return name
        }
    }
}
