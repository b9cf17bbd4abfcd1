/// Storage for one cached value, plus the lock that makes its construction happen once.
///
/// `read` and `store` are guarded by the lock of the scope that holds the cell, so a cached read
/// costs that scope's lookup lock and nothing more. `construction` is held only while the value
/// is being made, so threads that want the same value wait for it, and nobody else does.
final class InstanceCell: @unchecked Sendable {
    let construction = Lock()
    /// The binding whose values this cell holds, or nil for a value made by
    /// `Scope.instance(for:lifetime:make:)`. Lets a scope notice that a cached value belongs to
    /// a binding that has since been replaced.
    let source: Binding?
    private var strongValue: Any?
    private weak var weakValue: AnyObject?

    init(source: Binding? = nil) {
        self.source = source
    }

    func read() -> Any? {
        if let strongValue { return strongValue }
        return weakValue
    }

    /// Keeps `value`; for `.weak`, only while someone else keeps it alive, and not at all when it
    /// is not a class instance.
    func store(_ value: Any, lifetime: Lifetime) {
        switch lifetime {
        case .transient:
            return
        case .weak:
            if type(of: value) is AnyClass { weakValue = value as AnyObject }
        case .singleton, .scoped:
            strongValue = value
        }
    }

    func clear() {
        strongValue = nil
        weakValue = nil
    }
}
