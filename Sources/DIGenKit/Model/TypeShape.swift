/// What a struct, class, actor or enum declares that tells the type of an expression built from
/// it: its properties (for member chains such as `self.app.component`) and its initializers
/// (for the parameter an argument is passed to).
public struct TypeShape: Codable, Hashable, Sendable {
    /// The type's name.
    public var name: String
    /// Whether it is a struct, which gets a memberwise initializer when it declares none.
    public var isStruct: Bool
    /// Its instance properties with a written type, in order.
    public var properties: [StoredProperty]
    /// The initializers declared in its body.
    public var initializers: [InitializerDeclaration]
    /// Whether this is what an extension adds (its initializers do not take away a struct's
    /// memberwise one).
    public var isExtension = false
    /// Its generic parameters' names, in order (`Value` in `Box<Value>`).
    public var genericParameters: [String] = []
    /// The typealiases declared in its body (`typealias FinalValue = [String]`), by name.
    public var typealiases: [String: DeclaredType] = [:]
    /// Where its name is written.
    public var location: SourceLocation
    /// Its access level as written (or as an enclosing extension implies), no wider than the
    /// types it is nested in: whether code in another module can name it. An extension's is the
    /// default it gives its members.
    public var access = AccessLevel.internal

    /// A shape with every part given.
    public init(
        name: String, isStruct: Bool, properties: [StoredProperty], initializers: [InitializerDeclaration],
        location: SourceLocation
    ) {
        self.name = name
        self.isStruct = isStruct
        self.properties = properties
        self.initializers = initializers
        self.location = location
    }

    /// The same type with no properties or initializers.
    var withoutMembers: TypeShape {
        var empty = self
        empty.properties = []
        empty.initializers = []
        return empty
    }

    /// The memberwise initializer Swift gives a struct that declares none: one parameter per
    /// stored property, in order, except a `let` with an initial value.
    public var memberwiseInitializer: InitializerDeclaration? {
        guard isStruct, initializers.isEmpty else { return nil }
        let parameters = properties.filter { $0.isStored && !($0.isConstant && $0.hasInitialValue) }
            .map { InitializerDeclaration.Parameter(label: $0.name, type: $0.type, hasDefault: $0.hasInitialValue) }
        return InitializerDeclaration(parameters: parameters, location: location)
    }
}

/// An instance property and what the memberwise initializer needs to know of it.
public struct StoredProperty: Codable, Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// Its written type.
    public var type: DeclaredType
    /// Whether it is a `let`.
    public var isConstant: Bool
    /// Whether it has an initial value.
    public var hasInitialValue: Bool
    /// Whether it is stored (no getter).
    public var isStored: Bool

    /// A property with every part given.
    public init(name: String, type: DeclaredType, isConstant: Bool, hasInitialValue: Bool, isStored: Bool) {
        self.name = name
        self.type = type
        self.isConstant = isConstant
        self.hasInitialValue = hasInitialValue
        self.isStored = isStored
    }
}

/// An `init` declaration's parameters.
public struct InitializerDeclaration: Codable, Hashable, Sendable {
    /// One parameter: its argument label (`nil` for `_`), type, and whether it has a default.
    public struct Parameter: Codable, Hashable, Sendable {
        /// The argument label callers write, `nil` for `_`.
        public var label: String?
        /// The parameter's type.
        public var type: DeclaredType
        /// Whether callers may leave it out.
        public var hasDefault: Bool

        /// A parameter with every part given.
        public init(label: String?, type: DeclaredType, hasDefault: Bool) {
            self.label = label
            self.type = type
            self.hasDefault = hasDefault
        }
    }

    /// The parameters, in order.
    public var parameters: [Parameter]
    /// Where the initializer is declared.
    public var location: SourceLocation
    /// Its access level as written, or as an enclosing extension implies: whether code in
    /// another module can call it (given it can name the type).
    public var access = AccessLevel.internal

    /// An initializer with `parameters`, declared at `location`.
    public init(parameters: [Parameter], location: SourceLocation) {
        self.parameters = parameters
        self.location = location
    }

    /// The parameter a call with arguments labelled `labels` passes its argument at `index` to,
    /// when the labels fit this initializer (defaulted parameters may be left out).
    public func parameter(forArgumentAt index: Int, labels: [String?]) -> Parameter? {
        // Arguments are matched to parameters in order, skipping defaulted ones; the argument at
        // `index` gets the parameter it was matched to, if every argument is matched and every
        // parameter left over has a default.
        var matchedForIndex: Int?
        var next = 0
        for (argument, label) in labels.enumerated() {
            while next < parameters.count, parameters[next].label != label, parameters[next].hasDefault { next += 1 }
            guard next < parameters.count, parameters[next].label == label else { return nil }
            if argument == index { matchedForIndex = next }
            next += 1
        }
        guard let matchedForIndex, parameters[next...].allSatisfy(\.hasDefault) else { return nil }
        return parameters[matchedForIndex]
    }
}
