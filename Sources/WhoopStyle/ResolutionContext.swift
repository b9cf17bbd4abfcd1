import DIGraph

/// What the resolution running on this thread needs to know beyond the key it asks for: the
/// container of the outermost `inject`, and the params of the `get` in progress.
///
/// WhoopDI keeps the container in a `@TaskLocal`. Resolution is synchronous (factories cannot
/// suspend), so a thread's state during one `inject` is exactly that `inject`'s state; keeping it
/// in thread-local storage and restoring it on the way out gives the same answers, and costs a
/// few nanoseconds where a task-local push costs over a hundred on every `inject`.
@usableFromInline
final class ResolutionContext: ThreadLocalObject {
    // Only the owning thread touches its context, so Swift's dynamic exclusivity checks (which
    // cost more than the rest of a cached `inject`) would guard nothing.

    /// The container that `DependencyModule.get` resolves against, if an `inject` is running.
    /// Unretained, which saves two atomic operations per `inject` and per `get`: it is only ever
    /// set to a container whose `inject` (or `validate`) is running on this thread, whose `self`
    /// keeps it alive, and that call restores the previous value before it returns.
    @usableFromInline @exclusivity(unchecked) var runningContainer: Unmanaged<Container>?

    /// `runningContainer` as a reference.
    @usableFromInline
    var container: Container? {
        get { runningContainer?.takeUnretainedValue() }
        set { runningContainer = newValue.map(Unmanaged.passUnretained) }
    }
    /// The params for the definition being resolved now.
    @exclusivity(unchecked) private(set) var params: Any?
    /// Whether `params` is set: read on every `get`, where reading `params` itself would copy an
    /// existential.
    @usableFromInline @exclusivity(unchecked) private(set) var hasParams = false
    /// `WhoopDI.appContainer` as this thread last read it, and the slot's generation then (see
    /// `AppContainerSlot`).
    @exclusivity(unchecked) private(set) var appContainer: Container?
    @exclusivity(unchecked) private(set) var appContainerGeneration: UInt = 0
    /// Containers this thread cached earlier and replaced while an `inject` was running on it,
    /// which may be using one unretained; released at the first refresh outside any `inject`.
    @exclusivity(unchecked) private var retiredAppContainers: [Container] = []
    /// The `Injectable` types whose `inject(container:)` is running on this thread, outermost
    /// first: the keys outside a nested `inject` that a missing dependency's message names.
    @exclusivity(unchecked) private(set) var injectablesBeingMade: [BindingKey] = []

    static var threadSlot: ThreadSlot { .whoopResolutionContext }

    static func makeForCurrentThread() -> ResolutionContext { ResolutionContext() }

    /// `currentUnretained`, spelled out for the public inlinable API, into which the generic
    /// `ThreadLocalObject` accessors are not specialised across the module boundary. Inlined,
    /// the read is one thread-local load in the caller.
    @inlinable @inline(__always)
    static var unretainedForThisThread: Unmanaged<ResolutionContext> {
        if let existing = ThreadSlot.whoopResolutionContext.object { return Unmanaged.fromOpaque(existing) }
        return Unmanaged.passUnretained(installForThisThread())
    }

    /// `installForCurrentThread()`, for `unretainedForThisThread`.
    @usableFromInline @inline(never)
    static func installForThisThread() -> ResolutionContext {
        installForCurrentThread()
    }

    /// Runs `body` with the container a `get` resolves against: the running `inject`'s, without
    /// a retain, or outside any `inject`, the async resolution's or `WhoopDI.appContainer`.
    @inlinable @inline(__always)
    func withResolvingContainer<T>(_ body: (Container) throws -> T) rethrows -> T {
        if let running = runningContainer { return try running._withUnsafeGuaranteedRef(body) }
        return try body(WhoopDI.slot.container(cachedIn: self))
    }

    /// Caches `container` as `WhoopDI.appContainer` at `generation`.
    func refreshAppContainer(_ container: Container, generation: UInt) {
        if self.container == nil {
            retiredAppContainers.removeAll()
        } else if let replaced = appContainer {
            retiredAppContainers.append(replaced)
        }
        appContainer = container
        appContainerGeneration = generation
    }

    /// Runs `operation` with `container` as the current container.
    func with<T>(container: Container, _ operation: () throws -> T) rethrows -> T {
        let saved = self.container
        if saved === container { return try operation() }
        self.container = container
        defer { self.container = saved }
        return try operation()
    }

    /// Runs `make`, which makes the `Injectable` type of `key`, with `key` on
    /// `injectablesBeingMade`.
    func makingInjectable<T>(_ key: BindingKey, _ make: () throws -> T) rethrows -> T {
        injectablesBeingMade.append(key)
        defer { injectablesBeingMade.removeLast() }
        return try make()
    }

    /// Runs `resolution` so that the definition it reaches sees `params`. Every `get` sets its
    /// own, so params never reach past the top-level definition, as in WhoopDI.
    @usableFromInline
    func with<T>(params: Any?, _ resolution: () throws -> T) rethrows -> T {
        if params == nil, !hasParams { return try resolution() }
        let saved = self.params
        self.params = params
        hasParams = params != nil
        defer {
            self.params = saved
            hasParams = saved != nil
        }
        return try resolution()
    }
}
