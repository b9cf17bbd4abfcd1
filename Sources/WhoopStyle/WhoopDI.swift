import DIGraph

/// The global entry point: a process-wide `appContainer` and static shortcuts to it.
public final class WhoopDI: DependencyRegister {
    // The one piece of global state, which WhoopDI's static API needs: a lock-guarded slot that
    // each thread caches (see `AppContainerSlot`).
    @usableFromInline
    static let slot = AppContainerSlot(Container())

    init() {}

    /// The global container every static method uses.
    public static var appContainer: Container {
        slot.container
    }

    /// Replaces the global container with one holding `modules`. Call it once at launch, before
    /// anything is injected.
    /// - Parameters:
    ///   - modules: The modules to register.
    ///   - options: Behaviour switches.
    ///   - fatalErrorHandler: Receives the message of a failed `inject`; must not return.
    public static func setup(
        modules: [DependencyModule],
        options: WhoopDIOptionProvider = defaultWhoopDIOptions(),
        fatalErrorHandler: @escaping FatalErrorHandler = defaultFatalErrorHandler()
    ) {
        let container = Container(modules: modules, options: options, fatalErrorHandler: fatalErrorHandler)
        slot.replace(with: container)
    }

    /// Adds `modules` (and the modules they depend on) to the global container, as the README
    /// shows. A key registered again is replaced.
    public static func registerModules(_ modules: [DependencyModule]) {
        appContainer.register(modules)
    }

    /// Adds `modules` (and the modules they depend on) to the global container, with the label
    /// WhoopDI used before 0.2.0.
    public static func registerModules(modules: [DependencyModule]) {
        appContainer.register(modules)
    }

    /// Resolves a dependency from the global container; see `Container.inject(_:)`.
    @inlinable
    public static func inject<T>(_ name: String? = nil) -> T {
        withAppContainer { $0.inject(name, in: $1) }
    }

    /// Resolves a dependency from the global container, with params for a deprecated
    /// `factoryWithParams` / `singletonWithParams` definition; see `Container.inject(_:_:)`.
    @inlinable
    public static func inject<T>(_ name: String?, _ params: Any?) -> T {
        withAppContainer { $0.inject(name, params, in: $1) }
    }

    /// Runs `body` with the global container and the calling thread's context.
    @inlinable @inline(__always)
    static func withAppContainer<T>(_ body: (Container, ResolutionContext) -> T) -> T {
        ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { context in
            // Unretained is sound: `inject` marks the container current before anything else
            // runs, and the cache never releases a container while an `inject` runs here.
            slot.unretainedContainer(cachedIn: context)._withUnsafeGuaranteedRef { body($0, context) }
        }
    }

    /// Resolves a dependency from the global container, awaiting it when an async definition
    /// makes it; see `Container.injectAsync(_:)`. Not in WhoopDI.
    ///
    /// ```swift
    /// let database: Database = await WhoopDI.injectAsync()
    /// ```
    public static func injectAsync<T: Sendable>(_ name: String? = nil, isolation: isolated (any Actor)? = #isolation) async -> T {
        await appContainer.injectAsync(name)
    }

    /// Resolves a dependency from the global container with local definitions laid over it; see
    /// `Container.inject(_:params:_:)`.
    ///
    /// ```swift
    /// let theAnswer = 42
    /// let answer: Int = WhoopDI.inject("answer") { module in
    ///     module.factory(name: "answer") { theAnswer }
    /// }
    /// ```
    public static func inject<T>(
        _ name: String? = nil,
        params: Any? = nil,
        _ localDefinition: (DependencyModule) -> Void
    ) -> T {
        appContainer.inject(name, params: params, localDefinition)
    }

    /// Replaces the global container with an empty one, with default options and the default
    /// fatal-error handler.
    public static func removeAllDependencies() {
        reset()
    }

    /// `removeAllDependencies()` for an async context, so that the README's
    /// `await WhoopDI.removeAllDependencies()` in an async `tearDown` compiles without a warning.
    public static func removeAllDependencies() async {
        reset()
    }

    static func get<T>(_ name: String? = nil, _ params: Any? = nil) throws -> T {
        try appContainer.get(name, params)
    }

    static func validate(paramsDict: ServiceDictionary<Any>, onFailure: (Error) -> Void) {
        appContainer.validate(paramsDict: paramsDict, onFailure: onFailure)
    }

    private static func reset() {
        let empty = Container()
        slot.replace(with: empty)
    }
}
