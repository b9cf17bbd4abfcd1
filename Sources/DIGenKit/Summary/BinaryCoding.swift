import Foundation

/// digen's binary encoding of `Codable` values, for module summaries and cache entries: the same
/// tree of keyed containers, lists and scalars JSON would hold. Measured against Foundation's
/// coders on Swift 6.3 (Docs/Benchmarks.md, "Summary format"): 2.0× faster to read and 1.3× to
/// write than JSON, 6% smaller; a binary property list is about half the size but 4.5× slower to
/// read, and reading is what a run from many summaries does.
///
/// Every value starts with a tag byte:
///
/// | tag | value | then |
/// | --- | --- | --- |
/// | 1 | keyed container | the entry count, then per entry the key (length, UTF-8) and the value (length, bytes) |
/// | 2 | list | the element count, then per element its length and bytes |
/// | 3 | string | its length, then its UTF-8 bytes |
/// | 4 | signed integer | zigzag, as a variable-length integer |
/// | 5 | unsigned integer | a variable-length integer |
/// | 6, 7 | `false`, `true` | nothing |
/// | 8 | nil | nothing |
/// | 9 | floating-point number | its 64-bit IEEE 754 pattern, little-endian |
///
/// Counts and lengths are variable-length integers: 7 bits a byte, least significant first, the
/// high bit set on every byte but the last. A value's length lets a reader skip it, so a keyed
/// container is read by finding its keys without reading their values.
enum BinaryCoding {
    /// The bytes of `value`; `userInfo` reaches the values' `encode(to:)`.
    static func encode<Value: Encodable>(_ value: Value, userInfo: [CodingUserInfoKey: Any] = [:]) throws -> [UInt8] {
        let encoder = NodeEncoder(userInfo: userInfo)
        try value.encode(to: encoder)
        var out: [UInt8] = []
        encoder.root.write(into: &out)
        return out
    }

    /// The value `bytes` hold; `userInfo` reaches the values' `init(from:)`.
    ///
    /// The values read may take at most `memoryPerByte` bytes of memory per byte read (their
    /// sizes in memory, counted as they are made), so that no bytes, crafted or damaged, make a
    /// value many times their size: past that, `TooLarge` is thrown.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: ArraySlice<UInt8>, userInfo: [CodingUserInfoKey: Any] = [:], budget: MemoryBudget? = nil
    ) throws -> Value {
        try bytes.withUnsafeBufferPointer { buffer in
            guard !buffer.isEmpty else { throw Problem(description: "no value") }
            let budget = budget ?? MemoryBudget(forBytes: buffer.count)
            return try Value(from: ValueDecoder(buffer: buffer, range: 0..<buffer.count, userInfo: userInfo, depth: 0, budget: budget))
        }
    }

    /// The memory the values read from a byte may take, at most (as counted: each value's size
    /// in memory, and each string's text). digen's own summaries take under 2.5 bytes per byte
    /// (the 100 summaries of the 100-module benchmark app: 2.39 at most); a summary of files that
    /// hold nothing but a one-letter path would take about 50.
    static let memoryPerByte = 8
    /// The memory any value may take, whatever its size: a small value's fixed parts.
    static let minimumMemory = 1 << 16

    /// `decode` of all of `bytes`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], userInfo: [CodingUserInfoKey: Any] = [:]) throws -> Value {
        try decode(type, from: bytes[...], userInfo: userInfo)
    }

    /// Bytes that describe values larger in memory than `memoryPerByte` allows.
    struct TooLarge: Error {}

    /// Why bytes could not be read as the value asked for.
    struct Problem: Error {
        let description: String
    }

    enum Tag: UInt8 {
        case keyed = 1, list, string, signed, unsigned, `false`, `true`, null, double
    }

    static func writeNumber(_ value: UInt64, into out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    static func readNumber(_ buffer: UnsafeBufferPointer<UInt8>, at position: inout Int, end: Int) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < end, shift < 64 {
            let byte = buffer[position]
            position += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw Problem(description: "a number runs past its value")
    }
}

// MARK: - Writing

/// What an encoder builds before it is written out: the tree of values.
private final class Node {
    enum Kind {
        case keyed([(String, Node)])
        case list([Node])
        case scalar([UInt8])
        case empty
    }

    var kind: Kind = .empty

    func write(into out: inout [UInt8]) {
        switch kind {
        case .empty:
            // A container asked for and left empty: an empty keyed container, as JSON writes `{}`.
            out.append(BinaryCoding.Tag.keyed.rawValue)
            BinaryCoding.writeNumber(0, into: &out)
        case .scalar(let bytes):
            out += bytes
        case .keyed(let entries):
            out.append(BinaryCoding.Tag.keyed.rawValue)
            BinaryCoding.writeNumber(UInt64(entries.count), into: &out)
            // In key order, so that equal values give equal bytes (a dictionary encodes its
            // entries in an order that changes from process to process).
            for (key, value) in entries.sorted(by: { $0.0 < $1.0 }) {
                BinaryCoding.writeNumber(UInt64(key.utf8.count), into: &out)
                out += key.utf8
                Self.writeSized(value, into: &out)
            }
        case .list(let elements):
            out.append(BinaryCoding.Tag.list.rawValue)
            BinaryCoding.writeNumber(UInt64(elements.count), into: &out)
            for element in elements { Self.writeSized(element, into: &out) }
        }
    }

    private static func writeSized(_ node: Node, into out: inout [UInt8]) {
        var bytes: [UInt8] = []
        node.write(into: &bytes)
        BinaryCoding.writeNumber(UInt64(bytes.count), into: &out)
        out += bytes
    }

    static func scalar(_ tag: BinaryCoding.Tag, _ body: [UInt8] = []) -> Node {
        let node = Node()
        node.kind = .scalar([tag.rawValue] + body)
        return node
    }

    static func string(_ value: String) -> Node {
        var bytes: [UInt8] = [BinaryCoding.Tag.string.rawValue]
        BinaryCoding.writeNumber(UInt64(value.utf8.count), into: &bytes)
        bytes += value.utf8
        let node = Node()
        node.kind = .scalar(bytes)
        return node
    }

    static func signed(_ value: Int64) -> Node {
        var bytes: [UInt8] = [BinaryCoding.Tag.signed.rawValue]
        BinaryCoding.writeNumber(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &bytes)
        let node = Node()
        node.kind = .scalar(bytes)
        return node
    }

    static func unsigned(_ value: UInt64) -> Node {
        var bytes: [UInt8] = [BinaryCoding.Tag.unsigned.rawValue]
        BinaryCoding.writeNumber(value, into: &bytes)
        let node = Node()
        node.kind = .scalar(bytes)
        return node
    }

    static func double(_ value: Double) -> Node {
        var bytes: [UInt8] = [BinaryCoding.Tag.double.rawValue]
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
        let node = Node()
        node.kind = .scalar(bytes)
        return node
    }

    static func bool(_ value: Bool) -> Node { scalar(value ? .true : .false) }

    /// `value` encoded into a node of its own.
    static func encoded<Value: Encodable>(_ value: Value, userInfo: [CodingUserInfoKey: Any]) throws -> Node {
        switch value {
        case let string as String: return Node.string(string)
        case let bool as Bool: return Node.bool(bool)
        case let int as Int: return Node.signed(Int64(int))
        default:
            let encoder = NodeEncoder(userInfo: userInfo)
            try value.encode(to: encoder)
            return encoder.root
        }
    }
}

private final class NodeEncoder: Encoder {
    let root = Node()
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }

    init(userInfo: [CodingUserInfoKey: Any]) {
        self.userInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = root.kind { root.kind = .keyed([]) }
        return KeyedEncodingContainer(KeyedWriter<Key>(node: root, userInfo: userInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = root.kind { root.kind = .list([]) }
        return ListWriter(node: root, userInfo: userInfo)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleWriter(node: root, userInfo: userInfo)
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }

    private func add(_ key: Key, _ value: Node) {
        guard case .keyed(var entries) = node.kind else { return }
        node.kind = .empty
        entries.append((key.stringValue, value))
        node.kind = .keyed(entries)
    }

    mutating func encodeNil(forKey key: Key) throws { add(key, Node.scalar(.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, Node.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(key, Node.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(key, Node.double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(key, Node.double(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(key, Node.signed(Int64(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, Node.signed(Int64(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, Node.signed(Int64(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, Node.signed(Int64(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, Node.signed(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, Node.unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try Node.encoded(value, userInfo: userInfo)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = Node()
        child.kind = .keyed([])
        add(key, child)
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(node: child, userInfo: userInfo))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = Node()
        child.kind = .list([])
        add(key, child)
        return ListWriter(node: child, userInfo: userInfo)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let encoder = NodeEncoder(userInfo: userInfo)
        add(key, encoder.root)
        return encoder
    }
}

private struct ListWriter: UnkeyedEncodingContainer {
    let node: Node
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }
    var count: Int {
        if case .list(let elements) = node.kind { return elements.count }
        return 0
    }

    private func add(_ value: Node) {
        guard case .list(var elements) = node.kind else { return }
        node.kind = .empty
        elements.append(value)
        node.kind = .list(elements)
    }

    mutating func encodeNil() throws { add(Node.scalar(.null)) }
    mutating func encode(_ value: Bool) throws { add(Node.bool(value)) }
    mutating func encode(_ value: String) throws { add(Node.string(value)) }
    mutating func encode(_ value: Double) throws { add(Node.double(value)) }
    mutating func encode(_ value: Float) throws { add(Node.double(Double(value))) }
    mutating func encode(_ value: Int) throws { add(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int8) throws { add(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int16) throws { add(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int32) throws { add(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int64) throws { add(Node.signed(value)) }
    mutating func encode(_ value: UInt) throws { add(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { add(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { add(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { add(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { add(Node.unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { add(try Node.encoded(value, userInfo: userInfo)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = Node()
        child.kind = .keyed([])
        add(child)
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(node: child, userInfo: userInfo))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = Node()
        child.kind = .list([])
        add(child)
        return ListWriter(node: child, userInfo: userInfo)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = NodeEncoder(userInfo: userInfo)
        add(encoder.root)
        return encoder
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let node: Node
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: Node) { node.kind = value.kind }

    mutating func encodeNil() throws { set(Node.scalar(.null)) }
    mutating func encode(_ value: Bool) throws { set(Node.bool(value)) }
    mutating func encode(_ value: String) throws { set(Node.string(value)) }
    mutating func encode(_ value: Double) throws { set(Node.double(value)) }
    mutating func encode(_ value: Float) throws { set(Node.double(Double(value))) }
    mutating func encode(_ value: Int) throws { set(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int8) throws { set(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int16) throws { set(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int32) throws { set(Node.signed(Int64(value))) }
    mutating func encode(_ value: Int64) throws { set(Node.signed(value)) }
    mutating func encode(_ value: UInt) throws { set(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { set(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { set(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { set(Node.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { set(Node.unsigned(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { set(try Node.encoded(value, userInfo: userInfo)) }
}

// MARK: - Reading

/// Reads one value: the bytes of `range` in `buffer`, which outlives the decoding (it is only
/// used inside `BinaryCoding.decode`).
private struct ValueDecoder: Decoder {
    let buffer: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    let userInfo: [CodingUserInfoKey: Any]
    /// How many containers this value is inside: bytes nested deeper than any summary are
    /// refused before they could exhaust the stack.
    let depth: Int
    /// The memory the values still to be read may take.
    let budget: MemoryBudget
    var codingPath: [any CodingKey] { [] }

    static let maximumDepth = 512

    var tag: UInt8 { range.isEmpty ? 0 : buffer[range.lowerBound] }

    func child(_ range: Range<Int>) -> ValueDecoder {
        ValueDecoder(buffer: buffer, range: range, userInfo: userInfo, depth: depth + 1, budget: budget)
    }

    /// The sized values that follow a count, after the tag: `(key range?, value range)` each.
    func entries(keyed: Bool) throws -> [(key: Range<Int>, value: Range<Int>)] {
        guard depth < Self.maximumDepth else { throw BinaryCoding.Problem(description: "values nested too deep") }
        var position = range.lowerBound + 1
        let end = range.upperBound
        let count = try BinaryCoding.readNumber(buffer, at: &position, end: end)
        guard count <= UInt64(end - position) else { throw BinaryCoding.Problem(description: "a count past its value") }
        var found: [(key: Range<Int>, value: Range<Int>)] = []
        found.reserveCapacity(Int(count))
        for _ in 0..<count {
            var key = position..<position
            if keyed {
                let length = try BinaryCoding.readNumber(buffer, at: &position, end: end)
                guard length <= UInt64(end - position) else { throw BinaryCoding.Problem(description: "a key past its container") }
                key = position..<(position + Int(length))
                position += Int(length)
            }
            let length = try BinaryCoding.readNumber(buffer, at: &position, end: end)
            guard length <= UInt64(end - position), length > 0 else { throw BinaryCoding.Problem(description: "a value past its container") }
            found.append((key, position..<(position + Int(length))))
            position += Int(length)
        }
        return found
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tag == BinaryCoding.Tag.keyed.rawValue else { throw BinaryCoding.Problem(description: "not a keyed container") }
        return KeyedDecodingContainer(KeyedReader<Key>(decoder: self, entries: try entries(keyed: true)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tag == BinaryCoding.Tag.list.rawValue else { throw BinaryCoding.Problem(description: "not a list") }
        return try ListReader(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleReader(decoder: self) }

    // Scalars.

    func decodeString() throws -> String {
        guard tag == BinaryCoding.Tag.string.rawValue else { throw BinaryCoding.Problem(description: "not a string") }
        var position = range.lowerBound + 1
        let length = try BinaryCoding.readNumber(buffer, at: &position, end: range.upperBound)
        guard length == UInt64(range.upperBound - position) else { throw BinaryCoding.Problem(description: "a string of the wrong length") }
        // A string's 16 bytes, and its text when longer than those hold.
        try budget.spend(16 + (length > 15 ? Int(length) : 0))
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<range.upperBound]), as: UTF8.self)
    }

    func decodeBool() throws -> Bool {
        switch tag {
        case BinaryCoding.Tag.true.rawValue: return true
        case BinaryCoding.Tag.false.rawValue: return false
        default: throw BinaryCoding.Problem(description: "not a Boolean")
        }
    }

    func decodeSigned() throws -> Int64 {
        var position = range.lowerBound + 1
        switch tag {
        case BinaryCoding.Tag.signed.rawValue:
            let raw = try BinaryCoding.readNumber(buffer, at: &position, end: range.upperBound)
            return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        case BinaryCoding.Tag.unsigned.rawValue:
            let raw = try BinaryCoding.readNumber(buffer, at: &position, end: range.upperBound)
            guard raw <= UInt64(Int64.max) else { throw BinaryCoding.Problem(description: "a number too large") }
            return Int64(raw)
        default: throw BinaryCoding.Problem(description: "not an integer")
        }
    }

    func decodeUnsigned() throws -> UInt64 {
        let value = try decodeSigned()
        guard value >= 0 else { throw BinaryCoding.Problem(description: "a negative number") }
        return UInt64(value)
    }

    func decodeDouble() throws -> Double {
        guard tag == BinaryCoding.Tag.double.rawValue, range.count == 9 else { throw BinaryCoding.Problem(description: "not a number") }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(buffer[range.lowerBound + 1 + index]) << (8 * UInt64(index)) }
        return Double(bitPattern: bits)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let value = try decodeSigned()
        guard let exact = T(exactly: value) else { throw BinaryCoding.Problem(description: "a number out of range") }
        return exact
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == String.self { return try decodeString() as! T }
        if type == Int.self { return try integer(Int.self) as! T }
        if type == Bool.self { return try decodeBool() as! T }
        try budget.spend(MemoryLayout<T>.stride)
        return try T(from: self)
    }
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let entries: [(key: Range<Int>, value: Range<Int>)]
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        entries.compactMap { entry in
            Key(stringValue: String(decoding: UnsafeBufferPointer(rebasing: decoder.buffer[entry.key]), as: UTF8.self))
        }
    }

    /// The value written under `key`, found by comparing bytes in place.
    private func find(_ key: Key) -> Range<Int>? {
        var name = key.stringValue
        return name.withUTF8 { wanted in
            for entry in entries where entry.key.count == wanted.count {
                if wanted.isEmpty || memcmp(decoder.buffer.baseAddress! + entry.key.lowerBound, wanted.baseAddress!, wanted.count) == 0 {
                    return entry.value
                }
            }
            return nil
        }
    }

    private func value(_ key: Key) throws -> ValueDecoder {
        guard let range = find(key) else { throw BinaryCoding.Problem(description: "no value for \(key.stringValue)") }
        return decoder.child(range)
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { try value(key).tag == BinaryCoding.Tag.null.rawValue }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try value(key).decodeDouble()) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).integer(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).integer(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).integer(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decodeSigned() }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).integer(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).integer(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).integer(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).integer(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decodeUnsigned() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decode(T.self) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let range = find(key) else { return nil }
        let child = decoder.child(range)
        if child.tag == BinaryCoding.Tag.null.rawValue { return nil }
        return try child.decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try value(key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { try value(Key(stringValue: "super")!) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try value(key) }
}

/// Reads a list's elements in order, each length as it comes: no table of the elements is made,
/// so a list of millions of tiny elements costs no more than the elements.
private struct ListReader: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elementCount: Int
    var currentIndex = 0
    /// Where the next element's length is.
    private var position: Int
    var codingPath: [any CodingKey] { [] }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    init(decoder: ValueDecoder) throws {
        guard decoder.depth < ValueDecoder.maximumDepth else { throw BinaryCoding.Problem(description: "values nested too deep") }
        self.decoder = decoder
        var position = decoder.range.lowerBound + 1
        let count = try BinaryCoding.readNumber(decoder.buffer, at: &position, end: decoder.range.upperBound)
        // Each element takes at least two bytes (its length and its tag).
        guard count <= UInt64(decoder.range.upperBound - position) / 2 else { throw BinaryCoding.Problem(description: "a count past its value") }
        elementCount = Int(count)
        self.position = position
    }

    /// The next element's range, without moving past it.
    private func peek() throws -> Range<Int> {
        guard !isAtEnd else { throw BinaryCoding.Problem(description: "a list read past its end") }
        var start = position
        let end = decoder.range.upperBound
        let length = try BinaryCoding.readNumber(decoder.buffer, at: &start, end: end)
        guard length <= UInt64(end - start), length > 0 else { throw BinaryCoding.Problem(description: "a value past its container") }
        return start..<(start + Int(length))
    }

    private mutating func next() throws -> ValueDecoder {
        let element = try peek()
        position = element.upperBound
        currentIndex += 1
        return decoder.child(element)
    }

    mutating func decodeNil() throws -> Bool {
        let element = try peek()
        if decoder.child(element).tag == BinaryCoding.Tag.null.rawValue {
            position = element.upperBound
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decodeDouble() }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try next().decodeDouble()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().integer(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().integer(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().integer(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decodeSigned() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().integer(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().integer(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().integer(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().integer(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decodeUnsigned() }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleReader: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { decoder.tag == BinaryCoding.Tag.null.rawValue }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeSigned() }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeUnsigned() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self) }
}
