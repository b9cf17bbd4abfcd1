/// Storage for one cached value, plus the lock that makes its construction happen once.
///
/// Reads and writes of the value are guarded by the lock of the scope that holds the cell, so a
/// cached read costs that scope's lookup lock and nothing more. `construction` is held only while
/// the value is being made, so threads that want the same value wait for it, and nobody else
/// does. The only subclass is `TypedCell<Value>`.
@usableFromInline
class InstanceCell: @unchecked Sendable {
    let construction = Lock()
    /// The static type of the value kept.
    let valueType: ObjectIdentifier
    /// The binding whose values this cell holds, or nil for a value kept by
    /// `Scope.instance(for:lifetime:make:)`. Lets a scope notice that a cached value belongs to
    /// a binding that has since been replaced.
    var source: Binding?

    init(valueType: ObjectIdentifier) {
        self.valueType = valueType
    }

    /// Initialises `slot` (of the cell's value type) with the kept value; false if none is kept.
    func copyValue(into slot: UnsafeMutableRawPointer) -> Bool {
        preconditionFailure("TypedCell overrides copyValue(into:)")
    }

    /// Keeps a copy of the value in `slot` (of the cell's value type) as `lifetime` says.
    func storeValue(copiedFrom slot: UnsafeRawPointer, lifetime: Lifetime) {
        preconditionFailure("TypedCell overrides storeValue(copiedFrom:lifetime:)")
    }

    /// The kept value, boxed; nil if none is kept.
    func readAny() -> Any? {
        preconditionFailure("TypedCell overrides readAny()")
    }

    /// Keeps `value`, which must be of the cell's value type, as `lifetime` says.
    func storeAny(_ value: Any, lifetime: Lifetime) {
        preconditionFailure("TypedCell overrides storeAny(_:lifetime:)")
    }
}

/// A cell keeping a `Value`: strongly for singleton and scoped lifetimes, weakly for `.weak`
/// (and not at all when a weak value is not a class instance).
///
/// The strong value lives behind a typed pointer and a flag rather than in a `Value?`: this code
/// runs unspecialised, and touching a `Value?` there costs a generic-metadata lookup for
/// `Optional<Value>` on every cached read.
@usableFromInline
final class TypedCell<Value>: InstanceCell, @unchecked Sendable {
    private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    @exclusivity(unchecked) private var holdsStrongValue = false
    @exclusivity(unchecked) private weak var weakValue: AnyObject?

    @usableFromInline
    init() {
        super.init(valueType: ObjectIdentifier(Value.self))
    }

    deinit {
        if holdsStrongValue { storage.deinitialize(count: 1) }
        storage.deallocate()
    }

    override func copyValue(into slot: UnsafeMutableRawPointer) -> Bool {
        if holdsStrongValue {
            slot.assumingMemoryBound(to: Value.self).initialize(to: storage.pointee)
            return true
        }
        return copyWeakValue(into: slot)
    }

    // Kept out of line: its cast needs `Optional<Value>` metadata, and the compiler would
    // otherwise fetch that at the top of `copyValue`, on the strong fast path too.
    @inline(never)
    private func copyWeakValue(into slot: UnsafeMutableRawPointer) -> Bool {
        guard let weakValue, let value = weakValue as? Value else { return false }
        slot.assumingMemoryBound(to: Value.self).initialize(to: value)
        return true
    }

    override func storeValue(copiedFrom slot: UnsafeRawPointer, lifetime: Lifetime) {
        keep(slot.assumingMemoryBound(to: Value.self).pointee, lifetime: lifetime)
    }

    override func readAny() -> Any? {
        if holdsStrongValue { return storage.pointee }
        guard let weakValue else { return nil }
        return weakValue as? Value
    }

    override func storeAny(_ value: Any, lifetime: Lifetime) {
        guard let value = value as? Value else { return }
        keep(value, lifetime: lifetime)
    }

    private func keep(_ value: Value, lifetime: Lifetime) {
        switch lifetime {
        case .transient:
            return
        case .weak:
            if type(of: value as Any) is AnyClass { weakValue = value as AnyObject }
        case .singleton, .scoped:
            if holdsStrongValue {
                storage.pointee = value
            } else {
                storage.initialize(to: value)
                holdsStrongValue = true
            }
        }
    }
}
