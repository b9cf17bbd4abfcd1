/// The declarations of a file's facts as JSON, each value left out when it is the default
/// (`internal`, not shared, not nested, no generic parameters, the top level), since most
/// declarations are so: summaries stay small beside the sources they describe.
extension PropertyDeclaration {
    private enum CodingKeys: String, CodingKey {
        case name, type, access, location, isShared, needleAccess, isolation, getterIsAsync, getterThrows, getterThrownType
    }

    /// Reads a property; values not written are the defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(TypeText.self, forKey: .type)
        access = try container.decodeIfPresent(AccessLevel.self, forKey: .access) ?? .internal
        location = try container.decode(SourceLocation.self, forKey: .location)
        isShared = try container.decodeIfPresent(Bool.self, forKey: .isShared) ?? false
        needleAccess = try container.decodeIfPresent(NeedleAccess.self, forKey: .needleAccess) ?? .provider
        isolation = try container.decodeIfPresent(DeclaredIsolation.self, forKey: .isolation)
        getterIsAsync = try container.decodeIfPresent(Bool.self, forKey: .getterIsAsync)
        getterThrows = try container.decodeIfPresent(Bool.self, forKey: .getterThrows)
        getterThrownType = try container.decodeIfPresent(String.self, forKey: .getterThrownType)
    }

    /// Writes a property, leaving the defaults out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        if access != .internal { try container.encode(access, forKey: .access) }
        try container.encode(location, forKey: .location)
        if isShared { try container.encode(isShared, forKey: .isShared) }
        if needleAccess != .provider { try container.encode(needleAccess, forKey: .needleAccess) }
        try container.encodeIfPresent(isolation, forKey: .isolation)
        try container.encodeIfPresent(getterIsAsync, forKey: .getterIsAsync)
        try container.encodeIfPresent(getterThrows, forKey: .getterThrows)
        try container.encodeIfPresent(getterThrownType, forKey: .getterThrownType)
    }
}

extension TypeDeclaration {
    private enum CodingKeys: String, CodingKey {
        case name, inheritedTypes, properties, location, isNested, genericParameters, scope, access, isolation
    }

    /// Reads a declaration; values not written are the defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            inheritedTypes: try container.decodeIfPresent([TypeText].self, forKey: .inheritedTypes) ?? [],
            properties: try container.decodeIfPresent([PropertyDeclaration].self, forKey: .properties) ?? [],
            location: try container.decode(SourceLocation.self, forKey: .location),
            isNested: try container.decodeIfPresent(Bool.self, forKey: .isNested) ?? false,
            genericParameters: try container.decodeIfPresent([String].self, forKey: .genericParameters) ?? [],
            scope: try container.decodeIfPresent(DeclarationScope.self, forKey: .scope) ?? DeclarationScope(),
            access: try container.decodeIfPresent(AccessLevel.self, forKey: .access) ?? .internal)
        isolation = try container.decodeIfPresent(DeclaredIsolation.self, forKey: .isolation)
    }

    /// Writes a declaration, leaving the defaults out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if !inheritedTypes.isEmpty { try container.encode(inheritedTypes, forKey: .inheritedTypes) }
        if !properties.isEmpty { try container.encode(properties, forKey: .properties) }
        try container.encode(location, forKey: .location)
        if isNested { try container.encode(isNested, forKey: .isNested) }
        if !genericParameters.isEmpty { try container.encode(genericParameters, forKey: .genericParameters) }
        if scope != DeclarationScope() { try container.encode(scope, forKey: .scope) }
        if access != .internal { try container.encode(access, forKey: .access) }
        try container.encodeIfPresent(isolation, forKey: .isolation)
    }
}

extension DeclarationScope {
    private enum CodingKeys: String, CodingKey {
        case path, genericParameters
    }

    /// Reads a scope; a part not written is empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decodeIfPresent([String].self, forKey: .path) ?? [],
            genericParameters: try container.decodeIfPresent([String].self, forKey: .genericParameters) ?? [])
    }

    /// Writes a scope, leaving empty parts out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !path.isEmpty { try container.encode(path, forKey: .path) }
        if !genericParameters.isEmpty { try container.encode(genericParameters, forKey: .genericParameters) }
    }
}

extension TypealiasDeclaration {
    private enum CodingKeys: String, CodingKey {
        case name, target, structure, compositionMembers, location, scope, access
    }

    /// Reads a typealias; a structure not written is its target's, an access not written
    /// `internal`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let target = try container.decode(TypeText.self, forKey: .target)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            target: target,
            structure: try container.decodeIfPresent(TypeDescription.self, forKey: .structure) ?? target.structure,
            compositionMembers: try container.decodeIfPresent([TypeText].self, forKey: .compositionMembers) ?? [],
            location: try container.decode(SourceLocation.self, forKey: .location),
            scope: try container.decodeIfPresent(DeclarationScope.self, forKey: .scope) ?? DeclarationScope(),
            access: try container.decodeIfPresent(AccessLevel.self, forKey: .access) ?? .internal)
    }

    /// Writes a typealias, leaving out what can be derived or is empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(target, forKey: .target)
        if structure != target.structure { try container.encode(structure, forKey: .structure) }
        if !compositionMembers.isEmpty { try container.encode(compositionMembers, forKey: .compositionMembers) }
        try container.encode(location, forKey: .location)
        if scope != DeclarationScope() { try container.encode(scope, forKey: .scope) }
        if access != .internal { try container.encode(access, forKey: .access) }
    }
}
