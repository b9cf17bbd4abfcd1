import DIGraph

/// What a main-actor definition closure resolves its own dependencies with: `get` as a
/// module's, from the container of the resolution in progress. A main-actor closure cannot
/// capture its module (a module is not `Sendable`), so it is handed one of these instead. Not in
/// WhoopDI.
///
/// ```swift
/// singleton { r in ScoreViewModel(store: try r.get()) }
/// ```
public struct DefinitionResolver {
    init() {}

    /// Resolves a dependency from the container of the `inject` in progress, as
    /// `DependencyModule.get(_:)` does.
    /// - Throws: when the dependency is missing, nil, or cannot be made.
    public func get<T>(_ name: String? = nil) throws -> T {
        try ResolutionContext.unretainedForThisThread._withUnsafeGuaranteedRef { context in
            try context.withResolvingContainer { try $0.get(name, in: context) }
        }
    }
}
