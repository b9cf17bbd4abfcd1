/// A hash table from `BindingKey` to an object, specialised for lookups on the resolution hot
/// path.
///
/// Keys hash by the address of their type's metadata with one multiplication, where `Dictionary`
/// would run SipHash on every lookup. Open addressing with linear probing, at most half full.
/// Removal rebuilds the table: it happens when bindings are replaced wholesale, never while
/// resolving. An empty table allocates nothing, so scopes that never bind anything (many Needle
/// components) stay cheap to create.
///
/// The table retains its objects by hand (one retain on insertion, one release on removal), so
/// that `unretainedValue(for:)` can hand one out with no reference counting at all: a cached
/// read then costs no atomic operation. Slots are compared in place, type identity first, so a
/// probe copies no key. Noncopyable, because it owns its buffer and those retains.
struct KeyTable<Value: AnyObject>: ~Copyable {
    private struct Slot {
        /// The key's type identity, or nil for an empty slot.
        var typeID: ObjectIdentifier?
        var key: BindingKey
        var value: Unmanaged<Value>?

        static var empty: Slot { Slot(typeID: nil, key: BindingKey(Never.self), value: nil) }
    }

    private var slots: UnsafeMutablePointer<Slot>?
    private var capacity = 0
    private var shift = Int.bitWidth
    private(set) var count = 0

    init() {}

    deinit {
        guard let slots else { return }
        for index in 0..<capacity { slots[index].value?.release() }
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    var allKeys: [BindingKey] {
        guard let slots else { return [] }
        return (0..<capacity).compactMap { slots[$0].typeID == nil ? nil : slots[$0].key }
    }

    /// The object for `key`, not retained. It stays valid only while the table keeps it: use it
    /// under the lock that guards the table, or retain it (`takeUnretainedValue()`) before that
    /// lock is released.
    @inline(__always)
    func unretainedValue(for key: BindingKey) -> Unmanaged<Value>? {
        guard let slots else { return nil }
        let typeID = ObjectIdentifier(key.type)
        var index = homeSlot(of: typeID)
        while let candidate = slots[index].typeID {
            if candidate == typeID, slots[index].key.name == key.name { return slots[index].value }
            index = (index + 1) & (capacity - 1)
        }
        return nil
    }

    /// The object for `key`, retained; setting nil removes the key.
    subscript(key: BindingKey) -> Value? {
        get { unretainedValue(for: key)?.takeUnretainedValue() }
        set {
            if let newValue { insert(Unmanaged.passRetained(newValue), for: key) } else { remove(key) }
        }
    }

    mutating func removeAll() {
        self = KeyTable()
    }

    @inline(__always)
    private func homeSlot(of typeID: ObjectIdentifier) -> Int {
        let address = UInt(bitPattern: Int(bitPattern: typeID))
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// Stores `value`, already retained for the table, releasing any object it replaces.
    private mutating func insert(_ value: Unmanaged<Value>, for key: BindingKey) {
        if slots == nil { grow(to: 8) }
        let slots = slots!
        let typeID = ObjectIdentifier(key.type)
        var index = homeSlot(of: typeID)
        while let candidate = slots[index].typeID {
            if candidate == typeID, slots[index].key.name == key.name {
                let replaced = slots[index].value
                slots[index].value = value
                replaced?.release()
                return
            }
            index = (index + 1) & (capacity - 1)
        }
        slots[index] = Slot(typeID: typeID, key: key, value: value)
        count += 1
        if count * 2 > capacity { grow(to: capacity * 2) }
    }

    private mutating func remove(_ key: BindingKey) {
        guard let slots, unretainedValue(for: key) != nil else { return }
        // Rebuilt without the key; the retains move to the new table, the removed one is released.
        var rebuilt = KeyTable()
        for index in 0..<capacity {
            guard slots[index].typeID != nil, let value = slots[index].value else { continue }
            if slots[index].key == key {
                value.release()
            } else {
                rebuilt.insert(value, for: slots[index].key)
            }
            slots[index].value = nil
        }
        self = rebuilt
    }

    /// Moves every entry, with its retain, into a buffer of `newCapacity` slots.
    private mutating func grow(to newCapacity: Int) {
        let old = slots
        let oldCapacity = capacity
        let fresh = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
        fresh.initialize(repeating: .empty, count: newCapacity)
        slots = fresh
        capacity = newCapacity
        shift = Int.bitWidth - newCapacity.trailingZeroBitCount
        count = 0
        guard let old else { return }
        for index in 0..<oldCapacity {
            if old[index].typeID != nil, let value = old[index].value { insert(value, for: old[index].key) }
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
    }
}
