/// How long a resolved value lives, and who shares it.
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// A new value for every resolution (WhoopDI's `factory`, Drip's `transient`).
    case transient
    /// One value for the scope that defines the binding, shared by every scope below it
    /// (WhoopDI's `singleton`).
    case singleton
    /// One value for each scope instance that resolves the binding: a child scope asking for an
    /// ancestor's scoped binding gets its own (Needle's `shared {}`, Drip's `single`).
    case scoped
    /// Like `singleton`, but held weakly: the value is shared while someone else keeps it alive
    /// and made again afterwards. Values that are not class instances cannot be held weakly and
    /// behave as `transient`.
    case weak

    /// `transient`, `singleton`, `scoped` or `weak`.
    public var description: String {
        switch self {
        case .transient: "transient"
        case .singleton: "singleton"
        case .scoped: "scoped"
        case .weak: "weak"
        }
    }
}
