/// A scope as a static analysis sees it: a name and the keys it provides.
///
/// `Key` is whatever identifies a binding to the analysis; `digen` uses a dependency's name plus
/// its type's structure for Needle, and each library's own key for WhoopDI and Drip.
public struct StaticScope<Key: Hashable>: Hashable {
    /// The scope's name, as it appears in paths and messages.
    public var name: String
    /// The keys this scope provides to itself and to the scopes below it.
    public var provided: Set<Key>

    /// Creates a static scope called `name` that provides `provided`.
    public init(name: String, provided: Set<Key>) {
        self.name = name
        self.provided = provided
    }
}

extension StaticScope: Sendable where Key: Sendable {}
