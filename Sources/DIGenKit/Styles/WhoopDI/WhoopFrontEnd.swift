/// WhoopDI's front end: turns modules, container set-up calls, definitions, `get`/`inject`
/// requests and `@Injectable` types into scopes, bindings and requests of the static graph.
///
/// A container's scope binds what its modules (expanded through `moduleDependencies`, each
/// once, dependencies first) define; a child container or local inject resolves through its
/// parent. A module no container uses gets a scope of its own with its module dependencies, so
/// that it is still checked.
struct WhoopFrontEnd {
    let lookup: TypeLookup

    func build(_ summaries: [FileSummary], into graph: inout StaticGraph) -> WhoopFrontEndFindings {
        let files = summaries.filter { $0.styles.contains(.whoop) && !$0.whoop.isEmpty }
        guard !files.isEmpty else { return WhoopFrontEndFindings() }
        var builder = Builder(lookup: lookup, graph: graph)
        builder.nonSendableClasses = Sendability.nonSendableClasses(in: summaries)
        // Most modules are used once, so their definitions are about how many bindings and
        // requests there will be: reserved once instead of grown by copying.
        var definitionCount = 0
        for file in files {
            for module in file.whoop.modules { definitionCount += module.definitions.count }
        }
        builder.graph.bindings.reserveCapacity(builder.graph.bindings.count + definitionCount)
        builder.graph.requests.reserveCapacity(builder.graph.requests.count + definitionCount)
        // Most apps' definitions construct what they define: the functions are looked up only
        // when a definition calls one.
        if files.contains(where: { $0.whoop.modules.contains { $0.definitions.contains { $0.calledFunction != nil } } }) {
            builder.functionResults = Self.functionResults(summaries)
        }
        for file in files {
            for module in file.whoop.modules where builder.modules[module.name] == nil { builder.modules[module.name] = module }
            for injectable in file.whoop.injectables where builder.injectables[injectable.name] == nil {
                builder.injectables[injectable.name] = injectable
            }
        }
        builder.build(files)
        WhoopStartContainers.apply(to: &builder.graph)
        graph = builder.graph
        return builder.findings
    }

    /// The result type of each function the WhoopDI files declare, by name; a name declared
    /// with two result types (overloads) gives none.
    private static func functionResults(_ summaries: [FileSummary]) -> [String: DeclaredType] {
        var results: [String: DeclaredType] = [:]
        var overloaded: Set<String> = []
        for summary in summaries where summary.styles.contains(.whoop) {
            for function in summary.whoop.functionResults {
                if let known = results[function.name], known.type != function.type.type { overloaded.insert(function.name) }
                results[function.name] = results[function.name] ?? function.type
            }
        }
        for name in overloaded { results[name] = nil }
        return results
    }
}

extension WhoopFrontEnd {
    /// The state of one build.
    fileprivate struct Builder {
        let lookup: TypeLookup
        var graph: StaticGraph
        var modules: [String: WhoopModuleDeclaration] = [:]
        var injectables: [String: InjectableDeclaration] = [:]
        var findings = WhoopFrontEndFindings()
        /// The classes the sources show to be not `Sendable` (see `Sendability`).
        var nonSendableClasses: Set<String> = []
        private var isModuleMemo: [String: Bool] = [:]
        /// Container scopes by file and variable name, and by where the call that made them is.
        private var containerScopes: [String: Int] = [:]
        private var containerScopesByLocation: [SourceLocation: Int] = [:]
        /// Injectables whose requests were added at a root already, and their bindings there.
        private var expandedInjectables: Set<String> = []
        private var injectableBindings: [String: Int] = [:]
        private var reportedUninferred: Set<SourceLocation> = []
        /// Result types of the functions declared, by name (`WhoopFunctionResult`).
        var functionResults: [String: DeclaredType] = [:]

        init(lookup: TypeLookup, graph: StaticGraph) {
            self.lookup = lookup
            self.graph = graph
        }

        mutating func build(_ files: [FileSummary]) {
            var used: Set<String> = []
            // The app container: every `WhoopDI.setup` in the sources, together.
            let appDeclarations = files.flatMap(\.whoop.containers).filter { $0.kind == .appContainer }
            var appScope: Int?
            if let first = appDeclarations.first {
                let scope = graph.add(GraphScope(name: "WhoopDI.appContainer", kind: .appContainer, style: .whoop, location: first.location))
                appScope = scope
                used.formUnion(populate(
                    scope, moduleNames: appDeclarations.flatMap(\.modules), unreadLists: appDeclarations.compactMap(\.unreadModules),
                    at: first.location))
            }
            // Containers, parents before children.
            var pending = files.flatMap { file in file.whoop.containers.map { (file.path, $0) } }.filter { $0.1.kind != .appContainer }
            while !pending.isEmpty {
                var progressed = false
                pending.removeAll { path, declaration in
                    var parents: [Int] = []
                    if case .child(let parentVariable) = declaration.kind {
                        guard let parent = containerScopes[path + "\u{0}" + parentVariable] else { return false }
                        parents = [parent]
                    }
                    progressed = true
                    used.formUnion(addContainer(declaration, path: path, parents: parents).modules)
                    return true
                }
                if !progressed {
                    // Children of containers digen cannot follow are checked on their own.
                    for (path, declaration) in pending {
                        let (scope, modules) = addContainer(declaration, path: path, parents: [])
                        used.formUnion(modules)
                        if case .child(let parentVariable) = declaration.kind {
                            graph.scopes[scope].incompleteBecause = "its parent container `\(parentVariable)` is not one digen can follow"
                        }
                    }
                    pending = []
                }
            }
            // Modules no container uses, each with its own module dependencies.
            // Sorted after filtering: most apps use every module, and sorting thousands of names
            // costs more than the filter.
            // A module passed to a call digen does not follow (a helper that builds a container)
            // may be given more modules there, so its set is incomplete.
            var passedTo: [String: WhoopPassedModules] = [:]
            for file in files {
                for passed in file.whoop.passedModules {
                    for name in passed.typeNames where passedTo[name] == nil { passedTo[name] = passed }
                }
            }
            for name in modules.keys.filter({ !used.contains($0) }).sorted() where isModule(name) {
                let declaration = modules[name]!
                let scope = graph.add(GraphScope(name: name, kind: .moduleSet, style: .whoop, location: declaration.location))
                populate(scope, moduleNames: [name], at: declaration.location)
                if let passed = passedTo[name] {
                    graph.scopes[scope].incompleteBecause = "it is passed to `\(passed.calleeName)`, whose container digen cannot follow"
                    findings.passedModules.append(.init(module: name, callee: passed.calleeName, location: passed.location))
                }
            }
            // Every @Injectable type answers a request in any container, so each root binds it;
            // its own requests are checked where something asks for it.
            var roots = graph.scopes.indices.filter { graph.scopes[$0].style == .whoop && graph.scopes[$0].parents.isEmpty }
            if roots.isEmpty, let first = injectables.values.map(\.location).min(by: { $0.description < $1.description }) {
                roots = [graph.add(GraphScope(name: "@Injectable types", kind: .moduleSet, style: .whoop, location: first))]
            }
            for root in roots {
                for name in injectables.keys.sorted() { bindInjectable(name, at: root) }
            }
            // Injections.
            for file in files {
                for injection in file.whoop.injections {
                    let base = injection.containerVariable.map { variable in
                        injection.containerLocation.flatMap { containerScopesByLocation[$0] } ?? containerScopes[file.path + "\u{0}" + variable]
                    } ?? appScope
                    guard let base else { continue }
                    var scope = base
                    if !injection.localDefinitions.isEmpty {
                        let place = injection.request.location
                        let file = place.file.split(separator: "/").last.map(String.init) ?? place.file
                        scope = graph.add(GraphScope(
                            name: "local inject at \(file):\(place.line):\(place.column)", kind: .localInject, style: .whoop,
                            parents: [base], location: injection.request.location))
                        addDefinitions(injection.localDefinitions, owner: "the local inject", scope: scope)
                    }
                    let function = injection.request.isAsync == true ? "injectAsync()" : "inject()"
                    let call = (injection.containerVariable ?? "WhoopDI") + "." + function
                    addRequest(injection.request, scope: scope, asker: nil, askerName: call)
                }
            }
            addAccessorCalls(files, appScope: appScope)
        }

        /// A call of a generated accessor asks for its key in the container it is called on.
        /// Names are given to keys as the generator gives them, over every key defined so far.
        private mutating func addAccessorCalls(_ files: [FileSummary], appScope: Int?) {
            let calls = files.flatMap(\.whoop.accessorCalls)
            guard !calls.isEmpty else { return }
            let keys = AccessorNaming.names(for: WhoopAccessorGenerator(graph: graph).definedKeys()).reduce(into: [String: GraphKey]()) {
                $0[$1.value] = $1.key
            }
            for call in calls {
                guard let key = keys[call.name] else { continue }
                let scope = call.containerVariable == nil ? appScope : call.containerLocation.flatMap { containerScopesByLocation[$0] }
                guard let scope else { continue }
                graph.requests.append(GraphRequest(
                    scope: scope, key: key, asker: nil, askerName: (call.containerVariable ?? "WhoopDI") + ".\(call.name)()",
                    location: call.location, lookup: .nearestAncestor,
                    // The accessor of a key an async closure defines is itself async.
                    isAsync: true))
                addInjectable(for: key, requestedIn: scope)
            }
        }

        /// Adds a `Container(modules:)` or child container; answers its scope and the modules it
        /// uses.
        private mutating func addContainer(
            _ declaration: WhoopContainerDeclaration, path: String, parents: [Int]
        ) -> (scope: Int, modules: Set<String>) {
            let name = declaration.variable.map { "container \($0)" } ?? "Container at \(declaration.location)"
            let scope = graph.add(GraphScope(name: name, kind: .container, style: .whoop, parents: parents, location: declaration.location))
            if let variable = declaration.variable { containerScopes[path + "\u{0}" + variable] = scope }
            containerScopesByLocation[declaration.location] = scope
            let used = populate(
                scope, moduleNames: declaration.modules, unreadLists: declaration.unreadModules.map { [$0] } ?? [], at: declaration.location)
            addDefinitions(declaration.localDefinitions, owner: name, scope: scope)
            return (scope, used)
        }

        /// Binds what `moduleNames` define in `scope` and adds their requests; answers the
        /// modules used. `unreadLists` are module lists digen cannot read (`modules`, a `map`),
        /// which may hold any module: the scope is then incomplete.
        @discardableResult
        private mutating func populate(
            _ scope: Int, moduleNames: [String], unreadLists: [String] = [], at location: SourceLocation
        ) -> Set<String> {
            if !unreadLists.isEmpty {
                let lists = unreadLists.map { "`\($0)`" }.joined(separator: ", ")
                graph.scopes[scope].incompleteBecause = "digen cannot read its module list \(lists)"
                findings.unreadModuleLists.append(.init(scope: graph.scopes[scope].name, names: unreadLists, location: location))
            }
            let (ordered, unknown) = expand(moduleNames)
            if !unknown.isEmpty {
                graph.scopes[scope].incompleteBecause = "\(unknown.map { "`\($0)`" }.joined(separator: ", ")) \(unknown.count == 1 ? "is" : "are") not declared in the sources"
                findings.undeclaredModules.append(.init(scope: graph.scopes[scope].name, names: unknown, location: location))
            }
            for name in ordered {
                let found = definitions(of: name)
                addDefinitions(found.definitions, owner: found.declaredBy, scope: scope)
            }
            return Set(ordered)
        }

        /// The modules `names` register, dependencies first and each once, and the names that
        /// are not modules declared in the sources.
        private mutating func expand(_ names: [String]) -> (ordered: [String], unknown: [String]) {
            var ordered: [String] = []
            var unknown: [String] = []
            var seen: Set<String> = []
            // Depth first without recursion: a module's dependencies come before it.
            var stack: [(name: String, expanded: Bool)] = names.reversed().map { ($0, false) }
            while let (name, expanded) = stack.popLast() {
                if expanded {
                    ordered.append(name)
                    continue
                }
                guard seen.insert(name).inserted else { continue }
                guard isModule(name) else {
                    unknown.append(name)
                    continue
                }
                stack.append((name, true))
                for dependency in moduleDependencies(of: name).reversed() { stack.append((dependency, false)) }
            }
            return (ordered, unknown)
        }

        private mutating func isModule(_ name: String) -> Bool {
            if name == "DependencyModule" { return true }
            if let known = isModuleMemo[name] { return known }
            isModuleMemo[name] = false  // a superclass loop is not a module
            var current = name
            var seen: Set<String> = []
            var result = false
            while let declaration = modules[current], seen.insert(current).inserted {
                current = superclass(of: declaration)
                if current == "DependencyModule" {
                    result = true
                    break
                }
            }
            isModuleMemo[name] = result
            return result
        }

        /// A module's definitions, and the module that declares them: its own, or its superclass
        /// module's when it makes none.
        private func definitions(of name: String) -> (declaredBy: String, definitions: [WhoopDefinition]) {
            // Most modules make their own definitions: no chain to follow.
            if let declaration = modules[name], !declaration.definitions.isEmpty { return (name, declaration.definitions) }
            var current = name
            var seen: Set<String> = []
            while let declaration = modules[current], seen.insert(current).inserted {
                if !declaration.definitions.isEmpty { return (current, declaration.definitions) }
                current = superclass(of: declaration)
            }
            return (name, [])
        }

        /// The class `declaration` subclasses, through a typealias the app declares for it
        /// (`typealias AppModule = DependencyModule`) unless a class of that name is declared.
        private func superclass(of declaration: WhoopModuleDeclaration) -> String {
            let name = declaration.superclassName
            guard modules[name] == nil, name != "DependencyModule" else { return name }
            return lookup.resolved(.named(name)).baseName ?? name
        }

        private func moduleDependencies(of name: String) -> [String] {
            if let dependencies = modules[name]?.moduleDependencies { return dependencies }
            var current = name
            var seen: Set<String> = []
            while let declaration = modules[current], seen.insert(current).inserted {
                if let dependencies = declaration.moduleDependencies { return dependencies }
                current = superclass(of: declaration)
            }
            return []
        }

        // MARK: Bindings and requests

        private mutating func addDefinitions(_ definitions: [WhoopDefinition], owner: String, scope: Int) {
            for definition in definitions {
                guard !definition.hasDynamicName else {
                    graph.scopes[scope].hasDynamicNames = true
                    continue
                }
                let kind: GraphBinding.Kind
                switch definition.kind {
                case .factory: kind = .factory
                case .singleton: kind = .singleton
                case .accumulateFactory, .accumulateSingleton: kind = .accumulation
                }
                var asker: Int?
                if let type = definedType(definition, owner: owner) {
                    let resolved = lookup.resolved(type.type)
                    asker = graph.add(GraphBinding(
                        scope: scope, key: .whoop(type: resolved, name: definition.name), kind: kind,
                        owner: owner, location: definition.location, declaredType: type, isMainActor: definition.isMainActor,
                        isAsync: definition.isAsync,
                        isNotSendable: kind == .singleton && Sendability.isNonSendable(resolved, among: nonSendableClasses) ? true : nil))
                } else {
                    // `Box("label")` of a generic `Box` is some `Box<…>`: only requests for a
                    // `Box` may be its; anything else it cannot be.
                    let typeName = definition.accumulationKey == nil ? definition.type?.type.baseName : nil
                    graph.scopes[scope].uninferred.append(UninferredBinding(name: definition.name, typeName: typeName))
                    reportUninferred(definition, typeName: typeName)
                }
                guard !definition.requests.isEmpty else { continue }
                let what = "the " + definition.kind.rawValue + " at " + definition.location.description + " in " + owner
                for request in definition.requests {
                    addRequest(request, scope: scope, asker: asker, askerName: what)
                }
            }
        }

        /// What a definition defines: its closure's result, or an accumulation key's `FinalValue`.
        private func definedType(_ definition: WhoopDefinition, owner: String) -> DeclaredType? {
            if let key = definition.accumulationKey {
                return lookup.nestedAlias("FinalValue", in: key)
            }
            if definition.type == nil, let called = definition.calledFunction {
                return calledFunctionResult(called, owner: owner)
            }
            // `Box(1)` of a generic `Box<Value>` defines `Box<Int>`, which digen cannot tell.
            guard let type = definition.type, !lookup.lacksGenericArguments(type.type) else { return nil }
            return type
        }

        /// The result type of the function `called` names in a definition of the module `owner`,
        /// looked up as Swift looks it up: a bare name among the module's methods (and its
        /// superclasses') before the top level; `self.f` among the methods alone; `T.f` in `T`.
        private func calledFunctionResult(_ called: String, owner: String) -> DeclaredType? {
            let parts = called.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0] != "self" { return functionResults[called] }
            let name = parts.last!
            var current = owner
            var seen: Set<String> = []
            while seen.insert(current).inserted {
                if let result = functionResults[current + "." + name] { return result }
                guard let declaration = modules[current] else { break }
                current = superclass(of: declaration)
            }
            return parts.count == 1 ? functionResults[name] : nil
        }

        private mutating func reportUninferred(_ definition: WhoopDefinition, typeName: String?) {
            guard reportedUninferred.insert(definition.location).inserted else { return }
            findings.uninferredDefinitions.append(.init(
                location: definition.location, call: definition.kind.rawValue + (definition.takesParams ? "WithParams" : ""),
                accumulationKey: definition.accumulationKey, name: definition.name, typeName: typeName))
        }

        private mutating func addRequest(_ request: WhoopRequest, scope: Int, asker: Int?, askerName: String) {
            guard !request.hasDynamicName, let type = lookup.type(of: request.context) else { return }
            let key = GraphKey.whoop(type: lookup.resolved(type.type), name: request.name)
            graph.requests.append(GraphRequest(
                scope: scope, key: key, asker: asker, askerName: askerName, location: request.location, lookup: .nearestAncestor,
                isAsync: request.isAsync))
            addInjectable(for: key, requestedIn: scope)
        }

        /// Adds the requests of the `@Injectable` type `key` asks for, once per root, at the root
        /// of `scope` (where the type is bound).
        private mutating func addInjectable(for key: GraphKey, requestedIn scope: Int) {
            guard !injectables.isEmpty, case .whoop(let type, nil) = key, case .nominal(let name, _, let arguments) = type, arguments.isEmpty,
                  let injectable = injectables[name] else { return }
            let root = graph.path(to: scope)[0]
            guard expandedInjectables.insert("\(root)\u{0}\(name)").inserted else { return }
            let binding = bindInjectable(name, at: root)
            for request in injectable.requests {
                addRequest(request, scope: root, asker: binding, askerName: "@Injectable \(name)")
            }
        }

        /// The binding of the `@Injectable` type `name` at `root`, made on first use.
        @discardableResult
        private mutating func bindInjectable(_ name: String, at root: Int) -> Int {
            if let existing = injectableBindings["\(root)\u{0}\(name)"] { return existing }
            let declaration = injectables[name]!
            // Written `@MainActor`, or stating no isolation in a target whose default is the main
            // actor's (`--default-isolation`, applied when its files were read).
            let isMainActor = declaration.isolation == .mainActor
            let binding = graph.add(GraphBinding(
                scope: root, key: .whoop(type: .named(name), name: nil), kind: .injectable, owner: name,
                location: declaration.location, declaredType: DeclaredType(inferred: .named(name)),
                isMainActor: isMainActor ? true : nil))
            injectableBindings["\(root)\u{0}\(name)"] = binding
            return binding
        }
    }
}
