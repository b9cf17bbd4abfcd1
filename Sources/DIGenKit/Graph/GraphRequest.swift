/// Something asked for: a Needle dependency member, a WhoopDI `get`/`inject`, a Drip generator's
/// `inject()` call.
public struct GraphRequest: Codable, Hashable, Sendable {
    /// Where the key is looked for.
    public enum Lookup: Codable, Hashable, Sendable {
        /// In the asking scope, then in its parents, nearest first (WhoopDI's containers).
        case nearestAncestor
        /// In exactly this scope (Drip's `c.parent.module.inject()` names it, or a Needle check
        /// found it there on some path).
        case exactly(Int)
        /// Nowhere: the front end's own resolution found no binding (Needle's, on some path).
        case unanswered
    }

    /// The scope it is made in, by index.
    public var scope: Int
    /// What it asks for.
    public var key: GraphKey
    /// The binding whose value needs it, by index; `nil` for a request made by app code
    /// (`WhoopDI.inject()` at the top level).
    public var asker: Int?
    /// Who asks, as messages name it (`the factory of Pump`, `WhoopDI.inject()`).
    public var askerName: String
    /// Where the request is made.
    public var location: SourceLocation
    /// Where the key is looked for.
    public var lookup: Lookup
    /// Whether the request can await an async provider (WhoopDI's `getAsync`, an async Needle
    /// dependency member, an `await`ed Drip call); nil when it cannot.
    public var isAsync: Bool? = nil
}
