/// What the generated WhoopDI accessors and Drip builders, compiled into one module, name in the
/// modules the run reads from summaries. An accessor whose result is written with a type that is
/// not public in its module, and a builder of a component that is not, are left out: code of the
/// generated file's module could not name that type to call them, and its own module cannot see
/// the generated file. A builder that is generated (its component is public, or the module's
/// own) must be able to name its parents and modules and call the initializers it calls (`X()`, a
/// module's `M($0)`): one that is not public is reported at its declaration, with the fix
/// (`digen/CrossModuleAccess`), before code the compiler would reject is written. Needle's part is
/// `CrossModuleAccess`'s.
///
/// A name means what it means to the generated code: one the code's own module declares is that
/// module's, and is fine; otherwise the declaration in the module that wrote the name comes
/// first. A name nothing the run read declares comes from a library, and is fine too. Where a
/// summary records no access for a type (a file its keyword filter passed over, or one read for
/// Needle alone), the plan names the files that may declare it, and the reading stage reads them
/// (`OtherModuleDeclarations`), and `findings` joins what they declare to the plan: the facts
/// `CrossModuleStyleAccessRule` judges and the generator leaves accessors and builders out by,
/// each through `outcome(of:)`. Nothing here reads a file.
struct CrossModuleStyleAccess {
    /// The module the generated code is compiled into (`--module-name`), for messages.
    var generatingModule: String?
    /// The files other modules' keyword filters passed over, with their modules.
    var skippedFiles: [String: String] = [:]

    /// What the facts mean: the problems, and the accessors and builders to leave out.
    struct Outcome {
        var diagnostics: [Diagnostic] = []
        var accessorsLeftOut: Set<GraphKey> = []
        var buildersLeftOut: Set<String> = []
        /// The other modules that declare a type the generated code names (and does not leave
        /// out), which the generated file imports.
        var modulesNamed: Set<String> = []
    }

    /// What the generated code names of other modules, with every declaration of those names
    /// the run read, and the module the code is generated into.
    struct Findings: Sendable {
        fileprivate var uses: [Use]
        fileprivate var declarations: Declarations
        fileprivate var modules: [String: String]
        fileprivate var generatingModule: String?
    }

    /// What the generated code names of other modules, and where the summaries leave its access
    /// unknown.
    struct Plan {
        fileprivate var uses: [Use]
        fileprivate var declarations: Declarations
        fileprivate var modules: [String: String]
        /// The names no summary records an access for.
        var missing: Set<String>
        /// The files of other modules that may declare them, with their modules: files whose
        /// summaries name such a declaration without its access, and those their keyword filters
        /// passed over.
        var candidates: [(path: String, module: String)]
    }

    /// What of the code `graph` and Needle's `paths` through `model` generate to check, from
    /// `summaries` (a summary's `module` says which module it is of; `nil` is the generated code's
    /// own); `nil` when the run reads no other module, or the code names nothing.
    func plan(_ graph: StaticGraph, needle paths: [NeedlePath], model: AppModel, summaries: [FileSummary]) -> Plan? {
        var modules: [String: String] = [:]
        for file in summaries.indices {
            if let module = summaries[file].module { modules[summaries[file].path] = module }
        }
        guard !modules.isEmpty else { return nil }
        let uses = Self.uses(in: graph) + Self.uses(in: paths, model: model)
        guard !uses.isEmpty else { return nil }
        var plan = Plan(uses: uses, declarations: Declarations(), modules: modules, missing: [], candidates: [])
        findDeclarations(Set(uses.map(\.typeName)), in: summaries, into: &plan)
        return plan
    }

    /// The facts of `plan`, with the declarations the reading stage found in its candidate files
    /// (`read`).
    func findings(_ plan: Plan, read: [(summary: FileSummary, module: String)]) -> Findings {
        var declarations = plan.declarations
        for (summary, module) in read { declarations.add(summary, module: module, names: plan.missing) }
        return Findings(uses: plan.uses, declarations: declarations, modules: plan.modules, generatingModule: generatingModule)
    }

    /// What of the generated code names types of other modules that are not public: the
    /// accessors and builders to leave out, and what to report.
    static func outcome(of findings: Findings) -> Outcome {
        var outcome = Outcome()
        let (uses, modules, declarations) = (findings.uses, findings.modules, findings.declarations)
        let generated = findings.generatingModule.map { "module \($0)" } ?? "the module of the sources given"
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        func report(_ declaration: Declaration, _ named: String, _ what: String, _ key: String) {
            guard let module = declaration.module, reported.insert("\(declaration.location) \(key)").inserted else { return }
            found.append(Diagnostic(
                id: .crossModuleAccess, location: declaration.location,
                message: "`\(named)` is \(declaration.access.rawValue) in module \(module), but \(what): declare it public."))
        }
        for use in uses {
            let declaration = use.declaredAt.flatMap { place in declarations.all[use.typeName]?.first { $0.location == place } }
                ?? declarations.meaning(of: use.typeName, writtenIn: modules[use.writtenIn])
            if let component = use.role.builder, outcome.buildersLeftOut.contains(component) { continue }
            guard let declaration, declaration.module != nil else { continue }
            let name = use.typeName
            switch use.role {
            case .accessorResult(let key):
                if !declaration.access.isPublic { outcome.accessorsLeftOut.insert(key) }
            case .builtComponent:
                if !declaration.access.isPublic {
                    outcome.buildersLeftOut.insert(name)
                    continue
                }
                // `X()`: an initializer callable with no arguments, when the class declares any.
                if let called = Self.uncallable(declaration.initializers.filter { $0.parameters.allSatisfy(\.hasDefault) }) {
                    report(
                        Declaration(access: called.access, location: called.location, module: declaration.module),
                        "\(name).\(Self.signature(called))", "the generated Drip builder in \(generated) calls it", "init")
                }
            case .parent(let component):
                if !declaration.access.isPublic {
                    report(declaration, name, "the generated Drip builder of `\(component)` in \(generated) takes it as a parent", "parent")
                }
            case .needleProvided(let dependency, let member):
                if !declaration.access.isPublic {
                    report(declaration, name, "the generated Needle provider in \(generated) names it as the type of `\(dependency).\(member)`", "needle")
                }
            case .module(let component, let callsInitializer):
                if !declaration.access.isPublic {
                    report(declaration, name, "the generated Drip builder of `\(component)` in \(generated) registers it", "module")
                }
                // `M($0)`: an initializer that takes the component alone, when the module declares any.
                guard callsInitializer else { continue }
                let madeFromComponent = declaration.initializers.filter { initializer in
                    initializer.parameters.first?.label == nil && initializer.parameters.dropFirst().allSatisfy(\.hasDefault)
                        && !initializer.parameters.isEmpty
                }
                if let called = Self.uncallable(madeFromComponent) {
                    report(
                        Declaration(access: called.access, location: called.location, module: declaration.module),
                        "\(name).\(Self.signature(called))",
                        "the generated Drip builder of `\(component)` in \(generated) calls it to make the module", "init")
                }
            }
        }
        outcome.diagnostics = found
        for use in uses {
            if let component = use.role.builder, outcome.buildersLeftOut.contains(component) { continue }
            if case .accessorResult(let key) = use.role, outcome.accessorsLeftOut.contains(key) { continue }
            // The Needle part's imports follow the modules of its components and protocols.
            if case .needleProvided = use.role { continue }
            let declaration = use.declaredAt.flatMap { place in declarations.all[use.typeName]?.first { $0.location == place } }
                ?? declarations.meaning(of: use.typeName, writtenIn: modules[use.writtenIn])
            if let own = findings.generatingModule, let module = declaration?.module, module != own { outcome.modulesNamed.insert(module) }
        }
        return outcome
    }

    // MARK: What the generated code names

    /// A type the generated code names, and why.
    fileprivate struct Use: Sendable {
        enum Role: Sendable {
            /// The result of the WhoopDI accessor of `key` is written with it.
            case accessorResult(GraphKey)
            /// A Drip builder extends it and makes it with `X()`.
            case builtComponent
            /// The Drip builder of `component` takes it as a parent.
            case parent(component: String)
            /// The Drip builder of `component` registers it as a module, and makes it with `M($0)`
            /// when `callsInitializer`.
            case module(component: String, callsInitializer: Bool)
            /// A generated Needle provider conforming to `dependency` declares `member` with it.
            case needleProvided(dependency: String, member: String)

            /// The component whose builder names the type as a parent or module.
            var builder: String? {
                switch self {
                case .parent(let component), .module(let component, _): component
                case .accessorResult, .builtComponent, .needleProvided: nil
                }
            }
        }

        var typeName: String
        /// The file that wrote the name: its module's declaration comes first.
        var writtenIn: String
        /// Where it is declared, when that is known (a builder's component).
        var declaredAt: SourceLocation?
        var role: Role
    }

    /// The types the generated WhoopDI accessors and Drip builders name, in the order they are
    /// generated in.
    private static func uses(in graph: StaticGraph) -> [Use] {
        var uses: [Use] = []
        for accessor in WhoopAccessorGenerator(graph: graph).accessors() {
            // The accessor returns the type as its first definition writes it.
            let definition = accessor.definitions[0]
            guard let type = definition.declaredType else { continue }
            for name in nominalNames(in: type.type) {
                uses.append(Use(typeName: name, writtenIn: definition.location.file, role: .accessorResult(accessor.key)))
            }
        }
        for component in graph.scopes where component.kind == .dripComponent {
            guard let location = component.location else { continue }
            uses.append(Use(typeName: component.name, writtenIn: location.file, declaredAt: location, role: .builtComponent))
            // The builder takes each parent and module type once, as its first accessor reads it.
            var seen: Set<String> = []
            for requirement in component.requirements where seen.insert("\(requirement.kind) \(requirement.typeName)").inserted {
                let role: Use.Role = switch requirement.kind {
                case .parent: .parent(component: component.name)
                case .module: .module(component: component.name, callsInitializer: requirement.isMadeFromComponent)
                }
                uses.append(Use(typeName: requirement.typeName, writtenIn: requirement.location.file, role: role))
            }
        }
        return uses
    }

    /// The types the generated Needle providers name: the type of each member of each dependency
    /// protocol a provider is generated for (a path that needs one), as the protocol writes it.
    private static func uses(in paths: [NeedlePath], model: AppModel) -> [Use] {
        var uses: [Use] = []
        var seen: Set<String> = []
        for path in paths where !path.sources.isEmpty {
            guard let component = model.components[path.component],
                  let dependency = model.dependencies[component.dependencyName],
                  seen.insert(dependency.name).inserted else { continue }
            for member in dependency.members {
                for name in nominalNames(in: member.type.structure) {
                    uses.append(Use(
                        typeName: name, writtenIn: member.location.file,
                        role: .needleProvided(dependency: dependency.name, member: member.name)))
                }
            }
        }
        return uses
    }

    /// The names of the nominal types `type` is written with, its generic arguments' included.
    static func nominalNames(in type: TypeDescription) -> [String] {
        var names: [String] = []
        func walk(_ type: TypeDescription) {
            switch type {
            case .nominal(let name, _, let arguments):
                names.append(name)
                arguments.forEach(walk)
            case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped, _), .opaque(let wrapped), .attributed(_, let wrapped):
                walk(wrapped)
            case .dictionary(let key, let value):
                walk(key)
                walk(value)
            case .tuple(let elements):
                for element in elements { walk(element.type) }
            case .function(let parameters, _, _, let result):
                parameters.forEach(walk)
                walk(result)
            case .composition(let members):
                members.forEach(walk)
            case .other:
                break
            }
        }
        walk(type)
        return names
    }

    /// The first of `initializers` when none of them is public: the one the generated code would
    /// call and cannot. `nil` when one is public, or there are none (an inherited one is used).
    private static func uncallable(_ initializers: [InitializerDeclaration]) -> InitializerDeclaration? {
        initializers.contains { $0.access.isPublic } ? nil : initializers.first
    }

    /// `init(_:extra:)`.
    private static func signature(_ initializer: InitializerDeclaration) -> String {
        "init(" + initializer.parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }

    // MARK: Declarations

    /// A declaration of a name the generated code uses.
    fileprivate struct Declaration: Sendable {
        var access: AccessLevel
        var location: SourceLocation
        /// Its module; `nil` for the generated code's own.
        var module: String?
        /// A type's initializers, when its shape is known.
        var initializers: [InitializerDeclaration] = []
    }

    /// The declarations of the names the generated code uses.
    fileprivate struct Declarations: Sendable {
        /// Every declaration of each name, in the order the files were read.
        var all: [String: [Declaration]] = [:]

        /// Adds what `summary`, a file of `module`, declares of `names`: its types' shapes, and
        /// the protocols, classes and typealiases Needle's reading recorded (a class read for
        /// WhoopDI or Drip has a shape, which says more).
        mutating func add(_ summary: FileSummary, module: String?, names: Set<String>) {
            var shaped: Set<SourceLocation> = []
            for shape in summary.shapes where !shape.isExtension && names.contains(shape.name) {
                shaped.insert(shape.location)
                all[shape.name, default: []].append(Declaration(
                    access: shape.access, location: shape.location, module: module, initializers: shape.initializers))
            }
            for declarations in [summary.protocols, summary.classes] {
                for declaration in declarations where names.contains(declaration.name) && !shaped.contains(declaration.location) {
                    all[declaration.name, default: []].append(
                        Declaration(access: declaration.access, location: declaration.location, module: module))
                }
            }
            for alias in summary.typealiases where names.contains(alias.name) {
                all[alias.name, default: []].append(Declaration(access: alias.access, location: alias.location, module: module))
            }
        }

        /// The declaration `name`, written in a file of `module`, means to the generated code
        /// when it is another module's: one in `module` first, a public one before the others.
        /// `nil` when the generated code's own module declares it, or nothing does.
        func meaning(of name: String, writtenIn module: String?) -> Declaration? {
            guard let declarations = all[name], !declarations.contains(where: { $0.module == nil }) else { return nil }
            let inModule = declarations.filter { $0.module == module }
            let candidates = inModule.isEmpty ? declarations : inModule
            return candidates.first { $0.access.isPublic } ?? candidates.first
        }
    }

    /// The declarations of `names` in `summaries`; those no summary records an access for, and
    /// the files that may declare them, go into `plan` for the reading stage.
    private func findDeclarations(_ names: Set<String>, in summaries: [FileSummary], into plan: inout Plan) {
        for file in summaries.indices {
            plan.declarations.add(summaries[file], module: summaries[file].module, names: names)
        }
        func lastName(_ path: String) -> String { String(path.split(separator: ".").last ?? Substring(path)) }
        var missing = names.filter { plan.declarations.all[$0] == nil }
        guard !missing.isEmpty else { return }
        // A name the generated code's own module declares is its own, whatever its access.
        for file in summaries.indices where summaries[file].module == nil {
            for path in summaries[file].declaredPaths where missing.contains(lastName(path)) {
                plan.declarations.all[lastName(path), default: []].append(
                    Declaration(access: .internal, location: .startOf(summaries[file].path), module: nil))
            }
        }
        missing = missing.filter { plan.declarations.all[$0] == nil }
        guard !missing.isEmpty else { return }
        for file in summaries.indices {
            guard let module = summaries[file].module,
                  summaries[file].declaredPaths.contains(where: { missing.contains(lastName($0)) })
            else { continue }
            plan.candidates.append((summaries[file].path, module))
        }
        plan.candidates += skippedFiles.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        plan.missing = missing
    }
}
