/// The names of generated WhoopDI accessors: the lower-camel-case name of a named key, or of an
/// unnamed key's type (`Box<Int>` gives `boxOfInt`, `[String]` `arrayOfString`, `Int?`
/// `optionalInt`, `A & B` `aAndB`). Names that collide, or that the libraries use themselves, get
/// `2`, `3`, … in the order of the keys' descriptions.
enum AccessorNaming {
    /// Names `WhoopDI` and `Container` already have.
    static let reserved = WhoopNames.libraryMembers

    /// Swift keywords, which a function name must write in backquotes.
    static var keywords: Set<String> { SwiftSpelling.keywords }

    /// A unique name per key, in the order of `keys`' descriptions.
    static func names(for keys: [GraphKey]) -> [GraphKey: String] {
        var used = reserved
        var result: [GraphKey: String] = [:]
        for key in keys.sorted() {
            let base = name(for: key)
            var candidate = base
            var suffix = 2
            while used.contains(candidate) {
                candidate = base + String(suffix)
                suffix += 1
            }
            used.insert(candidate)
            result[key] = candidate
        }
        return result
    }

    /// `name` written so it can stand as a function or property name (`SwiftSpelling.identifier`).
    static func escaped(_ name: String) -> String {
        SwiftSpelling.identifier(name)
    }

    private static func name(for key: GraphKey) -> String {
        if let name = key.name, !words(name).isEmpty { return lowerCamel(words(name)) }
        guard let type = key.type else { return "value" }
        return lowerCamel(words(for: type))
    }

    private static func words(for type: TypeDescription) -> [String] {
        switch type {
        case .nominal(let name, _, let arguments):
            guard !arguments.isEmpty else { return words(name) }
            return words(name) + ["Of"] + joined(arguments.map(words(for:)))
        case .optional(let wrapped): return ["optional"] + words(for: wrapped)
        case .array(let element): return ["array", "Of"] + words(for: element)
        case .dictionary(let key, let value): return ["dictionary", "Of"] + words(for: key) + ["And"] + words(for: value)
        case .composition(let members): return joined(members.map(words(for:)))
        case .metatype(let base, _): return words(for: base) + ["Type"]
        case .attributed(_, let base): return words(for: base)
        case .opaque(let constraint): return words(for: constraint)
        case .tuple: return ["tuple"]
        case .function: return ["closure"]
        case .other(let text): return words(text)
        }
    }

    private static func joined(_ parts: [[String]]) -> [String] {
        var result: [String] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append("And") }
            result += part
        }
        return result
    }

    /// The letter-and-digit runs of `text`.
    private static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { !$0.isEmpty }
    }

    /// `["Box", "Of", "Int"]` as `boxOfInt`; a leading digit gets an underscore.
    private static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "value" }
        var name = lowercasedStart(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// `URLSession` as `urlSession`, `Pump` as `pump`: the leading capitals lowered, but the last
    /// of several when a lowercase letter follows it.
    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        let lowered = upper == characters.count ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
