import Foundation
import NeedleAppGenerator

/// Writes a synthetic WhoopDI-style app: feature modules in a tree (each a `moduleDependencies`
/// parent of up to `fanOut` others, the root depending on `CoreModule`), one file per feature
/// module with exactly four definitions and the ordinary code real feature files have (a
/// repository, a service, settings, a view model), and an `App.swift` with the core module, an
/// `AppModule` over every leaf module and the top-level `WhoopDI.setup` and `inject` calls. Every
/// dependency is satisfiable, so `digen check` on the result reports nothing.
public struct WhoopAppGenerator: SyntheticApp, Sendable {
    /// How many definitions each feature module makes.
    public static let definitionsPerFeature = 4

    /// How many definitions the feature modules make in all, as asked. The app has
    /// `featureCount` feature modules of four definitions each (so this rounded up to a multiple
    /// of four), plus the two of `CoreModule`.
    public var count: Int
    /// How many modules depend on each feature module at most.
    public var fanOut: Int
    /// Put before every type, file and top-level name, so that several generated apps can share a
    /// folder; empty gives `Feature12Module`, `AppLogger`, `App.swift`.
    public var namespace: String

    /// A generator for `count` definitions, `fanOut` child modules each, its names prefixed with
    /// `namespace`.
    public init(count: Int, fanOut: Int = 4, namespace: String = "") {
        self.count = max(1, count)
        self.fanOut = max(1, fanOut)
        self.namespace = namespace
    }

    /// How many feature modules (and files): `count / 4` rounded up.
    public var featureCount: Int {
        (count + Self.definitionsPerFeature - 1) / Self.definitionsPerFeature
    }

    /// How many files `write(to:)` writes: one per feature module, then `App.swift`.
    public var fileCount: Int { featureCount + 1 }

    public func fileName(_ index: Int) -> String {
        index == featureCount ? "\(namespace)App.swift" : "\(feature(index))Module.swift"
    }

    /// The name every type of feature `index` starts with.
    func feature(_ index: Int) -> String { "\(namespace)Feature\(index)" }

    func parent(of index: Int) -> Int { (index - 1) / fanOut }

    func children(of index: Int) -> Range<Int> {
        let first = index * fanOut + 1
        return min(first, featureCount)..<min(first + fanOut, featureCount)
    }

    /// The source of file `index`: feature module `index` below `featureCount`, `App.swift` at
    /// `featureCount`.
    public func source(for index: Int) -> String {
        index == featureCount ? appSource() : featureSource(index)
    }

    private func appSource() -> String {
        let leaves = (0..<featureCount).filter { children(of: $0).isEmpty }
        let leafModules = leaves.map { "            \(feature($0))Module(),\n" }.joined()
        let service = lowercasingFirst(feature(0) + "Service")
        let title = lowercasingFirst(feature(0) + "Title")
        return """
        import Foundation
        import WhoopStyle

        final class \(namespace)AppLogger {
            private(set) var lines: [String] = []

            func log(_ message: String) {
                let stamp = lines.count
                lines.append("#\\(stamp) \\(message)")
            }
        }

        final class \(namespace)CoreModule: DependencyModule {
            override func defineDependencies() {
                singleton { \(namespace)AppLogger() }
                factory(name: "baseURL") { "https://example.invalid" as String }
            }
        }

        final class \(namespace)AppModule: DependencyModule {
            override var moduleDependencies: [DependencyModule] {
                [
        \(leafModules)        ]
            }
        }

        WhoopDI.setup(modules: [\(namespace)AppModule()])
        let \(service): \(feature(0))Service = WhoopDI.inject()
        let \(title): String = WhoopDI.inject("\(title)")
        \(service).logger.log("started \\(\(title))")

        """
    }

    private func featureSource(_ index: Int) -> String {
        let name = feature(index)
        let parentModule = index == 0 ? "\(namespace)CoreModule" : "\(feature(parent(of: index)))Module"
        return """
        import Foundation
        import WhoopStyle

        final class \(name)Repository {
            let logger: \(namespace)AppLogger
            private var cache: [String] = []

            init(logger: \(namespace)AppLogger) { self.logger = logger }

            func load() -> [String] {
                if cache.isEmpty {
                    cache = (0..<\(index % 5 + 3)).map { "item-\(index)-\\($0)" }
                    logger.log("loaded \\(cache.count) items")
                }
                return cache
            }
        }

        final class \(name)Service {
            let repository: \(name)Repository
            let logger: \(namespace)AppLogger
            let baseURL: String

            init(repository: \(name)Repository, logger: \(namespace)AppLogger, baseURL: String) {
                self.repository = repository
                self.logger = logger
                self.baseURL = baseURL
            }

            func endpoint(for item: String) -> String {
                "\\(baseURL)/feature\(index)/\\(item)"
            }

            func fetch() -> [String: String] {
                var result: [String: String] = [:]
                for item in repository.load() where !item.isEmpty {
                    result[item] = endpoint(for: item)
                }
                logger.log("fetched \\(result.count) endpoints")
                return result
            }
        }

        struct \(name)Settings {
            let retries: Int
            let label: String
        }

        final class \(name)ViewModel {
            enum State: Equatable {
                case idle
                case loading(attempt: Int)
                case loaded(count: Int)
                case failed(reason: String)
            }

            private let service: \(name)Service
            private let settings: \(name)Settings
            private(set) var state: State = .idle

            init(service: \(name)Service, settings: \(name)Settings) {
                self.service = service
                self.settings = settings
            }

            func refresh() {
                for attempt in 1...max(1, settings.retries) {
                    state = .loading(attempt: attempt)
                    let endpoints = service.fetch()
                    if !endpoints.isEmpty {
                        state = .loaded(count: endpoints.count)
                        return
                    }
                }
                state = .failed(reason: "nothing after \\(settings.retries) attempts")
            }

            var title: String {
                switch state {
                case .idle: return settings.label
                case .loading(let attempt): return "Loading, attempt \\(attempt)"
                case .loaded(let count): return "\\(count) endpoints"
                case .failed(let reason): return "Error: \\(reason)"
                }
            }
        }

        final class \(name)Module: DependencyModule {
            override var moduleDependencies: [DependencyModule] { [\(parentModule)()] }

            override func defineDependencies() {
                singleton { \(name)Repository(logger: try self.get()) }
                factory { \(name)Service(repository: try self.get(), logger: try self.get(), baseURL: try self.get("baseURL")) }
                factory { \(name)Settings(retries: 3, label: "feature\(index)") }
                factory(name: "\(lowercasingFirst(name))Title") { "Feature \(index)" as String }
            }
        }

        """
    }
}
