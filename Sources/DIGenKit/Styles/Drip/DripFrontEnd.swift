/// Drip's front end: turns components, modules, generators and construction chains into
/// scopes, bindings, requests and constructions of the static graph.
///
/// Each component is a scope; its parents are the components its `parent()` accessors read. A
/// module's generators are bindings of its owning component, keyed by result type (or by their
/// explicit key). A generator's `c.shop.kitchen.inject()` is a request for the overload of
/// `inject` the value's type picks, looked up in exactly the component the chain reaches.
struct DripFrontEnd {
    let lookup: TypeLookup
    /// How many threads may work through requests at once.
    var concurrencyLimit = 1

    func build(_ summaries: [FileSummary], into graph: inout StaticGraph) {
        let files = summaries.filter { $0.styles.contains(.drip) && !$0.drip.isEmpty }
        guard !files.isEmpty else { return }
        var declaredComponents: [String: DripComponentDeclaration] = [:]
        var modules: [String: DripModuleDeclaration] = [:]
        for file in files {
            for component in file.drip.components where declaredComponents[component.name] == nil {
                declaredComponents[component.name] = component
            }
            for module in file.drip.modules where modules[module.name] == nil { modules[module.name] = module }
        }
        // The module classes components' accessors name, through typealiases.
        let accessed = Set(declaredComponents.values.flatMap { $0.modules.compactMap { lookup.resolved($0.type.type).baseName } })
        modules = resolvedModules(modules, accessed: accessed)
        let components = resolvedComponents(declaredComponents)
        // Only main-actor modules make sharing across isolation possible; most apps have none.
        let nonSendableClasses = modules.values.contains { $0.generators.contains { $0.isMainActor == true } }
            ? Sendability.nonSendableClasses(in: summaries) : []
        let componentNames = components.keys.sorted()
        // Components by position in name order, for requests to read their accessors in place.
        let componentList = componentNames.map { components[$0]! }
        var componentIndex: [String: Int] = [:]
        componentIndex.reserveCapacity(componentList.count)
        for (index, name) in componentNames.enumerated() { componentIndex[name] = index }
        let moduleNames = modules.keys.sorted()

        // Scopes, in name order.
        var scopeOf: [String: Int] = [:]
        scopeOf.reserveCapacity(componentNames.count)
        for name in componentNames {
            let component = components[name]!
            var scope = GraphScope(name: name, kind: .dripComponent, style: .drip, location: component.location)
            scope.requirements = component.parents.map {
                ScopeRequirement(
                    kind: .parent, typeName: $0.type.type.baseName ?? $0.type.written, writtenType: Self.writtenType($0.type),
                    accessorName: $0.name, location: $0.location)
            } + component.modules.map {
                var requirement = ScopeRequirement(
                    kind: .module, typeName: $0.type.type.baseName ?? $0.type.written, writtenType: Self.writtenType($0.type),
                    accessorName: $0.name, location: $0.location)
                requirement.isMadeFromComponent = lookup.isMadeFromComponent(requirement.typeName)
                return requirement
            }
            scopeOf[name] = graph.add(scope)
        }
        for name in componentNames {
            graph.scopes[scopeOf[name]!].parents = components[name]!.parents.compactMap { $0.type.type.baseName.flatMap { scopeOf[$0] } }
        }

        // Bindings: every generator of every module whose owner is a component. Each generator's
        // key is worked out once here; the requests that pick it reuse it.
        var placed: [PlacedModule] = []
        var placedIndex: [String: Int] = [:]
        placed.reserveCapacity(moduleNames.count)
        placedIndex.reserveCapacity(moduleNames.count)
        for name in moduleNames {
            let module = modules[name]!
            guard let scope = scopeOf[module.ownerName] else { continue }
            var keys: [GraphKey] = []
            var bindings: [Int] = []
            keys.reserveCapacity(module.generators.count)
            bindings.reserveCapacity(module.generators.count)
            let generators = module.generators
            for index in generators.indices {
                let resultType = generators[index].resultType
                let key = key(explicitKey: generators[index].explicitKey, resultType: resultType)
                keys.append(key)
                let isNotSendable = generators[index].kind == .single
                    && Sendability.isNonSendable(lookup.resolved(resultType.type), among: nonSendableClasses)
                bindings.append(graph.add(GraphBinding(
                    scope: scope, key: key, kind: bindingKind(generators[index].kind), owner: name,
                    location: generators[index].location, declaredType: resultType, isMainActor: generators[index].isMainActor,
                    isAsync: generators[index].isAsync, isNotSendable: isNotSendable ? true : nil)))
            }
            placedIndex[name] = placed.count
            placed.append(PlacedModule(name: name, module: module, scope: scope, keys: keys, bindings: bindings))
        }

        // Requests: follow each generator's accessor chain to a module, then pick the overload.
        // Modules are placed in name order, so this is module name order too. Each module's
        // requests depend only on what is placed above, so runs of modules are worked through
        // side by side and their requests joined in module order.
        let frozenPlaced = placed
        let frozenIndex = placedIndex
        let frozenComponentIndex = componentIndex
        @Sendable func requests(of modules: Range<Int>) -> [GraphRequest] {
            var found: [GraphRequest] = []
            for owner in frozenPlaced[modules] {
                let generators = owner.module.generators
                for position in generators.indices where !generators[position].requests.isEmpty {
                    let resultType = generators[position].resultType.written
                    let askerName = owner.name + "." + generators[position].methodName + "() -> " + resultType
                    for request in generators[position].requests {
                        // An empty chain calls the module's own method.
                        guard let target = request.accessors.isEmpty
                            ? owner.name : targetModule(of: request.accessors, from: owner.module.ownerName, in: componentList, frozenComponentIndex),
                              let targetIndex = frozenIndex[target],
                              let picked = overload(request, in: targetIndex, of: frozenPlaced) else { continue }
                        // The target module's scope is its owner's, the component the chain reaches.
                        found.append(GraphRequest(
                            scope: owner.scope, key: frozenPlaced[targetIndex].keys[picked], asker: owner.bindings[position],
                            askerName: askerName, location: request.location, lookup: .exactly(frozenPlaced[targetIndex].scope),
                            isAsync: request.isAsync))
                    }
                }
            }
            return found
        }
        // A few hundred modules are not worth another thread.
        let runs = max(1, min(concurrencyLimit, placed.count / 512))
        if runs == 1 {
            graph.requests += requests(of: placed.indices)
        } else {
            let count = placed.count
            let parts = ParallelRunner.run(count: runs, concurrencyLimit: runs, timeout: nil) { run in
                requests(of: run * count / runs ..< (run + 1) * count / runs)
            }.outputs
            for part in parts { graph.requests += part ?? [] }
        }

        // Constructions (later statements on a variable were merged in while reading the file).
        for file in files {
            for construction in file.drip.constructions {
                var made: GraphConstruction
                switch construction.start {
                case .construction(let type):
                    guard let scope = scopeOf[type] else { continue }
                    made = GraphConstruction(
                        scope: scope,
                        parents: construction.parents.map { supply in
                            parentType(supply, enclosing: construction.enclosingTypeName, constructions: file.drip.constructions)
                                .flatMap { scopeOf[$0] }
                        },
                        modules: construction.modules, overrides: [], location: construction.location)
                    made.readAccessors = readAccessors(construction.reads, of: components[type]!, modules: modules)
                    for read in construction.readsElsewhere where made.readLocations[read.name] == nil {
                        made.readLocations[read.name] = read.location
                    }
                    made.unfollowed = construction.unfollowed
                case .builder(let type):
                    // The generated builder registers every parent and module the accessors read.
                    guard let scope = scopeOf[type] else { continue }
                    let requirements = graph.scopes[scope].requirements
                    made = GraphConstruction(
                        scope: scope,
                        parents: requirements.filter { $0.kind == .parent }.map { scopeOf[$0.typeName] },
                        modules: requirements.filter { $0.kind == .module }.map(\.typeName), overrides: [],
                        location: construction.location)
                case .variable:
                    continue
                }
                made.overrides = construction.overrides.map { .drip(.type(lookup.resolved($0.type))) }
                graph.constructions.append(made)
            }
        }
    }

    // MARK: Reads

    /// The accessors of `component` read on one of its instances: those `reads` names, and, for
    /// each module accessor read, those the generators of that module read from their component
    /// (`c.shop.kitchen.inject()` reads `shop`), since asking a module for a value may run them.
    private func readAccessors(
        _ reads: [String], of component: DripComponentDeclaration, modules: [String: DripModuleDeclaration]
    ) -> Set<String> {
        var read = Set(reads)
        var pending = reads
        while let name = pending.popLast() {
            guard let accessor = component.modules.first(where: { $0.name == name }),
                  let moduleName = accessor.type.type.baseName, let module = modules[moduleName] else { continue }
            for generator in module.generators {
                for request in generator.requests {
                    guard let first = request.accessors.first, read.insert(first).inserted else { continue }
                    pending.append(first)
                }
            }
        }
        return read
    }

    // MARK: Modules

    /// Modules with their owners and inherited generators: a module that subclasses the app's own
    /// module base (`class SystemModule: AppModule`, `class NetworkModule:
    /// FeatureModule<AppComponent>`, or a typealias of `Module<AppComponent>`) is owned by the
    /// component the first `Module<C>` up its superclass chain names, with each generic base's
    /// parameters bound to the arguments its subclass writes, as Swift binds them. When a
    /// component's accessor names it (`accessed`), it has the generators of the classes on the
    /// way that it does not declare itself. A candidate whose
    /// chain reaches no `Module<C>`, or whose owner stays a generic parameter (a generic base
    /// itself), is no module.
    private func resolvedModules(_ declared: [String: DripModuleDeclaration], accessed: Set<String>) -> [String: DripModuleDeclaration] {
        guard declared.values.contains(where: { $0.superclassName != nil || $0.genericParameters != nil }) else { return declared }
        var owners: [OwnerKey: String] = [:]
        var result: [String: DripModuleDeclaration] = [:]
        for (name, declaration) in declared where declaration.genericParameters == nil {
            guard declaration.superclassName != nil else {
                result[name] = declaration
                continue
            }
            guard let owner = owner(of: declaration, declared: declared, memo: &owners), !owner.isEmpty else { continue }
            var module = declaration
            module.ownerName = owner
            // Only a module an accessor names can be asked for a value: the others keep their own
            // generators, so a long chain of subclasses costs no more than its length.
            if accessed.contains(name) { module.generators = generators(of: declaration, declared: declared) }
            result[name] = module
        }
        return result
    }

    /// A class named with the generic arguments written on it, at one step of a superclass chain.
    private struct OwnerKey: Hashable {
        var name: String
        var arguments: [String]
    }

    /// The component that owns `declaration`, a module of the app's own base: the one the first
    /// `Module<C>` up its superclass chain names, each generic base's parameters bound to what
    /// the step below writes; "" for a chain that reaches no `Module<C>`. Every step walked is
    /// remembered in `memo`, which every step of a chain shares, so a chain is walked once.
    private func owner(
        of declaration: DripModuleDeclaration, declared: [String: DripModuleDeclaration], memo: inout [OwnerKey: String]
    ) -> String? {
        var visited: [OwnerKey] = []
        var seen: Set<String> = [declaration.name]
        var owner = ""
        var superclass = declaration.superclassName
        var arguments = declaration.superclassArguments ?? []
        while let written = superclass {
            let (baseName, baseArguments) = resolvedBase(written, arguments, declared: declared)
            let key = OwnerKey(name: baseName, arguments: baseArguments)
            if let known = memo[key] {
                owner = known
                break
            }
            visited.append(key)
            if Self.moduleBases.contains(baseName) {
                if baseArguments.count == 1 { owner = baseArguments[0] }
                break
            }
            guard let next = declared[baseName], seen.insert(baseName).inserted else { break }
            // The base's generic parameters stand for what this step writes.
            let parameters = next.genericParameters ?? []
            let bound = { (name: String) -> String in parameters.firstIndex(of: name).flatMap { $0 < baseArguments.count ? baseArguments[$0] : nil } ?? name }
            if next.superclassName == nil {
                owner = bound(next.ownerName)
                break
            }
            superclass = next.superclassName
            arguments = (next.superclassArguments ?? []).map(bound)
        }
        // Each step leads, with what it is given, to the same owner.
        for key in visited { memo[key] = owner }
        return owner
    }

    /// A generator's identity for overriding: its method's name and result type.
    private struct GeneratorKey: Hashable {
        var methodName: String
        var resultType: TypeDescription
    }

    /// The generators of `declaration` with those it inherits up its superclass chain and does
    /// not declare itself (a subclass's method of one name and result type overrides its base's).
    private func generators(of declaration: DripModuleDeclaration, declared: [String: DripModuleDeclaration]) -> [DripGenerator] {
        var generators = declaration.generators
        var keys = Set(generators.map { GeneratorKey(methodName: $0.methodName, resultType: $0.resultType.type) })
        var seen: Set<String> = [declaration.name]
        var superclass = declaration.superclassName
        var arguments = declaration.superclassArguments ?? []
        while let written = superclass {
            let (baseName, _) = resolvedBase(written, arguments, declared: declared)
            guard let next = declared[baseName], seen.insert(baseName).inserted else { break }
            for generator in next.generators where keys.insert(GeneratorKey(methodName: generator.methodName, resultType: generator.resultType.type)).inserted {
                generators.append(generator)
            }
            superclass = next.superclassName
            arguments = next.superclassArguments ?? []
        }
        return generators
    }

    /// Drip's module classes, which a chain of superclasses ends at.
    private static let moduleBases: Set<String> = ["Module", "MainActorModule"]

    /// The class a superclass clause names, with its arguments: a typealias the app declares for
    /// it (`typealias AppModule = Module<AppComponent>`) resolved, unless a class of that name
    /// is declared.
    private func resolvedBase(
        _ name: String, _ arguments: [String], declared: [String: DripModuleDeclaration]
    ) -> (name: String, arguments: [String]) {
        guard declared[name] == nil, arguments.isEmpty else { return (name, arguments) }
        let resolved = lookup.resolved(.named(name))
        guard let baseName = resolved.baseName else { return (name, arguments) }
        return (baseName, resolved.genericArguments.map { $0.baseName ?? $0.description })
    }

    // MARK: Components

    /// Components with their inherited accessors: a class is a component when its superclass
    /// chain, through the app's own bases (generic or not) and typealiases, reaches Drip's
    /// `Component` (or DripStyle's `MainActorComponent`).
    private func resolvedComponents(_ declared: [String: DripComponentDeclaration]) -> [String: DripComponentDeclaration] {
        var result: [String: DripComponentDeclaration] = [:]
        for (name, declaration) in declared {
            var chain = [declaration]
            var current = declaration.superclassName
            var seen: Set<String> = [name]
            while true {
                if declared[current] == nil, let aliased = lookup.resolved(.named(current)).baseName { current = aliased }
                guard let next = declared[current], seen.insert(current).inserted else { break }
                chain.append(next)
                current = next.superclassName
            }
            guard current == "Component" || current == "MainActorComponent" else { continue }
            // A direct subclass of `Component` inherits no accessors.
            guard chain.count > 1 else {
                result[name] = declaration
                continue
            }
            var component = declaration
            component.parents = chain.reversed().flatMap(\.parents)
            component.modules = chain.reversed().flatMap(\.modules)
            result[name] = component
        }
        return result
    }

    // MARK: Keys and requests

    /// A generator's key: its explicit key, or its result type resolved.
    private func key(explicitKey: String?, resultType: DeclaredType) -> GraphKey {
        if let explicitKey { return .drip(.value(explicitKey)) }
        return .drip(.type(lookup.resolved(resultType.type)))
    }

    private func bindingKind(_ kind: DripGenerator.Kind) -> GraphBinding.Kind {
        switch kind {
        case .single: .single
        case .transient: .transient
        case .abstract: .abstract
        }
    }

    /// The module a request's accessor chain ends at: parent accessors first, then one module
    /// accessor.
    private func targetModule(
        of accessors: [String], from owner: String, in components: [DripComponentDeclaration], _ componentIndex: [String: Int]
    ) -> String? {
        var component = owner
        for (position, accessor) in accessors.enumerated() {
            guard let index = componentIndex[component] else { return nil }
            // Accessors are compared by name in place: no declaration or accessor is copied to look.
            let parents = components[index].parents
            if let parent = parents.indices.first(where: { parents[$0].name == accessor }), let type = parents[parent].type.type.baseName {
                component = type
                continue
            }
            let modules = components[index].modules
            if let module = modules.indices.first(where: { modules[$0].name == accessor }), position == accessors.count - 1 {
                return modules[module].type.type.baseName
            }
            return nil
        }
        return nil
    }

    /// The generator a request calls, by position in its module: among the module's methods of
    /// that name, the one whose result type is the type the value is used as, as Swift picks an
    /// overload by result type.
    private func overload(_ request: DripRequest, in target: Int, of placed: [PlacedModule]) -> Int? {
        let generators = placed[target].module.generators
        guard let wanted = lookup.type(of: request.context) else {
            var only: Int?
            for index in generators.indices where generators[index].methodName == request.methodName {
                guard only == nil else { return nil }
                only = index
            }
            return only
        }
        let type = lookup.resolved(wanted.type)
        var matching = generators.indices.filter { index in
            generators[index].methodName == request.methodName && placed[target].resolvedType(at: index, lookup) == type
        }
        // A value used as `T?` (or `T!`) may come from a method returning `T`: Swift wraps it,
        // when no method returns the optional itself.
        if matching.isEmpty, case .optional(let wrapped) = type {
            matching = generators.indices.filter { index in
                generators[index].methodName == request.methodName && placed[target].resolvedType(at: index, lookup) == wrapped
            }
        }
        // Of a synchronous and an async overload, Swift calls the async one where the call is
        // awaited, and the synchronous one elsewhere.
        guard matching.count > 1 else { return matching.first }
        return matching.first { (generators[$0].isAsync == true) == (request.isAsync == true) } ?? matching.first
    }

    /// A module whose owner is a component, with the scope it binds in and, for each generator,
    /// its key and its binding.
    private struct PlacedModule {
        var name: String
        var module: DripModuleDeclaration
        var scope: Int
        var keys: [GraphKey]
        var bindings: [Int]

        /// The generator's result type as keys compare it: its key's type, which is that type
        /// resolved, unless the generator has an explicit key.
        func resolvedType(at index: Int, _ lookup: TypeLookup) -> TypeDescription {
            if case .drip(.type(let type)) = keys[index] { return type }
            return lookup.resolved(module.generators[index].resultType.type)
        }
    }

    // MARK: Parents

    /// The component class a `parent { … }` closure returns, when digen can tell.
    private func parentType(
        _ supply: DripParentSupply, enclosing: String?, constructions: [DripConstruction]
    ) -> String? {
        switch supply {
        case .constructed(let name):
            return name
        case .declared(let type):
            return type.type.baseName
        case .unknown:
            return nil
        case .reference(let chain):
            guard let first = chain.first else { return nil }
            var current: String?
            if first == "self" {
                current = enclosing
            } else if let made = constructions.last(where: { $0.variable == first }), case .construction(let type) = made.start {
                current = type
            } else if let enclosing, let property = lookup.propertyType(of: enclosing, named: first) {
                current = property.type.baseName
            }
            for member in chain.dropFirst() {
                guard let type = current, let property = lookup.propertyType(of: type, named: member) else { return nil }
                current = property.type.baseName
            }
            return current
        }
    }

    /// An accessor's type as generated code writes it: a nominal type by its name (the builder
    /// names a parent or module type without its arguments, as `typeName` does), anything else
    /// as written.
    private static func writtenType(_ type: DeclaredType) -> String {
        type.type.baseName.map(SwiftSpelling.declaredTypeName) ?? type.written
    }
}
