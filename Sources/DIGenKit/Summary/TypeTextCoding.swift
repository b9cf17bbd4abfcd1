/// A written type in a summary: a plain name (`ImageCache`, by far the most common) as that
/// string alone, any other type whole. A coder without a summary's coding writes every type
/// whole.
extension TypeText {
    private enum CodingKeys: String, CodingKey {
        case written, normalized, baseName, qualifier, genericArguments, structure
    }

    /// The type a plain name `name` is read as.
    private static func plainName(_ name: String) -> TypeText {
        TypeText(written: name, normalized: name, baseName: name, structure: .nominal(name: name, qualifier: nil, arguments: []))
    }

    /// Reads a type: a string is a plain name.
    public init(from decoder: any Decoder) throws {
        if decoder.userInfo[SummaryCoding.key] != nil, let single = try? decoder.singleValueContainer(),
           let name = try? single.decode(String.self) {
            self = Self.plainName(name)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            written: try container.decode(String.self, forKey: .written),
            normalized: try container.decode(String.self, forKey: .normalized),
            baseName: try container.decodeIfPresent(String.self, forKey: .baseName),
            qualifier: try container.decodeIfPresent(String.self, forKey: .qualifier),
            genericArguments: try container.decodeIfPresent([TypeText].self, forKey: .genericArguments) ?? [],
            structure: try container.decode(TypeDescription.self, forKey: .structure))
    }

    /// Writes a type; in a summary, one that a plain name reads back exactly as that name.
    public func encode(to encoder: any Encoder) throws {
        if encoder.userInfo[SummaryCoding.key] != nil, self == Self.plainName(written) {
            var single = encoder.singleValueContainer()
            try single.encode(written)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(written, forKey: .written)
        try container.encode(normalized, forKey: .normalized)
        try container.encodeIfPresent(baseName, forKey: .baseName)
        try container.encodeIfPresent(qualifier, forKey: .qualifier)
        if !genericArguments.isEmpty { try container.encode(genericArguments, forKey: .genericArguments) }
        try container.encode(structure, forKey: .structure)
    }
}
