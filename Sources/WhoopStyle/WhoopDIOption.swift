/// Behaviour switches that can be turned on per container, for example behind a remote flag.
public enum WhoopDIOption: Sendable {
    /// Upstream guards its shared local-inject table with a lock under this option. WhoopStyle's
    /// local inject never shares mutable state, so it is thread-safe whether or not this is on.
    case threadSafeLocalInject
    /// Local inject resolves through a temporary child container only: an `inject` nested inside
    /// a factory, on the container the local inject was called on, no longer sees the local
    /// definitions. When off (the default), such a nested `inject` on the same thread sees them.
    case localInjectWithoutMutation
}
