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
        // Following superclass chains is independent per class, so large apps do it on every
        // core, in chunks.
        let candidates = Array(kinds.keys)
        let resolveChunk = 1_024
        let resolving = ParallelRunner.run(
            count: (candidates.count + resolveChunk - 1) / resolveChunk, concurrencyLimit: options.concurrencyLimit, timeout: nil
        ) { [self, kinds, firstClass, aliases] chunk in
            var resolved: [(name: String, component: ComponentClass)] = []
            for name in candidates[(chunk * resolveChunk)..<min(candidates.count, (chunk + 1) * resolveChunk)] {
                let component = resolveComponent(
                    name, kinds: kinds, aliases: aliases, classes: firstClass,
                    declaration: { summaries[$0.file].classes[$0.index] })
                if let component { resolved.append((name, component)) }
            }
            return resolved
        }
        var componentClasses: [String: ComponentClass] = [:]
        componentClasses.reserveCapacity(candidates.count)
        for case let resolved? in resolving.outputs {
            for entry in resolved { componentClasses[entry.name] = entry.component }
        }
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

        var model = AppModel(dependencies: dependencies, aliases: aliases)
        // Each component is finished independently of the others, so large apps do this on
        // every core, in chunks.
        let entries = Array(componentClasses)
        let chunkSize = 512
        let chunkCount = (entries.count + chunkSize - 1) / chunkSize
        let keys = model
        let run = ParallelRunner.run(count: chunkCount, concurrencyLimit: options.concurrencyLimit, timeout: nil) {
            [self, ownProperties, ownChildren, componentClasses, dependencies, protocols] chunk in
            var finished: [AppModel.Component] = []
            var found: [Diagnostic] = []
            for (name, component) in entries[(chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)] {
                finished.append(finish(
                    name, component, ownProperties: ownProperties, ownChildren: ownChildren,
                    componentClasses: componentClasses, dependencies: dependencies, protocols: protocols,
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
        _ name: String, _ component: ComponentClass, ownProperties: [String: [PropertyDeclaration]],
        ownChildren: [String: Set<String>], componentClasses: [String: ComponentClass],
        dependencies: [String: AppModel.DependencyProtocol], protocols: [String: TypeDeclaration],
        keys: AppModel, diagnostics: inout [Diagnostic]
    ) -> AppModel.Component {
        // A subclass inherits its superclass components' properties and children.
        var properties: [PropertyDeclaration] = []
        var children: Set<String> = []
        for ancestor in superclassChain(name, componentClasses).reversed() {
            properties.append(contentsOf: ownProperties[ancestor] ?? [])
            children.formUnion(ownChildren[ancestor] ?? [])
        }
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

    /// Follows `.subclass` links up to a Needle base; `nil` for a class that is not a component.
    private func resolveComponent(
        _ name: String, kinds: [String: Kind], aliases: TypealiasTable, classes: [String: ClassReference],
        declaration: (ClassReference) -> TypeDeclaration
    ) -> ComponentClass? {
        guard let reference = classes[name] else { return nil }
        let own = declaration(reference)
        var current = name
        var visited: Set<String> = [name]
        var superclassName: String?
        while let kind = kinds[current] {
            switch kind {
            case .root:
                return ComponentClass(
                    properties: own.properties, location: own.location,
                    dependencyName: NeedleNames.emptyDependency, isRoot: true, superclassName: superclassName)
            case .component(let dependency):
                var nonCore: String?
                let superclass = classes[current].flatMap { declaration($0).inheritedTypes.first }.map(aliases.expanded)
                if options.pluginized, let superclass,
                   NeedleNames.isFramework(superclass, NeedleNames.pluginizedComponent),
                   superclass.genericArguments.count >= 3 {
                    nonCore = superclass.genericArguments[2].baseName
                }
                let dependencyName = aliases.resolvedName(dependency.baseName ?? dependency.normalized)
                return ComponentClass(
                    properties: own.properties, location: own.location, dependencyName: dependencyName,
                    isRoot: false, superclassName: superclassName, nonCoreName: nonCore)
            case .subclass(let parent):
                let resolved = aliases.resolvedName(parent)
                guard visited.insert(resolved).inserted else { return nil }
                if superclassName == nil { superclassName = resolved }
                current = resolved
            }
        }
        return nil
    }

    private func superclassChain(_ name: String, _ components: [String: ComponentClass]) -> [String] {
        var chain = [name]
        var current = components[name]?.superclassName
        while let next = current, !chain.contains(next) {
            chain.append(next)
            current = components[next]?.superclassName
        }
        return chain
    }

    private func looksLikeComponent(_ declaration: TypeDeclaration) -> Bool {
        declaration.name.hasSuffix(NeedleNames.component) && !NeedleNames.frameworkTypes.contains(declaration.name)
    }

    // MARK: Dependency protocols

    private func dependencyProtocols(
        summaries: [FileSummary], protocols: [String: TypeDeclaration], aliases: TypealiasTable,
        diagnostics: inout [Diagnostic]
    ) -> [String: AppModel.DependencyProtocol] {
        var memo: [String: Bool] = [:]
        func isDependency(_ name: String, _ visiting: Set<String>) -> Bool {
            if let known = memo[name] { return known }
            guard let declaration = protocols[name], !visiting.contains(name) else { return false }
            let result = declaration.inheritedTypes.contains { inherited in
                let type = aliases.expanded(inherited)
                return NeedleNames.isFramework(type, NeedleNames.dependency)
                    || type.baseName.map { isDependency(aliases.resolvedName($0), visiting.union([name])) } ?? false
            }
            memo[name] = result
            return result
        }
        func members(of inherited: [TypeText], own: [PropertyDeclaration], visiting: Set<String>) -> [PropertyDeclaration] {
            var collected = own
            var inheritsMembers = false
            for type in inherited {
                let expanded = aliases.expanded(type)
                let parts = expanded.baseName == nil ? aliases.compositionMembers(of: type) : [expanded]
                for part in parts {
                    guard let base = part.baseName.map(aliases.resolvedName), !visiting.contains(base),
                          let declaration = protocols[base] else { continue }
                    collected += members(
                        of: declaration.inheritedTypes, own: declaration.properties, visiting: visiting.union([base]))
                    inheritsMembers = true
                }
            }
            // Swift rejects a property declared twice in one protocol, so repeats can only come
            // from inheritance.
            guard inheritsMembers else { return collected }
            var seen = Set<PropertyKey>()
            return collected.filter { seen.insert(PropertyKey(name: $0.name, type: $0.type.structure.unqualified)).inserted }
        }

        var result: [String: AppModel.DependencyProtocol] = [:]
        for summary in summaries {
            for declaration in summary.protocols where isDependency(declaration.name, []) {
                if let first = result[declaration.name] {
                    diagnostics.append(Diagnostic(
                        id: .duplicateDependency, location: declaration.location,
                        message: "Needle does not support dependency protocols with the same name \(declaration.name)",
                        notes: ["\(declaration.name) is also declared at \(first.location)."]))
                    continue
                }
                result[declaration.name] = AppModel.DependencyProtocol(
                    name: declaration.name, location: declaration.location,
                    members: members(of: declaration.inheritedTypes, own: declaration.properties, visiting: [declaration.name]))
            }
        }
        // `typealias X = Dependency & HasA & HasB` declares a dependency too (Needle #278).
        for alias in aliases.declarations where !alias.compositionMembers.isEmpty && result[alias.name] == nil {
            let isDependencyComposition = alias.compositionMembers.contains { member in
                NeedleNames.isFramework(member, NeedleNames.dependency)
                    || member.baseName.map { isDependency(aliases.resolvedName($0), []) } ?? false
            }
            guard isDependencyComposition else { continue }
            result[alias.name] = AppModel.DependencyProtocol(
                name: alias.name, location: alias.location,
                members: members(of: alias.compositionMembers, own: [], visiting: [alias.name]))
        }
        return result
    }
}
