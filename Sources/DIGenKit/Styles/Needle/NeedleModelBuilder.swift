/// The model stage: merges every file's summary into one `AppModel`, and records what only shows
/// once all files are known and the model leaves out (duplicates, dangling extensions, unknown
/// dependency protocols, bad instantiations) as `NeedleModelFindings`, which rules judge.
struct NeedleModelBuilder {
    /// The model, and what was set aside building it.
    struct NeedleModel: Sendable {
        var model: AppModel
        var findings: NeedleModelFindings
    }

    struct Options: Sendable, Hashable {
        /// Which properties count as providers.
        var accessRules = AccessRules.swift
        /// Also recognise `PluginizedComponent<…>` and `NonCoreComponent<…>`.
        var pluginized = false
        /// How many threads may finish components at once.
        var concurrencyLimit = 1
        /// The module the generated code is compiled into (`--module-name`), for messages.
        var moduleName: String?
    }

    var options: Options

    private enum Kind {
        /// `Component<D>`, `PluginizedComponent<D, P, N>` or `NonCoreComponent<D>`, as written
        /// (or as a generic base's subclass fills it in).
        case component(superclass: TypeText)
        /// `BootstrapComponent`, or `MainActorBootstrapComponent` (`mainActor`).
        case root(mainActor: Bool)
        /// A subclass of a user class, with the generic arguments it passes it.
        case subclass(of: String, arguments: [TypeText])
        /// A class whose superclass's generic arguments are its own generic parameters
        /// (`class BaseComponent<D>: Component<D>`): not a component itself, but each subclass
        /// that fills the parameters in is one.
        case genericBase(superclass: TypeText, parameters: [String])
    }

    private struct ComponentClass {
        var properties: [PropertyDeclaration]
        var location: SourceLocation
        var dependencyName: String
        var isRoot: Bool
        var superclassName: String?
        /// The non-core component a pluginized component creates.
        var nonCoreName: String?
        /// A pluginized component's plugin extension protocol.
        var pluginExtensionName: String?
        /// The class's access level as written.
        var access = AccessLevel.internal
        /// Whether it is isolated to the main actor: written `@MainActor`, or a subclass of the
        /// main-actor family.
        var isMainActor = false
        /// Whether it subclasses the main-actor family.
        var isMainActorFamily = false
    }

    /// Where a class declaration is: `summaries[file].classes[index]`. Declarations are looked
    /// up in place rather than copied, which matters with tens of thousands of them.
    private struct ClassReference {
        var file: Int
        var index: Int
    }

    func build(_ summaries: [FileSummary], aliases: TypealiasTable) -> NeedleModel {
        var findings = NeedleModelFindings()

        // Protocols and other declared names, first declaration winning.
        var protocols: [String: TypeDeclaration] = [:]
        var classReferences: [ClassReference] = []
        var firstClass: [String: ClassReference] = [:]
        // Summaries are read by position, field by field: copying each whole summary (or class
        // declaration) to read one part of it costs more than the reading, with tens of thousands.
        for file in summaries.indices {
            for declaration in summaries[file].protocols where protocols[declaration.name] == nil {
                protocols[declaration.name] = declaration
            }
            let classes = summaries[file].classes
            for index in classes.indices {
                let reference = ClassReference(file: file, index: index)
                classReferences.append(reference)
                let name = classes[index].name
                if firstClass[name] == nil { firstClass[name] = reference }
            }
        }
        // Needed only for an extension of a component-like name, which is rare: built on demand.
        var declaredNamesCache: Set<String>?
        func isDeclared(_ name: String) -> Bool {
            if declaredNamesCache == nil {
                var names = Set(summaries.lazy.flatMap(\.otherTypeNames))
                names.formUnion(firstClass.keys)
                names.formUnion(protocols.keys)
                names.formUnion(aliases.names)
                declaredNamesCache = names
            }
            return declaredNamesCache!.contains(name)
        }

        // Components. Dictionary order is fine here: every result is per name, and diagnostics
        // are sorted at the end.
        var kinds: [String: Kind] = [:]
        for (name, reference) in firstClass {
            let classes = summaries[reference.file].classes
            if let superclass = classes[reference.index].inheritedTypes.first,
               let kind = kind(ofSuperclass: superclass, genericParameters: classes[reference.index].genericParameters, aliases: aliases) {
                kinds[name] = kind
            }
        }
        // Each class's user superclass, before generic bases are filled in: what it inherits
        // properties and children from.
        var userSuperclasses: [String: String] = [:]
        for (name, kind) in kinds {
            switch kind {
            case .subclass(let parent, _): userSuperclasses[name] = aliases.resolvedName(parent)
            case .genericBase(let superclass, _):
                if case .subclass(let parent, _)? = self.kind(ofSuperclass: superclass, genericParameters: [], aliases: aliases) {
                    userSuperclasses[name] = aliases.resolvedName(parent)
                }
            case .component, .root: break
            }
        }
        kinds = fillingInGenericBases(kinds, aliases: aliases)
        let componentClasses = resolveComponents(
            kinds: kinds, aliases: aliases, classes: firstClass, superclasses: userSuperclasses,
            declaration: { summaries[$0.file].classes[$0.index] })
        // Generic bases that some component extends: their properties and children are inherited.
        var genericBases: [String: TypeDeclaration] = [:]
        for name in Set(componentClasses.values.compactMap(\.superclassName)) where componentClasses[name] == nil {
            var current: String? = name
            while let link = current, componentClasses[link] == nil, genericBases[link] == nil,
                  case .genericBase? = kinds[link], let reference = firstClass[link] {
                genericBases[link] = summaries[reference.file].classes[reference.index]
                current = userSuperclasses[link]
            }
        }
        var firstLocation: [String: SourceLocation] = [:]
        for reference in classReferences {
            let name = summaries[reference.file].classes[reference.index].name
            guard componentClasses[name] != nil else { continue }
            let location = summaries[reference.file].classes[reference.index].location
            if let first = firstLocation[name] {
                findings.duplicateComponents.append(.init(name: name, location: location, first: first))
            } else {
                firstLocation[name] = location
            }
        }

        // Dependency protocols.
        let dependencies = dependencyProtocols(
            summaries: summaries, protocols: protocols, aliases: aliases, findings: &findings)

        // Properties and instantiations, per owning type name (body and extensions).
        var ownProperties: [String: [PropertyDeclaration]] = [:]
        for (name, component) in componentClasses {
            ownProperties[name] = component.properties
        }
        for (name, declaration) in genericBases {
            ownProperties[name] = declaration.properties
        }
        for file in summaries.indices {
            for declaration in summaries[file].extensions {
                let name = aliases.resolvedName(declaration.name)
                if componentClasses[name] != nil || genericBases[name] != nil {
                    ownProperties[name, default: []].append(contentsOf: declaration.properties)
                } else if !declaration.properties.isEmpty && looksLikeComponent(declaration) && !isDeclared(name) {
                    // Needle ignores an extension of a component it has not read (one declared in
                    // another module, say). Only one that declares properties loses something.
                    findings.extensionsWithoutDeclaration.append(.init(
                        name: declaration.name, location: declaration.location, propertyCount: declaration.properties.count))
                }
            }
        }
        var ownChildren: [String: Set<String>] = [:]
        var instantiations: [String: [String: SourceLocation]] = [:]
        for file in summaries.indices {
            for instantiation in summaries[file].instantiations {
                guard let typeName = instantiation.typeName else { continue }
                let child = aliases.resolvedName(typeName)
                guard let childComponent = componentClasses[child], !childComponent.isRoot else { continue }
                guard Self.isValidParentArgument(instantiation.parentArgument) else {
                    findings.badInstantiations.append(.init(
                        component: child, file: summaries[file].path, location: instantiation.location,
                        parentArgument: instantiation.parentArgument))
                    continue
                }
                if let owner = instantiation.enclosingTypeName.map(aliases.resolvedName),
                   componentClasses[owner] != nil || genericBases[owner] != nil {
                    ownChildren[owner, default: []].insert(child)
                    if instantiations[owner]?[child] == nil { instantiations[owner, default: [:]][child] = instantiation.location }
                }
            }
        }
        for (name, component) in componentClasses {
            if let nonCore = component.nonCoreName.map(aliases.resolvedName), componentClasses[nonCore] != nil {
                ownChildren[name, default: []].insert(nonCore)
            }
        }

        let inherited = inheritedMembers(
            componentClasses, superclasses: userSuperclasses, ownProperties: ownProperties, ownChildren: ownChildren)

        var model = AppModel(dependencies: dependencies, aliases: aliases)
        model.generatingModule = options.moduleName
        model.nonSendableClasses = Sendability.nonSendableClasses(in: summaries)
        for file in summaries.indices {
            if let module = summaries[file].module { model.foreignModules[summaries[file].path] = module }
        }
        // Each component is finished independently of the others, so large apps do this on
        // every core, in chunks.
        let entries = Array(componentClasses)
        let chunkSize = 512
        let chunkCount = (entries.count + chunkSize - 1) / chunkSize
        let keys = model
        let run = ParallelRunner.run(count: chunkCount, concurrencyLimit: options.concurrencyLimit, timeout: nil) {
            [self, inherited, protocols] chunk in
            var finished: [AppModel.Component] = []
            for (name, component) in entries[(chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)] {
                finished.append(finish(name, component, inherited: inherited[name]!, protocols: protocols, keys: keys))
            }
            return finished
        }
        // Assigned once at the end: every assignment re-sorts the names.
        var components: [String: AppModel.Component] = [:]
        components.reserveCapacity(componentClasses.count)
        for case let finished? in run.outputs {
            for component in finished { components[component.name] = component }
        }
        model.components = components
        for (name, component) in componentClasses {
            let dependencyName = component.dependencyName
            if dependencyName != NeedleNames.emptyDependency, dependencies[dependencyName] == nil,
               let declared = protocols[dependencyName] {
                findings.protocolsNotDependencies[dependencyName] = declared.location
            }
            if let extensionName = component.pluginExtensionName, component.nonCoreName != nil, protocols[extensionName] == nil {
                findings.undeclaredPluginExtensions[name] = extensionName
            }
        }

        // A file's imports count when it declares a component or dependency protocol, or extends
        // a component: an extension's properties are read by the generated code too.
        var imports: Set<String> = []
        for file in summaries.indices
        where summaries[file].classes.contains(where: { componentClasses[$0.name] != nil })
            || summaries[file].protocols.contains(where: { dependencies[$0.name] != nil })
            || summaries[file].classes.contains(where: { genericBases[$0.name] != nil })
            || summaries[file].extensions.contains(where: {
                let name = aliases.resolvedName($0.name)
                return componentClasses[name] != nil || genericBases[name] != nil
            }) {
            imports.formUnion(summaries[file].imports)
        }
        model.imports = imports.sorted()
        model.instantiations = instantiations
        return NeedleModel(model: model, findings: findings)
    }

    /// Whether `property` cannot be seen on the DI graph under `rules`: it is private or
    /// fileprivate (as Needle 0.25.1 reads access, with `needle0_25_1`).
    static func isInaccessible(_ property: PropertyDeclaration, under rules: AccessRules) -> Bool {
        rules == .needle0_25_1 ? property.needleAccess == .inaccessible : property.access.isFilePrivate
    }

    /// A component with its inherited properties and children.
    private func finish(
        _ name: String, _ component: ComponentClass, inherited: Inherited, protocols: [String: TypeDeclaration], keys: AppModel
    ) -> AppModel.Component {
        let (properties, children) = (inherited.properties, inherited.children)
        var provided: [PropertyDeclaration] = []
        for property in properties where !Self.isInaccessible(property, under: options.accessRules) {
            if Self.provides(property, under: options.accessRules),
               keys.foreignModules[property.location.file] == nil || property.access.isPublic {
                // Generated code in another module reads only what its module makes public.
                provided.append(property)
            }
        }
        let dependencyName = component.dependencyName
        var pluginExtension: AppModel.PluginExtension?
        if let extensionName = component.pluginExtensionName, let nonCore = component.nonCoreName,
           let declared = protocols[extensionName] {
            pluginExtension = AppModel.PluginExtension(
                name: extensionName, members: declared.properties, nonCoreName: keys.aliases.resolvedName(nonCore))
        }
        return AppModel.Component(
            name: name, dependencyName: dependencyName, isRoot: component.isRoot,
            superclassName: component.superclassName, location: component.location,
            properties: properties, providedProperties: provided,
            providedKeys: Set(provided.map(keys.key(of:))), children: children.sorted(),
            pluginExtension: pluginExtension, access: component.access, isMainActor: component.isMainActor,
            isMainActorFamily: component.isMainActorFamily)
    }

    /// Needle accepts `self` and, for a root made explicitly, `BootstrapComponent()`.
    static func isValidParentArgument(_ argument: String) -> Bool {
        argument == "self" || argument == "BootstrapComponent()"
    }

    // MARK: Components

    /// What a class with superclass `first` and generic parameters `genericParameters` is.
    private func kind(ofSuperclass first: TypeText, genericParameters: [String], aliases: TypealiasTable) -> Kind? {
        let superclass = aliases.expanded(first)
        if NeedleNames.isFramework(superclass, NeedleNames.bootstrapComponent) { return .root(mainActor: false) }
        if NeedleNames.isFramework(superclass, NeedleNames.mainActorBootstrapComponent) { return .root(mainActor: true) }
        // A superclass that passes on one of the class's own generic parameters.
        let parameters = Set(genericParameters)
        if !parameters.isEmpty, superclass.genericArguments.contains(where: { Self.parameterName($0).map(parameters.contains) == true }) {
            return .genericBase(superclass: superclass, parameters: genericParameters)
        }
        if !superclass.genericArguments.isEmpty {
            if NeedleNames.isFramework(superclass, NeedleNames.component)
                || NeedleNames.isFramework(superclass, NeedleNames.mainActorComponent) {
                return .component(superclass: superclass)
            }
            if options.pluginized
                && (NeedleNames.isFramework(superclass, NeedleNames.pluginizedComponent)
                    || NeedleNames.isFramework(superclass, NeedleNames.nonCoreComponent)) {
                return .component(superclass: superclass)
            }
        }
        if let base = superclass.baseName,
           !NeedleNames.frameworkTypes.contains(base) || !(superclass.qualifier.map(NeedleNames.frameworkModules.contains) ?? true) {
            return .subclass(of: base, arguments: superclass.genericArguments)
        }
        return nil
    }

    /// The name a generic argument gives when it is a bare name (`DependencyType`), which is how
    /// a class passes on its own generic parameter.
    private static func parameterName(_ type: TypeText) -> String? {
        type.qualifier == nil && type.genericArguments.isEmpty ? type.baseName : nil
    }

    /// `kinds` with each subclass of a generic base given the kind the base's superclass has once
    /// the subclass's arguments fill in the base's parameters, through any number of generic
    /// bases: `class GameComponent: BaseComponent<GameDependency>`, with
    /// `class BaseComponent<D>: Component<D>`, is a component of `GameDependency`.
    private func fillingInGenericBases(_ kinds: [String: Kind], aliases: TypealiasTable) -> [String: Kind] {
        var filled = kinds
        for (name, kind) in kinds {
            guard case .subclass(let parent, _) = kind,
                  case .genericBase? = kinds[aliases.resolvedName(parent)] else { continue }
            var current: Kind? = kind
            var seen: Set<String> = []
            while case .subclass(let parent, let arguments)? = current,
                  case .genericBase(let superclass, let parameters)? = kinds[aliases.resolvedName(parent)],
                  seen.insert(aliases.resolvedName(parent)).inserted {
                var substitutions: [String: TypeText] = [:]
                for (parameter, argument) in zip(parameters, arguments) { substitutions[parameter] = argument }
                var concrete = superclass
                concrete.genericArguments = superclass.genericArguments.map { argument in
                    Self.parameterName(argument).flatMap { substitutions[$0] } ?? argument
                }
                current = self.kind(ofSuperclass: concrete, genericParameters: [], aliases: aliases)
            }
            // A generic chain that loops, or ends at a class that is not a component base.
            if case .subclass(let parent, _)? = current, case .genericBase? = kinds[aliases.resolvedName(parent)] {
                current = nil
            }
            filled[name] = current
        }
        return filled
    }

    /// What a component takes from the Needle base its superclass chain ends at.
    private struct Base {
        var dependencyName: String
        var isRoot: Bool
        var nonCoreName: String?
        var pluginExtensionName: String?
        /// Whether the base is one of the main-actor family.
        var isMainActor = false
    }

    /// Every class in `kinds` whose superclass chain ends at a Needle base, following `.subclass`
    /// links. Each class's chain is followed once: the base found (or that there is none: the
    /// chain leaves the declared classes, or loops) is kept for every class on the way, so a
    /// class further down stops at the first class already known, and ten thousand levels of
    /// subclassing take ten thousand steps.
    private func resolveComponents(
        kinds: [String: Kind], aliases: TypealiasTable, classes: [String: ClassReference],
        superclasses: [String: String], declaration: (ClassReference) -> TypeDeclaration
    ) -> [String: ComponentClass] {
        var bases: [String: Base?] = [:]
        bases.reserveCapacity(kinds.count)
        var resolved: [String: ComponentClass] = [:]
        resolved.reserveCapacity(kinds.count)
        for name in kinds.keys {
            guard let reference = classes[name] else { continue }
            let base = ChainEnds.end(from: name, known: &bases) { link -> ChainEnds.Step<Base> in
                switch kinds[link] {
                case .subclass(let parent, _)?: return .next(aliases.resolvedName(parent))
                case let kind?: return self.base(kind, aliases: aliases).map { .end($0) } ?? .unknown
                case nil: return .unknown
                }
            }
            guard let base else { continue }
            let own = declaration(reference)
            resolved[name] = ComponentClass(
                properties: own.properties, location: own.location, dependencyName: base.dependencyName,
                isRoot: base.isRoot, superclassName: superclasses[name], nonCoreName: base.nonCoreName,
                pluginExtensionName: base.pluginExtensionName, access: own.access,
                isMainActor: base.isMainActor || own.isolation == .mainActor, isMainActorFamily: base.isMainActor)
        }
        return resolved
    }

    /// The base a chain ends at, of kind `.root` or `.component`.
    private func base(_ kind: Kind, aliases: TypealiasTable) -> Base? {
        switch kind {
        case .root(let mainActor):
            return Base(dependencyName: NeedleNames.emptyDependency, isRoot: true, isMainActor: mainActor)
        case .component(let superclass):
            var nonCore: String?
            var pluginExtension: String?
            if options.pluginized,
               NeedleNames.isFramework(superclass, NeedleNames.pluginizedComponent),
               superclass.genericArguments.count >= 3 {
                pluginExtension = superclass.genericArguments[1].baseName.map(aliases.resolvedName)
                nonCore = superclass.genericArguments[2].baseName
            }
            let dependency = superclass.genericArguments[0]
            let dependencyName = aliases.resolvedName(dependency.baseName ?? dependency.normalized)
            return Base(
                dependencyName: dependencyName, isRoot: false, nonCoreName: nonCore, pluginExtensionName: pluginExtension,
                isMainActor: NeedleNames.isFramework(superclass, NeedleNames.mainActorComponent))
        case .subclass, .genericBase:
            return nil
        }
    }

    /// What a component has from its superclass components and itself.
    private struct Inherited: Sendable {
        /// Its superclasses' properties, the furthest first, then its own.
        var properties: [PropertyDeclaration]
        /// The components it and its superclasses instantiate.
        var children: Set<String>
    }

    /// A subclass inherits its superclass components' properties and children (Needle #462).
    /// Each component's are its superclass's plus its own, so each is made once, from the
    /// superclass's, rather than by walking the whole chain again for every component.
    private func inheritedMembers(
        _ components: [String: ComponentClass], superclasses: [String: String],
        ownProperties: [String: [PropertyDeclaration]], ownChildren: [String: Set<String>]
    ) -> [String: Inherited] {
        var inherited: [String: Inherited] = [:]
        inherited.reserveCapacity(components.count)
        for name in components.keys where inherited[name] == nil {
            // Up the chain to a component already done (or the base), then back down.
            var chain: [String] = []
            var onChain: Set<String> = []
            var current: String? = name
            while let link = current, inherited[link] == nil, onChain.insert(link).inserted {
                chain.append(link)
                current = superclasses[link]
            }
            var above = current.flatMap { inherited[$0] } ?? Inherited(properties: [], children: [])
            for link in chain.reversed() {
                above.properties += ownProperties[link] ?? []
                above.children.formUnion(ownChildren[link] ?? [])
                inherited[link] = above
            }
        }
        return inherited
    }

    /// Whether `property`, which is not private to its file, is a provider under `rules`.
    static func provides(_ property: PropertyDeclaration, under rules: AccessRules) -> Bool {
        switch rules {
        case .swift: return !property.access.isFilePrivate
        case .public: return property.access.isPublic
        case .needle0_25_1: return property.needleAccess == .provider
        }
    }

    private func looksLikeComponent(_ declaration: TypeDeclaration) -> Bool {
        declaration.name.hasSuffix(NeedleNames.component) && !NeedleNames.frameworkTypes.contains(declaration.name)
    }

    // MARK: Dependency protocols

    private func dependencyProtocols(
        summaries: [FileSummary], protocols: [String: TypeDeclaration], aliases: TypealiasTable,
        findings: inout NeedleModelFindings
    ) -> [String: AppModel.DependencyProtocol] {
        var inheritance = DependencyInheritance(protocols: protocols, aliases: aliases)
        var result: [String: AppModel.DependencyProtocol] = [:]
        for file in summaries.indices {
            for declaration in summaries[file].protocols where inheritance.isDependency(declaration.name) {
                if let first = result[declaration.name] {
                    findings.duplicateDependencies.append(.init(name: declaration.name, location: declaration.location, first: first.location))
                    continue
                }
                result[declaration.name] = AppModel.DependencyProtocol(
                    name: declaration.name, location: declaration.location,
                    members: inheritance.members(
                        of: declaration.inheritedTypes, own: declaration.properties, following: [declaration.name]),
                    access: declaration.access,
                    isMainActor: inheritance.isMainActor(declaration.name),
                    declaredNonisolated: declaration.isolation == .nonisolated)
                // A private protocol's members are as hidden as it is: the generated file, which
                // conforms provider classes to the protocol, cannot see them. Needle says so per member.
                for member in declaration.properties where member.access.isFilePrivate {
                    findings.hiddenDependencyMembers.append(.init(protocolName: declaration.name, member: member))
                }
            }
        }
        // `typealias X = Dependency & HasA & HasB` declares a dependency too (Needle #278).
        for alias in aliases.declarations where !alias.compositionMembers.isEmpty && result[alias.name] == nil {
            let isDependencyComposition = alias.compositionMembers.contains { member in
                NeedleNames.isFramework(member, NeedleNames.dependency)
                    || member.baseName.map { inheritance.isDependency(aliases.resolvedName($0)) } ?? false
            }
            guard isDependencyComposition else { continue }
            result[alias.name] = AppModel.DependencyProtocol(
                name: alias.name, location: alias.location,
                members: inheritance.members(of: alias.compositionMembers, own: [], following: [alias.name]),
                isMainActor: alias.compositionMembers.contains { member in
                    member.baseName.map { inheritance.isMainActor(aliases.resolvedName($0)) } ?? false
                })
        }
        return result
    }
}
