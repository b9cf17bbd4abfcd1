/// What a binding provides and a request asks for, in each style's own terms.
public enum GraphKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Needle: a dependency-protocol member, matched by name and type.
    case needle(name: String, type: TypeDescription)
    /// WhoopDI: a type and an optional name (`ServiceKey`).
    case whoop(type: TypeDescription, name: String?)
    /// Drip: the generator's result type, or an explicit key value as written.
    case drip(DripKey)

    /// A Drip key.
    public enum DripKey: Codable, Hashable, Sendable {
        /// `Key(T.self)`, the default.
        case type(TypeDescription)
        /// An explicit key value, as written (`"alt"`, `Key("alt")`).
        case value(String)
    }

    /// The key's type, when it has one.
    public var type: TypeDescription? {
        switch self {
        case .needle(_, let type), .whoop(let type, _), .drip(.type(let type)): type
        case .drip(.value): nil
        }
    }

    /// The key's name, when it has one.
    public var name: String? {
        switch self {
        case .needle(let name, _): name
        case .whoop(_, let name): name
        case .drip: nil
        }
    }

    /// The key in its library's words: `(name: Type)` for Needle, `Type with name: n` for
    /// WhoopDI (as `ServiceKey` prints), the type or key for Drip.
    public var description: String {
        description(typeText: type?.description)
    }

    /// `description`, with the key's type already spelled as `typeText`.
    func description(typeText: String?) -> String {
        switch self {
        case .needle(let name, _): "(" + name + ": " + (typeText ?? "") + ")"
        case .whoop(_, let name): (typeText ?? "") + " with name: " + (name ?? "<no name>")
        case .drip(.type): typeText ?? ""
        case .drip(.value(let value)): value
        }
    }

    /// Orders by description.
    public static func < (lhs: GraphKey, rhs: GraphKey) -> Bool {
        lhs.description < rhs.description
    }
}
