import DIGraph

/// A set of dependency definitions, optionally below a parent container, that `inject` resolves
/// from. A container is filled when it is created (the global `WhoopDI.appContainer` also by
/// `WhoopDI.registerModules`) and safe to use from any thread or task.
///
/// A request is answered by the nearest container, starting with this one, that defines the key;
/// failing that, by the type's own `Injectable` conformance; and a request for `T?` that nothing
/// defines is answered by the definition of `T`, or with nil.
///
/// Sendable because its own state is fixed at creation apart from DIGraph's scope, which is
/// thread-safe, and a lock-guarded table. WhoopDI's `Container` is not `Sendable`; this one is, so
/// Swift 6 lets you hand it to other tasks without a diagnostic. What it cannot check is your
/// definitions: module closures (and the fatal-error handler) run on whichever thread resolves,
/// as in WhoopDI, so state they capture must be safe to use from those threads.
public final class Container: @unchecked Sendable {
    /// The DIGraph scope holding this container's bindings; a child container's scope is a child
    /// of its parent's.
    @usableFromInline
    let scope: Scope
    private let options: WhoopDIOptionProvider
    let fatalErrorHandler: FatalErrorHandler
    /// For the temporary child a local inject creates: the container the local inject ran on.
    private let localInjectBase: Container?
    // The accumulations this container binds, which later registrations add to.
    private let accumulations = Locked<[BindingKey: AccumulationDataDefinition]>([:])

    private init(
        parent: Container?,
        options: WhoopDIOptionProvider,
        fatalErrorHandler: @escaping FatalErrorHandler,
        localInjectBase: Container?
    ) {
        self.options = options
        self.fatalErrorHandler = fatalErrorHandler
        self.localInjectBase = localInjectBase
        scope = parent?.scope.makeChild(named: "Container") ?? Scope(name: "Container")
    }

    /// Creates a container holding the definitions of `modules` and of the modules they depend
    /// on, registered dependencies first, so that a module overrides what it depends on.
    /// - Parameters:
    ///   - modules: The modules to register.
    ///   - parent: A container whose definitions this one inherits and may override.
    ///   - options: Behaviour switches.
    ///   - fatalErrorHandler: Receives the message of a failed `inject`; must not return.
    public convenience init(
        modules: [DependencyModule] = [],
        parent: Container? = nil,
        options: WhoopDIOptionProvider = defaultWhoopDIOptions(),
        fatalErrorHandler: @escaping FatalErrorHandler = defaultFatalErrorHandler()
    ) {
        self.init(parent: parent, options: options, fatalErrorHandler: fatalErrorHandler, localInjectBase: nil)
        register(modules)
    }

    /// Creates a container holding the definitions `localDefinition` makes on a fresh module.
    ///
    /// ```swift
    /// let container = Container { module in
    ///     module.factory { MyService() }
    /// }
    /// ```
    public convenience init(
        parent: Container? = nil,
        options: WhoopDIOptionProvider = defaultWhoopDIOptions(),
        fatalErrorHandler: @escaping FatalErrorHandler = defaultFatalErrorHandler(),
        _ localDefinition: (DependencyModule) -> Void
    ) {
        self.init(parent: parent, options: options, fatalErrorHandler: fatalErrorHandler, localInjectBase: nil)
        let module = DependencyModule()
        localDefinition(module)
        register([module])
    }

    /// Resolves a dependency with all of its sub-dependencies. Call it from top-level code; let
    /// everything below receive its dependencies through initializers.
    ///
    /// A failure (a missing or nil dependency, a cycle) goes to the fatal-error handler.
    /// - Parameter name: The name the dependency was registered under, if any.
    // Inlinable, with `get`, so that the resolution is specialised for `T` in the caller: a
    // cached singleton is then read without generic-metadata lookups or dynamic casts.
    // WhoopDI has one `inject(_:_:)` with both arguments defaulted; the call without params is
    // its own overload here, so that no caller makes and destroys an `Any?` it never sets.
    @inlinable
    public func inject<T>(_ name: String? = nil) -> T {
        ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { inject(name, in: $0) }
    }

    /// `inject(_:)` with params for a deprecated `factoryWithParams` / `singletonWithParams`
    /// definition, which receives them; definitions it reaches through `get` do not.
    @inlinable
    public func inject<T>(_ name: String?, _ params: Any?) -> T {
        ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { inject(name, params, in: $0) }
    }

    /// `inject(_:)` with the calling thread's context already at hand.
    @inlinable
    func inject<T>(_ name: String?, in context: ResolutionContext) -> T {
        inject(in: context, orNested: { injectNested(name, nil, in: context) }) { try get(name, in: context) }
    }

    /// `inject(_:_:)` with the calling thread's context already at hand.
    @inlinable
    func inject<T>(_ name: String?, _ params: Any?, in context: ResolutionContext) -> T {
        inject(in: context, orNested: { injectNested(name, params, in: context) }) {
            try get(name, params, in: context)
        }
    }

    /// Runs `get` as the outermost `inject` on this thread, or `nested` when one is running.
    @inlinable @inline(__always)
    func inject<T>(in context: ResolutionContext, orNested nested: () -> T, _ get: () throws -> T) -> T {
        guard context.container == nil else { return nested() }
        // The outermost inject on this thread: this container is the one its factories see.
        context.container = self
        defer { context.container = nil }
        do {
            return try get()
        } catch {
            failInject(with: error)
        }
    }

    /// `inject` called while another runs on this thread (from a factory): it resolves through
    /// the running local inject's container when that one lays definitions over this one.
    @usableFromInline
    func injectNested<T>(_ name: String?, _ params: Any?, in context: ResolutionContext) -> T {
        let container = resolvingContainer(in: context)
        let saved = context.container
        context.container = container
        defer { context.container = saved }
        do {
            return try container.get(name, params, in: context)
        } catch {
            container.failInject(with: DependencyError.requiredBy(context.injectablesBeingMade, error))
        }
    }

    /// Resolves a dependency that an async definition (`factory` or `singleton` with an async
    /// closure) may make, awaiting it; a synchronous definition is resolved as `inject` resolves
    /// it. Not in WhoopDI, whose definitions cannot suspend.
    ///
    /// An async singleton is made once, however many tasks ask for it first. A value whose
    /// making needs a main-actor definition is made on the main actor, from any caller. A failure
    /// goes to the fatal-error handler, as `inject`'s does.
    /// - Parameters:
    ///   - name: The name the dependency was registered under, if any.
    ///   - isolation: The actor the call runs on. Leave it out: its default, `#isolation`, is the
    ///     caller's own isolation, so the value is resolved without leaving it.
    public func injectAsync<T: Sendable>(_ name: String? = nil, isolation: isolated (any Actor)? = #isolation) async -> T {
        do {
            return try await getAsync(name)
        } catch {
            failInject(with: error)
        }
    }

    /// `injectAsync` without the fatal-error handler: what `DependencyModule.getAsync` uses.
    func getAsync<T: Sendable>(_ name: String?, isolation: isolated (any Actor)? = #isolation) async throws -> T {
        let key = BindingKey(T.self, name: name)
        let source: AsyncValueSource<T>
        do {
            // The synchronous lookup finds the nearest definition; an async one answers with
            // its source. Nothing here suspends, so the thread's context is this call's alone.
            let context = ResolutionContext.current
            return try context.with(container: self) { try get(name, nil, in: context) }
        } catch let required as AsyncDefinitionRequired where required.requiredBy.isEmpty && required.key.bindingKey == key {
            source = required.source as! AsyncValueSource<T>
            // A singleton already made needs no task-local container.
            if let made = source.madeValue { return made }
        } catch DependencyError.notOnMainActor {
            // A main-actor definition on the way: an async caller can go there.
            return try await MainActor.run {
                let context = ResolutionContext.current
                return try context.with(container: self) { try get(name, nil, in: context) }
            }
        }
        return try await AsyncInjection.$container.withValue(self) { try await source.value() }
    }

    /// Resolves a dependency with the definitions `localDefinition` makes laid over this
    /// container's, for this call only. Nothing is shared with other calls, so concurrent and
    /// nested local injects are safe.
    ///
    /// ```swift
    /// let screen: Screen = container.inject { module in
    ///     module.factory { selectedItem as Item }
    /// }
    /// ```
    public func inject<T>(
        _ name: String? = nil,
        params: Any? = nil,
        _ localDefinition: (DependencyModule) -> Void
    ) -> T {
        let base = resolvingContainer(in: ResolutionContext.current)
        let local = Container(
            parent: base,
            options: options,
            fatalErrorHandler: fatalErrorHandler,
            localInjectBase: base)
        let module = DependencyModule()
        localDefinition(module)
        local.register([module])
        return local.inject(name, params)
    }

    /// Creates a child container holding `modules`' definitions. It inherits this container's
    /// definitions, options and fatal-error handler, and its definitions override this one's.
    public func createChild(_ modules: [DependencyModule] = []) -> Self {
        .init(modules: modules, parent: self, options: options, fatalErrorHandler: fatalErrorHandler)
    }

    /// Creates a child container holding the definitions `localDefinition` makes. It inherits
    /// this container's definitions, options and fatal-error handler.
    public func createChild(_ localDefinition: (DependencyModule) -> Void) -> Self {
        .init(parent: self, options: options, fatalErrorHandler: fatalErrorHandler, localDefinition)
    }

    // MARK: Internals

    /// Adds the definitions of `modules` (and of the modules they depend on) to this container.
    func register(_ modules: [DependencyModule]) {
        var batch = RegistrationBatch()
        for module in DependencyTree(dependencyModule: modules).modules {
            module.defineDependencies()
            for definition in module.takeDefinitions() {
                batch.add(definition)
            }
        }
        accumulations.withLock { bound in
            batch.bind(into: scope, accumulations: &bound)
        }
    }

    /// Resolves a dependency without the fatal-error handler: what `DependencyModule.get` uses.
    @inlinable
    func get<T>(_ name: String? = nil, _ params: Any? = nil) throws -> T {
        try ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { try get(name, params, in: $0) }
    }

    /// `get` without params, with the calling thread's context already at hand.
    @inlinable @inline(__always)
    func get<T>(_ name: String?, in context: ResolutionContext) throws -> T {
        // Params set by an enclosing `get` must not reach this one's definition.
        if context.hasParams { return try get(name, nil, in: context) }
        let key = BindingKey(T.self, name: name)
        if let value = try scope.resolveIfBound(key, as: T.self) { return value }
        return try undefinedValue(for: key, name: name, params: nil)
    }

    /// `get` with the calling thread's context already at hand.
    @inlinable
    func get<T>(_ name: String?, _ params: Any?, in context: ResolutionContext) throws -> T {
        let key = BindingKey(T.self, name: name)
        if let value = try definedValue(for: key, params: params, in: context, as: T.self) { return value }
        return try undefinedValue(for: key, name: name, params: params)
    }

    /// The value of the nearest definition of `key`, or nil when no container defines it.
    @inlinable
    func definedValue<T>(for key: BindingKey, params: Any?, in context: ResolutionContext, as type: T.Type) throws -> T? {
        if params == nil, !context.hasParams { return try scope.resolveIfBound(key, as: T.self) }
        return try context.with(params: params) { try scope.resolveIfBound(key, as: T.self) }
    }

    /// What a request for an undefined `key` gets: the type's own `Injectable` conformance, the
    /// definition of the wrapped type for an optional, or the missing-dependency error.
    @usableFromInline
    func undefinedValue<T>(for key: BindingKey, name: String?, params: Any?) throws -> T {
        if let injectable = T.self as? any Injectable.Type {
            // Made through the scope so that DIGraph sees it on the resolution chain: a cycle
            // through Injectable types is reported instead of overflowing the stack.
            return try scope.instance(for: key, lifetime: .transient) {
                // The generated `inject(container:)` asks with `inject()`, which reports a miss
                // itself and finds this key on the context; a hand-written one may throw it.
                do {
                    return try ResolutionContext.current.makingInjectable(key) { try injectable.inject(container: self) as! T }
                } catch {
                    throw DependencyError.leaving(key, error)
                }
            }
        }
        if let optional = T.self as? any OptionalValue.Type {
            let wrappedKey = BindingKey(optional.wrappedType, name: name)
            let value = try ResolutionContext.current.with(params: params) {
                try scope.resolveIfBound(wrappedKey, as: Any.self)
            }
            return optional.wrapping(value) as! T
        }
        throw DependencyError.missing(ServiceKey(key), definedKeys: describedContainer.scope.boundKeys.map(ServiceKey.init))
    }

    /// The container whose definitions a missing-dependency error counts and lists. WhoopDI's
    /// default local inject keeps the local definitions beside the base container's own table and
    /// describes a miss from that table alone; with `.localInjectWithoutMutation` it uses a child
    /// container, so the local definitions count.
    private var describedContainer: Container {
        guard let base = localInjectBase, !options.isOptionEnabled(.localInjectWithoutMutation) else { return self }
        return base
    }

    /// Resolves every key this container defines itself, with the params given for it, and
    /// reports each failure: what `WhoopDIValidator` runs on `WhoopDI.appContainer`.
    func validate(paramsDict: ServiceDictionary<Any>, onFailure: (Error) -> Void) {
        let context = ResolutionContext.current
        context.with(container: self) {
            for key in scope.boundKeys {
                do {
                    _ = try context.with(params: paramsDict[ServiceKey(key)]) { try scope.resolve(key, as: Any.self) }
                } catch {
                    // WhoopDI's error, as WhoopDI's validator reports it.
                    onFailure(DependencyError.withoutChain(error))
                }
            }
        }
    }

    /// The message a failed `inject` hands to the fatal-error handler.
    static func injectFailureMessage(for error: any Error) -> String {
        "WhoopDI inject failed with error: \(error)"
    }

    @usableFromInline
    func failInject(with error: any Error) -> Never {
        fatalErrorHandler(Self.injectFailureMessage(for: error))
    }

    /// The container an `inject` on this one resolves through. Unless
    /// `.localInjectWithoutMutation` is on, an `inject` made from inside a local inject on this
    /// container (by a factory it runs) sees the local definitions, as WhoopDI's default local
    /// inject does; other threads and later calls never see them.
    private func resolvingContainer(in context: ResolutionContext) -> Container {
        guard let current = context.container, current !== self,
              current.localInjectBase != nil,
              !options.isOptionEnabled(.localInjectWithoutMutation)
        else { return self }
        var base = current.localInjectBase
        while let candidate = base {
            if candidate === self { return current }
            base = candidate.localInjectBase
        }
        return self
    }
}
