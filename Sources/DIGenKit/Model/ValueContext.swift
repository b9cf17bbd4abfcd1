/// Where an expression's value goes, which tells the type a generic call such as WhoopDI's
/// `get()` or Drip's `inject()` is asked to produce, as the compiler would infer it.
public enum ValueContext: Codable, Hashable, Sendable {
    /// The type is written next to it: `let x: T = get()`, `get() as T`, a closure or function
    /// whose result type is written.
    case declared(DeclaredType)
    /// It is an argument of an initializer call: `Pump(heater: get())`; the parameter's type
    /// comes from the initializers declared in the sources.
    case argument(ArgumentPosition)
    /// Nothing in the code around it says.
    case unknown
}

/// An argument of an initializer call: the type being made, and the argument's label and place.
public struct ArgumentPosition: Codable, Hashable, Sendable {
    /// The type whose initializer is called.
    public var calledType: TypeDescription
    /// The argument's label, `nil` when unlabelled.
    public var label: String?
    /// The argument's 0-based position among the call's arguments.
    public var index: Int
    /// The labels of all the call's arguments, in order, to pick the initializer that fits.
    public var labels: [String?]

    /// The argument at `index`, labelled `label`, of a call to `calledType`'s initializer with
    /// arguments labelled `labels`.
    public init(calledType: TypeDescription, label: String?, index: Int, labels: [String?]) {
        self.calledType = calledType
        self.label = label
        self.index = index
        self.labels = labels
    }
}
