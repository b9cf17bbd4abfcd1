import Foundation
import NeedleAppGenerator

/// Writes a synthetic Drip-style app: components in a tree (each making up to `fanOut` children),
/// one file per component with its module of exactly four definitions and the ordinary code real
/// feature files have (a repository, a service, a store, a presenter, a view model). Each service
/// takes its parent's repository, so it resolves through the parent component. The root's file,
/// `App.swift`, also makes the root component and injects from it at top level. Every dependency
/// is satisfiable, so `digen check` on the result reports nothing.
public struct DripAppGenerator: SyntheticApp, Sendable {
    /// How many definitions (module methods) each module has.
    public static let definitionsPerModule = 4

    /// How many definitions the modules have in all, as asked. The app has `componentCount`
    /// modules of four each, so this rounded up to a multiple of four.
    public var count: Int
    /// How many children each component makes at most.
    public var fanOut: Int
    /// Put before every type, file and top-level name, so that several generated apps can share a
    /// folder; empty gives `Feature12Component`, `App.swift`, `root`.
    public var namespace: String

    /// A generator for `count` definitions, `fanOut` children each, its names prefixed with
    /// `namespace`.
    public init(count: Int, fanOut: Int = 4, namespace: String = "") {
        self.count = max(1, count)
        self.fanOut = max(1, fanOut)
        self.namespace = namespace
    }

    /// How many components (and files): `count / 4` rounded up.
    public var componentCount: Int {
        (count + Self.definitionsPerModule - 1) / Self.definitionsPerModule
    }

    /// How many files the app has: one per component.
    public var fileCount: Int { componentCount }

    public func fileName(_ index: Int) -> String {
        index == 0 ? "\(namespace)App.swift" : "\(feature(index))Component.swift"
    }

    /// The name every type of component `index` starts with.
    func feature(_ index: Int) -> String { "\(namespace)Feature\(index)" }

    func parent(of index: Int) -> Int { (index - 1) / fanOut }

    func children(of index: Int) -> Range<Int> {
        let first = index * fanOut + 1
        return min(first, componentCount)..<min(first + fanOut, componentCount)
    }

    /// The source of component `index`; the root's, at 0, is `App.swift`.
    public func source(for index: Int) -> String {
        index == 0 ? featureSource(0) + rootSource() : featureSource(index)
    }

    private func rootSource() -> String {
        let name = feature(0)
        return """

        let \(lowercasingFirst(namespace + "Root")) = \(name)Component().module(\(name)Module.self) { \(name)Module($0) }
        let \(lowercasingFirst(namespace + "Presenter")): \(name)Presenter = \(lowercasingFirst(namespace + "Root")).feature.inject()

        """
    }

    private func childMakers(_ index: Int) -> String {
        children(of: index).map { child in
            """

                func makeChild\(child)() -> \(feature(child))Component {
                    return \(feature(child))Component()
                        .parent { self }
                        .module(\(feature(child))Module.self) { \(feature(child))Module($0) }
                }
            """
        }.joined(separator: "\n")
    }

    private func featureSource(_ index: Int) -> String {
        let name = feature(index)
        // The service's logger is the parent's repository; the root, which has no parent, uses its own.
        let loggerType = index == 0 ? "\(name)Repository" : "\(feature(parent(of: index)))Repository"
        let parentAccessor = index == 0 ? "" : """

                var parentFeature: \(feature(parent(of: index)))Component { return parent() }
            """
        let logger = index == 0 ? "c.feature.inject()" : "c.parentFeature.feature.inject()"
        return """
        import Foundation
        import DripStyle

        final class \(name)Component: Component {\(parentAccessor)
            var feature: \(name)Module { return module() }
        \(childMakers(index))
        }

        final class \(name)Module: Module<\(name)Component> {
            required init(_ component: \(name)Component) { super.init(component) }

            func inject() -> \(name)Repository { return single { \(name)Repository() } }
            func inject() -> \(name)Service { return transient { c in \(name)Service(repository: c.feature.inject(), logger: \(logger)) } }
            func inject() -> \(name)Store { return single { c in \(name)Store(service: c.feature.inject()) } }
            func inject() -> \(name)Presenter { return transient { c in \(name)Presenter(store: c.feature.inject()) } }
        }

        final class \(name)Repository {
            private var records: [Int: String] = [:]

            init() {}

            func record(_ value: Int) -> String {
                if let existing = records[value] { return existing }
                let text = "record-\(index)-\\(value)"
                records[value] = text
                return text
            }

            var count: Int { records.count }
        }

        final class \(name)Service {
            let repository: \(name)Repository
            let logger: \(loggerType)

            init(repository: \(name)Repository, logger: \(loggerType)) {
                self.repository = repository
                self.logger = logger
            }

            func sync(_ values: [Int]) -> [String] {
                let kept = values.filter { !$0.isMultiple(of: \(index % 3 + 2)) }
                _ = logger.record(kept.count)
                return kept.map { repository.record($0) }
            }
        }

        final class \(name)Store {
            let service: \(name)Service
            private(set) var items: [String] = []

            init(service: \(name)Service) { self.service = service }

            func reload(_ values: [Int]) {
                items = service.sync(values)
            }
        }

        final class \(name)Presenter {
            let store: \(name)Store

            init(store: \(name)Store) { self.store = store }

            func headline() -> String {
                store.items.isEmpty ? "Feature \(index)" : "\\(store.items.count) records"
            }
        }

        final class \(name)ViewModel {
            enum Phase {
                case empty
                case partial(shown: Int)
                case full
            }

            let presenter: \(name)Presenter
            var limit = \(index % 4 + 5)

            init(presenter: \(name)Presenter) { self.presenter = presenter }

            var phase: Phase {
                let count = presenter.store.items.count
                if count == 0 { return .empty }
                return count > limit ? .partial(shown: limit) : .full
            }

            var summary: String {
                switch phase {
                case .empty: return presenter.headline()
                case .partial(let shown): return "\\(shown) of \\(presenter.store.items.count)"
                case .full: return "All \\(presenter.store.items.count) records"
                }
            }
        }

        """
    }
}
