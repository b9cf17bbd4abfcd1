/// Types' shapes as JSON, each value left out when it is the default and a plain named type
/// written as its name alone: most of what a summary holds for WhoopDI and Drip.
extension DeclaredType {
    /// Reads a type: a string is a plain name.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self.init(written: name, type: .nominal(name: name, qualifier: nil, arguments: []))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(written: try container.decode(String.self, forKey: .written), type: try container.decode(TypeDescription.self, forKey: .type))
    }

    private enum CodingKeys: String, CodingKey {
        case written, type
    }

    /// Writes a type; one a plain name reads back exactly as that name alone.
    public func encode(to encoder: any Encoder) throws {
        if type == .nominal(name: written, qualifier: nil, arguments: []) {
            var single = encoder.singleValueContainer()
            try single.encode(written)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(written, forKey: .written)
        try container.encode(type, forKey: .type)
    }
}

extension StoredProperty {
    private enum CodingKeys: String, CodingKey {
        case name, type, isConstant, hasInitialValue, isStored
    }

    /// Reads a stored property; flags not written are false, except `isStored`, true.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            type: try container.decode(DeclaredType.self, forKey: .type),
            isConstant: try container.decodeIfPresent(Bool.self, forKey: .isConstant) ?? false,
            hasInitialValue: try container.decodeIfPresent(Bool.self, forKey: .hasInitialValue) ?? false,
            isStored: try container.decodeIfPresent(Bool.self, forKey: .isStored) ?? true)
    }

    /// Writes a stored property, leaving the defaults out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        if isConstant { try container.encode(isConstant, forKey: .isConstant) }
        if hasInitialValue { try container.encode(hasInitialValue, forKey: .hasInitialValue) }
        if !isStored { try container.encode(isStored, forKey: .isStored) }
    }
}

extension TypeShape {
    private enum CodingKeys: String, CodingKey {
        case name, isStruct, properties, initializers, isExtension, genericParameters, typealiases, location, access
    }

    /// Reads a shape; values not written are the defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            isStruct: try container.decodeIfPresent(Bool.self, forKey: .isStruct) ?? false,
            properties: try container.decodeIfPresent([StoredProperty].self, forKey: .properties) ?? [],
            initializers: try container.decodeIfPresent([InitializerDeclaration].self, forKey: .initializers) ?? [],
            location: try container.decode(SourceLocation.self, forKey: .location))
        isExtension = try container.decodeIfPresent(Bool.self, forKey: .isExtension) ?? false
        genericParameters = try container.decodeIfPresent([String].self, forKey: .genericParameters) ?? []
        typealiases = try container.decodeIfPresent([String: DeclaredType].self, forKey: .typealiases) ?? [:]
        access = try container.decodeIfPresent(AccessLevel.self, forKey: .access) ?? .internal
    }

    /// Writes a shape, leaving the defaults out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if isStruct { try container.encode(isStruct, forKey: .isStruct) }
        if !properties.isEmpty { try container.encode(properties, forKey: .properties) }
        if !initializers.isEmpty { try container.encode(initializers, forKey: .initializers) }
        if isExtension { try container.encode(isExtension, forKey: .isExtension) }
        if !genericParameters.isEmpty { try container.encode(genericParameters, forKey: .genericParameters) }
        if !typealiases.isEmpty { try container.encode(typealiases, forKey: .typealiases) }
        try container.encode(location, forKey: .location)
        if access != .internal { try container.encode(access, forKey: .access) }
    }
}

extension InitializerDeclaration {
    private enum CodingKeys: String, CodingKey {
        case parameters, location, access
    }

    /// Reads an initializer; values not written are the defaults (no parameters, `internal`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            parameters: try container.decodeIfPresent([Parameter].self, forKey: .parameters) ?? [],
            location: try container.decode(SourceLocation.self, forKey: .location))
        access = try container.decodeIfPresent(AccessLevel.self, forKey: .access) ?? .internal
    }

    /// Writes an initializer, leaving the defaults out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
        try container.encode(location, forKey: .location)
        if access != .internal { try container.encode(access, forKey: .access) }
    }
}
