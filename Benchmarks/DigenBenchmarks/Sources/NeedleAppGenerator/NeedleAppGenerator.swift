import Foundation

/// Writes a synthetic Needle app: a `BootstrapComponent` root and `count - 1` components in a
/// tree (each with up to `fanOut` children), one file per component, each surrounded by the kind
/// of ordinary code real feature files have (a service, a view model, helpers). Every dependency
/// is satisfiable, so `digen check` on the result reports nothing.
public struct NeedleAppGenerator: SyntheticApp, Sendable {
    /// How many components, the root included.
    public var count: Int
    /// How many children each component instantiates at most.
    public var fanOut: Int
    /// The module the files import for `Component`: `NeedleFoundation` (what digen reads in real
    /// apps), or `NeedleStyle` for an app that must also compile against this toolkit.
    public var runtimeModule: String

    /// A generator for `count` components, `fanOut` children each, importing `runtimeModule`.
    public init(count: Int, fanOut: Int = 4, runtimeModule: String = "NeedleFoundation") {
        self.count = max(1, count)
        self.fanOut = max(1, fanOut)
        self.runtimeModule = runtimeModule
    }

    /// How many files the app has: one per component.
    public var fileCount: Int { count }

    public func fileName(_ index: Int) -> String {
        index == 0 ? "RootComponent.swift" : "Feature\(index)Component.swift"
    }

    func parent(of index: Int) -> Int { (index - 1) / fanOut }

    func children(of index: Int) -> Range<Int> {
        let first = index * fanOut + 1
        return min(first, count)..<min(first + fanOut, count)
    }

    /// The source of component `index`.
    public func source(for index: Int) -> String {
        index == 0 ? rootSource() : featureSource(index)
    }

    private func childAccessors(_ index: Int) -> String {
        children(of: index).map { child in
            """

                var feature\(child)Component: Feature\(child)Component {
                    Feature\(child)Component(parent: self)
                }
            """
        }.joined()
    }

    private func rootSource() -> String {
        """
        import Foundation
        import \(runtimeModule)

        final class RootComponent: BootstrapComponent {
            var logger: Logger {
                shared { Logger(subsystem: "app") }
            }

            var service0: Service0 {
                shared { Service0(logger: logger) }
            }
        \(childAccessors(0))
        }

        final class Logger {
            let subsystem: String
            private(set) var lines: [String] = []

            init(subsystem: String) {
                self.subsystem = subsystem
            }

            func log(_ message: String) {
                lines.append("[\\(subsystem)] \\(message)")
            }
        }

        final class Service0 {
            let logger: Logger

            init(logger: Logger) {
                self.logger = logger
            }
        }

        """
    }

    private func featureSource(_ index: Int) -> String {
        let parentIndex = parent(of: index)
        return """
        import Foundation
        import \(runtimeModule)

        protocol Feature\(index)Dependency: Dependency {
            var logger: Logger { get }
            var service\(parentIndex): Service\(parentIndex) { get }
        }

        final class Feature\(index)Component: Component<Feature\(index)Dependency> {
            var service\(index): Service\(index) {
                shared { Service\(index)(logger: dependency.logger, upstream: dependency.service\(parentIndex)) }
            }

            var viewModel: Feature\(index)ViewModel {
                Feature\(index)ViewModel(service: service\(index))
            }
        \(childAccessors(index))
        }

        final class Service\(index) {
            private let logger: Logger
            private let upstream: Service\(parentIndex)
            private var cache: [String: Int] = [:]

            init(logger: Logger, upstream: Service\(parentIndex)) {
                self.logger = logger
                self.upstream = upstream
            }

            func score(_ values: [Int]) -> [String: Int] {
                var result: [String: Int] = [:]
                for (offset, value) in values.enumerated() where value >= 0 {
                    let key = offset.isMultiple(of: 2) ? "even" : "odd"
                    result[key, default: 0] += value * \(index % 7 + 1)
                }
                cache.merge(result) { $0 + $1 }
                logger.log("scored \\(values.count) values")
                return result
            }

            func summary() -> String {
                cache.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }.joined(separator: ",")
            }
        }

        struct Feature\(index)ViewModel {
            enum State: Equatable {
                case idle
                case loading(progress: Double)
                case loaded(items: [String])
                case failed(message: String)
            }

            let service: Service\(index)
            var state: State = .idle

            mutating func load(_ values: [Int]) {
                state = .loading(progress: 0)
                let scores = service.score(values)
                guard !scores.isEmpty else {
                    state = .failed(message: "nothing to show")
                    return
                }
                state = .loaded(items: scores.keys.sorted())
            }

            var title: String {
                switch state {
                case .idle: return "Feature \(index)"
                case .loading(let progress): return "Loading \\(Int(progress * 100))%"
                case .loaded(let items): return "\\(items.count) items"
                case .failed(let message): return "Error: \\(message)"
                }
            }
        }

        extension Feature\(index)ViewModel: CustomStringConvertible {
            var description: String { "Feature\(index)ViewModel(\\(title))" }
        }

        """
    }
}
