/// What one file declares in WhoopDI's style: modules with their definitions, the calls that
/// set up containers, `inject` calls, and `@Injectable` types.
public struct WhoopFileSummary: Codable, Hashable, Sendable {
    /// Every class with a superclass; whether it is a module (its superclass chain reaches
    /// `DependencyModule`) is decided once every file is known.
    public var modules: [WhoopModuleDeclaration] = []
    /// `WhoopDI.setup(modules:)`, `WhoopDI.registerModules(…)`, `Container(modules:)` and
    /// `createChild(…)` calls.
    public var containers: [WhoopContainerDeclaration] = []
    /// `WhoopDI.inject(…)` and `container.inject(…)` calls.
    public var injections: [WhoopInjection] = []
    /// Calls that may be of generated accessors: any call without arguments on `WhoopDI`, or on
    /// a variable an enclosing block made with `Container(…)` or `createChild(…)`; those that
    /// name an accessor are requests.
    public var accessorCalls: [WhoopAccessorCall] = []
    /// Types marked `@Injectable`.
    public var injectables: [InjectableDeclaration] = []
    /// Lists of constructed types passed to calls that are not container set-ups digen reads
    /// (`createContainer(modules: [ParentModule()])`, a helper that builds a container): a module
    /// among them is used by a container digen cannot follow.
    public var passedModules: [WhoopPassedModules] = []
    /// The functions the file declares with a written result type and no generic parameters,
    /// for definitions whose closure calls one (`factory { makePump() }`).
    public var functionResults: [WhoopFunctionResult] = []

    /// An empty summary.
    public init() {}

    /// Whether the file declares nothing in WhoopDI's style.
    public var isEmpty: Bool {
        modules.isEmpty && containers.isEmpty && injections.isEmpty && injectables.isEmpty && accessorCalls.isEmpty
            && passedModules.isEmpty
    }
}

/// A function declaration's result type, which a call of it gives.
public struct WhoopFunctionResult: Codable, Hashable, Sendable {
    /// Its name, after the name of the type that declares it (`PartsModule.makePump`,
    /// `Factory.pump`), or alone at the top level (`makePump`).
    public var name: String
    /// Its written result type.
    public var type: DeclaredType
}

/// An array literal of constructions passed to a call digen does not read as a container set-up.
public struct WhoopPassedModules: Codable, Hashable, Sendable {
    /// The names of the types the list constructs.
    public var typeNames: [String]
    /// The called function as written (`createContainer`), for messages.
    public var calleeName: String
    /// Where the call is.
    public var location: SourceLocation
}

/// A class that may be a `DependencyModule`.
public struct WhoopModuleDeclaration: Codable, Hashable, Sendable {
    /// The class name.
    public var name: String
    /// Its superclass's name.
    public var superclassName: String
    /// The definitions its `defineDependencies()` makes, in order.
    public var definitions: [WhoopDefinition]
    /// The module classes its `moduleDependencies` lists, or `nil` when it does not override it.
    public var moduleDependencies: [String]?
    /// Where the class name is written.
    public var location: SourceLocation
}

/// A `factory`, `singleton`, `…WithParams` or `accumulate…` call.
public struct WhoopDefinition: Codable, Hashable, Sendable {
    /// Which call.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `factory`: made afresh on every request.
        case factory
        /// `singleton`: made once.
        case singleton
        /// `accumulateFactory`: a contribution to an accumulated value.
        case accumulateFactory
        /// `accumulateSingleton`: a contribution made once.
        case accumulateSingleton
    }

    /// Which call.
    public var kind: Kind
    /// Whether it is a `…WithParams` form, whose closure takes the params of `inject`.
    public var takesParams: Bool
    /// The `name:` / `named:` argument, when it is a string literal.
    public var name: String?
    /// Whether a `name:` argument is an expression digen cannot read.
    public var hasDynamicName: Bool
    /// The defined type, from the closure's result; `nil` when it cannot be inferred.
    public var type: DeclaredType?
    /// For an accumulation, the key type given with `for:`.
    public var accumulationKey: String?
    /// The `get` calls in the closure.
    public var requests: [WhoopRequest]
    /// Where the call is.
    public var location: SourceLocation
    /// Whether the closure is a main-actor one: written `{ @MainActor in … }`, or WhoopStyle's
    /// `{ r in … }`, which takes a `DefinitionResolver`. Optional, so that summaries written
    /// before it was read still load; nil is no.
    public var isMainActor: Bool? = nil
    /// When the closure only returns a call of a function, not of a type's initializer, the
    /// function as called: `makePump`, `self.makePump` or `Factory.pump`; its declared result
    /// type is the defined type.
    public var calledFunction: String? = nil
    /// Whether the closure is async (WhoopStyle's async `factory` or `singleton`): written
    /// `async`, or its own body awaits. Optional, as `isMainActor` is; nil is no.
    public var isAsync: Bool? = nil
}

/// A `get(…)` or `inject(…)` call: what it asks for.
public struct WhoopRequest: Codable, Hashable, Sendable {
    /// The name argument, when it is a string literal.
    public var name: String?
    /// Whether the name argument is an expression digen cannot read.
    public var hasDynamicName: Bool
    /// Where the value goes, which gives the requested type.
    public var context: ValueContext
    /// Where the call is.
    public var location: SourceLocation
    /// Whether it is `getAsync` or `injectAsync`, which await an async definition. Optional;
    /// nil is no.
    public var isAsync: Bool? = nil
}

/// A call that makes a container from modules.
public struct WhoopContainerDeclaration: Codable, Hashable, Sendable {
    /// Which call.
    public enum Kind: Codable, Hashable, Sendable {
        /// `WhoopDI.setup(modules:)` or `WhoopDI.registerModules(…)`: the app container.
        case appContainer
        /// `Container(modules:)`.
        case container
        /// `parent.createChild(…)`, with the parent container's variable name.
        case child(parentVariable: String)
    }

    /// Which call.
    public var kind: Kind
    /// The variable the container is stored in (`let shop = Container(modules: …)`), if any.
    public var variable: String?
    /// The module classes in the call's array literal.
    public var modules: [String]
    /// The module list as written when digen cannot read it whole (a variable, a call, a
    /// `map`, an element that is not a construction): the container may then have modules
    /// digen does not know.
    public var unreadModules: String?
    /// Definitions made in a `createChild { module in … }` closure.
    public var localDefinitions: [WhoopDefinition]
    /// Where the call is.
    public var location: SourceLocation
}

/// An `inject` call on `WhoopDI` or on a container variable.
public struct WhoopInjection: Codable, Hashable, Sendable {
    /// `nil` for `WhoopDI.inject`, otherwise the container variable's name.
    public var containerVariable: String?
    /// Where the call that made that variable's container is, when digen found its declaration.
    public var containerLocation: SourceLocation?
    /// What it asks for.
    public var request: WhoopRequest
    /// Definitions made in a local-inject closure (`inject { module in … }`), laid over the
    /// container's for this call.
    public var localDefinitions: [WhoopDefinition]
}

/// A call that may be of a generated accessor: `WhoopDI.name()` or `variable.name()`.
public struct WhoopAccessorCall: Codable, Hashable, Sendable {
    /// `nil` for `WhoopDI`, otherwise the variable's name.
    public var containerVariable: String?
    /// Where the call that made that variable's container is.
    public var containerLocation: SourceLocation?
    /// The function called.
    public var name: String
    /// Where the call is.
    public var location: SourceLocation
}

/// A type marked `@Injectable`: it provides itself and asks for its properties (or the
/// parameters of its `@InjectableInit` initializer).
public struct InjectableDeclaration: Codable, Hashable, Sendable {
    /// The type's name.
    public var name: String
    /// What it asks for, by type and `@InjectableName`.
    public var requests: [WhoopRequest]
    /// Where its name is written.
    public var location: SourceLocation
    /// The isolation written on the type (`@MainActor`, `nonisolated`), or the main actor when
    /// none is and the run's `--default-isolation` is `main-actor`; otherwise nil.
    public var isolation: DeclaredIsolation? = nil
}
