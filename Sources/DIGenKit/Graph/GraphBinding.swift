/// A key a scope provides: a Needle property, a WhoopDI definition, a Drip generator.
public struct GraphBinding: Codable, Hashable, Sendable {
    /// How values are made.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A Needle computed property.
        case computed
        /// Needle's `shared {}`.
        case shared
        /// WhoopDI's `factory`.
        case factory
        /// WhoopDI's `singleton`.
        case singleton
        /// WhoopDI's `accumulateFactory` / `accumulateSingleton`: one contribution of several.
        case accumulation
        /// An `@Injectable` type, which WhoopDI makes whenever it is asked for.
        case injectable
        /// Drip's `single`.
        case single
        /// Drip's `transient`.
        case transient
        /// Drip's `abstract()`: must be overridden.
        case abstract
    }

    /// The scope that provides it, by index.
    public var scope: Int
    /// What it provides.
    public var key: GraphKey
    /// How values are made.
    public var kind: Kind
    /// The module, component or type that declares it.
    public var owner: String
    /// Where it is defined.
    public var location: SourceLocation
    /// The type as the sources write it, for generated code; `nil` when the key has no type.
    public var declaredType: DeclaredType?
    /// Whether its value is made on the main actor (a WhoopDI definition with a main-actor
    /// closure); nil when it is not, or not known to be.
    public var isMainActor: Bool? = nil
    /// Whether its value is made by an async provider (a WhoopDI definition with an async
    /// closure, a Needle property with an async getter, a Drip async module method); nil when it
    /// is not, or not known to be.
    public var isAsync: Bool? = nil
    /// Whether its value is one instance of a class the sources show to be not `Sendable`
    /// (see `Sendability`); nil when it is not, or not known to be.
    public var isNotSendable: Bool? = nil
}
