/// Everything the later stages need from one Swift file, as plain values: what the file declares
/// and instantiates, each with its location. Summaries are `Codable` so they can be cached by
/// content or computed elsewhere.
public struct FileSummary: Codable, Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The file's `import` statements, as written (whitespace collapsed).
    public var imports: [String] = []
    /// Every class that inherits something, with what it inherits; which of them are components
    /// is decided later, when all files are known (a component may subclass a component declared
    /// elsewhere). Classes that inherit nothing are only named in `otherTypeNames`.
    public var classes: [TypeDeclaration] = []
    /// Every protocol, with what it inherits and its properties.
    public var protocols: [TypeDeclaration] = []
    /// Every extension, with its properties.
    public var extensions: [TypeDeclaration] = []
    /// Every typealias.
    public var typealiases: [TypealiasDeclaration] = []
    /// Names of the structs, enums, actors and base classes declared, so an extension of one is
    /// not reported as an extension without a declaration.
    public var otherTypeNames: [String] = []
    /// The classes declared with no inheritance clause and no global actor (`final class Store
    /// { … }`): certainly not `Sendable` unless an extension says so (see `Sendability`).
    public var nonSendableClasses: [String] = []
    /// The dotted path (`Outer.Inner`) of every type and typealias declared, of every kind, in
    /// order: what a name can mean when it is looked up as Swift looks it up
    /// (`ScopedNameLookup`). Declarations in code (a function's local types) have a path no
    /// reference outside that code can spell.
    public var declaredPaths: [String] = []
    /// Every call with a `parent:` argument.
    public var instantiations: [Instantiation] = []
    /// Syntax errors, if the file does not parse cleanly.
    public var syntaxErrors: [SyntaxProblem] = []
    /// The styles the file was read for beyond Needle (from its imports).
    public var styles: Set<Style> = []
    /// The properties and initializers of the types it declares (read for WhoopDI and Drip).
    public var shapes: [TypeShape] = []
    /// What it declares in WhoopDI's style.
    public var whoop = WhoopFileSummary()
    /// What it declares in Drip's style.
    public var drip = DripFileSummary()
    /// The module the file belongs to when it was read from another module's summary
    /// (`--summary`); `nil` for the sources of the run, the module the generated code is
    /// compiled into. Not part of the file's facts: a summary names its module once.
    var module: String?

    /// An empty summary for `path`.
    public init(path: String) {
        self.path = path
    }
}

/// A written type, kept both as the author wrote it (for messages) and normalised (for
/// comparison).
public struct TypeText: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The type as written, trimmed.
    public var written: String
    /// The type in canonical form: sugar expanded (`Int?` is `Optional<Int>`), module prefixes
    /// removed, whitespace fixed.
    public var normalized: String
    /// The last name of a nominal type without module prefix or generic arguments (`Component`
    /// for `NeedleFoundation.Component<X>`); `nil` for other kinds of type.
    public var baseName: String?
    /// The module or outer-type prefix written before `baseName` (`NeedleFoundation`), if any.
    public var qualifier: String?
    /// The generic arguments of a nominal type, in order.
    public var genericArguments: [TypeText]
    /// The type's structure, which keys compare by.
    public var structure: TypeDescription

    /// A type with every part given; without `structure`, the type is known by its normalised
    /// text only.
    public init(
        written: String, normalized: String, baseName: String? = nil, qualifier: String? = nil,
        genericArguments: [TypeText] = [], structure: TypeDescription? = nil
    ) {
        self.written = written
        self.normalized = normalized
        self.structure = structure ?? .other(normalized)
        self.baseName = baseName
        self.qualifier = qualifier
        self.genericArguments = genericArguments
    }

    /// The type as written.
    public var description: String { written }
}

/// A `var` or `let` declared directly in a type or extension body, with an explicit type.
public struct PropertyDeclaration: Codable, Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// Its declared type.
    public var type: TypeText
    /// Its effective access level, taking an enclosing `public extension` into account.
    public var access: AccessLevel
    /// Where it is declared.
    public var location: SourceLocation
    /// Whether its getter returns `shared { … }` (one value per component).
    public var isShared = false
    /// How Needle 0.25.1's generator reads its access (`--access-rules needle-0.25.1`).
    public var needleAccess = NeedleAccess.provider
    /// The isolation written on the property (`@MainActor`, `nonisolated`), or nil when none is.
    public var isolation: DeclaredIsolation? = nil
    /// Whether its getter is async (`{ get async }`); nil when it is not.
    public var getterIsAsync: Bool? = nil
    /// Whether its getter throws (`{ get throws }`); nil when it does not.
    public var getterThrows: Bool? = nil
    /// The one error type its getter throws (`{ get throws(StoreError) }`), as written; nil when
    /// it throws any error or none.
    public var getterThrownType: String? = nil
}

/// A Swift access level.
public enum AccessLevel: String, Codable, Hashable, Sendable {
    /// `private`.
    case `private`
    /// `fileprivate`.
    case `fileprivate`
    /// `internal`, written or implied.
    case `internal`
    /// `package`.
    case `package`
    /// `public`.
    case `public`
    /// `open`.
    case `open`

    /// Whether code in another module can read it.
    var isPublic: Bool { self == .public || self == .open }
    /// Whether it is hidden from code outside its file.
    var isFilePrivate: Bool { self == .private || self == .fileprivate }

    /// The narrower of this level and `limit`: what a declaration nested in a type of access
    /// `limit` can be reached with.
    func limited(to limit: AccessLevel) -> AccessLevel {
        rank <= limit.rank ? self : limit
    }

    /// Its place from narrowest to widest.
    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }
}

/// A class, protocol or extension: its name, what it inherits or conforms to, and its properties.
public struct TypeDeclaration: Codable, Hashable, Sendable {
    /// The declared (or extended) type's name, without module prefix.
    public var name: String
    /// The inheritance clause, in order; for a class only its first entry (the superclass, if
    /// it has one), the only one that can make it a component.
    public var inheritedTypes: [TypeText]
    /// The properties declared directly in the body.
    public var properties: [PropertyDeclaration]
    /// Where the name is written.
    public var location: SourceLocation
    /// Whether it is nested in another type.
    public var isNested: Bool
    /// A class's generic parameter names, in order (`DependencyType` in
    /// `class BaseComponent<DependencyType>: Component<DependencyType>`).
    public var genericParameters: [String] = []
    /// Where it is declared: the names of the types (or extended types) it is nested in,
    /// outermost first; empty at the top level.
    public var scope = DeclarationScope()
    /// A class's or protocol's access level as written (`internal` when none is), for code in
    /// another module that must name it; an extension's is its default for its members.
    public var access = AccessLevel.internal
    /// The isolation written on a class or protocol (`@MainActor`, `nonisolated`), or the main
    /// actor when none is and the run's `--default-isolation` is `main-actor`; otherwise nil.
    /// Optional, so that summaries written before it was read still load.
    public var isolation: DeclaredIsolation? = nil
}

/// Where a declaration sits among nested types, for looking its names up as Swift does.
public struct DeclarationScope: Codable, Hashable, Sendable {
    /// The names of the enclosing types or extended types, outermost first (`["Outer", "Inner"]`
    /// inside `extension Outer.Inner`); empty at the top level. Code (a function's or
    /// initializer's body) adds a part of its own, `<code@offset>`, which no written name can
    /// spell, so what is declared in it is seen from it and from nowhere else.
    public var path: [String] = []
    /// The generic parameters of the enclosing types and functions declared in the same file: a
    /// name among them means the parameter, not a declaration elsewhere.
    public var genericParameters: [String] = []

    /// The top level.
    public init() {}

    /// A scope with every part given.
    public init(path: [String], genericParameters: [String]) {
        self.path = path
        self.genericParameters = genericParameters
    }
}

/// `typealias Name = Target`.
public struct TypealiasDeclaration: Codable, Hashable, Sendable {
    /// The alias.
    public var name: String
    /// What it stands for.
    public var target: TypeText
    /// What it stands for, by structure.
    public var structure: TypeDescription
    /// The members of a protocol composition target (`A & B`), otherwise empty.
    public var compositionMembers: [TypeText]
    /// Where the alias is declared.
    public var location: SourceLocation
    /// The types it is nested in.
    public var scope = DeclarationScope()
    /// Its access level as written, or as an enclosing extension's implies (`public extension`),
    /// for code in another module that must name it.
    public var access = AccessLevel.internal
}

/// A call that passes a `parent:` argument: `X(parent: self)`, `.init(parent: self)`,
/// `Module.X(parent: self, extra)`.
public struct Instantiation: Codable, Hashable, Sendable {
    /// The name of the type being created, without module prefix; `nil` when it could not be
    /// worked out (an `.init` with no type to infer from).
    public var typeName: String?
    /// The `parent:` argument as written.
    public var parentArgument: String
    /// The class or extension whose code makes the call (`nil` at the top level or in a
    /// struct, enum or protocol).
    public var enclosingTypeName: String?
    /// Where the call is.
    public var location: SourceLocation
}

/// A place where the parser found invalid Swift.
public struct SyntaxProblem: Codable, Hashable, Sendable {
    /// What the parser expected or found.
    public var message: String
    /// Where.
    public var location: SourceLocation
}
