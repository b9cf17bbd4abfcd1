import Foundation

/// A generated app of many modules, one folder each, in the shape of a real one: `App` holds the
/// Needle root, a WhoopDI container and a Drip component; `Core` a plain type every module uses;
/// `Feature001`… each a Needle component whose dependencies its ancestors in other modules
/// provide, and a plain model file; every tenth a WhoopDI module, the fifth a Drip component
/// that the sixth makes without importing Drip.
/// Feature `i`'s parent is feature `(i - 1) / 3` (0 is the root). Everything other modules read
/// is public, so any module can be the one the generated code is compiled into.
struct ModularApp {
    let directory: TemporaryDirectory
    let features: Int

    /// The module folders: `App`, `Core`, then the features.
    var folders: [String] { ["App", "Core"] + (1...features).map(Self.feature) }

    static func feature(_ index: Int) -> String { String(format: "Feature%03d", index) }

    init(features: Int) throws {
        directory = try TemporaryDirectory()
        self.features = features
        func children(of index: Int) -> [Int] { (1...features).filter { ($0 - 1) / 3 == index } }
        func childProperties(of index: Int) -> String {
            children(of: index).map { child in
                "    public var child\(child): \(Self.feature(child))Component { \(Self.feature(child))Component(parent: self) }\n"
            }.joined()
        }
        let imports = (1...features).map { "import \(Self.feature($0))\n" }.joined()
        try directory.write("Core/Network.swift", "public final class Network {\n    public init() {}\n}\n")
        try directory.write("App/RootComponent.swift", """
            import NeedleFoundation
            import Core
            \(imports)
            public class RootComponent: BootstrapComponent {
                public var network: Network { shared { Network() } }
                public var value0: Int { 0 }
            \(childProperties(of: 0))}

            """)
        let services = (1...features).filter { $0 % 10 == 0 }
        try directory.write("App/Container.swift", """
            import WhoopDIKit
            \(services.map { "import \(Self.feature($0))\n" }.joined())
            public let container = Container(modules: [\(services.map { "Service\($0)Module()" }.joined(separator: ", "))])

            """)
        if features >= 5 {
            try directory.write("App/Assembly.swift", """
                import Drip
                import Feature005

                public final class AssemblyComponent: Component {
                    public var parts: PartsComponent { return parent() }
                }

                """)
        }
        for index in 1...features {
            let name = Self.feature(index)
            try directory.write("\(name)/\(name)Component.swift", """
                import NeedleFoundation
                import Core
                \(children(of: index).map { "import \(Self.feature($0))\n" }.joined())
                public protocol \(name)Dependency: Dependency {
                    var network: Network { get }
                    var value\((index - 1) / 3): Int { get }
                }

                public class \(name)Component: Component<\(name)Dependency> {
                    public var value\(index): Int { \(index) }
                \(childProperties(of: index))}

                """)
            try directory.write("\(name)/\(name)Model.swift", """
                public struct \(name)Model: Equatable {
                    public let id: Int
                    public init(id: Int) { self.id = id }
                }

                """)
            if index % 10 == 0 {
                try directory.write("\(name)/Service\(index).swift", """
                    import WhoopDIKit

                    public final class Service\(index) {
                        public init() {}
                    }

                    public final class Service\(index)Module: DependencyModule {
                        public override func defineDependencies() {
                            factory { Service\(index)() }
                        }
                    }

                    """)
            }
            if index == 6 {
                // No import of Drip here: the file is read for Drip because other modules import it
                // (the summary keeps that reading apart, for programs that do).
                try directory.write("\(name)/Workshop.swift", """
                    import Feature005

                    public func makeParts() -> PartsComponent {
                        return PartsComponent.make()
                    }

                    """)
            }
            if index == 5 {
                try directory.write("\(name)/Parts.swift", """
                    import Drip

                    public final class PartsComponent: Component {
                        public var parts: PartsModule { return module() }
                    }

                    public final class PartsModule: Module<PartsComponent> {
                        public required init(_ component: PartsComponent) {
                            super.init(component)
                        }

                        public func inject() -> Int {
                            return single { 5 }
                        }
                    }

                    """)
            }
        }
    }
}
