/// A dictionary keyed by `ServiceKey`. Not thread-safe: it is meant for building tables on one
/// thread, such as the params a `WhoopDIValidator` supplies.
public final class ServiceDictionary<Value> {
    private var values: [ServiceKey: Value]

    /// Creates an empty dictionary.
    convenience public init() {
        self.init(values: [:])
    }

    private init(values: [ServiceKey: Value]) {
        self.values = values
    }

    /// The value stored for the unnamed key of `key`.
    public subscript<T>(key: T.Type) -> Value? {
        get { values[ServiceKey(key)] }
        set { values[ServiceKey(key)] = newValue }
    }

    /// The value stored for `key`.
    public subscript(key: ServiceKey) -> Value? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Every key that has a value.
    public func allKeys() -> Set<ServiceKey> {
        Set(values.keys)
    }

    /// Removes every value.
    public func removeAll() {
        values.removeAll()
    }

    /// The number of keys that have a value.
    public var count: Int { values.count }
}

public extension ServiceDictionary {
    /// A new dictionary with the entries of both; where both have a key, `right`'s value wins.
    static func + (left: ServiceDictionary<Value>, right: ServiceDictionary<Value>) -> ServiceDictionary<Value> {
        ServiceDictionary(values: left.values.merging(right.values) { _, rightValue in rightValue })
    }
}
