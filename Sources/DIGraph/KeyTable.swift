import DIGraphPrimitives

/// A hash table from `BindingKey` to an object, specialised for lookups on the resolution hot
/// path.
///
/// Keys hash by the address of their type's metadata with one multiplication, where `Dictionary`
/// would run SipHash on every lookup. Open addressing with linear probing, at most half full.
/// An empty table allocates nothing, so scopes that never bind anything (many Needle components)
/// stay cheap to create.
///
/// The table retains its objects by hand (one retain on insertion, one release on removal), so
/// that `unretainedValue(for:)` can hand one out with no reference counting at all: a cached
/// read then costs no atomic operation. Slots are compared in place, type identity first, so a
/// probe copies no key. Noncopyable, because it owns its buffers and those retains.
///
/// Writes need the owner's lock, and so do reads through the table itself. A table made with
/// `publishingIn:` also hands out a `LockFreeReader`, which the owner keeps in a `let`, and
/// whose `read(_:)` may run at any time, concurrently with a write. It never touches the table
/// value, which the owner mutates in place (a read of it overlapping that mutation would be a
/// data race, whatever the lock does for the writers), only heap memory the writer publishes:
///
/// - the current buffer's address, in a heap word the owner provides, stored with release
///   ordering after the buffer is filled and loaded with acquire ordering, so a reader that sees
///   a buffer sees its size and every slot written before it was published;
/// - a slot's type identity, stored with release ordering after the slot's key and object, so a
///   reader that sees it sees the key; a published key never changes;
/// - a slot's object, stored and loaded atomically (release, acquire), so a reader sees either
///   the old or the new object, and, with it, the object's own initialisation; removal only
///   empties it (the slot stays for the same key to reuse);
/// - a buffer outgrown by `grow` is kept, readable, until the table goes, since a reader may
///   still be probing it.
///
/// What such a read finds is an object stored `lockFree`, whose owner keeps it alive after it
/// leaves the table (`Scope` keeps its transient bindings until it goes); any other object is
/// reported only as present, since it may be released at once. These are C11 atomics
/// (`DIGraphPrimitives`), so the code is the same on every platform; `Synchronization.Atomic`
/// would need macOS 15 / iOS 18.
struct KeyTable<Value: AnyObject>: ~Copyable {
    /// One slot. Laid out so that the two words a lock-free reader loads atomically come first.
    private struct Slot {
        /// The key's type identity, or nil for a slot never used. Published last.
        var typeID: UnsafeMutableRawPointer?
        /// The retained object, its pointer's low bit set when stored `lockFree`; nil when the
        /// key was removed (the slot then stays, for the same key to reuse).
        var word: UnsafeMutableRawPointer?
        var key: BindingKey

        static var empty: Slot { Slot(typeID: nil, word: nil, key: BindingKey(Never.self)) }
    }

    /// A buffer of slots with its size, published as one pointer.
    private struct Buffer {
        let slots: UnsafeMutablePointer<Slot>
        let capacity: Int
        /// Bits to shift a hash by to index `capacity` slots.
        let shift: Int
        /// In a table with lock-free readers, the buffer this one replaced, which a reader may
        /// still be probing: the outgrown buffers form a list, freed when the table goes.
        let outgrown: UnsafeMutablePointer<Buffer>?
    }

    /// What `LockFreeReader.read(_:)` found.
    enum LockFreeRead {
        /// No object is stored for the key.
        case absent
        /// An object stored `lockFree`, not retained.
        case found(Unmanaged<Value>)
        /// An object not stored `lockFree`: read it again under the lock.
        case needsLock
    }

    /// The lock-free side of a table made with `publishingIn:`: a plain value for the owner to
    /// keep in a `let`, so that reading through it is no access to the table (see the type's
    /// comment). Valid while the table lives.
    struct LockFreeReader {
        /// The heap word the table publishes its current buffer's address in.
        fileprivate let published: UnsafeMutablePointer<UnsafeMutableRawPointer?>

        /// What the table holds for `key`, read without the owner's lock.
        @inline(__always)
        func read(_ key: BindingKey) -> LockFreeRead {
            let buffer = digraph_load_acquire(published)?.assumingMemoryBound(to: Buffer.self)
            guard let word = KeyTable.word(for: key, in: buffer) else { return .absent }
            guard UInt(bitPattern: word) & KeyTable.lockFreeBit != 0 else { return .needsLock }
            return .found(KeyTable.object(in: word))
        }
    }

    private static var lockFreeBit: UInt { 1 }

    /// The current buffer, or nil while nothing was ever stored. Read and written under the
    /// owner's lock only; lock-free readers load `published` instead.
    private var current: UnsafeMutablePointer<Buffer>?
    /// Where a table made with `publishingIn:` publishes `current`, for lock-free readers; nil
    /// for any other table.
    private let published: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    /// Slots in use, removed keys included (they keep their slot).
    private var usedSlots = 0
    /// Keys with an object.
    private(set) var count = 0

    /// An empty table, read under its owner's lock only. It allocates nothing until a key is
    /// stored, and frees each outgrown buffer at once.
    init() {
        published = nil
    }

    /// An empty table that also publishes its current buffer in `word`, a heap word holding nil,
    /// for `lockFreeReader`. The owner keeps `word` alive, and uses it for nothing else, for as
    /// long as the table or a reader lives. Outgrown buffers are kept until the table goes.
    init(publishingIn word: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        published = word
    }

    /// The reader for lookups without the lock; only for a table made with `publishingIn:`.
    var lockFreeReader: LockFreeReader {
        guard let published else { preconditionFailure("a table made without publishingIn: has no lock-free reader") }
        return LockFreeReader(published: published)
    }

    deinit {
        guard let buffer = current else { return }
        for index in 0..<buffer.pointee.capacity {
            if let word = buffer.pointee.slots[index].word { Self.object(in: word).release() }
        }
        var next: UnsafeMutablePointer<Buffer>? = buffer
        while let outgrown = next {
            next = outgrown.pointee.outgrown
            Self.free(outgrown)
        }
    }

    var allKeys: [BindingKey] {
        guard let buffer = current else { return [] }
        let slots = buffer.pointee.slots
        return (0..<buffer.pointee.capacity).compactMap { slots[$0].word == nil ? nil : slots[$0].key }
    }

    /// The object for `key`, not retained. It stays valid only while the table keeps it: use it
    /// under the lock that guards the table, or retain it (`takeUnretainedValue()`) before that
    /// lock is released.
    @inline(__always)
    func unretainedValue(for key: BindingKey) -> Unmanaged<Value>? {
        guard let word = Self.word(for: key, in: current) else { return nil }
        return Self.object(in: word)
    }

    /// The object for `key`, retained; setting nil removes the key.
    subscript(key: BindingKey) -> Value? {
        get { unretainedValue(for: key)?.takeUnretainedValue() }
        set { set(newValue, for: key, lockFree: false) }
    }

    /// Stores `value` for `key` (nil removes the key), releasing any object it replaces.
    /// `lockFree` lets `LockFreeReader.read(_:)` hand the object out: only for an object the
    /// owner keeps alive after it leaves the table.
    mutating func set(_ value: Value?, for key: BindingKey, lockFree: Bool) {
        var word: UnsafeMutableRawPointer?
        if let value {
            word = Unmanaged.passRetained(value).toOpaque()
            if lockFree { word = UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: word!) | Self.lockFreeBit) }
        }
        store(word, for: key)
    }

    /// Removes every key.
    mutating func removeAll() {
        guard let buffer = current else { return }
        for index in 0..<buffer.pointee.capacity where buffer.pointee.slots[index].word != nil {
            store(nil, inSlot: buffer.pointee.slots + index)
        }
    }

    // MARK: Slots

    /// The word stored for `key` in `buffer`, or nil when it has none. The one probe, for the
    /// locked reads and the lock-free ones alike: every load a lock-free reader may overlap with
    /// a write is atomic (see the type's comment).
    @inline(__always)
    private static func word(for key: BindingKey, in buffer: UnsafeMutablePointer<Buffer>?) -> UnsafeMutableRawPointer? {
        guard let buffer else { return nil }
        let slots = buffer.pointee.slots
        let capacity = buffer.pointee.capacity
        let typeID = typeID(of: key)
        var index = homeSlot(of: typeID, shift: buffer.pointee.shift)
        while let candidate = digraph_load_acquire(typeIDAddress(slots + index)) {
            if candidate == typeID, slots[index].key.name == key.name {
                return digraph_load_acquire(wordAddress(slots + index))
            }
            index = (index + 1) & (capacity - 1)
        }
        return nil
    }

    /// Stores `word` for `key`, which takes over the retain it carries, and releases the object
    /// it replaces.
    private mutating func store(_ word: UnsafeMutableRawPointer?, for key: BindingKey) {
        if current == nil {
            guard word != nil else { return }
            grow(to: 8)
        }
        let buffer = current!
        let slots = buffer.pointee.slots
        let typeID = Self.typeID(of: key)
        var index = Self.homeSlot(of: typeID, shift: buffer.pointee.shift)
        while let candidate = slots[index].typeID {
            if candidate == typeID, slots[index].key.name == key.name {
                store(word, inSlot: slots + index)
                return
            }
            index = (index + 1) & (buffer.pointee.capacity - 1)
        }
        guard word != nil else { return }
        // A fresh slot: filled first, then published by its type identity.
        slots[index].key = key
        slots[index].word = word
        digraph_store_release(Self.typeIDAddress(slots + index), typeID)
        usedSlots += 1
        count += 1
        if usedSlots * 2 > buffer.pointee.capacity {
            // Sized for the keys that have an object (removed ones are dropped), at most a third
            // full: twice the size after inserts, the same or smaller after many removals.
            grow(to: Self.powerOfTwo(atLeast: max(8, count * 3)))
        }
    }

    /// Replaces the word of a published slot and releases the object it held.
    private mutating func store(_ word: UnsafeMutableRawPointer?, inSlot slot: UnsafeMutablePointer<Slot>) {
        let replaced = slot.pointee.word
        digraph_store_release(Self.wordAddress(slot), word)
        count += (word == nil ? 0 : 1) - (replaced == nil ? 0 : 1)
        if let replaced { Self.object(in: replaced).release() }
    }

    /// Publishes a buffer of `newCapacity` slots holding every key that has an object, with its
    /// retain. The old buffer is kept for readers that may still be probing it; a new one is
    /// made only after at least a sixth of the old one's slots were newly used, so the kept
    /// buffers add up to a small multiple of the slots ever used.
    private mutating func grow(to newCapacity: Int) {
        assert(MemoryLayout<Slot>.offset(of: \.typeID) == 0, "typeIDAddress(_:) assumes this layout")
        assert(MemoryLayout<Slot>.offset(of: \.word) == MemoryLayout<UnsafeMutableRawPointer?>.stride, "wordAddress(_:) assumes this layout")
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
        slots.initialize(repeating: .empty, count: newCapacity)
        let shift = Int.bitWidth - newCapacity.trailingZeroBitCount
        var used = 0
        var kept: UnsafeMutablePointer<Buffer>?
        if let old = current {
            for oldIndex in 0..<old.pointee.capacity {
                let entry = old.pointee.slots[oldIndex]
                guard let typeID = entry.typeID, entry.word != nil else { continue }
                var index = Self.homeSlot(of: typeID, shift: shift)
                while slots[index].typeID != nil { index = (index + 1) & (newCapacity - 1) }
                slots[index] = entry
                used += 1
            }
            if published != nil { kept = old } else { Self.free(old) }
        }
        let buffer = UnsafeMutablePointer<Buffer>.allocate(capacity: 1)
        buffer.initialize(to: Buffer(slots: slots, capacity: newCapacity, shift: shift, outgrown: kept))
        usedSlots = used
        current = buffer
        // Released after every slot and the buffer's size were written (see the type's comment).
        if let published { digraph_store_release(published, UnsafeMutableRawPointer(buffer)) }
    }

    // MARK: Helpers

    /// The address of `key`'s type metadata: what a slot's `typeID` holds.
    @inline(__always)
    private static func typeID(of key: BindingKey) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(mutating: unsafeBitCast(key.type, to: UnsafeRawPointer.self))
    }

    /// The slot a key of `typeID` is probed from first: the high bits of a multiplicative hash.
    /// `shift` is below the word size (a table has at least 8 slots), so a masking shift is exact.
    @inline(__always)
    private static func homeSlot(of typeID: UnsafeMutableRawPointer, shift: Int) -> Int {
        let address = UInt(bitPattern: typeID)
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    private static func powerOfTwo(atLeast minimum: Int) -> Int {
        1 << (Int.bitWidth - (minimum - 1).leadingZeroBitCount)
    }

    @inline(__always)
    private static func object(in word: UnsafeMutableRawPointer) -> Unmanaged<Value> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: word) & ~lockFreeBit)!)
    }

    // The addresses of a slot's first two fields, which Swift lays out in declaration order.
    // Key paths (`pointer(to: \.word)`) would say the same, but are made at run time in debug
    // builds, which made every lookup there a hundred times slower.

    @inline(__always)
    private static func typeIDAddress(_ slot: UnsafeMutablePointer<Slot>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        UnsafeMutableRawPointer(slot).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    @inline(__always)
    private static func wordAddress(_ slot: UnsafeMutablePointer<Slot>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (UnsafeMutableRawPointer(slot) + MemoryLayout<UnsafeMutableRawPointer?>.stride)
            .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Frees a buffer's memory, not the buffers it outgrew; its objects were released or moved
    /// before.
    private static func free(_ buffer: UnsafeMutablePointer<Buffer>) {
        buffer.pointee.slots.deinitialize(count: buffer.pointee.capacity)
        buffer.pointee.slots.deallocate()
        buffer.deinitialize(count: 1)
        buffer.deallocate()
    }
}
