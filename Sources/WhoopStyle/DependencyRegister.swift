/// A registry of dependencies that can be emptied, like the global `WhoopDI`.
public protocol DependencyRegister {
    /// Forgets every registered dependency.
    static func removeAllDependencies()
}
