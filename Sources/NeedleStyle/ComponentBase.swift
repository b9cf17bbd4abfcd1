// `shared` and `init(parent:)` are inlinable: they are specialised in the user's module, where
// reading a shared instance and storing the dependency need no generic-metadata lookup. What they
// call out of line is NeedleStyle's own; DIGraph stays an internal import.
internal import DIGraph
internal import Dispatch

/// What every component class shares, whatever the isolation of its initialiser: the parent, the
/// path, the dependency provider and the `shared {}` instances. Subclass `Component` (or
/// `MainActorComponent` in main-actor code) rather than this class, whose initialiser is not
/// public.
///
/// What the component needs from its ancestors is declared by `DependencyType`, a protocol
/// inheriting `Dependency`; the generated code registers, for each path of components, a provider
/// that forwards each of its properties to the nearest ancestor declaring one with the same name
/// and type. `dependency.x` and plain `x` (through dynamic member lookup) read them.
@dynamicMemberLookup
open class ComponentBase<DependencyType>: Scope {
    // The stored properties that do not depend on `DependencyType` come first, so that their
    // offsets are the same for every `DependencyType`.

    /// The component that created this one.
    public let parent: Scope

    @usableFromInline
    let pathNode: ComponentPathNode

    // The values `shared {}` keeps, made or being made, newest first, guarded by
    // `SharedInstanceLocks.lock(for:in:)`. Every access holds that lock, which makes the dynamic
    // exclusivity check redundant; reads of made values go through `madeSharedInstances` instead.
    @usableFromInline @exclusivity(unchecked)
    final var sharedInstances: SharedInstanceEntry?

    // The entries of `sharedInstances` whose values are made, for reads without the lock.
    @usableFromInline
    let madeSharedInstances: MadeSharedInstances

    // Set once, while the component is initialised, and never changed afterwards, so no two
    // accesses can conflict and the dynamic exclusivity check is redundant.
    @usableFromInline @exclusivity(unchecked)
    final var storedDependency: DependencyType?

    /// What this component gets from its ancestors: the provider registered for its path.
    ///
    /// Set once while the component is initialised and never changed.
    @inlinable
    public var dependency: DependencyType! { storedDependency }

    /// The names of the components from the root (`"^"`) down to this one.
    public var path: [String] { pathNode.path }

    /// This component's path record (see `Scope`); not part of Needle's API.
    public var __componentPathNode: AnyObject? { pathNode }

    /// Creates the component below `parent` and gets its dependency provider from the factory
    /// registered for its path. `Component` and `MainActorComponent` call it from their
    /// initialisers, which differ only in isolation.
    ///
    /// Stops the program when no factory is registered for the path (usually because
    /// `registerProviderFactories()` has not been called yet), when the factory is a main-actor one
    /// and this is not the main actor, or when the factory's provider does not conform to
    /// `DependencyType`.
    @inlinable
    init(attachingTo parent: Scope) {
        self.parent = parent
        pathNode = ComponentPathNode.node(for: Self.self, below: parent)
        madeSharedInstances = MadeSharedInstances()
        // Inlined, so that storing the provider as `DependencyType?` needs no metadata lookup.
        let provider = pathNode.makeDependencyProvider(for: self)
        guard let dependency = provider as? DependencyType else {
            Self.dependencyProviderFailed(provider, for: self)
        }
        storedDependency = dependency
    }

    /// Returns the one instance `factory` makes for the calling property (or method) of this
    /// component, making it on first use. The instance lives as long as the component.
    ///
    /// The instance is made once even when several threads ask at the same moment, and the
    /// factory may hop threads or read other `shared` properties while it runs. Instances are
    /// told apart by the calling member's name (`__function`) and by `T`; a method's arguments
    /// are not part of the key.
    ///
    /// - parameter factory: The closure that makes the instance.
    /// - returns: The instance.
    @inlinable
    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        if let entry = madeSharedInstance(named: __function, valueType: ObjectIdentifier(T.self)) {
            return value(in: entry, as: T.self)
        }
        do {
            return try makeSharedInstance(named: __function, factory)
        } catch {
            sharedInstanceFailed(error)
        }
    }

    /// `shared {}` for an instance an async factory makes: the one instance for the calling
    /// property (`var database: Database { get async { await shared { await Database.open() } } }`),
    /// made on first use. Not in Needle, whose factories cannot suspend.
    ///
    /// However many tasks ask at the same moment, the factory runs once, in the first task, and
    /// the others wait for its instance without blocking a thread.
    ///
    /// - parameter factory: The closure that makes the instance.
    /// - returns: The instance.
    public final func shared<T: Sendable>(
        __function: String = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: () async -> T
    ) async -> T {
        do {
            return try await asyncSharedInstance(named: __function, factory)
        } catch {
            sharedInstanceFailed(error)
        }
    }

    /// `shared {}` for an instance an async factory that may throw makes; a thrown error keeps
    /// nothing, so the next request runs the factory again. Not in Needle.
    ///
    /// - parameter factory: The closure that makes the instance.
    /// - returns: The instance.
    public final func shared<T: Sendable>(
        __function: String = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: () async throws -> T
    ) async throws -> T {
        try await asyncSharedInstance(named: __function, factory)
    }

    /// The async instance kept for `name` and `T`. Its once-cell is itself a `shared` instance,
    /// kept under the cell's type, so it costs components that never use one nothing.
    func asyncSharedInstance<T: Sendable>(
        named name: String,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: () async throws -> T
    ) async throws -> T {
        let cell = try sharedInstance(named: name) { AsyncOnceCell<T>(key: BindingKey(T.self, name: name)) }
        return try await cell.value(heldBy: self, making: factory)
    }

    /// The instance kept for `name` and `T`, made by `factory` on first use. Throws
    /// `DIError.cycle` when `factory` needs the instance it is making.
    @inlinable
    func sharedInstance<T>(named name: String, _ factory: () throws -> T) throws -> T {
        if let entry = madeSharedInstance(named: name, valueType: ObjectIdentifier(T.self)) {
            return value(in: entry, as: T.self)
        }
        return try makeSharedInstance(named: name, factory)
    }

    /// The value of `entry`, a made entry for `T`.
    @inlinable @inline(__always)
    final func value<T>(in entry: Unmanaged<SharedInstanceEntry>, as type: T.Type) -> T {
        // The entry's type identity is `T`'s, so it is a `TypedSharedInstanceEntry<T>`; made, so
        // its value is set. Unretained: this component's list keeps it, and `self` is kept alive
        // until the value is copied out (a temporary component could otherwise go, and its
        // entries with it, right after the lookup that was its last use).
        withExtendedLifetime(self) {
            entry._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: TypedSharedInstanceEntry<T>.self).value.unsafelyUnwrapped
            }
        }
    }

    /// Makes (or waits for) the instance for `name` and `T`.
    @inlinable
    func makeSharedInstance<T>(named name: String, _ factory: () throws -> T) throws -> T {
        let entry = try constructSharedInstance(
            named: name,
            valueType: T.self,
            makeEntry: { TypedSharedInstanceEntry<T>(name: name) },
            make: { entry in
                // Stored before `isMade` is published under the lock (see `TypedSharedInstanceEntry`).
                unsafeDowncast(entry, to: TypedSharedInstanceEntry<T>.self).value = try factory()
            })
        return value(in: entry, as: T.self)
    }

    @usableFromInline
    func sharedInstanceFailed(_ error: any Error) -> Never {
        needleFatalError(.sharedInstanceFailed(reason: String(describing: error)))
    }

    /// Reads a property of the dependency, so that `component.x` stands for
    /// `component.dependency.x`.
    public subscript<T>(dynamicMember keyPath: KeyPath<DependencyType, T>) -> T {
        dependency[keyPath: keyPath]
    }

    /// Stops the program: `provider`, from the factory for `component`'s path, is not a
    /// `DependencyType`.
    @usableFromInline
    static func dependencyProviderFailed(_ provider: AnyObject, for component: Scope) -> Never {
        switch cast(provider, for: component) {
        case .success: preconditionFailure("the provider was refused, then accepted")
        case let .failure(failure): needleFatalError(failure)
        }
    }

    /// `provider` as the dependency of `component`, or the failure to report.
    static func cast(_ provider: AnyObject, for component: Scope) -> Result<DependencyType, NeedleFailure> {
        if let dependency = provider as? DependencyType { return .success(dependency) }
        return .failure(.incorrectDependencyProviderType(
            component: String(describing: component),
            expected: String(describing: DependencyType.self),
            actual: String(describing: provider)))
    }
}

// `shared {}`'s bookkeeping, out of line and free of `DependencyType`.
extension ComponentBase {
    /// The entry for `name` and `valueType` if its value is made, unretained (the list keeps it
    /// while the component lives), or nil. Takes no lock: it reads `madeSharedInstances`, whose
    /// comment says why that is sound.
    ///
    /// `@_effects(releasenone)` tells callers' optimiser that the call releases nothing, so that
    /// what keeps the component alive need not be retained across it: in `dependency.x`, read
    /// from a component's provider, the provider (a `var` of the reading component) is otherwise
    /// retained and released around every read, about 40 instructions. It is true of this body
    /// and of the scan it hands over to: they load a published word, walk entries through
    /// `Unmanaged` (no reference counting), compare type identities, and compare names by their
    /// words (`SharedInstanceName`) or with `String`'s `==`, whose out-of-line part is
    /// `@_effects(readonly)` in the standard library; they allocate, store and free nothing.
    @usableFromInline @_effects(releasenone)
    final func madeSharedInstance(named name: String, valueType: ObjectIdentifier) -> Unmanaged<SharedInstanceEntry>? {
        var next = madeSharedInstances.first
        // Calls nothing unless the names differ in representation, so that a hit needs no saved
        // registers: the remaining comparison and scan are a tail call.
        while let entry = next {
            if entry._withUnsafeGuaranteedRef({ $0.valueType == valueType }) {
                if entry._withUnsafeGuaranteedRef({ SharedInstanceName.identical($0.name, name) }) { return entry }
                return madeSharedInstance(from: entry, named: name, valueType: valueType)
            }
            next = entry._withUnsafeGuaranteedRef { $0.madeNext }
        }
        return nil
    }

    /// The rest of `madeSharedInstance(named:valueType:)`'s scan from `entry`, comparing names
    /// by their text. Releases nothing, for the same reasons.
    @inline(never) @_effects(releasenone)
    private final func madeSharedInstance(
        from entry: Unmanaged<SharedInstanceEntry>,
        named name: String,
        valueType: ObjectIdentifier
    ) -> Unmanaged<SharedInstanceEntry>? {
        var next: Unmanaged<SharedInstanceEntry>? = entry
        while let entry = next {
            let found = entry._withUnsafeGuaranteedRef { $0.valueType == valueType && $0.name == name }
            if found { return entry }
            next = entry._withUnsafeGuaranteedRef { $0.madeNext }
        }
        return nil
    }

    /// Finds or makes the entry for `name` and `valueType`: returns it once its value is made,
    /// by this thread (`make` stores it) or by another one (this thread waits). The value is made
    /// with the key on the thread's resolution chain, so a factory that needs its own value
    /// throws `DIError.cycle` rather than waiting for itself.
    @usableFromInline
    final func constructSharedInstance(
        named name: String,
        valueType: Any.Type,
        makeEntry: () -> SharedInstanceEntry,
        make: (SharedInstanceEntry) throws -> Void
    ) throws -> Unmanaged<SharedInstanceEntry> {
        try ResolutionChain.making(BindingKey(valueType, name: name), heldBy: self) {
            while true {
                switch claimSharedInstance(named: name, valueType: ObjectIdentifier(valueType), makeEntry: makeEntry) {
                case let .made(entry):
                    return Unmanaged.passUnretained(entry)
                case let .wait(semaphore):
                    semaphore.wait()
                case let .claimed(entry):
                    do {
                        try make(entry)
                    } catch {
                        settleSharedInstance(entry, made: false)
                        throw error
                    }
                    settleSharedInstance(entry, made: true)
                    return Unmanaged.passUnretained(entry)
                }
            }
        }
    }

    /// Under the lock: the made entry, or a new entry this thread is to fill, or a semaphore to
    /// wait on while another thread fills the entry.
    private func claimSharedInstance(
        named name: String,
        valueType: ObjectIdentifier,
        makeEntry: () -> SharedInstanceEntry
    ) -> SharedInstanceClaim {
        let lock = SharedInstanceLocks.lock(for: self, in: pathNode.sharedInstanceLocks)
        lock.pointee.lock()
        defer { lock.pointee.unlock() }
        var next = sharedInstances
        while let entry = next {
            if entry.valueType == valueType, entry.name == name {
                if entry.isMade { return .made(entry) }
                let semaphore = DispatchSemaphore(value: 0)
                entry.waiters.append(semaphore)
                return .wait(semaphore)
            }
            next = entry.next
        }
        let entry = makeEntry()
        entry.next = sharedInstances
        sharedInstances = entry
        return .claimed(entry)
    }

    /// Publishes `entry`'s value (`made`), or drops the entry when its factory threw, and wakes
    /// the threads waiting for it; they look again.
    private func settleSharedInstance(_ entry: SharedInstanceEntry, made: Bool) {
        let lock = SharedInstanceLocks.lock(for: self, in: pathNode.sharedInstanceLocks)
        lock.pointee.lock()
        if made {
            entry.isMade = true
            madeSharedInstances.publish(entry)
        } else {
            unlinkSharedInstance(entry)
        }
        let waiters = entry.waiters
        entry.waiters = []
        lock.pointee.unlock()
        for waiter in waiters { waiter.signal() }
    }

    /// Removes `entry` from the list. Called with the lock held; the caller still holds the
    /// entry, so nothing is released here.
    private func unlinkSharedInstance(_ entry: SharedInstanceEntry) {
        if sharedInstances === entry {
            sharedInstances = entry.next
            return
        }
        var previous = sharedInstances
        while let current = previous, let following = current.next {
            if following === entry {
                current.next = entry.next
                return
            }
            previous = following
        }
    }
}
