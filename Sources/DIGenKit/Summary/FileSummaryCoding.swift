/// A file's facts as JSON: the empty ones left out, and, under a summary's coding
/// (`SummaryCoding`), the path written once and every location in the file as `[line, column]`.
extension FileSummary {
    private enum CodingKeys: String, CodingKey {
        case path, imports, classes, protocols, extensions, typealiases, otherTypeNames, nonSendableClasses, declaredPaths
        case instantiations, syntaxErrors, styles, shapes, whoop, drip
    }

    /// Reads a file's facts; facts not written are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let written = try container.decode(String.self, forKey: .path)
        let coding = decoder.userInfo[SummaryCoding.key] as? SummaryCoding
        self.init(path: try coding.map { try $0.load(written) } ?? written)
        coding?.currentFile = path
        func read<Value: Decodable>(_ key: CodingKeys, _ empty: Value) throws -> Value {
            try container.decodeIfPresent(Value.self, forKey: key) ?? empty
        }
        imports = try read(.imports, [])
        classes = try read(.classes, [])
        protocols = try read(.protocols, [])
        extensions = try read(.extensions, [])
        typealiases = try read(.typealiases, [])
        otherTypeNames = try read(.otherTypeNames, [])
        nonSendableClasses = try read(.nonSendableClasses, [])
        declaredPaths = try read(.declaredPaths, [])
        instantiations = try read(.instantiations, [])
        syntaxErrors = try read(.syntaxErrors, [])
        styles = try read(.styles, [])
        shapes = try read(.shapes, [])
        whoop = try read(.whoop, WhoopFileSummary())
        drip = try read(.drip, DripFileSummary())
    }

    /// Writes a file's facts, leaving out the empty ones; styles sorted, so equal facts give
    /// equal text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let coding = encoder.userInfo[SummaryCoding.key] as? SummaryCoding
        try container.encode(coding.map { $0.stored(path) } ?? path, forKey: .path)
        coding?.currentFile = path
        func write<Value: Encodable & Collection>(_ value: Value, _ key: CodingKeys) throws {
            if !value.isEmpty { try container.encode(value, forKey: key) }
        }
        try write(imports, .imports)
        try write(classes, .classes)
        try write(protocols, .protocols)
        try write(extensions, .extensions)
        try write(typealiases, .typealiases)
        try write(otherTypeNames, .otherTypeNames)
        try write(nonSendableClasses, .nonSendableClasses)
        try write(declaredPaths, .declaredPaths)
        try write(instantiations, .instantiations)
        try write(syntaxErrors, .syntaxErrors)
        try write(styles.sorted(), .styles)
        try write(shapes, .shapes)
        if !whoop.isEmpty || !whoop.functionResults.isEmpty { try container.encode(whoop, forKey: .whoop) }
        if !drip.isEmpty { try container.encode(drip, forKey: .drip) }
    }
}
