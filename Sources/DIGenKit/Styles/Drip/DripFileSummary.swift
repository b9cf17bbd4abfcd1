/// What one file declares in Drip's style: components with their accessors, modules with their
/// generators, and the chains that construct components.
public struct DripFileSummary: Codable, Hashable, Sendable {
    /// Every class with a superclass; whether it is a component (its superclass chain reaches
    /// `Component`, through the app's own bases and typealiases) is decided once every file is
    /// known.
    public var components: [DripComponentDeclaration] = []
    /// Every `Module<C>` subclass, and every class that may be one through the app's own (generic)
    /// module bases or a typealias.
    public var modules: [DripModuleDeclaration] = []
    /// Every construction chain (`X().parent { … }.module(M.self) { … }`), with what later
    /// `variable.parent { … }` or `variable.module(…)` statements on the variable that stores it
    /// add (a bare `let variable = X()` is recorded only when such a statement extends it).
    public var constructions: [DripConstruction] = []

    /// An empty summary.
    public init() {}

    /// Whether the file declares nothing in Drip's style.
    public var isEmpty: Bool { components.isEmpty && modules.isEmpty && constructions.isEmpty }
}

/// A class that may be a Drip component.
public struct DripComponentDeclaration: Codable, Hashable, Sendable {
    /// The class name.
    public var name: String
    /// Its superclass's name.
    public var superclassName: String
    /// Its `var x: P { parent() }` accessors.
    public var parents: [DripAccessor]
    /// Its `var x: M { module() }` accessors.
    public var modules: [DripAccessor]
    /// Where the class name is written.
    public var location: SourceLocation
}

/// A computed property that returns `parent()` or `module()`.
public struct DripAccessor: Codable, Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// Its type: the parent component or the module.
    public var type: DeclaredType
    /// Where it is declared.
    public var location: SourceLocation
}

/// A `Module<C>` subclass.
public struct DripModuleDeclaration: Codable, Hashable, Sendable {
    /// The class name.
    public var name: String
    /// The owning component, `C`.
    public var ownerName: String
    /// Its generator methods, in order.
    public var generators: [DripGenerator]
    /// For a module that subclasses another class than `Module<C>`, that class; its owner is
    /// then the owner of the first `Module<C>` up the chain.
    public var superclassName: String? = nil
    /// The generic arguments written on that superclass, by name (`AppComponent` in
    /// `FeatureModule<AppComponent>`), when there are any.
    public var superclassArguments: [String]? = nil
    /// The class's own generic parameters (`C` in `class FeatureModule<C>: Module<C>`), when it is
    /// generic: a base for modules, not a module itself.
    public var genericParameters: [String]? = nil
    /// Where the class name is written.
    public var location: SourceLocation
}

/// A module method that returns `single { … }`, `transient { … }` or `abstract()`.
public struct DripGenerator: Codable, Hashable, Sendable {
    /// What it returns.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `single { … }`: one value per component.
        case single
        /// `transient { … }`: a new value each time.
        case transient
        /// `abstract()`: a placeholder that must be overridden.
        case abstract
    }

    /// The method's name (usually `inject`).
    public var methodName: String
    /// What it returns.
    public var kind: Kind
    /// The method's result type, which is the key unless `explicitKey` is given.
    public var resultType: DeclaredType
    /// An explicit key argument, as written (`Key("alt")`, `"alt"`).
    public var explicitKey: String?
    /// The `inject` calls in its generator.
    public var requests: [DripRequest]
    /// Where the method is declared.
    public var location: SourceLocation
    /// Whether the method is async (DripStyle's async `single` and `transient`). Optional, so
    /// that summaries written before it was read still load; nil is no.
    public var isAsync: Bool? = nil
    /// Whether the method runs on the main actor: written `@MainActor`, or a member of a module
    /// that is (written `@MainActor`, or DripStyle's `MainActorModule`) and not written
    /// `nonisolated`. Optional; nil is no.
    public var isMainActor: Bool? = nil
}

/// A `c.shop.kitchen.inject()` call in a generator: the accessors followed from the owning
/// component, then the module method called.
public struct DripRequest: Codable, Hashable, Sendable {
    /// The accessor names after the component (`["shop", "kitchen"]`).
    public var accessors: [String]
    /// The method called on the module (`inject`).
    public var methodName: String
    /// Where the value goes, which picks the overload.
    public var context: ValueContext
    /// Where the call is.
    public var location: SourceLocation
    /// Whether the call is awaited (`await c.store.inject()`); nil when it is not.
    public var isAsync: Bool? = nil
}

/// A chain of calls on a new component, or on a variable holding one.
public struct DripConstruction: Codable, Hashable, Sendable {
    /// How the chain starts.
    public enum Start: Codable, Hashable, Sendable {
        /// `X()`: a new component of class `X`.
        case construction(String)
        /// `variable.…`: more calls on a component made earlier; only while reading a file.
        case variable(String)
        /// `X.make(…)`: a component of class `X` made by its generated builder, which registers
        /// every parent and module its accessors read.
        case builder(String)
    }

    /// How the chain starts: `.construction` in a finished summary.
    public var start: Start
    /// The variable the result is stored in (`let view = …`, `lazy var view = …`), if any.
    public var variable: String?
    /// The parents registered, by what each `parent { … }` closure returns.
    public var parents: [DripParentSupply]
    /// The module classes registered (`module(M.self) { … }`, `module { M($0) }`).
    public var modules: [String]
    /// The types overridden (`override(X() as T)`, `override { … as T }`), as far as readable.
    public var overrides: [DeclaredType]
    /// The class or extension whose code holds the chain (`self` in a `parent { self }`).
    public var enclosingTypeName: String?
    /// The members read on the variable that stores the component, as far as digen sees them
    /// (`ChainReads`), sorted; the accessors among them are what the chain must supply.
    public var reads: [String] = []
    /// Those of `reads` read outside the block or type that stores the component (a property
    /// read in an extension, or on an instance of its type), each with where it is first read.
    public var readsElsewhere: [Read] = []
    /// Where the chain's value goes when it is not stored in a variable or property and digen
    /// cannot follow it there (`returned`, `passed as an argument`, `stored in a collection`,
    /// `assigned to x`): what is read on the component then is not checked. Nil when it is
    /// stored (its reads are followed), given as a parent, or not kept.
    public var unfollowed: String? = nil

    /// A member read on the stored component, and where.
    public struct Read: Codable, Hashable, Sendable {
        /// The member's name.
        public var name: String
        /// Where it is read.
        public var location: SourceLocation
    }
    /// Where the chain starts.
    public var location: SourceLocation
}

/// What a `parent { … }` closure returns.
public enum DripParentSupply: Codable, Hashable, Sendable {
    /// A new component: `parent { ApplicationComponent() }` (or a chain starting with one).
    case constructed(String)
    /// A member chain: `parent { self }`, `parent { app }`, `parent { self.app.component }`.
    case reference([String])
    /// A type written with `as`.
    case declared(DeclaredType)
    /// Something else.
    case unknown(String)
}
