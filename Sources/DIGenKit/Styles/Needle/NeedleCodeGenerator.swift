import Foundation
import DIGraph

/// The generate stage: from a checked model, the text of the Swift file that wires the
/// components together, in the shape of Needle's `NeedleGenerated.swift`. It is shaped for the
/// compiler's sake, as Needle's is: one `parentN` helper per ancestor level used, providers and
/// factories shared by every path that reads the same members from the same components, named
/// functions instead of closures, and registration split into small `@inline(never)` functions.
///
/// Everything is ordered by path or name, so the text depends only on the model.
struct NeedleCodeGenerator {
    /// One dependency member as a provider reads it: from which ancestor, how many levels up.
    struct Read: Hashable, Comparable {
        var name: String
        var type: String
        var source: String
        var level: Int
        /// The effects of the member's getter and of the property it reads; none for most.
        var effects = GetterEffects()

        static func < (lhs: Read, rhs: Read) -> Bool {
            (lhs.name, lhs.type, lhs.source) < (rhs.name, rhs.type, rhs.source)
        }
    }

    /// A path to generate for: its registration text, its last component and the one before
    /// (`nil` for a root's path), and what its provider reads (`nil` for paths without a
    /// provider of their own: `EmptyDependency` components).
    struct PlannedPath {
        var text: String
        var component: String
        var parent: String?
        var reads: [Read]?
    }

    /// A provider class: a dependency protocol and where each member comes from.
    struct Provider {
        var className: String
        var dependency: String
        var reads: [Read]
        /// The ancestors it reads from, each once, by name.
        var sources: [String]
        /// The stored property holding each source, by the source's name.
        var variables: [String: String]
    }

    /// A factory function: a provider class and the levels of its ancestors on one kind of path.
    struct Factory {
        var name: String
        var provider: Provider
        /// Each source with its level, in `provider.sources` order.
        var levels: [Int]
        /// The first path (in sorted order) that uses it.
        var firstPath: String
    }

    let model: AppModel
    /// Every root-to-component path, as the check resolved it, in the check's order.
    let paths: [NeedlePath]
    let options: GenerateOptions
    /// The other styles' sections, written after Needle's, and the imports they need.
    var otherSections = GeneratedSections()

    static let emptyFactoryName = "factoryEmptyDependencyProvider"
    static let parentFactoryName = "factoryParentComponent"
    static let parentRegistrationName = "registerParentComponentProviders"

    func generate() -> String {

        var factories: [Factory] = []
        var factoryIndex: [String: Int] = [:]
        var emittedClasses: Set<String> = []
        var registrations: [(path: String, factory: String)] = []
        var levelsUsed: Set<Int> = []
        var usesEmpty = false

        let planned = NeedlePath.inTextOrder(paths).map {
            PlannedPath(text: $0.text, component: $0.component, parent: $0.parentComponent, reads: reads(along: $0))
        }
        let plan = options.providerStyle == .conformances ? ConformancePlan(paths: planned, model: model) : nil
        levelsUsed.formUnion(plan?.levels ?? [])

        for path in planned {
            let pathText = path.text
            guard let reads = path.reads else {
                usesEmpty = true
                registrations.append((pathText, Self.emptyFactoryName))
                continue
            }
            if let plan, plan.servedPaths.contains(pathText) {
                registrations.append((pathText, Self.parentFactoryName))
                continue
            }
            let component = model.components[path.component]!
            let provider = self.provider(dependency: component.dependencyName, reads: reads)
            let levels = provider.sources.map { source in reads.first { $0.source == source }!.level }
            levelsUsed.formUnion(levels)
            let arguments = zip(provider.sources, levels).map { "\($0)@\($1)" }.joined(separator: ",")
            let name = "factory" + StableHash.hex(provider.className + "(" + arguments + ")")
            if factoryIndex[name] == nil {
                factoryIndex[name] = factories.count
                factories.append(Factory(name: name, provider: provider, levels: levels, firstPath: pathText))
            }
            registrations.append((pathText, name))
        }

        var out = Self.header(options)
        for line in imports() { out += line + "\n" }

        if !levelsUsed.isEmpty {
            out += "\n// MARK: - Traversal Helpers\n"
            for level in levelsUsed.sorted() {
                out += "\nprivate func parent\(level)(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {\n"
                out += "    return component" + String(repeating: ".parent", count: level) + "\n}\n"
            }
        }

        let pluginExtensions = pluginExtensionProviders()
        if !factories.isEmpty || !pluginExtensions.isEmpty {
            out += "\n// MARK: - Providers\n\n"
            for factory in factories {
                if emittedClasses.insert(factory.provider.className).inserted {
                    out += providerClass(factory.provider)
                }
                out += factoryFunction(factory)
            }
            for provider in pluginExtensions { out += pluginExtensionClass(provider) }
        }
        if let plan, !plan.servedPaths.isEmpty {
            out += conformances(plan)
        }
        if usesEmpty {
            out += "\nprivate func \(Self.emptyFactoryName)(_ component: NeedleFoundation.Scope) -> AnyObject {\n"
            out += "    return EmptyDependencyProvider(component: component)\n}\n"
        }

        out += "\n// MARK: - Registration\n\n"
        out += "private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {\n"
        out += "    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)\n}\n"
        if model.hasMainActorParts {
            // Main-actor factories: the ones marked below, and, in a target whose default
            // isolation is the main actor, every function of this file. Overload resolution
            // picks this one for them and the one above for nonisolated ones.
            out += "\nprivate func registerProviderFactory(_ componentPath: String, _ factory: @escaping @MainActor (NeedleFoundation.Scope) -> AnyObject) {\n"
            out += "    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)\n}\n"
        }
        let perFunction = max(1, options.registrationsPerFunction)
        var groups = stride(from: 0, to: registrations.count, by: perFunction).map {
            registrations[$0 ..< min($0 + perFunction, registrations.count)]
        }
        if groups.isEmpty && !pluginExtensions.isEmpty { groups = [[]] }
        let servedByParents = registrations.contains { $0.factory == Self.parentFactoryName }
        if servedByParents {
            // One string literal for the paths a parent serves, rather than a call each: thousands
            // of calls cost the compiler seconds, a literal next to nothing.
            out += "\nprivate func \(Self.parentRegistrationName)(_ componentPaths: String) {\n"
            out += "    for componentPath in componentPaths.split(separator: \"\\n\") {\n"
            out += "        registerProviderFactory(String(componentPath), \(Self.parentFactoryName))\n    }\n}\n"
        }
        for (index, group) in groups.enumerated() {
            out += "\n@inline(never) private func register\(index + 1)() {\n"
            for registration in group where registration.factory != Self.parentFactoryName {
                out += "    registerProviderFactory(\(literal(registration.path)), \(registration.factory))\n"
            }
            let parentServed = group.filter { $0.factory == Self.parentFactoryName }
            if !parentServed.isEmpty {
                out += "    \(Self.parentRegistrationName)(\"\"\"\n"
                for registration in parentServed { out += "        \(multiLineLiteralText(registration.path))\n" }
                out += "        \"\"\")\n"
            }
            // Plugin extension providers are registered per component, after the paths, as Needle does.
            if index == groups.count - 1 {
                for provider in pluginExtensions {
                    out += "    __PluginExtensionProviderRegistry.instance.registerPluginExtensionProviderFactory(for: \(literal(SwiftSpelling.runtimeTypeName(provider.component)))) { component in\n"
                    out += "        return \(provider.className)(component: component)\n    }\n"
                }
            }
            out += "}\n"
        }
        out += "\n/// Registers the dependency provider of every component path; call it once, first thing at launch.\n"
        out += "public func registerProviderFactories() {\n"
        for index in groups.indices { out += "    register\(index + 1)()\n" }
        out += "}\n"
        return out + otherSections.text
    }

    /// A pluginized component's plugin extension provider: the class that reads each member of
    /// the plugin extension from the component's non-core component.
    struct PluginExtensionProvider {
        var className: String
        var component: String
        var pluginExtension: AppModel.PluginExtension
    }

    /// One provider per pluginized component with a plugin extension, by component name, each
    /// named after its protocol as Needle names it (and, when two components share the protocol,
    /// the second and later after their component too).
    private func pluginExtensionProviders() -> [PluginExtensionProvider] {
        var providers: [PluginExtensionProvider] = []
        var used: Set<String> = []
        for name in model.componentNames {
            guard let pluginExtension = model.components[name]!.pluginExtension else { continue }
            let stem = SwiftSpelling.identifierFragment(pluginExtension.name)
            var className = stem + "Provider"
            if !used.insert(className).inserted {
                className = stem + StableHash.hex(name) + "Provider"
                used.insert(className)
            }
            providers.append(PluginExtensionProvider(className: className, component: name, pluginExtension: pluginExtension))
        }
        return providers
    }

    private func pluginExtensionClass(_ provider: PluginExtensionProvider) -> String {
        let nonCore = provider.pluginExtension.nonCoreName
        let variables = Self.variableNames(for: [nonCore, provider.component], avoiding: provider.pluginExtension.members.map(\.name))
        let (nonCoreVariable, componentVariable) = (variables[nonCore]!, variables[provider.component]!)
        var out = "/// \(provider.component) plugin extension\n"
        out += "private class \(provider.className): \(Self.typeName(provider.pluginExtension.name)) {\n"
        for member in provider.pluginExtension.members {
            let name = AccessorNaming.escaped(member.name)
            out += "    var \(name): \(member.type.written) {\n"
            out += "        return \(nonCoreVariable).\(name)\n    }\n"
        }
        out += "    private unowned let \(nonCoreVariable): \(Self.typeName(nonCore))\n"
        out += "    init(component: NeedleFoundation.Scope) {\n"
        out += "        let \(componentVariable) = component as! \(Self.typeName(provider.component))\n"
        out += "        \(nonCoreVariable) = \(componentVariable).nonCoreComponent as! \(Self.typeName(nonCore))\n"
        out += "    }\n}\n"
        return out
    }

    /// Where each member of the path's last component's dependency protocol comes from: the
    /// nearest ancestor the check found providing it. `nil` for an `EmptyDependency` component.
    private func reads(along path: NeedlePath) -> [Read]? {
        let component = model.components[path.component]!
        guard component.dependencyName != NeedleNames.emptyDependency else { return nil }
        let members = model.dependencies[component.dependencyName]?.members ?? []
        // Generation runs only after a check without errors, which found every member.
        return zip(members, path.sources).compactMap { member, match in
            match.map { match in
                var read = Read(name: member.name, type: member.type.written, source: match.scopeName, level: match.distance + 1)
                // A member without effects reads a property without any (the check saw to it).
                if member.getterIsAsync == true || member.getterThrows == true,
                   let property = model.components[match.scopeName]?.providedProperties.first(where: { model.key(of: $0) == model.key(of: member) }) {
                    read.effects = GetterEffects(member: member, reading: property)
                }
                return read
            }
        }.sorted()
    }

    /// The provider class for `reads`, named after its shape so that every path with the same
    /// shape shares it.
    private func provider(dependency: String, reads: [Read]) -> Provider {
        let shape = dependency + "|" + reads.map { "\($0.name):\($0.type)@\($0.source)\($0.effects.shapeSuffix)" }.joined(separator: ",")
        let stem = SwiftSpelling.identifierFragment(dependency)
        let sources = Set(reads.map(\.source)).sorted()
        return Provider(
            className: stem + StableHash.hex(shape) + "Provider", dependency: dependency, reads: reads,
            sources: sources, variables: Self.variableNames(for: sources, avoiding: reads.map(\.name)))
    }

    /// `@MainActor ` for a provider of a main-actor dependency protocol (and its factory, which
    /// makes it), or nothing.
    private func isolationPrefix(_ provider: Provider) -> String {
        model.dependencies[provider.dependency]?.isMainActor == true ? "@MainActor " : ""
    }

    private func providerClass(_ provider: Provider) -> String {
        var out = isolationPrefix(provider) + "private class \(provider.className): \(Self.typeName(provider.dependency)) {\n"
        for read in provider.reads {
            let name = AccessorNaming.escaped(read.name)
            out += "    var \(name): \(read.type) {\n"
            out += read.effects.getterBody(reading: "\(provider.variables[read.source]!).\(name)")
            out += "    }\n"
        }
        for source in provider.sources {
            out += "    private let \(provider.variables[source]!): \(Self.typeName(source))\n"
        }
        let parameters = provider.sources.map { "\(provider.variables[$0]!): \(Self.typeName($0))" }.joined(separator: ", ")
        out += "    init(\(parameters)) {\n"
        for source in provider.sources {
            out += "        self.\(provider.variables[source]!) = \(provider.variables[source]!)\n"
        }
        out += "    }\n}\n"
        return out
    }

    private func factoryFunction(_ factory: Factory) -> String {
        let arguments = zip(factory.provider.sources, factory.levels).map { source, level in
            "\(SwiftSpelling.argumentLabel(factory.provider.variables[source]!)): parent\(level)(component) as! \(Self.typeName(source))"
        }.joined(separator: ", ")
        return "/// \(SwiftSpelling.commentText(factory.firstPath))\n"
            + isolationPrefix(factory.provider) + "private func \(factory.name)(_ component: NeedleFoundation.Scope) -> AnyObject {\n"
            + "    return \(factory.provider.className)(\(arguments))\n}\n"
    }

    /// For `--provider-style conformances`: the factory that hands a component its parent as
    /// the provider, and the extensions that make each parent one.
    private func conformances(_ plan: ConformancePlan) -> String {
        var out = "\n// MARK: - Parent components as providers\n\n"
        out += "private func \(Self.parentFactoryName)(_ component: NeedleFoundation.Scope) -> AnyObject {\n"
        out += "    return component.parent\n}\n"
        // One typed helper per ancestor and distance, so that each getter is a plain call: the
        // casts are type-checked once per helper instead of once per getter.
        let ancestors = Set(plan.getters.values.flatMap { $0.values.map { AncestorReference(source: $0.source, level: $0.level) } })
        var helperNames: [AncestorReference: String] = [:]
        var usedNames: Set<String> = []
        for ancestor in ancestors.sorted() {
            var name = ancestor.helperName
            if !usedNames.insert(name).inserted {
                name += StableHash.hex(ancestor.source)
                usedNames.insert(name)
            }
            helperNames[ancestor] = name
            out += "\nprivate func \(name)(_ component: NeedleFoundation.Scope) -> \(Self.typeName(ancestor.source)) {\n"
            out += "    return parent\(ancestor.level)(component) as! \(Self.typeName(ancestor.source))\n}\n"
        }
        for parent in plan.conformances.keys.sorted() {
            let protocols = plan.conformances[parent]!.sorted().map(Self.typeName).joined(separator: ", ")
            out += "\nextension \(Self.typeName(parent)): \(protocols) {\n"
            for getter in (plan.getters[parent] ?? [:]).values.sorted(by: { $0.name < $1.name }) {
                let helper = helperNames[AncestorReference(source: getter.source, level: getter.level)]!
                let name = AccessorNaming.escaped(getter.name)
                out += "    public var \(name): \(getter.type) {\n"
                out += "        return \(helper)(self).\(name)\n    }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// A component some getter reads from, and how many levels above the getter's component.
    private struct AncestorReference: Hashable, Comparable {
        var source: String
        var level: Int

        /// `ancestor2RootComponent`: the helper returning this ancestor, with any character a
        /// function name cannot hold replaced.
        var helperName: String {
            "ancestor\(level)" + SwiftSpelling.identifierFragment(source)
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.source, lhs.level) < (rhs.source, rhs.level)
        }
    }

    /// The `--header-doc` text, then the line that says the file is generated, then a blank line.
    static func header(_ options: GenerateOptions) -> String {
        var out = ""
        if let header = options.headerDoc?.trimmingTrailingWhitespace(), !header.isEmpty {
            out += header + "\n\n"
        }
        return out + "// Generated by `digen generate`. Do not edit: changes are lost when it runs again.\n\n"
    }

    /// The sorted, de-duplicated import lines: the parsed files', the other sections', the
    /// additional ones, the runtime's, without the other Needle runtime's, and those of the other
    /// modules (read from summaries) that declare a component or protocol the code names.
    func imports() -> [String] {
        let runtime = options.needleRuntime.module(forSourceImports: model.imports)
        let otherRuntimes = Set(NeedleRuntime.allCases.map(\.rawValue)).subtracting([runtime, NeedleRuntime.auto.rawValue])
        let lines = (model.imports + otherSections.imports + declaringModuleImports()).filter { line in
            ImportLines.module(of: line).map { !otherRuntimes.contains($0) } ?? true
        }
        // A source's own import of the runtime (`@testable import NeedleFoundation`) is enough.
        let importsRuntime = lines.contains { ImportLines.module(of: $0) == runtime }
        return ImportLines.merged(lines + (importsRuntime ? [] : ["import " + runtime]), additional: options.additionalImports)
    }

    /// `name`, a component's or protocol's name as the model keeps it, written as a type: one
    /// the sources declare, so in backquotes when a keyword (`` `Type` ``, `` `Any` `` too).
    static func typeName(_ name: String) -> String {
        SwiftSpelling.declaredTypeName(name)
    }

    /// The stored properties (or locals) holding components `names`, by name: each name with its
    /// first letter lowercased, as Needle writes it (in backquotes when that is a keyword:
    /// `` `default` ``), with `_` added while it is `self`, the name of one of `members` (the
    /// provider's own getters) or of another of them.
    static func variableNames(for names: [String], avoiding members: [String]) -> [String: String] {
        // `self`, even in backquotes, is the provider itself in an expression.
        var taken = Set(members).union(["self"])
        var variables: [String: String] = [:]
        for original in names where variables[original] == nil {
            let name = original.hasPrefix("`") ? String(original.dropFirst().dropLast()) : original
            guard let first = name.first else { continue }
            var bare = first.lowercased() + name.dropFirst()
            while taken.contains(bare) { bare += "_" }
            taken.insert(bare)
            variables[original] = SwiftSpelling.identifier(bare)
        }
        return variables
    }

    /// `import M` for each module other than the generated code's own (`--module-name`) that
    /// declares a component on a path, its dependency protocol, or its non-core component: the
    /// generated code names them all. Only a run that reads summaries knows modules, and only
    /// one that names its own (`--module-name`) knows which are others.
    private func declaringModuleImports() -> [String] {
        guard !model.foreignModules.isEmpty, let own = model.generatingModule else { return [] }
        var modules: Set<String> = []
        func add(_ file: String?) {
            if let file, let module = model.foreignModules[file], module != own { modules.insert(module) }
        }
        for path in paths {
            for name in path.components {
                guard let component = model.components[name] else { continue }
                add(component.location.file)
                add(model.dependencies[component.dependencyName]?.location.file)
                add(component.pluginExtension.flatMap { model.components[$0.nonCoreName]?.location.file })
            }
        }
        return modules.map { "import " + $0 }
    }

    /// `text` as a line of a multi-line string literal: a backslash (which a raw identifier may
    /// hold) escaped, and with it any `"""` that would end the literal.
    private func multiLineLiteralText(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) || text.contains("\"\"\"") else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
    }

    private func literal(_ text: String) -> String {
        // A path names every component on it, so a long chain makes long texts: escaping is
        // looked for in one pass over the bytes first.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else {
            return "\"" + text + "\""
        }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
