/// A node in the tree of scopes: it holds bindings and the values cached for them, and resolves
/// a key from itself or from the nearest ancestor that binds it.
///
/// Every method is safe to call from any thread or task. A cached value is read under this
/// scope's own lock, never a process-wide one, and a value is made exactly once however many
/// threads ask for it at the same moment. A factory may resolve other keys, from this scope or
/// another, and may hop threads while it runs. Resolving a key that is already being made on the
/// same thread's chain throws `DIError.cycle` instead of overflowing the stack; a loop whose
/// halves two threads start at once waits, as any lock would (see Sources/DIGraph/DIGraph.docc/DIGraph.md).
public final class Scope: @unchecked Sendable {
    /// The scope's name, used in scope paths and error messages.
    public let name: String
    /// The enclosing scope, or nil for a root.
    public let parent: Scope?

    // Guards `bindings`, `localCells` and the cells they hold, `retiredBindings` and the
    // suggestion index. Every access to them happens under this lock, which makes Swift's dynamic
    // exclusivity checks redundant on the hot path.
    private let lock: Lock
    @exclusivity(unchecked) private var bindings: KeyTable<Binding>
    // Finds a transient binding, or the absence of one, without the lock. A `let`, so that a
    // lookup through it never accesses `bindings`, which a writer may be mutating meanwhile; it
    // reads only what the table publishes with release ordering (see `KeyTable`).
    private let unlockedBindings: KeyTable<Binding>.LockFreeReader
    // Values kept for this scope that are not in a binding of its own: scoped values of an
    // ancestor's binding, and values kept by `instance(for:lifetime:make:)`.
    @exclusivity(unchecked) private var localCells = KeyTable<InstanceCell>()
    // Transient bindings this scope replaced or removed. A transient binding is found without the
    // lock and its factory run without a reference count (see `ownValue`), so a resolution on
    // another thread may still be using one; each is kept, valueless, until the scope is released.
    @exclusivity(unchecked) private var retiredBindings: [Binding] = []
    // The keys of `bindings` arranged for suggestions, built on a miss and dropped when the
    // bindings change; `bindingsVersion` counts those changes, so that an index built from keys
    // read earlier is kept only if none happened meanwhile.
    @exclusivity(unchecked) private var suggestionIndex: SuggestionIndex?
    @exclusivity(unchecked) private var bindingsVersion: UInt = 0

    /// The most values one thread may be making at once, one inside another's factory. A
    /// resolution that would go deeper throws `DIError.resolutionTooDeep` naming the key the
    /// chain started with, as does one that would leave less than 64 KB (or a quarter of a small
    /// stack) of its thread's stack free, so that no chain or cycle overflows the stack. At
    /// about 0.9 KB of stack per level in a release build, 256 levels take under half of a
    /// 512 KB secondary thread's stack.
    public static let maximumResolutionDepth = 256

    /// Creates a scope called `name` below `parent`, or a root scope when `parent` is nil.
    public init(name: String, parent: Scope? = nil) {
        // The lock's companion word lives exactly as long as the lock, that is as the scope, and
        // nothing else uses it: the table may publish its buffer there. (Made before `parent` is
        // stored, which spares a retain and release of it around the allocation.)
        let lock = Lock(withCompanionWord: true)
        let bindings = KeyTable<Binding>(publishingIn: lock.companionWord)
        unlockedBindings = bindings.lockFreeReader
        self.lock = lock
        self.bindings = bindings
        self.name = name
        self.parent = parent
    }

    /// Creates a scope called `name` below this one.
    public func makeChild(named name: String) -> Scope {
        Scope(name: name, parent: self)
    }

    /// This scope followed by each ancestor up to the root.
    public var selfAndAncestors: ScopeChain { ScopeChain(start: self) }

    /// The names of the scopes from the root down to this one.
    public var path: [String] { selfAndAncestors.map(\.name).reversed() }

    // MARK: Registration

    /// Binds `type` (optionally under `name`) to `factory`, replacing any binding this scope
    /// already has for that key. The factory receives the scope to resolve its own dependencies
    /// from: the asking scope for transient and scoped bindings, this scope for singleton and
    /// weak ones (so a shared value never captures a child's bindings).
    @inlinable
    public func bind<Value>(
        _ type: Value.Type = Value.self,
        name: String? = nil,
        lifetime: Lifetime = .transient,
        factory: @escaping @Sendable (Scope) throws -> Value
    ) {
        bind(BindingKey(type, name: name), lifetime: lifetime, factory: factory)
    }

    /// Binds `key` to `factory`, replacing any binding this scope already has for it. The key's
    /// type need not be `Value`: asking for the key as another type throws
    /// `DIError.typeMismatch`. A replaced transient binding's factory is kept until this scope
    /// is released, since another thread may be running it; any other is released at once.
    @inlinable
    public func bind<Value>(
        _ key: BindingKey,
        lifetime: Lifetime = .transient,
        factory: @escaping @Sendable (Scope) throws -> Value
    ) {
        bind(key, lifetime: lifetime, factory: factory, writeValue: Self.slotWriter(for: factory))
    }

    /// The slot writer for `factory`: it initialises a slot of type `Value` with the factory's
    /// value. Inlinable, so that it is formed in the caller, where `Value` is usually concrete;
    /// it then stores the value directly instead of through generic value witnesses.
    @inlinable
    package static func slotWriter<Value>(
        for factory: @escaping @Sendable (Scope) throws -> Value
    ) -> @Sendable (Scope, UnsafeMutableRawPointer) throws -> Void {
        { scope, slot in slot.initializeMemory(as: Value.self, to: try factory(scope)) }
    }

    /// `bind(_:lifetime:factory:)` with the slot writer given: `writeValue` must initialise a
    /// slot of type `Value` with what `factory` returns. For a facade whose registration API is
    /// inlinable, so that the writer is specialised in the user's module.
    @usableFromInline
    package func bind<Value>(
        _ key: BindingKey,
        lifetime: Lifetime,
        factory: @escaping @Sendable (Scope) throws -> Value,
        writeValue: @escaping @Sendable (Scope, UnsafeMutableRawPointer) throws -> Void
    ) {
        let binding = TypedBinding(key: key, lifetime: lifetime, factory: factory, writeValue: writeValue)
        lock.withLock {
            retire(bindings[key])
            // A transient binding outlives its table entry (see `retire`), so lookups may find it
            // without the lock.
            bindings.set(binding, for: key, lockFree: lifetime == .transient)
            bindingsChanged()
        }
    }

    /// Removes this scope's binding for `key` and the values cached for it here. A transient
    /// binding's factory is kept until this scope is released, as with `bind`.
    public func unbind(_ key: BindingKey) {
        lock.withLock {
            retire(bindings[key])
            bindings[key] = nil
            localCells[key] = nil
            bindingsChanged()
        }
    }

    /// Removes every binding of this scope and every value it caches. Transient bindings'
    /// factories are kept until this scope is released, as with `bind`.
    public func removeAllBindings() {
        lock.withLock {
            for key in bindings.allKeys { retire(bindings[key]) }
            bindings.removeAll()
            localCells.removeAll()
            bindingsChanged()
        }
    }

    /// Drops the suggestion index, which no longer matches the bindings. Called with the lock held.
    private func bindingsChanged() {
        bindingsVersion &+= 1
        suggestionIndex = nil
    }

    /// Keeps `binding`, about to leave the table, alive with the scope if it is transient. Called
    /// with the lock held.
    private func retire(_ binding: Binding?) {
        if let binding, binding.lifetime == .transient { retiredBindings.append(binding) }
    }

    /// The keys this scope binds itself, ancestors not included, in a stable order.
    public var boundKeys: [BindingKey] {
        lock.withLock { bindings.allKeys }.sorted { $0.description < $1.description }
    }

    /// Whether this scope itself binds `key`.
    public func binds(_ key: BindingKey) -> Bool {
        lock.withLock { bindings[key] != nil }
    }

    /// The nearest scope, starting with this one, that binds `key`, and how many steps up it is.
    public func provider(of key: BindingKey) -> (scope: Scope, distance: Int)? {
        guard let found = NearestAncestor.first(in: selfAndAncestors, answer: { $0.binds(key) ? $0 : nil })
        else { return nil }
        return (found.answer, found.distance)
    }

    // MARK: Resolution
    //
    // The public entry points are inlinable so that they are specialised for `Value` in the
    // caller: the caller provides a stack slot of type `Value`, the engine below initialises it
    // from the typed binding or cell, and no `Any` box or dynamic cast is involved unless the
    // request asks for a type other than the binding's own.

    /// The value bound to `type` (optionally under `name`) in this scope or its nearest ancestor
    /// that binds it.
    /// - Throws: `DIError.missingBinding`, `DIError.cycle`, `DIError.typeMismatch`, or whatever
    ///   a factory throws.
    @inlinable
    public func resolve<Value>(_ type: Value.Type = Value.self, name: String? = nil) throws -> Value {
        try resolve(BindingKey(type, name: name), as: type)
    }

    /// The value bound to `key` in this scope or its nearest ancestor that binds it.
    @inlinable
    public func resolve<Value>(_ key: BindingKey, as type: Value.Type = Value.self) throws -> Value {
        guard let value = try resolveIfBound(key, as: type) else { throw missingBinding(key) }
        return value
    }

    /// Like `resolve`, but nil when no scope on the path binds the key. Cycles, type mismatches
    /// and factory errors still throw.
    @inlinable
    public func resolveIfBound<Value>(_ type: Value.Type = Value.self, name: String? = nil) throws -> Value? {
        try resolveIfBound(BindingKey(type, name: name), as: type)
    }

    /// Like `resolve`, but nil when no scope on the path binds `key`.
    @inlinable @inline(__always)
    public func resolveIfBound<Value>(_ key: BindingKey, as type: Value.Type = Value.self) throws -> Value? {
        try typedValue(for: key) { try lookUp(key, valueType: $0, into: $1) }
    }

    /// The value this scope keeps for `key`: its own binding's value when it has one (such a
    /// binding overrides), or else the value `make` produces, kept according to `lifetime`.
    /// Ancestors are not consulted. This is the shape of Needle's `shared {}` and Drip's
    /// `single` / `transient`, whose call sites carry the factory.
    @inlinable
    public func instance<Value>(
        for key: BindingKey,
        lifetime: Lifetime,
        make: () throws -> Value
    ) throws -> Value {
        try withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { slot -> Value in
            let address = slot.baseAddress!
            let outcome = try keptValue(
                for: key,
                lifetime: lifetime,
                valueType: ObjectIdentifier(Value.self),
                into: UnsafeMutableRawPointer(address),
                makeCell: { TypedCell<Value>() },
                make: { $0.initializeMemory(as: Value.self, to: try make()) })
            switch outcome {
            case .inSlot:
                return address.move()
            case .boxed(let box):
                let value = Produced.Box.take(box)
                if let typed = value as? Value { return typed }
                throw DIError.mismatch(value, for: key, expected: Value.self)
            }
        }
    }

    /// What `instance(for:lifetime:make:)` would return without making a new kept value: this
    /// scope's own binding's value (made by its factory if its lifetime says so), or the value
    /// already kept for `key`, or nil when there is neither.
    @inlinable
    public func existingInstance<Value>(for key: BindingKey, as type: Value.Type = Value.self) throws -> Value? {
        try typedValue(for: key) { try existingValue(for: key, valueType: $0, into: $1) }
    }

    /// Runs `produce` with the identity of `Value` and a stack slot of that type, and returns
    /// what it produced as a `Value`: moved out of the slot, or cast from its box.
    @inlinable @inline(__always)
    func typedValue<Value>(
        for key: BindingKey,
        _ produce: (ObjectIdentifier, UnsafeMutableRawPointer) throws -> Produced?
    ) throws -> Value? {
        try withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { slot -> Value? in
            let address = slot.baseAddress!
            switch try produce(ObjectIdentifier(Value.self), UnsafeMutableRawPointer(address)) {
            case .inSlot?:
                return address.move()
            case .boxed(let box)?:
                let value = Produced.Box.take(box)
                if let typed = value as? Value { return typed }
                throw DIError.mismatch(value, for: key, expected: Value.self)
            case nil:
                return nil
            }
        }
    }

    // MARK: Engine

    /// Where a produced value went. One plain word, so that it is returned in a register and
    /// copied without reference counting at every level of a chain (an `Any` payload made it
    /// five words, a class payload added a retain and a release per level).
    @usableFromInline
    enum Produced {
        /// Into the caller's slot, which was of the binding's own value type.
        case inSlot
        /// Boxed, because the caller asked for another type: a retained box, which the caller
        /// takes (`Box.take(_:)`) and casts.
        case boxed(Unmanaged<Box>)

        /// Boxes `value` for `.boxed`.
        static func boxing(_ value: Any) -> Produced {
            .boxed(Unmanaged.passRetained(Box(value)))
        }

        /// A value produced for a caller that asked for another type than the binding's.
        @usableFromInline
        final class Box {
            @usableFromInline let value: Any

            init(_ value: Any) {
                self.value = value
            }

            /// The value in `box`, releasing the box.
            @inlinable
            static func take(_ box: Unmanaged<Box>) -> Any {
                box.takeRetainedValue().value
            }
        }
    }

    /// The value for `key` from the nearest scope that binds it, or nil when none does. `slot`
    /// is a slot of the type whose identity is `valueType`.
    @usableFromInline
    func lookUp(_ key: BindingKey, valueType: ObjectIdentifier, into slot: UnsafeMutableRawPointer) throws -> Produced? {
        try NearestAncestor.first(in: BorrowedScopeChain(start: self)) { owner in
            try owner._withUnsafeGuaranteedRef {
                try $0.ownValue(for: key, askedFrom: self, valueType: valueType, into: slot)
            }
        }?.answer
    }

    /// The value of this scope's own binding for `key` as seen from `asker`, or nil when this
    /// scope has no such binding. A missing or transient binding is found without this scope's
    /// lock; a cached value is read with one more table lookup under it.
    private func ownValue(
        for key: BindingKey,
        askedFrom asker: Scope,
        valueType: ObjectIdentifier,
        into slot: UnsafeMutableRawPointer
    ) throws -> Produced? {
        switch unlockedBindings.read(key) {
        case .absent:
            return nil
        case .found(let transient):
            // Unretained is sound: a transient binding outlives its table entry in
            // `retiredBindings`, and `self` outlives the call (it is `asker` or an ancestor).
            return try transient._withUnsafeGuaranteedRef {
                try asker.produceTransient($0, owner: self, typed: $0.valueType == valueType, into: slot)
            }
        case .needsLock:
            break
        }
        lock.lock()
        guard let binding = bindings.unretainedValue(for: key) else {
            lock.unlock()
            return nil
        }
        return try value(of: binding, askedFrom: asker, valueType: valueType, into: slot)
    }

    /// The value of `binding`, this scope's own, as seen from `asker`. Called with this scope's
    /// lock held; releases it before anything is made.
    @inline(__always)
    private func value(
        of unretained: Unmanaged<Binding>,
        askedFrom asker: Scope,
        valueType: ObjectIdentifier,
        into slot: UnsafeMutableRawPointer
    ) throws -> Produced {
        // Unretained is sound here: `bindings` keeps the binding alive while the lock is held,
        // and the cached read below finishes before the lock is released.
        let (cacheable, typed) = unretained._withUnsafeGuaranteedRef {
            ($0.isCachedInOwnCell(whenAskedFrom: asker, owner: self), $0.valueType == valueType)
        }
        if cacheable {
            if typed {
                if unretained._withUnsafeGuaranteedRef({ $0.cell.copyValue(into: slot) }) {
                    lock.unlock()
                    return .inSlot
                }
            } else if let value = unretained._withUnsafeGuaranteedRef({ $0.cell.readAny() }) {
                lock.unlock()
                return .boxing(value)
            }
        }
        // Decided, and a kept binding retained, before the lock is released: removing a binding
        // other than a transient one releases it at once, so it must not be touched unretained
        // afterwards. Such a binding is retained once per value made, not per read.
        guard unretained._withUnsafeGuaranteedRef({ $0.lifetime == .transient }) else {
            let binding = unretained.takeUnretainedValue()
            lock.unlock()
            return try asker.produce(binding, owner: self, typed: typed, into: slot)
        }
        lock.unlock()
        // Not retained: a transient binding outlives its table entry in `retiredBindings`, and
        // `self` outlives the call (it is `asker` or one of its ancestors).
        return try unretained._withUnsafeGuaranteedRef {
            try asker.produceTransient($0, owner: self, typed: typed, into: slot)
        }
    }

    /// `instance(for:lifetime:make:)` without the final cast.
    @usableFromInline
    func keptValue(
        for key: BindingKey,
        lifetime: Lifetime,
        valueType: ObjectIdentifier,
        into slot: UnsafeMutableRawPointer,
        makeCell: () -> InstanceCell,
        make: (UnsafeMutableRawPointer) throws -> Void
    ) throws -> Produced {
        lock.lock()
        // An own binding overrides what `make` would make.
        if let binding = bindings.unretainedValue(for: key) {
            return try value(of: binding, askedFrom: self, valueType: valueType, into: slot)
        }
        if lifetime == .transient {
            lock.unlock()
            return try constructTransient(key: key, owner: self) {
                try make(slot)
                return .inSlot
            }
        }
        let cell: InstanceCell
        if let existing = localCells[key], existing.source == nil, existing.valueType == valueType {
            if existing.copyValue(into: slot) {
                lock.unlock()
                return .inSlot
            }
            cell = existing
        } else {
            // A value kept under this key for another type is replaced, as Needle does.
            cell = makeCell()
            localCells[key] = cell
        }
        lock.unlock()
        return try constructOnce(
            cell: cell, heldBy: self, lifetime: lifetime, key: key, typed: true, into: slot,
            makeTyped: make, makeBoxed: { preconditionFailure("a kept value is always made typed") })
    }

    /// `existingInstance(for:as:)` without the final cast.
    @usableFromInline
    func existingValue(for key: BindingKey, valueType: ObjectIdentifier, into slot: UnsafeMutableRawPointer) throws -> Produced? {
        lock.lock()
        if let binding = bindings.unretainedValue(for: key) {
            return try value(of: binding, askedFrom: self, valueType: valueType, into: slot)
        }
        defer { lock.unlock() }
        guard let cell = localCells[key], cell.source == nil else { return nil }
        if cell.valueType == valueType { return cell.copyValue(into: slot) ? .inSlot : nil }
        return cell.readAny().map(Produced.boxing)
    }

    /// Makes (or waits for) the value of `binding`, owned by `owner`, as asked for from this scope.
    private func produce(_ binding: Binding, owner: Scope, typed: Bool, into slot: UnsafeMutableRawPointer) throws -> Produced {
        let key = binding.key
        let cell: InstanceCell
        let holder: Scope
        let factoryScope: Scope
        switch binding.lifetime {
        case .transient:
            return try produceTransient(binding, owner: owner, typed: typed, into: slot)
        case .singleton, .weak:
            (cell, holder, factoryScope) = (binding.cell, owner, owner)
        case .scoped where owner === self:
            (cell, holder, factoryScope) = (binding.cell, self, self)
        case .scoped:
            (cell, holder, factoryScope) = (localCell(for: binding), self, self)
        }
        return try constructOnce(
            cell: cell, heldBy: holder, lifetime: binding.lifetime, key: key, typed: typed, into: slot,
            makeTyped: { try binding.make(in: factoryScope, into: $0) },
            makeBoxed: { try binding.makeAny(in: factoryScope) })
    }

    /// Makes a new value of the transient `binding`, owned by `owner`, as asked for from this scope.
    @inline(__always)
    private func produceTransient(_ binding: Binding, owner: Scope, typed: Bool, into slot: UnsafeMutableRawPointer) throws -> Produced {
        try constructTransient(key: binding.key, owner: owner) {
            if typed {
                try binding.make(in: self, into: slot)
                return .inSlot
            }
            return .boxing(try binding.makeAny(in: self))
        }
    }

    /// The cell this scope keeps for an ancestor's scoped `binding`.
    private func localCell(for binding: Binding) -> InstanceCell {
        lock.withLock {
            if let existing = localCells[binding.key], existing.source === binding { return existing }
            let fresh = binding.makeCell()
            fresh.source = binding
            localCells[binding.key] = fresh
            return fresh
        }
    }

    @inline(__always)
    private func constructTransient(key: BindingKey, owner: Scope, make: () throws -> Produced) throws -> Produced {
        try ResolutionStack.Entry.withEntry(scope: owner, key: key) { entry in
            try ResolutionStack.withCurrent { try $0.resolving(entry, make) }
        }
    }

    /// Makes the value for `cell` once: concurrent callers wait for the first one's value, and a
    /// factory that throws leaves the cell empty so that the next caller tries again. `typed`
    /// says whether `slot` is of the cell's value type.
    private func constructOnce(
        cell: InstanceCell,
        heldBy holder: Scope,
        lifetime: Lifetime,
        key: BindingKey,
        typed: Bool,
        into slot: UnsafeMutableRawPointer,
        makeTyped: (UnsafeMutableRawPointer) throws -> Void,
        makeBoxed: () throws -> Any
    ) throws -> Produced {
        try ResolutionStack.Entry.withEntry(scope: holder, key: key) { entry in
            try ResolutionStack.withCurrent { stack in
                // Checked before taking the construction lock: re-entering it on this thread is the cycle.
                try stack.check(entry)
                cell.construction.lock()
                defer { cell.construction.unlock() }
                holder.lock.lock()
                if typed, cell.copyValue(into: slot) {
                    holder.lock.unlock()
                    return .inSlot
                }
                if !typed, let value = cell.readAny() {
                    holder.lock.unlock()
                    return .boxing(value)
                }
                holder.lock.unlock()
                return try stack.resolvingChecked(entry) {
                    if typed {
                        try makeTyped(slot)
                        holder.lock.withLock { cell.storeValue(copiedFrom: slot, lifetime: lifetime) }
                        return .inSlot
                    }
                    let value = try makeBoxed()
                    holder.lock.withLock { cell.storeAny(value, lifetime: lifetime) }
                    return .boxing(value)
                }
            }
        }
    }

    /// The most keys `DIError.missingBinding` suggests, the closest ones.
    static var maximumSuggestions: Int { 5 }
    /// The most candidates a miss examines for suggestions, over the whole scope path: what keeps
    /// a miss among 10,000 bound keys at microseconds.
    static var suggestionBudget: Int { 256 }

    @usableFromInline
    func missingBinding(_ key: BindingKey) -> DIError {
        let typeName = SuggestionIndex.letters(of: key.typeName)
        var budget = Self.suggestionBudget
        var found: [SuggestionIndex.Suggestion] = []
        for scope in selfAndAncestors {
            scope.suggestions().collect(for: key, typeName: typeName, budget: &budget, into: &found)
        }
        // The closest first, ties by text so that the choice is the same in every run; then listed
        // in the order of their text, as before there was a limit.
        var chosen: [String] = []
        for (_, description) in found.map({ ($0.rank, $0.key.description) }).sorted(by: <)
        where !chosen.contains(description) {
            chosen.append(description)
            if chosen.count == Self.maximumSuggestions { break }
        }
        return .missingBinding(key: key.description, scopePath: path, similar: chosen.sorted())
    }

    /// This scope's suggestion index, built from its keys if the bindings changed since the last
    /// one. Built outside the lock (computing the type names of 10,000 keys takes a millisecond or
    /// more), and kept only if the bindings did not change meanwhile.
    private func suggestions() -> SuggestionIndex {
        let (cached, keys, version) = lock.withLock { () -> (SuggestionIndex?, [BindingKey], UInt) in
            if let suggestionIndex { return (suggestionIndex, [], bindingsVersion) }
            return (nil, bindings.allKeys, bindingsVersion)
        }
        if let cached { return cached }
        let built = SuggestionIndex(keys: keys)
        lock.withLock {
            if bindingsVersion == version { suggestionIndex = built }
        }
        return built
    }
}
