/// A value that can stand for a `Key`, so that it can be passed wherever Drip takes a key.
///
/// `String` and `Key` conform. Any other `Hashable` type conforms by declaring the conformance
/// (`extension MyKeys: KeyConvertible {}`); it then gets `key()` for free.
public protocol KeyConvertible {
    /// The key this value stands for.
    func key() -> Key
}

extension KeyConvertible where Self: Hashable {
    /// The key made from this value.
    public func key() -> Key {
        Key(self)
    }
}

extension String: KeyConvertible {}
