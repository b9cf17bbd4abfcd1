/// One scope's bound keys, arranged so that the "did you mean" suggestions for a missing key
/// cost a bounded amount of work however many keys the scope binds.
///
/// Suggestions are keys with the same type under another name, the same name on another type,
/// or a type name within a small edit distance of the missing key's. The first two are found by
/// dictionary lookups; for the third, each distinct type's lowercased name is bucketed by length,
/// and only the buckets a near miss can fall in are examined, nearest length first. A search
/// examines at most the candidates its `budget` allows, so a miss in a scope of 10,000 keys costs
/// microseconds; beyond the budget, which candidates were examined is unspecified.
///
/// Built from a snapshot of the keys, in one pass that allocates a few arrays and two
/// dictionaries, not one array per key; the costly part is a type's name, computed once per
/// distinct type. A `Scope` keeps its index until its bindings next change. Immutable, so
/// `Sendable`.
final class SuggestionIndex: Sendable {
    /// A key worth suggesting, with how close it is: lower is closer.
    struct Suggestion {
        let key: BindingKey
        let rank: Int
    }

    /// The lowercased Unicode scalars of a name: what near misses compare, case not counting.
    typealias Letters = [UInt32]

    private static var end: Int32 { -1 }

    private let keys: [BindingKey]
    /// The first key of each name, and for each key the next one of its name, or `end`.
    private let firstKeyByName: [String: Int32]
    private let nextKeyOfSameName: [Int32]
    /// The same for types.
    private let firstKeyByType: [ObjectIdentifier: Int32]
    private let nextKeyOfSameType: [Int32]
    /// Each distinct type's name, and its first key.
    private let typeNames: [Letters]
    private let typeFirstKeys: [Int32]
    /// Positions in `typeNames`, by the length of the name.
    private let typesByNameLength: [Int: [Int32]]

    init(keys: [BindingKey]) {
        var firstKeyByName: [String: Int32] = [:]
        var firstKeyByType: [ObjectIdentifier: Int32] = [:]
        firstKeyByName.reserveCapacity(keys.count)
        var nextKeyOfSameName = [Int32](repeating: Self.end, count: keys.count)
        var nextKeyOfSameType = [Int32](repeating: Self.end, count: keys.count)
        var typeNames: [Letters] = []
        var typeFirstKeys: [Int32] = []
        var typesByNameLength: [Int: [Int32]] = [:]
        // Backwards, so that each list is in the keys' order.
        for index in keys.indices.reversed() {
            let key = keys[index]
            let position = Int32(index)
            if let name = key.name {
                nextKeyOfSameName[index] = firstKeyByName.updateValue(position, forKey: name) ?? Self.end
            }
            if let next = firstKeyByType.updateValue(position, forKey: ObjectIdentifier(key.type)) {
                nextKeyOfSameType[index] = next
            } else {
                let name = Self.letters(of: key.typeName)
                typesByNameLength[name.count, default: []].append(Int32(typeNames.count))
                typeNames.append(name)
                typeFirstKeys.append(position)
            }
        }
        // A type's first key is the last one the backward pass met.
        for type in typeNames.indices { typeFirstKeys[type] = firstKeyByType[ObjectIdentifier(keys[Int(typeFirstKeys[type])].type)]! }
        self.keys = keys
        self.firstKeyByName = firstKeyByName
        self.nextKeyOfSameName = nextKeyOfSameName
        self.firstKeyByType = firstKeyByType
        self.nextKeyOfSameType = nextKeyOfSameType
        self.typeNames = typeNames
        self.typeFirstKeys = typeFirstKeys
        self.typesByNameLength = typesByNameLength
    }

    /// The lowercased Unicode scalars of `text`; ASCII, as type names and key names nearly always
    /// are, without making a lowercased string first.
    static func letters(of text: String) -> Letters {
        var letters: Letters = []
        letters.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.lowercased().unicodeScalars.map(\.value) }
            letters.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
        }
        return letters
    }

    /// Appends to `found` this scope's keys worth suggesting for `missing`, whose type name's
    /// letters are `typeName`, examining no more candidates than `budget`, which it decreases.
    ///
    /// Ranks: 0 for the same name on another type (most likely the type is what is wrong), then
    /// 1 plus the names' edit distance (at most 9) for the same type under another name, and 1
    /// plus the type names' edit distance for a near type name.
    func collect(for missing: BindingKey, typeName: Letters, budget: inout Int, into found: inout [Suggestion]) {
        if let name = missing.name {
            var index = firstKeyByName[name] ?? Self.end
            while index != Self.end, budget > 0 {
                let key = keys[Int(index)]
                budget -= 1
                if key.type != missing.type { found.append(Suggestion(key: key, rank: 0)) }
                index = nextKeyOfSameName[Int(index)]
            }
        }
        let missingName = missing.name.map(Self.letters) ?? []
        var index = firstKeyByType[ObjectIdentifier(missing.type)] ?? Self.end
        while index != Self.end, budget > 0 {
            let key = keys[Int(index)]
            budget -= 1
            if key.name != missing.name {
                let name = key.name.map(Self.letters) ?? []
                let distance = EditDistance.distance(between: name, and: missingName, atMost: 8) ?? 9
                found.append(Suggestion(key: key, rank: 1 + distance))
            }
            index = nextKeyOfSameType[Int(index)]
        }
        // A near miss allows max(1, shorter length / 4) edits, so at most max(1, length / 4)
        // either way from the missing type name's length.
        let reach = max(1, typeName.count / 4)
        for offset in 0...reach {
            for length in offset == 0 ? [typeName.count] : [typeName.count - offset, typeName.count + offset] {
                for type in typesByNameLength[length] ?? [] {
                    guard budget > 0 else { return }
                    budget -= 1
                    let name = typeNames[Int(type)]
                    var index = typeFirstKeys[Int(type)]
                    guard keys[Int(index)].type != missing.type,
                          let distance = EditDistance.distance(
                            between: name, and: typeName, atMost: max(1, min(name.count, typeName.count) / 4))
                    else { continue }
                    while index != Self.end, budget > 0 {
                        budget -= 1
                        found.append(Suggestion(key: keys[Int(index)], rank: 1 + distance))
                        index = nextKeyOfSameType[Int(index)]
                    }
                }
            }
        }
    }
}
