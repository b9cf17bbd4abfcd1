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

    // Guards the three tables below.
    private let lock = Lock()
    private var parents: [Key: AnyObject] = [:]
    private var modules: [Key: Any] = [:]
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

    func parent<C: ComponentType>() throws -> C {
        let stored = lock.withLock { parents[Key(C.self)] }
        guard let parent = stored as? C else { throw DripError.componentNotFound(type: C.self) }
        return parent
    }

    func setParent<C: ComponentType>(_ value: C?) {
        lock.withLock { parents[Key(C.self)] = value }
    }

    // MARK: Modules

    func module<M: ModuleType>(_ key: Key) throws -> M {
        guard let module = storedModule(key) as? M else { throw DripError.moduleNotFound(type: M.self) }
        return module
    }

    /// The module stored under `key`, of whatever type, or nil.
    @usableFromInline
    func storedModule(_ key: Key) -> Any? {
        lock.withLock { modules[key] }
    }

    func setModule<M: ModuleType>(_ key: Key, value: M?) {
        lock.withLock { modules[key] = value }
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
        scope.bind(bindingKey(for: key, valueType: T.self), lifetime: .transient, factory: factory(owner, generator))
    }

    /// Stores `generator` under `key` unless something is stored there already.
    func setGeneratorIfAbsent<C: ComponentType, T>(_ key: Key, owner: C, generator: @escaping (C) -> T) {
        let bindingKey = bindingKey(for: key, valueType: T.self)
        let factory = factory(owner, generator)
        // Under the registry's lock so that two first resolutions store one generator between them.
        lock.withLock {
            if !scope.binds(bindingKey) {
                scope.bind(bindingKey, lifetime: .transient, factory: factory)
            }
        }
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
