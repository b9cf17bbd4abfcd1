import DIGraph

/// A group of dependency definitions. Subclass it, override `defineDependencies()` and call
/// `factory`, `singleton` or the accumulation methods there; pass instances to `WhoopDI.setup`,
/// `Container(modules:)` or `createChild`.
open class DependencyModule {
    // Definitions made since the module was last registered; a container takes them all.
    private var definitions: [DependencyDefinition] = []

    /// Creates a module.
    public init() {}

    /// The modules this module depends on. They are registered before it, so its own definitions
    /// override theirs.
    open var moduleDependencies: [DependencyModule] { [] }

    /// Identifies the module when a container collects modules: a module whose key was already
    /// seen is skipped. By default every instance of one class has the same key.
    open var serviceKey: ServiceKey { ServiceKey(type(of: self)) }

    /// Defines a dependency made afresh on every request, keyed by the closure's return type
    /// (write `X() as SomeProtocol` to register under a protocol) and `name`.
    // Inlinable (as is `singleton`) so that the definition is formed where `T` is concrete.
    @inlinable
    public final func factory<T>(name: String? = nil, factory: @escaping () throws -> T) {
        define(ValueDefinition.plain(name: name, lifetime: .transient, factory))
    }

    /// The README's spelling of `factory(name:factory:)`.
    @inlinable
    public final func factory<T>(named name: String, factory: @escaping () throws -> T) {
        self.factory(name: name, factory: factory)
    }

    /// Defines a dependency made afresh on every request, on the main actor, by a main-actor
    /// closure (`{ @MainActor in ViewModel() }`). Not in WhoopDI. Asked for off the main actor,
    /// resolution fails with an error naming the key.
    public final func factory<T>(name: String? = nil, factory: @escaping @MainActor () throws -> T) {
        define(ValueDefinition.mainActor(name: name, lifetime: .transient, factory))
    }

    /// The main-actor `factory(name:factory:)` for a closure that needs other dependencies: it
    /// gets them from its `DefinitionResolver` (`{ r in ViewModel(service: try r.get()) }`), since
    /// a main-actor closure cannot capture the module. Not in WhoopDI.
    public final func factory<T>(name: String? = nil, factory: @escaping @MainActor (DefinitionResolver) throws -> T) {
        define(ValueDefinition.mainActor(name: name, lifetime: .transient) { try factory(DefinitionResolver()) })
    }

    /// Defines a dependency made afresh on every request by an async closure, which may await
    /// other async dependencies with `getAsync`. Resolve it with `injectAsync` (or `getAsync` in
    /// another async definition); a synchronous `inject` of it fails, naming the key. Not in
    /// WhoopDI.
    ///
    /// ```swift
    /// factory { try await Session(token: self.getAsync()) }
    /// ```
    public final func factory<T: Sendable>(name: String? = nil, factory: @escaping () async throws -> T) {
        define(ValueDefinition.async(name: name, lifetime: .transient, factory))
    }

    /// Defines a dependency made afresh on every request from the params passed to `inject`.
    @available(*, deprecated, message: "Use WhoopDI.inject { } to provide local dependencies instead.", renamed: "factory")
    public final func factoryWithParams<T, Param>(name: String? = nil, factory: @escaping (Param) throws -> T) {
        define(ValueDefinition.takingParams(name: name, lifetime: .transient, Self.takingParams(name, factory)))
    }

    /// Defines a dependency made once, on first request, and shared by this container and every
    /// container below it.
    @inlinable
    public final func singleton<T>(name: String? = nil, factory: @escaping () throws -> T) {
        define(ValueDefinition.plain(name: name, lifetime: .singleton, factory))
    }

    /// The README's spelling of `singleton(name:factory:)`.
    @inlinable
    public final func singleton<T>(named name: String, factory: @escaping () throws -> T) {
        singleton(name: name, factory: factory)
    }

    /// Defines a dependency made once, on the main actor, by a main-actor closure
    /// (`{ @MainActor in ViewModel() }`), and shared as `singleton(name:factory:)`'s is. Not in
    /// WhoopDI. Asked for off the main actor, resolution fails with an error naming the key.
    public final func singleton<T>(name: String? = nil, factory: @escaping @MainActor () throws -> T) {
        define(ValueDefinition.mainActor(name: name, lifetime: .singleton, factory))
    }

    /// The main-actor `singleton(name:factory:)` for a closure that needs other dependencies: it
    /// gets them from its `DefinitionResolver`, since a main-actor closure cannot capture the
    /// module. Not in WhoopDI.
    public final func singleton<T>(name: String? = nil, factory: @escaping @MainActor (DefinitionResolver) throws -> T) {
        define(ValueDefinition.mainActor(name: name, lifetime: .singleton) { try factory(DefinitionResolver()) })
    }

    /// Defines a dependency made once by an async closure, and shared as
    /// `singleton(name:factory:)`'s is. However many tasks ask for it first, the closure runs
    /// once; the others wait for its value without blocking a thread. Resolve it with
    /// `injectAsync` or `getAsync`. Not in WhoopDI.
    ///
    /// ```swift
    /// singleton { await Database.open(at: self.get()) }
    /// ```
    public final func singleton<T: Sendable>(name: String? = nil, factory: @escaping () async throws -> T) {
        define(ValueDefinition.async(name: name, lifetime: .singleton, factory))
    }

    /// Defines a dependency made once, from the params of the first request that needs it.
    @available(*, deprecated, message: "Use WhoopDI.inject { } to provide local dependencies instead.", renamed: "singleton")
    public final func singletonWithParams<T, Param>(name: String? = nil, factory: @escaping (Param) throws -> T) {
        define(ValueDefinition.takingParams(name: name, lifetime: .singleton, Self.takingParams(name, factory)))
    }

    /// Contributes a value, made afresh on every request, to the accumulation `key` (injected as
    /// `Key.FinalValue`, under `name`).
    public final func accumulateFactory<Key: AccumulationKey>(
        name: String? = nil,
        for key: Key.Type,
        provideValue: @escaping () throws -> Key.AccumulatedValue
    ) {
        definitions.append(AccumulationDataDefinition(name: name, for: key, isSingleton: false, provideValue: provideValue))
    }

    /// Contributes a value, made once, to the accumulation `key` (injected as `Key.FinalValue`,
    /// under `name`).
    public final func accumulateSingleton<Key: AccumulationKey>(
        name: String? = nil,
        for key: Key.Type,
        provideValue: @escaping () throws -> Key.AccumulatedValue
    ) {
        definitions.append(AccumulationDataDefinition(name: name, for: key, isSingleton: true, provideValue: provideValue))
    }

    /// Resolves a dependency from the container of the `inject` in progress (or from
    /// `WhoopDI.appContainer` outside any `inject`). Meant for use inside definition closures.
    /// - Throws: when the dependency is missing, nil, or cannot be made.
    // WhoopDI has one `get(_:params:)` with both defaulted; the call without params is its own
    // overload here, so that the definition chain never makes, tests and destroys an `Any?`.
    @inlinable
    public final func get<T>(_ name: String? = nil) throws -> T {
        try ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { context in
            try context.withResolvingContainer { try $0.get(name, in: context) }
        }
    }

    /// `get(_:)` with params for a deprecated `factoryWithParams` / `singletonWithParams`
    /// definition.
    /// - Throws: when the dependency is missing, nil, or cannot be made, or the params do not fit.
    @inlinable
    public final func get<T>(_ name: String? = nil, params: Any?) throws -> T {
        try ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { context in
            try context.withResolvingContainer { try $0.get(name, params, in: context) }
        }
    }

    /// Resolves a dependency inside an async definition, awaiting it when an async definition
    /// makes it, from the container of the async resolution in progress (or from
    /// `WhoopDI.appContainer` outside any). Not in WhoopDI.
    /// - Throws: when the dependency is missing, nil, or cannot be made.
    public final func getAsync<T: Sendable>(_ name: String? = nil, isolation: isolated (any Actor)? = #isolation) async throws -> T {
        let container = WhoopDI.slot.container(cachedIn: ResolutionContext.current)
        return try await container.getAsync(name)
    }

    /// Override to define the module's dependencies.
    open func defineDependencies() {}

    /// Records `definition` until the module is registered.
    @usableFromInline
    func define<T>(_ definition: ValueDefinition<T>) {
        definitions.append(definition)
    }

    /// Hands over the definitions made so far and forgets them, so that registering the module
    /// again (in another container) starts afresh instead of doubling them.
    func takeDefinitions() -> [DependencyDefinition] {
        defer { definitions = [] }
        return definitions
    }

    private static func takingParams<T, Param>(_ name: String?, _ factory: @escaping (Param) throws -> T) -> (Any?) throws -> T {
        { params in
            guard let typed = params as? Param else {
                throw DependencyError.badParams(ServiceKey(T.self, name: name))
            }
            return try factory(typed)
        }
    }
}

extension DependencyModule: Equatable {
    /// Two modules are equal when their `serviceKey`s and their `moduleDependencies` are equal.
    public static func == (lhs: DependencyModule, rhs: DependencyModule) -> Bool {
        lhs.serviceKey == rhs.serviceKey && lhs.moduleDependencies == rhs.moduleDependencies
    }
}
