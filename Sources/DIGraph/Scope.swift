/// A node in the tree of scopes: it holds bindings and the values cached for them, and resolves
/// a key from itself or from the nearest ancestor that binds it.
///
/// Every method is safe to call from any thread or task. A cached value is read under this
/// scope's own lock, never a process-wide one, and a value is made exactly once however many
/// threads ask for it at the same moment. A factory may resolve other keys, from this scope or
/// another, and may hop threads while it runs; resolving a key that is already being made on the
/// same chain throws `DIError.cycle` instead of overflowing the stack.
public final class Scope: @unchecked Sendable {
    /// The scope's name, used in scope paths and error messages.
    public let name: String
    /// The enclosing scope, or nil for a root.
    public let parent: Scope?

    // Guards `bindings`, `localCells` and the cells they hold.
    private let lock = Lock()
    private var bindings: [BindingKey: Binding] = [:]
    // Values kept for this scope that are not in a binding of its own: scoped values of an
    // ancestor's binding, and values made by `instance(for:lifetime:make:)`.
    private var localCells: [BindingKey: InstanceCell] = [:]

    /// Creates a scope called `name` below `parent`, or a root scope when `parent` is nil.
    public init(name: String, parent: Scope? = nil) {
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
    /// `DIError.typeMismatch`.
    public func bind<Value>(
        _ key: BindingKey,
        lifetime: Lifetime = .transient,
        factory: @escaping @Sendable (Scope) throws -> Value
    ) {
        let binding = Binding(key: key, lifetime: lifetime) { try factory($0) as Any }
        lock.withLock { bindings[key] = binding }
    }

    /// Removes this scope's binding for `key` and the values cached for it here.
    public func unbind(_ key: BindingKey) {
        lock.withLock {
            bindings[key] = nil
            localCells[key] = nil
        }
    }

    /// Removes every binding of this scope and every value it caches.
    public func removeAllBindings() {
        lock.withLock {
            bindings.removeAll()
            localCells.removeAll()
        }
    }

    /// The keys this scope binds itself, ancestors not included, in a stable order.
    public var boundKeys: [BindingKey] {
        lock.withLock { Array(bindings.keys) }.sorted { $0.description < $1.description }
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

    /// The value bound to `type` (optionally under `name`) in this scope or its nearest ancestor
    /// that binds it.
    /// - Throws: `DIError.missingBinding`, `DIError.cycle`, `DIError.typeMismatch`, or whatever
    ///   a factory throws.
    public func resolve<Value>(_ type: Value.Type = Value.self, name: String? = nil) throws -> Value {
        try resolve(BindingKey(type, name: name), as: type)
    }

    /// The value bound to `key` in this scope or its nearest ancestor that binds it.
    public func resolve<Value>(_ key: BindingKey, as type: Value.Type = Value.self) throws -> Value {
        guard let value = try lookUp(key) else { throw missingBinding(key) }
        return try cast(value, for: key)
    }

    /// Like `resolve`, but nil when no scope on the path binds the key. Cycles, type mismatches
    /// and factory errors still throw.
    public func resolveIfBound<Value>(_ type: Value.Type = Value.self, name: String? = nil) throws -> Value? {
        try resolveIfBound(BindingKey(type, name: name), as: type)
    }

    /// Like `resolve`, but nil when no scope on the path binds `key`.
    public func resolveIfBound<Value>(_ key: BindingKey, as type: Value.Type = Value.self) throws -> Value? {
        guard let value = try lookUp(key) else { return nil }
        return try cast(value, for: key) as Value
    }

    /// The value this scope keeps for `key`: its own binding's value when it has one (such a
    /// binding overrides), or else the value `make` produces, kept according to `lifetime`.
    /// Ancestors are not consulted. This is the shape of Needle's `shared {}` and Drip's
    /// `single` / `transient`, whose call sites carry the factory.
    public func instance<Value>(
        for key: BindingKey,
        lifetime: Lifetime,
        make: () throws -> Value
    ) throws -> Value {
        lock.lock()
        if let binding = bindings[key] {
            let cached = binding.isCachedInOwnCell(whenAskedFrom: self, owner: self) ? binding.cell.read() : nil
            lock.unlock()
            return try cast(cached ?? produce(binding, owner: self), for: key)
        }
        if lifetime == .transient {
            lock.unlock()
            return try cast(constructTransient(key: key, owner: self) { try make() }, for: key)
        }
        let cell: InstanceCell
        if let existing = localCells[key], existing.source == nil {
            cell = existing
        } else {
            cell = InstanceCell()
            localCells[key] = cell
        }
        let cached = cell.read()
        lock.unlock()
        if let cached { return try cast(cached, for: key) }
        return try cast(
            constructOnce(cell: cell, heldBy: self, lifetime: lifetime, key: key, owner: self) { try make() },
            for: key)
    }

    // MARK: Internals

    /// The value for `key` from the nearest scope that binds it, or nil when none does.
    private func lookUp(_ key: BindingKey) throws -> Any? {
        try NearestAncestor.first(in: selfAndAncestors) { try $0.ownValue(for: key, askedFrom: self) }?.answer
    }

    /// The value of this scope's own binding for `key` as seen from `asker`, or nil when this
    /// scope has no such binding. The cached case is one dictionary lookup under this scope's lock.
    private func ownValue(for key: BindingKey, askedFrom asker: Scope) throws -> Any? {
        lock.lock()
        guard let binding = bindings[key] else {
            lock.unlock()
            return nil
        }
        if binding.isCachedInOwnCell(whenAskedFrom: asker, owner: self), let cached = binding.cell.read() {
            lock.unlock()
            return cached
        }
        lock.unlock()
        return try asker.produce(binding, owner: self)
    }

    /// Makes (or waits for) the value of `binding`, owned by `owner`, as asked for from this scope.
    private func produce(_ binding: Binding, owner: Scope) throws -> Any {
        let key = binding.key
        switch binding.lifetime {
        case .transient:
            return try constructTransient(key: key, owner: owner) { try binding.make(self) }
        case .singleton, .weak:
            return try constructOnce(cell: binding.cell, heldBy: owner, lifetime: binding.lifetime, key: key, owner: owner) {
                try binding.make(owner)
            }
        case .scoped where owner === self:
            return try constructOnce(cell: binding.cell, heldBy: self, lifetime: .scoped, key: key, owner: owner) {
                try binding.make(self)
            }
        case .scoped:
            let cell = lock.withLock {
                if let existing = localCells[key], existing.source === binding { return existing }
                let fresh = InstanceCell(source: binding)
                localCells[key] = fresh
                return fresh
            }
            if let cached = lock.withLock({ cell.read() }) { return cached }
            return try constructOnce(cell: cell, heldBy: self, lifetime: .scoped, key: key, owner: owner) {
                try binding.make(self)
            }
        }
    }

    private func constructTransient(key: BindingKey, owner: Scope, make: () throws -> Any) throws -> Any {
        let stack = ResolutionStack.current
        let entry = ResolutionStack.Entry(scope: ObjectIdentifier(owner), key: key)
        if let cycle = stack.cycle(closedBy: entry) { throw DIError.cycle(path: cycle) }
        stack.push(entry)
        defer { stack.pop() }
        return try make()
    }

    /// Makes the value for `cell` once: concurrent callers wait for the first one's value, and a
    /// factory that throws leaves the cell empty so that the next caller tries again.
    private func constructOnce(
        cell: InstanceCell,
        heldBy holder: Scope,
        lifetime: Lifetime,
        key: BindingKey,
        owner: Scope,
        make: () throws -> Any
    ) throws -> Any {
        let stack = ResolutionStack.current
        let entry = ResolutionStack.Entry(scope: ObjectIdentifier(holder), key: key)
        // Checked before taking the construction lock: re-entering it on this thread is the cycle.
        if let cycle = stack.cycle(closedBy: entry) { throw DIError.cycle(path: cycle) }
        cell.construction.lock()
        defer { cell.construction.unlock() }
        if let cached = holder.lock.withLock({ cell.read() }) { return cached }
        stack.push(entry)
        defer { stack.pop() }
        let value = try make()
        holder.lock.withLock { cell.store(value, lifetime: lifetime) }
        return value
    }

    private func cast<Value>(_ value: Any, for key: BindingKey) throws -> Value {
        guard let typed = value as? Value else {
            throw DIError.typeMismatch(
                key: key.description,
                expected: String(describing: Value.self),
                actual: String(describing: type(of: value)))
        }
        return typed
    }

    private func missingBinding(_ key: BindingKey) -> DIError {
        var similar = Set<String>()
        for scope in selfAndAncestors {
            for candidate in scope.lock.withLock({ Array(scope.bindings.keys) }) where candidate.isSimilar(to: key) {
                similar.insert(candidate.description)
            }
        }
        return .missingBinding(key: key.description, scopePath: path, similar: similar.sorted())
    }
}

extension BindingKey {
    /// Whether `self` is worth suggesting when `other` is missing: the same type under another
    /// name, the same name on another type, or a type name one slip away.
    func isSimilar(to other: BindingKey) -> Bool {
        if self == other { return false }
        if type == other.type { return true }
        if let name, name == other.name { return true }
        return EditDistance.isNearMiss(typeName, of: other.typeName)
    }
}
