/// The whole application as the checks see it: every component and dependency protocol, merged
/// from all files, with extensions, typealiases and inheritance already resolved.
public struct AppModel: Sendable {
    /// A component (a `Component<…>` subclass, a `BootstrapComponent` root, or a subclass of
    /// another component).
    public struct Component: Sendable, Hashable {
        /// The class name.
        public var name: String
        /// The name of its dependency protocol (`EmptyDependency` for roots).
        public var dependencyName: String
        /// Whether it is a root (`BootstrapComponent`).
        public var isRoot: Bool
        /// The component class it subclasses, when it subclasses a user component (Needle #462).
        public var superclassName: String?
        /// Where the class is declared.
        public var location: SourceLocation
        /// Every property from its body, its extensions and its superclass components.
        public var properties: [PropertyDeclaration]
        /// The properties descendants can use: `properties` without private ones (and, with
        /// `--require-public`, without non-public ones).
        public var providedProperties: [PropertyDeclaration]
        /// The keys of `providedProperties`.
        public var providedKeys: Set<PropertyKey>
        /// The components it instantiates with `parent: self`, sorted.
        public var children: [String]
        /// A pluginized component's plugin extension, when digen found its protocol.
        public var pluginExtension: PluginExtension? = nil
        /// The class's access level as written.
        public var access = AccessLevel.internal
        /// Whether it is isolated to the main actor: written `@MainActor`, or a subclass of
        /// `MainActorComponent` or `MainActorBootstrapComponent`.
        public var isMainActor = false
        /// Whether it subclasses `MainActorComponent` or `MainActorBootstrapComponent`, which a
        /// target whose default isolation is the main actor must.
        public var isMainActorFamily = false

        /// Whether `property`, one of its own, is read on the main actor: it is written
        /// `@MainActor`, or the component is main-actor and the property is not `nonisolated`.
        func isMainActor(_ property: PropertyDeclaration) -> Bool {
            property.isolation == .mainActor || (isMainActor && property.isolation != .nonisolated)
        }
    }

    /// A pluginized component's plugin extension protocol: the members its non-core component
    /// gives the component.
    public struct PluginExtension: Sendable, Hashable {
        /// The protocol's name.
        public var name: String
        /// Its properties.
        public var members: [PropertyDeclaration]
        /// The non-core component whose properties provide them.
        public var nonCoreName: String
    }

    /// A dependency protocol with all its members, its own and inherited.
    public struct DependencyProtocol: Sendable, Hashable {
        /// The protocol (or protocol-composition typealias) name.
        public var name: String
        /// Where it is declared.
        public var location: SourceLocation
        /// Its members, own first then inherited, without repeats.
        public var members: [PropertyDeclaration]
        /// The protocol's access level as written; `nil` for a composition typealias.
        public var access: AccessLevel? = nil
        /// Whether it is isolated to the main actor: it, or a protocol it inherits (a member of
        /// the composition), is written `@MainActor`. Its generated provider is then main-actor too.
        public var isMainActor = false
        /// Whether it is written `nonisolated`, and so is nonisolated whatever the target's default.
        public var declaredNonisolated = false
    }

    /// Whether some component or dependency protocol is isolated to the main actor, so that the
    /// generated code must register main-actor factories.
    var hasMainActorParts: Bool {
        components.values.contains(where: \.isMainActor) || dependencies.values.contains(where: \.isMainActor)
    }

    /// Components by name.
    public internal(set) var components: [String: Component] = [:] {
        didSet { componentNames = components.keys.sorted() }
    }
    /// The module of each file read from another module's summary (`--summary`), by path; the
    /// run's own files, compiled with the generated code, are not in it.
    public internal(set) var foreignModules: [String: String] = [:]
    /// The module the generated code is compiled into (`--module-name`), when named.
    public internal(set) var generatingModule: String?
    /// Component names in ascending order.
    public private(set) var componentNames: [String] = []
    /// Dependency protocols by name.
    public internal(set) var dependencies: [String: DependencyProtocol]
    /// The import statements of every file that declares a component or dependency, sorted.
    public internal(set) var imports: [String]
    /// Where each component (or generic base class) instantiates each of its children: the
    /// first `Child(parent: self)` call in file order, by owner, then child.
    public internal(set) var instantiations: [String: [String: SourceLocation]] = [:]
    /// The classes the sources show to be not `Sendable` (see `Sendability`).
    public internal(set) var nonSendableClasses: Set<String> = []

    /// Where `parent`, or the nearest of its superclasses that does, instantiates `child`.
    func instantiation(of child: String, by parent: String) -> SourceLocation? {
        var current: String? = parent
        var seen: Set<String> = []
        while let owner = current, seen.insert(owner).inserted {
            if let location = instantiations[owner]?[child] { return location }
            current = components[owner]?.superclassName
        }
        return nil
    }

    init(dependencies: [String: DependencyProtocol], imports: [String] = [], aliases: TypealiasTable = TypealiasTable([])) {
        self.dependencies = dependencies
        self.imports = imports
        self.aliases = aliases
    }

    /// The key a property is matched by, with typealiases resolved on its type's structure.
    func key(of property: PropertyDeclaration) -> PropertyKey {
        PropertyKey(name: property.name, type: aliases.resolved(property.type.structure))
    }

    /// The application's typealiases.
    let aliases: TypealiasTable
}
