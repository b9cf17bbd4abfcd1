/// A definition whose type digen could not infer, by what it still knows of it.
public struct UninferredBinding: Codable, Hashable, Sendable {
    /// Its name; nil for none.
    public var name: String?
    /// The name of the type it makes when that much is known (`Box` for `Box("label")` of a
    /// generic `Box`, whose arguments digen cannot tell); nil when it could be any type.
    public var typeName: String?

    /// A definition named `name` making some `typeName` (nil: any type).
    public init(name: String?, typeName: String?) {
        self.name = name
        self.typeName = typeName
    }

    /// Whether it could answer a request for `key`: the same name, and a type it could be.
    public func mayAnswer(_ key: GraphKey) -> Bool {
        key.name == name && (typeName == nil || key.type?.baseName == typeName)
    }
}
