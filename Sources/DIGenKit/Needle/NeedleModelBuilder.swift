/// The model stage: merges every file's summary into one `AppModel`, reporting the problems that
/// only show once all files are known (duplicates, dangling extensions, unknown dependency
/// protocols, bad instantiations).
struct NeedleModelBuilder {
    /// The model, and the problems found building it.
    struct NeedleModel {
        var model: AppModel
        var diagnostics: [Diagnostic]
    }

    struct Options: Sendable, Hashable {
        /// Count only `public`/`open` properties as providers (Needle 0.24+ behaviour, #464).
        var requirePublic = false
        /// Also recognise `PluginizedComponent<…>` and `NonCoreComponent<…>`.
        var pluginized = false
        /// How many threads may finish components at once.
        var concurrencyLimit = 1
    }

    var options: Options

    private enum Kind {
        case component(dependency: TypeText)
        case root
        case subclass(of: String)
    }

    private struct ComponentClass {
        var properties: [PropertyDeclaration]
        var location: SourceLocation
        var dependencyName: String
        var isRoot: Bool
        var superclassName: String?
        /// The non-core component a pluginized component creates.
        var nonCoreName: String?
    }

    /// Where a class declaration is: `summaries[file].classes[index]`. Declarations are looked
    /// up in place rather than copied, which matters with tens of thousands of them.
    private struct ClassReference {
        var file: Int
        var index: Int
    }

    func build(_ summaries: [FileSummary], aliases: TypealiasTable) -> NeedleModel {
        var diagnostics: [Diagnostic] = []

        // Protocols and other declared names, first declaration winning.
        var protocols: [String: TypeDeclaration] = [:]
        var classReferences: [ClassReference] = []
        var firstClass: [String: ClassReference] = [:]
        for (file, summary) in summaries.enumerated() {
            for declaration in summary.protocols where protocols[declaration.name] == nil {
                protocols[declaration.name] = declaration
            }
            for (index, declaration) in summary.classes.enumerated() {
                let reference = ClassReference(file: file, index: index)
                classReferences.append(reference)
                if firstClass[declaration.name] == nil { firstClass[declaration.name] = reference }
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
            let superclass = summaries[reference.file].classes[reference.index].inheritedTypes.first
            if let superclass, let kind = kind(ofSuperclass: superclass, aliases: aliases) { kinds[name] = kind }
        }
        let componentClasses = resolveComponents(
            kinds: kinds, aliases: aliases, classes: firstClass, declaration: { summaries[$0.file].classes[$0.index] })
        var firstLocation: [String: SourceLocation] = [:]
        for reference in classReferences {
            let name = summaries[reference.file].classes[reference.index].name
            guard componentClasses[name] != nil else { continue }
            let location = summaries[reference.file].classes[reference.index].location
            if let first = firstLocation[name] {
                diagnostics.append(Diagnostic(
                    id: .duplicateComponent, location: location,
                    message: "Needle does not support components with the same name \(name)",
                    notes: ["\(name) is also declared at \(first)."]))
            } else {
                firstLocation[name] = location
            }
        }

        // Dependency protocols.
        let dependencies = dependencyProtocols(
            summaries: summaries, protocols: protocols, aliases: aliases, diagnostics: &diagnostics)

        // Properties and instantiations, per owning type name (body and extensions).
        var ownProperties: [String: [PropertyDeclaration]] = [:]
        for (name, component) in componentClasses {
            ownProperties[name] = component.properties
        }
        for summary in summaries {
            for declaration in summary.extensions {
                let name = aliases.resolvedName(declaration.name)
                if componentClasses[name] != nil {
                    ownProperties[name, default: []].append(contentsOf: declaration.properties)
                } else if looksLikeComponent(declaration) && !isDeclared(name) {
                    diagnostics.append(Diagnostic(
                        id: .extensionWithoutDeclaration, location: declaration.location,
                        message: "\(declaration.name) only has extension but missing declaration."))
                }
            }
        }
        var ownChildren: [String: Set<String>] = [:]
        for summary in summaries {
            for instantiation in summary.instantiations {
                guard let typeName = instantiation.typeName else { continue }
                let child = aliases.resolvedName(typeName)
                guard let childComponent = componentClasses[child], !childComponent.isRoot else { continue }
                guard Self.isValidParentArgument(instantiation.parentArgument) else {
                    diagnostics.append(Diagnostic(
                        id: .badInstantiation, location: instantiation.location,
                        message: "\(child) is instantiated incorrectly in \(summary.path). All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter.",
                        notes: ["The parent argument here is `\(instantiation.parentArgument)`."]))
                    continue
                }
                if let owner = instantiation.enclosingTypeName.map(aliases.resolvedName),
                   componentClasses[owner] != nil {
                    ownChildren[owner, default: []].insert(child)
                }
            }
        }
        for (name, component) in componentClasses {
            if let nonCore = component.nonCoreName.map(aliases.resolvedName), componentClasses[nonCore] != nil {
                ownChildren[name, default: []].insert(nonCore)
            }
        }

        let inherited = inheritedMembers(componentClasses, ownProperties: ownProperties, ownChildren: ownChildren)

        var model = AppModel(dependencies: dependencies, aliases: aliases)
        // Each component is finished independently of the others, so large apps do this on
        // every core, in chunks.
        let entries = Array(componentClasses)
        let chunkSize = 512
        let chunkCount = (entries.count + chunkSize - 1) / chunkSize
        let keys = model
        let run = ParallelRunner.run(count: chunkCount, concurrencyLimit: options.concurrencyLimit, timeout: nil) {
            [self, inherited, dependencies, protocols] chunk in
            var finished: [AppModel.Component] = []
            var found: [Diagnostic] = []
            for (name, component) in entries[(chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)] {
                finished.append(finish(
                    name, component, inherited: inherited[name]!, dependencies: dependencies, protocols: protocols,
                    keys: keys, diagnostics: &found))
            }
            return (finished, found)
        }
        // Assigned once at the end: every assignment re-sorts the names.
        var components: [String: AppModel.Component] = [:]
        components.reserveCapacity(componentClasses.count)
        for case let (finished, found)? in run.outputs {
            for component in finished { components[component.name] = component }
            diagnostics += found
        }
        model.components = components

        var imports: Set<String> = []
        for summary in summaries
        where summary.classes.contains(where: { componentClasses[$0.name] != nil })
            || summary.protocols.contains(where: { dependencies[$0.name] != nil }) {
            imports.formUnion(summary.imports)
        }
        model.imports = imports.sorted()
        return NeedleModel(model: model, diagnostics: diagnostics)
    }

    /// A component with its inherited properties and children, and the problems found on the way.
    private func finish(
        _ name: String, _ component: ComponentClass, inherited: Inherited,
        dependencies: [String: AppModel.DependencyProtocol], protocols: [String: TypeDeclaration],
        keys: AppModel, diagnostics: inout [Diagnostic]
    ) -> AppModel.Component {
        let (properties, children) = (inherited.properties, inherited.children)
        var provided: [PropertyDeclaration] = []
        for property in properties {
            if property.access.isFilePrivate {
                diagnostics.append(Diagnostic(
                    id: .inaccessibleProperty, severity: .note, location: property.location,
                    message: "\(name) (\(property.name): \(property.type.written)) property is private/fileprivate, therefore inaccessible on DI graph."))
            } else if !options.requirePublic || property.access.isPublic {
                provided.append(property)
            }
        }
        let dependencyName = component.dependencyName
        if dependencyName != NeedleNames.emptyDependency && dependencies[dependencyName] == nil {
            var notes: [String] = []
            if let declared = protocols[dependencyName] {
                notes.append("\(dependencyName) is declared at \(declared.location) but does not inherit from Dependency.")
            }
            diagnostics.append(Diagnostic(
                id: .unknownDependency, location: component.location,
                message: "Missing dependency protocol data model with name \(dependencyName), for \(name).",
                notes: notes))
        }
        return AppModel.Component(
            name: name, dependencyName: dependencyName, isRoot: component.isRoot,
            superclassName: component.superclassName, location: component.location,
            properties: properties, providedProperties: provided,
            providedKeys: Set(provided.map(keys.key(of:))), children: children.sorted())
    }

    /// Needle accepts `self` and, for a root made explicitly, `BootstrapComponent()`.
    static func isValidParentArgument(_ argument: String) -> Bool {
        argument == "self" || argument == "BootstrapComponent()"
    }

    // MARK: Components

    private func kind(ofSuperclass first: TypeText, aliases: TypealiasTable) -> Kind? {
        let superclass = aliases.expanded(first)
        if NeedleNames.isFramework(superclass, NeedleNames.bootstrapComponent) { return .root }
        if let dependency = superclass.genericArguments.first {
            if NeedleNames.isFramework(superclass, NeedleNames.component) {
                return .component(dependency: dependency)
            }
            if options.pluginized
                && (NeedleNames.isFramework(superclass, NeedleNames.pluginizedComponent)
                    || NeedleNames.isFramework(superclass, NeedleNames.nonCoreComponent)) {
                return .component(dependency: dependency)
            }
        }
        if let base = superclass.baseName, superclass.genericArguments.isEmpty,
           !NeedleNames.frameworkTypes.contains(base) || !(superclass.qualifier.map(NeedleNames.frameworkModules.contains) ?? true) {
            return .subclass(of: base)
        }
        return nil
    }

    /// What a component takes from the Needle base its superclass chain ends at.
    private struct Base {
        var dependencyName: String
        var isRoot: Bool
        var nonCoreName: String?
    }

    /// Every class in `kinds` whose superclass chain ends at a Needle base, following `.subclass`
    /// links. Each class's chain is followed once: the base found (or that there is none: the
    /// chain leaves the declared classes, or loops) is kept for every class on the way, so a
    /// class further down stops at the first class already known, and ten thousand levels of
    /// subclassing take ten thousand steps.
    private func resolveComponents(
        kinds: [String: Kind], aliases: TypealiasTable, classes: [String: ClassReference],
        declaration: (ClassReference) -> TypeDeclaration
    ) -> [String: ComponentClass] {
        var bases: [String: Base?] = [:]
        bases.reserveCapacity(kinds.count)
        var resolved: [String: ComponentClass] = [:]
        resolved.reserveCapacity(kinds.count)
        for (name, kind) in kinds {
            guard let reference = classes[name] else { continue }
            var chain: [String] = []
            var onChain: Set<String> = []
            var current = name
            var base: Base?
            while true {
                if let known = bases[current] {
                    base = known
                    break
                }
                guard onChain.insert(current).inserted, let currentKind = kinds[current] else { break }
                chain.append(current)
                if case .subclass(let parent) = currentKind {
                    current = aliases.resolvedName(parent)
                    continue
                }
                base = self.base(current, currentKind, aliases: aliases, classes: classes, declaration: declaration)
                break
            }
            for link in chain { bases[link] = base }
            guard let base else { continue }
            let own = declaration(reference)
            var superclassName: String?
            if case .subclass(let parent) = kind { superclassName = aliases.resolvedName(parent) }
            resolved[name] = ComponentClass(
                properties: own.properties, location: own.location, dependencyName: base.dependencyName,
                isRoot: base.isRoot, superclassName: superclassName, nonCoreName: base.nonCoreName)
        }
        return resolved
    }

    /// The base a chain ends at: `name`, of kind `.root` or `.component`.
    private func base(
        _ name: String, _ kind: Kind, aliases: TypealiasTable, classes: [String: ClassReference],
        declaration: (ClassReference) -> TypeDeclaration
    ) -> Base? {
        switch kind {
        case .root:
            return Base(dependencyName: NeedleNames.emptyDependency, isRoot: true)
        case .component(let dependency):
            var nonCore: String?
            let superclass = classes[name].flatMap { declaration($0).inheritedTypes.first }.map(aliases.expanded)
            if options.pluginized, let superclass,
               NeedleNames.isFramework(superclass, NeedleNames.pluginizedComponent),
               superclass.genericArguments.count >= 3 {
                nonCore = superclass.genericArguments[2].baseName
            }
            let dependencyName = aliases.resolvedName(dependency.baseName ?? dependency.normalized)
            return Base(dependencyName: dependencyName, isRoot: false, nonCoreName: nonCore)
        case .subclass:
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
        _ components: [String: ComponentClass], ownProperties: [String: [PropertyDeclaration]],
        ownChildren: [String: Set<String>]
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
                current = components[link]?.superclassName
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

    private func looksLikeComponent(_ declaration: TypeDeclaration) -> Bool {
        declaration.name.hasSuffix(NeedleNames.component) && !NeedleNames.frameworkTypes.contains(declaration.name)
    }

    // MARK: Dependency protocols

    private func dependencyProtocols(
        summaries: [FileSummary], protocols: [String: TypeDeclaration], aliases: TypealiasTable,
        diagnostics: inout [Diagnostic]
    ) -> [String: AppModel.DependencyProtocol] {
        var inheritance = DependencyInheritance(protocols: protocols, aliases: aliases)
        var result: [String: AppModel.DependencyProtocol] = [:]
        for summary in summaries {
            for declaration in summary.protocols where inheritance.isDependency(declaration.name) {
                if let first = result[declaration.name] {
                    diagnostics.append(Diagnostic(
                        id: .duplicateDependency, location: declaration.location,
                        message: "Needle does not support dependency protocols with the same name \(declaration.name)",
                        notes: ["\(declaration.name) is also declared at \(first.location)."]))
                    continue
                }
                result[declaration.name] = AppModel.DependencyProtocol(
                    name: declaration.name, location: declaration.location,
                    members: inheritance.members(
                        of: declaration.inheritedTypes, own: declaration.properties, following: [declaration.name]))
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
                members: inheritance.members(of: alias.compositionMembers, own: [], following: [alias.name]))
        }
        return result
    }
}
