import Foundation
import NeedleAppGenerator

/// Writes a synthetic app split into Swift modules, one folder each (`Module000/`, `Module001/`,
/// …), shaped like a large app in which most files are not DI:
///
/// * `Module000` is the app module. It holds Needle's `RootComponent` (a `BootstrapComponent`),
///   three more components, the WhoopDI module that lists the top feature modules, and the
///   `WhoopDI.setup` call with the app's injections.
/// * The last module is the core module: the shared types (`AppLogger`, `UserSession`,
///   `HTTPClient`, `AppRouting`) in files with no DI words, and the WhoopDI module that defines
///   the logger, the base URL and the client. Every other module imports it.
/// * The modules between are feature modules in a tree under the app module (`moduleFanOut`
///   children each; a feature module with none is a leaf: it imports only the core module, and
///   only its parent module imports it). Each has a tree of Needle components whose first one is
///   made by a component of the parent module, so its dependency protocol is met by properties
///   of components in other modules: the root's logger, session and `AppRouting`, and the
///   service of the parent module's component, as the listener protocol the module declares. A
///   module's types never name its parent module's, so the imports form no cycle. The other
///   components read their module's router from its first component. What other modules read
///   is public. Each feature module also has a WhoopDI module that depends on its child
///   modules' WhoopDI modules (a leaf's on the core module's), and every tenth one a small
///   Drip-style app of its own, written by `DripAppGenerator`.
/// * Every other file is plain code: models, SwiftUI views, events, formatters, endpoints,
///   caches, validators and screen states, some of which name words digen's filter looks for
///   (`typealias`, `parent`), as real code does.
///
/// Every name is unique across the app (digen knows types by name), every dependency is
/// satisfiable, so `digen check` over all the modules reports nothing, and the output depends
/// only on the sizes.
public struct ModularAppGenerator: Sendable {
    /// How many modules, the app and core modules included (at least 3).
    public var moduleCount: Int
    /// How many files each module has (at least 24, so that every module's DI files fit).
    public var filesPerModule: Int
    /// How many child modules each module's components make at most.
    public var moduleFanOut: Int

    /// A generator for `moduleCount` modules of `filesPerModule` files each.
    public init(moduleCount: Int = 100, filesPerModule: Int = 100, moduleFanOut: Int = 3) {
        self.moduleCount = max(3, moduleCount)
        self.filesPerModule = max(24, filesPerModule)
        self.moduleFanOut = max(1, moduleFanOut)
    }

    /// How many Needle components a feature module has.
    public var componentsPerFeature: Int { max(1, filesPerModule / 10) }
    /// How many Needle components the app module has: the root and three more.
    public static let appComponents = 4
    /// How many Drip components (and files) each Drip-style sub-app has.
    public static let dripComponents = 4

    /// The app module's index.
    public var appModule: Int { 0 }
    /// The core module's index: the last.
    public var coreModule: Int { moduleCount - 1 }
    /// The feature modules' indices.
    public var featureModules: Range<Int> { 1..<coreModule }

    /// The folder and Swift module name of module `index`: `Module007`.
    public func moduleName(_ index: Int) -> String {
        "Module" + String(repeating: "0", count: max(0, 3 - String(index).count)) + String(index)
    }

    /// The module whose components make feature module `index`'s first component.
    public func parentModule(of index: Int) -> Int { (index - 1) / moduleFanOut }

    /// The feature modules whose first components module `index`'s components make.
    public func childModules(of index: Int) -> [Int] {
        guard index == appModule || featureModules.contains(index) else { return [] }
        let first = index * moduleFanOut + 1
        return Array(min(first, coreModule)..<min(first + moduleFanOut, coreModule))
    }

    /// Whether feature module `index` is a leaf: it makes no other module's components, so it
    /// imports only the core module, and its WhoopDI module depends only on the core's.
    public func isLeaf(_ index: Int) -> Bool {
        featureModules.contains(index) && childModules(of: index).isEmpty
    }

    /// Whether feature module `index` also holds a Drip-style app of its own.
    public func hasDripApp(_ index: Int) -> Bool {
        featureModules.contains(index) && index % 10 == 5
    }

    /// How many Needle components module `index` has (none in the core module).
    public func componentCount(of index: Int) -> Int {
        if index == appModule { return Self.appComponents }
        return featureModules.contains(index) ? componentsPerFeature : 0
    }

    /// How many Needle components the whole app has.
    public var needleComponentCount: Int {
        (0..<moduleCount).reduce(0) { $0 + componentCount(of: $1) }
    }

    /// How many Drip components the whole app has.
    public var dripComponentCount: Int {
        featureModules.filter(hasDripApp).count * Self.dripComponents
    }

    /// How many WhoopDI `DependencyModule` subclasses the whole app has: one per feature module,
    /// the core's and the app's.
    public var whoopModuleCount: Int { featureModules.count + 2 }

    // MARK: - Files

    /// The names and sources of module `index`'s files, in a fixed order: the DI files, then the
    /// plain ones.
    public func files(ofModule index: Int) -> [(name: String, source: String)] {
        var files: [(name: String, source: String)] = []
        if index == coreModule {
            files.append(("CoreDependencyModule.swift", coreWhoopSource()))
            files.append(("AppLogger.swift", loggerSource()))
            files.append(("UserSession.swift", sessionSource()))
            files.append(("HTTPClient.swift", clientSource()))
            files.append(("AppRouting.swift", routingSource()))
        } else {
            for local in 0..<componentCount(of: index) {
                files.append((componentName(index, local) + ".swift", componentSource(index, local)))
            }
            if index == appModule {
                files.append(("AppDependencyModule.swift", appWhoopSource()))
                files.append(("AppBootstrap.swift", bootstrapSource()))
            } else {
                files.append((moduleName(index) + "DependencyModule.swift", featureWhoopSource(index)))
                if hasDripApp(index) {
                    let drip = dripApp(index)
                    for file in 0..<drip.fileCount {
                        files.append((drip.fileName(file), Self.publicDrip(drip.source(for: file))))
                    }
                }
            }
        }
        var plain = 0
        while files.count < filesPerModule {
            files.append(plainFile(index, plain))
            plain += 1
        }
        return files
    }

    /// Writes every module into its folder under `directory` (created if needed) and returns the
    /// paths of the files, module by module.
    @discardableResult
    public func write(to directory: String) throws -> [String] {
        var paths: [String] = []
        for module in 0..<moduleCount {
            let folder = directory + "/" + moduleName(module)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in files(ofModule: module) {
                let path = folder + "/" + file.name
                try Data(file.source.utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        }
        return paths
    }

    /// The import lines of a file in module `index`: `frameworks`, the core module, then
    /// `modules` (other modules whose types the file names).
    private func imports(_ index: Int, _ frameworks: [String], modules: [Int] = []) -> String {
        var lines = frameworks.map { "import \($0)" }
        if index != coreModule { lines.append("import \(moduleName(coreModule))") }
        lines += modules.filter { $0 != index }.map { "import \(moduleName($0))" }
        return lines.joined(separator: "\n")
    }

    /// The other modules whose first components component `local` of module `index` makes.
    private func attachedModules(_ index: Int, _ local: Int) -> [Int] {
        childComponents(index, local).map(\.module).filter { $0 != index }
    }

    // MARK: - Needle

    /// The name component `local` of module `index` starts its types with.
    private func feature(_ index: Int, _ local: Int) -> String { "\(moduleName(index))Feature\(local)" }

    private func componentName(_ index: Int, _ local: Int) -> String {
        index == appModule && local == 0 ? "RootComponent" : feature(index, local) + "Component"
    }

    /// The service component `local` of module `index` provides, as (property, type).
    private func service(_ index: Int, _ local: Int) -> (name: String, type: String) {
        let type = feature(index, local) + "Service"
        return (lowercasingFirst(type), type)
    }

    /// The router the first component of module `index` provides, as (property, type).
    private func router(_ index: Int) -> (name: String, type: String) {
        let type = moduleName(index) + "Router"
        return (lowercasingFirst(type), type)
    }

    /// The component that makes component `local` of module `index`, as (module, local).
    private func parentComponent(_ index: Int, _ local: Int) -> (module: Int, local: Int) {
        if local > 0 { return (index, (local - 1) / 3) }
        let parent = parentModule(of: index)
        let position = childModules(of: parent).firstIndex(of: index) ?? 0
        return (parent, min(1 + position, componentCount(of: parent) - 1))
    }

    /// The components component `local` of module `index` makes, as (module, local): its
    /// children in its module, then the first components of the child modules attached to it.
    private func childComponents(_ index: Int, _ local: Int) -> [(module: Int, local: Int)] {
        let count = componentCount(of: index)
        let first = 3 * local + 1
        let inModule = (min(first, count)..<min(first + 3, count)).map { (module: index, local: $0) }
        let attached = childModules(of: index).filter { parentComponent($0, 0) == (index, local) }
        return inModule + attached.map { (module: $0, local: 0) }
    }

    private func childAccessors(_ index: Int, _ local: Int, access: String) -> String {
        childComponents(index, local).map { child in
            let name = componentName(child.module, child.local)
            return """

                \(access)var \(lowercasingFirst(name)): \(name) {
                    \(name)(parent: self)
                }
            """
        }.joined()
    }

    private func componentSource(_ index: Int, _ local: Int) -> String {
        index == appModule && local == 0 ? rootSource() : featureComponentSource(index, local)
    }

    /// The protocol through which feature module `index`'s first component reports to the
    /// component that makes it, as (property, type). The module declares it; the parent module's
    /// component provides it.
    private func listener(_ index: Int) -> (name: String, type: String) {
        let type = moduleName(index) + "Listener"
        return (lowercasingFirst(type), type)
    }

    /// The providers of the other modules component `local` of module `index` makes (their
    /// listeners, which its service is), and the extensions that make the service one.
    private func listenerProviders(_ index: Int, _ local: Int, access: String) -> (providers: String, conformances: String) {
        let own = service(index, local)
        var providers = ""
        var conformances = ""
        for child in attachedModules(index, local) {
            let child = listener(child)
            providers += """

                \(access)var \(child.name): \(child.type) {
                    \(own.name)
                }
            """
            conformances += """

            extension \(own.type): \(child.type) {
                \(access)func \(lowercasingFirst(child.type))DidFinish(_ screen: String) {
                    logger.log("\(child.type) finished \\(screen)")
                }
            }

            """
        }
        return (providers, conformances)
    }

    private func rootSource() -> String {
        let own = service(appModule, 0)
        let appRouter = router(appModule)
        let listeners = listenerProviders(appModule, 0, access: "")
        return """
        import Foundation
        import NeedleFoundation
        \(imports(appModule, [], modules: attachedModules(appModule, 0)))

        /// The app's root scope: what every feature reads from the top.
        final class RootComponent: BootstrapComponent {
            var logger: AppLogger {
                shared { AppLogger(subsystem: "app") }
            }

            var session: UserSession {
                shared { UserSession(userID: "guest") }
            }

            var \(appRouter.name): \(appRouter.type) {
                shared { \(appRouter.type)(logger: logger) }
            }

            var appRouting: AppRouting {
                \(appRouter.name)
            }

            var \(own.name): \(own.type) {
                shared { \(own.type)(logger: logger) }
            }
        \(listeners.providers)\(childAccessors(appModule, 0, access: ""))
        }

        final class \(appRouter.type): AppRouting {
            private let logger: AppLogger
            private(set) var stack: [String] = []

            init(logger: AppLogger) {
                self.logger = logger
            }

            func push(_ screen: String) {
                stack.append(screen)
                logger.log("push \\(screen), depth \\(stack.count)")
            }
        }

        final class \(own.type) {
            let logger: AppLogger

            init(logger: AppLogger) {
                self.logger = logger
            }
        }
        \(listeners.conformances)
        """
    }

    private func featureComponentSource(_ index: Int, _ local: Int) -> String {
        let name = feature(index, local)
        let parent = parentComponent(index, local)
        let isEntry = local == 0
        // What the component's service reports to: the parent's service within a module, and the
        // listener its module declares (met by the parent module's component) for the first one.
        let upstream = isEntry ? listener(index) : service(parent.module, parent.local)
        let own = service(index, local)
        // The app module is the one the generated file is in; elsewhere what other modules read is public.
        let access = index == appModule ? "" : "public "
        let readsRouter = !isEntry && local % 3 == 1
        let readsSession = local % 3 == 2
        var requirements = [
            "    var logger: AppLogger { get }",
            "    var \(upstream.name): \(upstream.type) { get }",
        ]
        if isEntry { requirements.append("    var appRouting: AppRouting { get }") }
        if readsRouter { requirements.append("    var \(router(index).name): \(router(index).type) { get }") }
        if readsSession { requirements.append("    var session: UserSession { get }") }
        let listeners = listenerProviders(index, local, access: access)
        let routerProvider = isEntry ? """

                \(access)var \(router(index).name): \(router(index).type) {
                    shared { \(router(index).type)(logger: dependency.logger, app: dependency.appRouting) }
                }

            """ : ""
        let entryTypes = isEntry ? """

            \(access)protocol \(upstream.type): AnyObject {
                func \(lowercasingFirst(upstream.type))DidFinish(_ screen: String)
            }

            \(access)final class \(router(index).type) {
                private let logger: AppLogger
                private let app: AppRouting
                private(set) var history: [String] = []

                \(access)init(logger: AppLogger, app: AppRouting) {
                    self.logger = logger
                    self.app = app
                }

                \(access)func show(_ screen: String) {
                    history.append(screen)
                    logger.log("\(moduleName(index)) shows \\(screen)")
                    app.push("\(moduleName(index))/\\(screen)")
                }
            }

            """ : ""
        let finish = isEntry ? "upstream.\(lowercasingFirst(upstream.type))DidFinish(\"\(name)\")" : "_ = upstream"
        let userName = readsSession ? "dependency.session.userID" : "\"\(name)\""
        let routed = readsRouter ? "\n        dependency.\(router(index).name).show(\"\(name)\")" : ""
        return """
        import Foundation
        import NeedleFoundation
        \(imports(index, [], modules: attachedModules(index, local)))

        \(access)protocol \(name)Dependency: Dependency {
        \(requirements.joined(separator: "\n"))
        }

        \(access)final class \(name)Component: Component<\(name)Dependency> {
            \(access)var \(own.name): \(own.type) {
                shared { \(own.type)(logger: dependency.logger, upstream: dependency.\(upstream.name)) }
            }
        \(routerProvider)
            var viewModel: \(name)ViewModel {
                \(name)ViewModel(service: \(own.name), userName: \(userName))
            }

            func start() {\(routed)
                viewModel.service.logger.log("\(name) started")
            }
        \(listeners.providers)\(childAccessors(index, local, access: access))
        }
        \(entryTypes)
        \(access)final class \(own.type) {
            let logger: AppLogger
            private let upstream: \(upstream.type)
            private var totals: [String: Int] = [:]

            \(access)init(logger: AppLogger, upstream: \(upstream.type)) {
                self.logger = logger
                self.upstream = upstream
            }

            func record(_ values: [Int]) -> [String: Int] {
                var result: [String: Int] = [:]
                for (offset, value) in values.enumerated() where value >= 0 {
                    let key = offset.isMultiple(of: 2) ? "even" : "odd"
                    result[key, default: 0] += value * \(local % 7 + 1)
                }
                totals.merge(result) { $0 + $1 }
                logger.log("recorded \\(values.count) values")
                return result
            }

            func finish() -> String {
                \(finish)
                return totals.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }.joined(separator: ",")
            }
        }
        \(listeners.conformances)
        struct \(name)ViewModel {
            enum State: Equatable {
                case idle
                case loading(progress: Double)
                case loaded(items: [String])
                case failed(message: String)
            }

            let service: \(own.type)
            let userName: String
            var state: State = .idle

            mutating func load(_ values: [Int]) {
                state = .loading(progress: 0)
                let totals = service.record(values)
                guard !totals.isEmpty else {
                    state = .failed(message: "nothing to show for \\(userName)")
                    return
                }
                state = .loaded(items: totals.keys.sorted())
            }

            var title: String {
                switch state {
                case .idle: return "\(name)"
                case .loading(let progress): return "Loading \\(Int(progress * 100))%"
                case .loaded(let items): return "\\(items.count) items"
                case .failed(let message): return "Error: \\(message)"
                }
            }
        }

        """
    }

    // MARK: - WhoopDI

    private func whoopModuleName(_ index: Int) -> String {
        if index == coreModule { return "CoreDependencyModule" }
        if index == appModule { return "AppDependencyModule" }
        return moduleName(index) + "DependencyModule"
    }

    private func coreWhoopSource() -> String {
        """
        import Foundation
        import WhoopStyle

        /// What every feature module's WhoopDI definitions build on.
        public final class CoreDependencyModule: DependencyModule {
            public override init() { super.init() }

            public override func defineDependencies() {
                singleton { AppLogger(subsystem: "whoop") }
                factory(name: "baseURL") { "https://example.invalid/api" as String }
                singleton { HTTPClient(baseURL: try self.get("baseURL"), logger: try self.get()) }
            }
        }

        """
    }

    private func featureWhoopSource(_ index: Int) -> String {
        let module = moduleName(index)
        let children = childModules(of: index)
        let dependencies = (children + [coreModule]).map { "\(whoopModuleName($0))()" }.joined(separator: ", ")
        let coordinator = children.first.map { child in
            """

            public final class \(module)Coordinator {
                public let store: \(module)Store
                public let child: \(moduleName(child))Store

                public init(store: \(module)Store, child: \(moduleName(child))Store) {
                    self.store = store
                    self.child = child
                }

                public func start() -> Int {
                    store.reload() + child.reload()
                }
            }

            """
        } ?? ""
        let coordinatorDefinition = children.isEmpty ? "" : """

                    factory { \(module)Coordinator(store: try self.get(), child: try self.get()) }
            """
        return """
        import Foundation
        import WhoopStyle
        \(imports(index, [], modules: children))

        public final class \(module)Repository {
            private let client: HTTPClient
            private var pages: [Int: [String]] = [:]

            public init(client: HTTPClient) {
                self.client = client
            }

            public func page(_ number: Int) -> [String] {
                if let cached = pages[number] { return cached }
                let items = (0..<\(index % 6 + 4)).map { client.url(for: "\(module.lowercased())/\\(number)/\\($0)") }
                pages[number] = items
                return items
            }
        }

        public final class \(module)Store {
            private let repository: \(module)Repository
            private let logger: AppLogger
            public private(set) var items: [String] = []

            public init(repository: \(module)Repository, logger: AppLogger) {
                self.repository = repository
                self.logger = logger
            }

            @discardableResult
            public func reload() -> Int {
                items = repository.page(0) + repository.page(1)
                logger.log("\(module) store holds \\(items.count) items")
                return items.count
            }
        }
        \(coordinator)
        public final class \(whoopModuleName(index)): DependencyModule {
            public override init() { super.init() }

            public override var moduleDependencies: [DependencyModule] { [\(dependencies)] }

            public override func defineDependencies() {
                factory { \(module)Repository(client: try self.get()) }
                singleton { \(module)Store(repository: try self.get(), logger: try self.get()) }
                factory(name: "\(lowercasingFirst(module))Title") { "\(module)" as String }\(coordinatorDefinition)
            }
        }

        """
    }

    private func appWhoopSource() -> String {
        let dependencies = childModules(of: appModule).map { "\(whoopModuleName($0))()" }.joined(separator: ", ")
        let first = childModules(of: appModule).first ?? coreModule
        let firstStore = first == coreModule ? "HTTPClient" : "\(moduleName(first))Store"
        return """
        import Foundation
        import WhoopStyle
        \(imports(appModule, [], modules: childModules(of: appModule)))

        final class AppStartup {
            let first: \(firstStore)
            let logger: AppLogger

            init(first: \(firstStore), logger: AppLogger) {
                self.first = first
                self.logger = logger
            }
        }

        final class AppDependencyModule: DependencyModule {
            override var moduleDependencies: [DependencyModule] { [\(dependencies)] }

            override func defineDependencies() {
                factory { AppStartup(first: try self.get(), logger: try self.get()) }
            }
        }

        """
    }

    private func bootstrapSource() -> String {
        let first = childModules(of: appModule).first ?? coreModule
        let titleName = first == coreModule ? "baseURL" : "\(lowercasingFirst(moduleName(first)))Title"
        return """
        import Foundation
        import WhoopStyle
        \(imports(appModule, []))

        /// Starts the app's WhoopDI container; called once at launch.
        enum AppBootstrap {
            static func start() -> String {
                WhoopDI.setup(modules: [AppDependencyModule()])
                let startup: AppStartup = WhoopDI.inject()
                let title: String = WhoopDI.inject("\(titleName)")
                startup.logger.log("started \\(title)")
                return title
            }
        }

        """
    }

    // MARK: - Drip

    /// A Drip file of `DripAppGenerator` with its classes and module initializers public, as
    /// the app module's generated builders must be able to name them.
    static func publicDrip(_ source: String) -> String {
        source.replacingOccurrences(of: "\nfinal class ", with: "\npublic final class ")
            .replacingOccurrences(of: "    required init(", with: "    public required init(")
    }

    /// The Drip-style app of feature module `index`, its names prefixed with the module's.
    public func dripApp(_ index: Int) -> DripAppGenerator {
        DripAppGenerator(
            count: Self.dripComponents * DripAppGenerator.definitionsPerModule,
            namespace: moduleName(index) + "Drip")
    }

    // MARK: - The core module's shared types

    private func loggerSource() -> String {
        """
        import Foundation

        /// Collects log lines in memory; the app prints them when asked.
        public final class AppLogger {
            public let subsystem: String
            public private(set) var lines: [String] = []
            private let lock = NSLock()

            public init(subsystem: String) {
                self.subsystem = subsystem
            }

            public func log(_ message: String) {
                lock.lock()
                defer { lock.unlock() }
                lines.append("[\\(subsystem)] \\(message)")
            }

            public func dump() -> String {
                lock.lock()
                defer { lock.unlock() }
                return lines.joined(separator: "\\n")
            }
        }

        """
    }

    private func sessionSource() -> String {
        """
        import Foundation

        /// Who is signed in, and since when.
        public final class UserSession {
            public let userID: String
            public let started: Date
            public var isGuest: Bool { userID == "guest" }

            public init(userID: String, started: Date = Date()) {
                self.userID = userID
                self.started = started
            }

            public func duration(until now: Date = Date()) -> TimeInterval {
                now.timeIntervalSince(started)
            }
        }

        """
    }

    private func routingSource() -> String {
        """
        import Foundation

        /// Where a feature asks the app to show a screen.
        public protocol AppRouting: AnyObject {
            func push(_ screen: String)
        }

        """
    }

    private func clientSource() -> String {
        """
        import Foundation

        /// Builds request URLs against the API's base URL and logs each one.
        public final class HTTPClient {
            public let baseURL: String
            private let logger: AppLogger

            public init(baseURL: String, logger: AppLogger) {
                self.baseURL = baseURL
                self.logger = logger
            }

            public func url(for path: String) -> String {
                let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
                logger.log("GET \\(trimmed)")
                return baseURL + "/" + trimmed
            }
        }

        """
    }

    // MARK: - Plain files

    /// Plain file `number` of module `index`: eight kinds in turn.
    private func plainFile(_ index: Int, _ number: Int) -> (name: String, source: String) {
        let module = moduleName(index)
        let block = number / 8 * 8
        let model = "\(module)Record\(block)"
        let head = imports(index, ["Foundation"])
        switch number % 8 {
        case 0:
            let name = model
            return (name + ".swift", modelSource(name, number: number, head: head))
        case 1:
            let name = "\(module)Record\(block)Row"
            return (name + ".swift", viewSource(name, model: model, number: number, head: imports(index, ["SwiftUI"])))
        case 2:
            let name = "\(module)Event\(number)"
            return (name + ".swift", eventSource(name, module: module, number: number, head: head))
        case 3:
            let name = "\(module)Formatter\(number)"
            return (name + ".swift", formatterSource(name, number: number, head: head))
        case 4:
            let name = "\(module)Endpoint\(number)"
            return (name + ".swift", endpointSource(name, model: model, module: module, number: number, head: head))
        case 5:
            let name = "\(module)Cache\(number)"
            return (name + ".swift", cacheSource(name, number: number, head: head))
        case 6:
            let name = "\(module)Validator\(number)"
            return (name + ".swift", validatorSource(name, model: model, number: number, head: head))
        default:
            let name = "\(module)Screen\(number)State"
            return (name + ".swift", screenStateSource(name, model: model, number: number, head: head))
        }
    }

    private func modelSource(_ name: String, number: Int, head: String) -> String {
        """
        \(head)

        /// One item as the server sends it.
        public struct \(name): Codable, Hashable, Identifiable {
            public let id: UUID
            public var title: String
            public var subtitle: String?
            public var score: Double
            public var tags: [String]
            public var createdAt: Date
            public var isArchived: Bool

            public init(
                id: UUID = UUID(), title: String, subtitle: String? = nil, score: Double = 0,
                tags: [String] = [], createdAt: Date = Date(), isArchived: Bool = false
            ) {
                self.id = id
                self.title = title
                self.subtitle = subtitle
                self.score = score
                self.tags = tags
                self.createdAt = createdAt
                self.isArchived = isArchived
            }

            enum CodingKeys: String, CodingKey {
                case id, title, subtitle, score, tags
                case createdAt = "created_at"
                case isArchived = "is_archived"
            }

            public var displayTitle: String {
                guard let subtitle, !subtitle.isEmpty else { return title }
                return "\\(title) — \\(subtitle)"
            }

            public var normalizedScore: Double {
                min(1, max(0, score / \(number % 9 + 1).0))
            }

            public func matches(_ query: String) -> Bool {
                let needle = query.lowercased()
                return title.lowercased().contains(needle) || tags.contains { $0.lowercased() == needle }
            }

            public static func sample(_ index: Int) -> \(name) {
                \(name)(title: "Item \\(index)", subtitle: index.isMultiple(of: 2) ? "even" : nil,
                    score: Double(index % 10), tags: ["t\\(index % 3)"])
            }
        }

        extension \(name): Comparable {
            public static func < (lhs: \(name), rhs: \(name)) -> Bool {
                if lhs.score != rhs.score { return lhs.score > rhs.score }
                return lhs.title < rhs.title
            }
        }

        """
    }

    private func viewSource(_ name: String, model: String, number: Int, head: String) -> String {
        """
        \(head)

        struct \(name): View {
            let item: \(model)
            var onSelect: (\(model)) -> Void = { _ in }
            @State private var isExpanded = false

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text(item.displayTitle)
                            .font(.headline)
                            .lineLimit(2)
                        Spacer()
                        Text(String(format: "%.1f", item.score))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    if isExpanded {
                        ForEach(item.tags, id: \\.self) { tag in
                            Text("#\\(tag)")
                                .font(.footnote)
                                .padding(.horizontal, 6)
                                .background(Capsule().fill(Color.gray.opacity(0.2)))
                        }
                    }
                    Button(isExpanded ? "Less" : "More") {
                        withAnimation(.easeInOut(duration: 0.\(number % 5 + 2))) { isExpanded.toggle() }
                    }
                    .buttonStyle(.borderless)
                }
                .padding(\(number % 4 * 4 + 8))
                .contentShape(Rectangle())
                .onTapGesture { onSelect(item) }
                .accessibilityElement(children: .combine)
            }
        }

        #Preview {
            \(name)(item: .sample(\(number)))
        }

        """
    }

    private func eventSource(_ name: String, module: String, number: Int, head: String) -> String {
        """
        \(head)

        /// What the screen reports to analytics.
        enum \(name): Equatable {
            case appeared(source: String)
            case tapped(itemID: UUID, position: Int)
            case searched(query: String, results: Int)
            case failed(code: Int, message: String)
            case dismissed

            var analyticsName: String {
                switch self {
                case .appeared: return "\(module.lowercased())_appeared"
                case .tapped: return "\(module.lowercased())_tapped"
                case .searched: return "\(module.lowercased())_searched"
                case .failed: return "\(module.lowercased())_failed"
                case .dismissed: return "\(module.lowercased())_dismissed"
                }
            }

            var parameters: [String: String] {
                switch self {
                case .appeared(let source): return ["source": source]
                case .tapped(let itemID, let position): return ["item": itemID.uuidString, "position": "\\(position)"]
                case .searched(let query, let results): return ["query": query, "results": "\\(results)"]
                case .failed(let code, let message): return ["code": "\\(code)", "message": message]
                case .dismissed: return [:]
                }
            }

            var isError: Bool {
                if case .failed = self { return true }
                return false
            }
        }

        """
    }

    private func formatterSource(_ name: String, number: Int, head: String) -> String {
        """
        \(head)

        protocol \(name)Style {
            func format(_ value: Double) -> String
        }

        /// Formats amounts the way the design asks for on this screen.
        struct \(name): \(name)Style {
            var fractionDigits = \(number % 3 + 1)
            var suffix = ""

            func format(_ value: Double) -> String {
                let rounded = (value * pow(10, Double(fractionDigits))).rounded() / pow(10, Double(fractionDigits))
                var text = String(rounded)
                if let dot = text.firstIndex(of: ".") {
                    let decimals = text.distance(from: dot, to: text.endIndex) - 1
                    if decimals < fractionDigits {
                        text += String(repeating: "0", count: fractionDigits - decimals)
                    }
                }
                return suffix.isEmpty ? text : text + " " + suffix
            }

            func format(_ values: [Double]) -> [String] {
                values.map { format($0) }
            }
        }

        extension \(name)Style {
            func formatRange(_ low: Double, _ high: Double) -> String {
                "\\(format(low))–\\(format(high))"
            }
        }

        """
    }

    private func endpointSource(_ name: String, model: String, module: String, number: Int, head: String) -> String {
        """
        \(head)

        /// A request this feature makes, and how its answer is read.
        struct \(name) {
            enum Method: String {
                case get = "GET"
                case post = "POST"
            }

            var path = "/\(module.lowercased())/items/\(number)"
            var method = Method.get
            var query: [String: String] = [:]
            var timeout: TimeInterval = \(number % 20 + 10)

            func url(base: String) -> String {
                guard !query.isEmpty else { return base + path }
                let items = query.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }
                return base + path + "?" + items.joined(separator: "&")
            }

            func decode(_ data: Data) throws -> [\(model)] {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode([\(model)].self, from: data)
            }

            func paged(_ page: Int, size: Int = 20) -> \(name) {
                var copy = self
                copy.query["page"] = String(page)
                copy.query["size"] = String(size)
                return copy
            }
        }

        """
    }

    private func cacheSource(_ name: String, number: Int, head: String) -> String {
        """
        \(head)

        /// A small least-recently-used cache for values this feature computes.
        final class \(name)<Key: Hashable, Value> {
            private var values: [Key: Value] = [:]
            private var order: [Key] = []
            let capacity: Int

            init(capacity: Int = \(number % 50 + 16)) {
                self.capacity = max(1, capacity)
            }

            subscript(key: Key) -> Value? {
                get {
                    guard let value = values[key] else { return nil }
                    touch(key)
                    return value
                }
                set {
                    if let newValue {
                        values[key] = newValue
                        touch(key)
                        evict()
                    } else {
                        values[key] = nil
                        order.removeAll { $0 == key }
                    }
                }
            }

            var count: Int { values.count }

            private func touch(_ key: Key) {
                order.removeAll { $0 == key }
                order.append(key)
            }

            private func evict() {
                while order.count > capacity {
                    let oldest = order.removeFirst()
                    values[oldest] = nil
                }
            }
        }

        """
    }

    private func validatorSource(_ name: String, model: String, number: Int, head: String) -> String {
        """
        \(head)

        /// Checks what the user typed before it is sent.
        struct \(name) {
            typealias Rule = (String) -> String?

            var rules: [Rule] = []
            var minimumLength = \(number % 5 + 2)

            init() {
                rules = [
                    { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "Required" : nil },
                    { [minimumLength] in $0.count < minimumLength ? "At least \\(minimumLength) characters" : nil },
                ]
            }

            func problems(in text: String) -> [String] {
                rules.compactMap { $0(text) }
            }

            func isValid(_ item: \(model)) -> Bool {
                problems(in: item.title).isEmpty && item.score >= 0
            }
        }

        extension \(name) {
            typealias Report = [String: [String]]

            func report(_ fields: [String: String]) -> Report {
                fields.reduce(into: Report()) { result, field in
                    let found = problems(in: field.value)
                    if !found.isEmpty { result[field.key] = found }
                }
            }
        }

        """
    }

    private func screenStateSource(_ name: String, model: String, number: Int, head: String) -> String {
        """
        \(head)

        /// What a list screen shows; the parent screen hands its selection down.
        final class \(name) {
            enum Filter: String, CaseIterable {
                case all, recent, archived
            }

            private(set) var items: [\(model)] = []
            var filter = Filter.all
            var parentID: UUID?
            var query = ""

            var visible: [\(model)] {
                items
                    .filter { item in
                        switch filter {
                        case .all: return !item.isArchived
                        case .recent: return !item.isArchived && item.createdAt.timeIntervalSinceNow > -86_400 * \(number % 7 + 1)
                        case .archived: return item.isArchived
                        }
                    }
                    .filter { query.isEmpty || $0.matches(query) }
                    .sorted()
            }

            func replace(with newItems: [\(model)], parent: UUID?) {
                parentID = parent
                items = newItems
            }

            func toggleArchived(_ id: UUID) {
                guard let index = items.firstIndex(where: { $0.id == id }) else { return }
                items[index].isArchived.toggle()
            }
        }

        """
    }
}
