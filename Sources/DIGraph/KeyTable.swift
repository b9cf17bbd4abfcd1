/// A hash table from `BindingKey` to `Value`, specialised for lookups on the resolution hot path.
///
/// Keys hash by the address of their type's metadata with one multiplication, where `Dictionary`
/// would run SipHash on every lookup. Open addressing with linear probing, at most half full.
/// Removal rebuilds the table: it happens when bindings are replaced wholesale, never while
/// resolving. An empty table allocates nothing, so scopes that never bind anything (many Needle
/// components) stay cheap to create.
struct KeyTable<Value> {
    private var keys: [BindingKey?]
    private var values: [Value?]
    private var shift: Int
    private(set) var count = 0

    init() {
        keys = []
        values = []
        shift = Int.bitWidth
    }

    var allKeys: [BindingKey] { keys.compactMap { $0 } }

    subscript(key: BindingKey) -> Value? {
        @inline(__always) get {
            guard let slot = slot(of: key) else { return nil }
            return values[slot]
        }
        set {
            if let newValue { insert(newValue, for: key) } else { remove(key) }
        }
    }

    mutating func removeAll() {
        self = KeyTable()
    }

    @inline(__always)
    private func slot(of key: BindingKey) -> Int? {
        if keys.isEmpty { return nil }
        var slot = homeSlot(of: key)
        while let candidate = keys[slot] {
            if candidate == key { return slot }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    @inline(__always)
    private func homeSlot(of key: BindingKey) -> Int {
        let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(key.type)))
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    private mutating func insert(_ value: Value, for key: BindingKey) {
        if keys.isEmpty { rebuild(capacity: 8) }
        var slot = homeSlot(of: key)
        while let candidate = keys[slot] {
            if candidate == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & (keys.count - 1)
        }
        keys[slot] = key
        values[slot] = value
        count += 1
        if count * 2 > keys.count { rebuild(capacity: keys.count * 2) }
    }

    private mutating func remove(_ key: BindingKey) {
        guard self[key] != nil else { return }
        let remaining = zip(keys, values).compactMap { pair -> (BindingKey, Value)? in
            guard let key = pair.0, let value = pair.1 else { return nil }
            return (key, value)
        }
        self = KeyTable()
        for (other, value) in remaining where other != key { insert(value, for: other) }
    }

    private mutating func rebuild(capacity: Int) {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        shift = Int.bitWidth - capacity.trailingZeroBitCount
        count = 0
        for case let (key?, value?) in old { insert(value, for: key) }
    }
}
