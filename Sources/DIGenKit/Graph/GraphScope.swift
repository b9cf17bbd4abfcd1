/// A place bindings live and requests are resolved: a Needle component, a WhoopDI container or
/// module set, a Drip component.
public struct GraphScope: Codable, Hashable, Sendable {
    /// What kind of scope it is.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A Needle component.
        case component
        /// WhoopDI's app container (`WhoopDI.setup`).
        case appContainer
        /// A WhoopDI `Container(modules:)` or child container.
        case container
        /// A WhoopDI module no container uses, with the modules it depends on.
        case moduleSet
        /// The definitions of a WhoopDI local inject, laid over a container for one call.
        case localInject
        /// A Drip component.
        case dripComponent
    }

    /// The scope's name, as messages and graphs show it.
    public var name: String
    /// What kind of scope it is.
    public var kind: Kind
    /// The style it belongs to.
    public var style: Style
    /// The scopes it resolves through after itself (WhoopDI's parent container), or that it reads
    /// (Drip's parents), by index in the graph.
    public var parents: [Int]
    /// Where it is declared or made.
    public var location: SourceLocation?
    /// What it must be given where it is made (Drip's parents and modules).
    public var requirements: [ScopeRequirement] = []
    /// The definitions whose type digen could not infer: a request one of them could answer
    /// (`UninferredBinding.mayAnswer`) is not reported missing.
    public var uninferred: [UninferredBinding] = []
    /// Whether a definition's name is an expression digen cannot read: a named request may then
    /// be answered by it, so it is not reported missing.
    public var hasDynamicNames = false
    /// Why some of its keys are unknown (a module declared outside the sources); a missing key
    /// is then not reported there.
    public var incompleteBecause: String?

    /// A scope with no parents, requirements or unknowns yet.
    init(name: String, kind: Kind, style: Style, parents: [Int] = [], location: SourceLocation?) {
        self.name = name
        self.kind = kind
        self.style = style
        self.parents = parents
        self.location = location
    }
}

/// Something a scope reads that whoever makes it must supply: a Drip component's `parent()` or
/// `module()` accessor.
public struct ScopeRequirement: Codable, Hashable, Sendable {
    /// A parent component or a module.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A parent component, by type.
        case parent
        /// A module, by type.
        case module
    }

    /// A parent or a module.
    public var kind: Kind
    /// The type needed, by name (without backquotes).
    public var typeName: String
    /// The type as generated code writes it (in backquotes where Swift needs them).
    public var writtenType: String
    /// The accessor that reads it.
    public var accessorName: String
    /// Where the accessor is declared.
    public var location: SourceLocation
    /// For a module, whether `M(component)` makes it (its `required init(_ component:)`);
    /// a module whose initializers need more is given to a generated builder as a parameter.
    public var isMadeFromComponent = true

    /// A requirement of `kind` for the type named `typeName`, which generated code writes as
    /// `writtenType` (by default, the name as Swift needs it written).
    public init(kind: Kind, typeName: String, writtenType: String? = nil, accessorName: String, location: SourceLocation) {
        self.kind = kind
        self.typeName = typeName
        self.writtenType = writtenType ?? SwiftSpelling.declaredTypeName(typeName)
        self.accessorName = accessorName
        self.location = location
    }
}
