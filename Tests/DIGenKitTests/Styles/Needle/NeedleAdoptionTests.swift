import Foundation
import Testing
@testable import DIGenKit

/// What an existing Needle code base meets when it switches to digen (issue 19): the runtime the
/// generated file imports, Needle 0.25.1's access rules, imports of extension-only files and
/// extensions of components from other modules. Each app is written here, in the shape the
/// issue describes.
@Suite struct NeedleAdoptionTests {
    /// A root with one child that reads `session`, the root declared in a file importing
    /// `runtimeImport`.
    private static func twoComponentApp(_ directory: TemporaryDirectory, runtimeImport: String) throws {
        try directory.write("Root.swift", """
            \(runtimeImport)

            final class RootComponent: BootstrapComponent {
                var session: Session { shared { Session() } }
                var feedComponent: FeedComponent { FeedComponent(parent: self) }
            }
            """)
        try directory.write("Feed.swift", """
            \(runtimeImport)

            protocol FeedDependency: Dependency {
                var session: Session { get }
            }

            final class FeedComponent: Component<FeedDependency> {}
            """)
    }

    private static func generate(
        _ directory: TemporaryDirectory, _ options: GenerateOptions = GenerateOptions(),
        configure: (inout CheckOptions) -> Void = { _ in }
    ) throws -> String {
        var check = directory.options(["."])
        configure(&check)
        let generated = DIGen.generatedCode(check, options)
        #expect(generated.analysis.diagnostics.filter { $0.severity >= .warning }.isEmpty)
        return try #require(generated.text)
    }

    private static func importLines(_ code: String) -> [String] {
        code.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }.map(String.init)
    }

    // MARK: The runtime

    @Test func sourcesThatImportNeedleFoundationGetAFileThatImportsIt() throws {
        let directory = try TemporaryDirectory()
        try Self.twoComponentApp(directory, runtimeImport: "import NeedleFoundation")
        #expect(Self.importLines(try Self.generate(directory)) == ["import NeedleFoundation"])
    }

    @Test func sourcesThatImportNeedleStyleGetAFileThatImportsIt() throws {
        let directory = try TemporaryDirectory()
        try Self.twoComponentApp(directory, runtimeImport: "import NeedleStyle")
        #expect(Self.importLines(try Self.generate(directory)) == ["import NeedleStyle"])
    }

    @Test func theRuntimeCanBeForcedEitherWay() throws {
        let directory = try TemporaryDirectory()
        try Self.twoComponentApp(directory, runtimeImport: "@testable import NeedleFoundation")
        #expect(Self.importLines(try Self.generate(directory)) == ["@testable import NeedleFoundation"])
        #expect(Self.importLines(try Self.generate(directory, GenerateOptions(needleRuntime: .needleStyle)))
            == ["import NeedleStyle"])
        #expect(Self.importLines(try Self.generate(directory, GenerateOptions(needleRuntime: .needleFoundation)))
            == ["@testable import NeedleFoundation"])
    }

    @Test func importLinesNameTheirModule() {
        #expect(ImportLines.module(of: "import NeedleFoundation") == "NeedleFoundation")
        #expect(ImportLines.module(of: "@testable import NeedleFoundation") == "NeedleFoundation")
        #expect(ImportLines.module(of: "@_implementationOnly import  NeedleStyle") == "NeedleStyle")
        #expect(ImportLines.module(of: "import class NeedleFoundation.Component") == "NeedleFoundation")
        #expect(ImportLines.module(of: "import Foundation.NSString") == "Foundation")
        #expect(ImportLines.module(of: "// import NeedleStyle") == nil)
    }

    /// The names a generated Needle section may use from its runtime. Each was checked by hand
    /// against NeedleFoundation 0.25.1's public source and exists in NeedleStyle with the same
    /// signature: `Scope` (a protocol, with `parent: Scope`), `EmptyDependencyProvider`
    /// (`init(component: Scope)`), `__DependencyProviderRegistry.instance`
    /// `.registerDependencyProviderFactory(for:_:)`. A new name here must be checked the same
    /// way before it is added.
    @Test func aGeneratedFileUsesOnlyTheRuntimeNamesBothRuntimesHave() throws {
        let plain = try TemporaryDirectory()
        try Self.twoComponentApp(plain, runtimeImport: "import NeedleFoundation")
        try plain.write("Settings.swift", """
            import NeedleFoundation

            extension RootComponent {
                var settingsComponent: SettingsComponent { SettingsComponent(parent: self) }
            }

            final class SettingsComponent: Component<EmptyDependency> {}
            """)
        let pluginized = try TemporaryDirectory()
        try pluginized.write("App.swift", Self.pluginizedApp)
        var code: [String] = []
        for style in ProviderStyle.allCases {
            code.append(try Self.generate(plain, GenerateOptions(providerStyle: style)))
            code.append(try Self.generate(pluginized, GenerateOptions(providerStyle: style)) { $0.pluginized = true })
        }
        // The names the apps declare or write as types.
        var sources = Self.pluginizedApp
        for file in ["Root.swift", "Feed.swift", "Settings.swift"] {
            sources += try String(contentsOfFile: plain.path + "/" + file, encoding: .utf8)
        }
        let declaration = /(?:class|protocol|var|let)\s+(\w+)|:\s*(\w+)/
        let sourceNames = Set(sources.matches(of: declaration).compactMap { ($0.output.1 ?? $0.output.2).map(String.init) })
        let classes = sources.matches(of: /class\s+(\w+)/).map { String($0.output.1) }
        let variables = Set(NeedleCodeGenerator.variableNames(for: classes, avoiding: []).values)
        let swiftNames: Set<String> = [
            "AnyObject", "String", "_", "as", "class", "import", "escaping", "extension", "for", "func", "in", "init", "inline",
            "let", "never", "private", "public", "return", "self", "split", "unowned", "var", "separator",
        ]
        let runtimeNames = Set(code.flatMap { Self.identifiers(in: Self.withoutCommentsAndStrings($0)) }).filter { name in
            !sourceNames.contains(name) && !variables.contains(name) && !swiftNames.contains(name)
                && !name.hasPrefix("factory") && !name.hasPrefix("register") && !name.hasPrefix("ancestor")
                && !(name.hasPrefix("parent") && name.count > 6 && name.dropFirst(6).allSatisfy(\.isNumber))
                && !(name.hasSuffix("Provider") && name != "EmptyDependencyProvider")
        }
        #expect(runtimeNames == [
            "NeedleFoundation", "Scope", "parent", "EmptyDependencyProvider", "__DependencyProviderRegistry",
            "__PluginExtensionProviderRegistry", "instance", "nonCoreComponent", "component", "componentPath", "componentPaths",
        ])
        // And the registries' methods, called by name.
        let calls = code.joined()
        #expect(calls.contains(".registerDependencyProviderFactory(for: componentPath, factory)"))
        #expect(calls.contains(".registerPluginExtensionProviderFactory(for: \"GameComponent\") { component in"))
    }

    /// `text` with `//` comments and the insides of string literals (which hold paths) removed.
    private static func withoutCommentsAndStrings(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && character == "/" && previous == "/" { out.removeLast(); break }
                if character == "\"" { inString.toggle() } else if !inString { out.append(character) }
                previous = character
            }
            out.append("\n")
        }
        return out
    }

    private static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { names.insert(current) }
                current = ""
            }
        }
        return names
    }

    // MARK: Imports

    /// A file holding only an extension of a component contributes its imports, as in Needle:
    /// the extension's properties may have types from them.
    @Test func anExtensionOnlyFileKeepsItsImports() throws {
        let directory = try TemporaryDirectory()
        try Self.twoComponentApp(directory, runtimeImport: "import NeedleFoundation")
        try directory.write("RootComponent+Auth.swift", """
            import AuthDomain
            import NeedleFoundation

            extension RootComponent {
                var authenticator: Authenticator { Authenticator() }
            }
            """)
        try directory.write("Unrelated.swift", """
            import Charts

            extension ChartView {
                var scale: Double { 1 }
            }
            """)
        #expect(Self.importLines(try Self.generate(directory)) == ["import AuthDomain", "import NeedleFoundation"])
    }

    // MARK: Access rules

    private static func accessApp(_ directory: TemporaryDirectory) throws {
        try directory.write("App.swift", """
            import NeedleFoundation

            open class BaseRootComponent: BootstrapComponent {
                open var clock: Clock { Clock() }
            }

            public final class RootComponent: BaseRootComponent {
                var session: Session { shared { Session() } }
                public var analytics: Analytics { shared { Analytics() } }
                override public var clock: Clock { Clock() }
                public override var store: Store { Store() }
                private(set) public var cache: Cache = Cache()
                public var feedComponent: FeedComponent { FeedComponent(parent: self) }
            }

            extension RootComponent {
                var theme: Theme { Theme() }
                fileprivate var secret: Secret { Secret() }
            }

            public protocol FeedDependency: Dependency {
                var session: Session { get }
                var analytics: Analytics { get }
                var clock: Clock { get }
                var store: Store { get }
                var cache: Cache { get }
                var theme: Theme { get }
            }

            public final class FeedComponent: Component<FeedDependency> {}
            """)
    }

    @Test func needle0251AccessRulesReadTheFirstModifierAndSpareExtensions() throws {
        let directory = try TemporaryDirectory()
        try Self.accessApp(directory)
        var options = directory.options(["."])
        options.accessRules = .needle0_25_1
        let analysis = DIGen.check(options)
        #expect(analysis.model?.components["RootComponent"]?.providedProperties.map(\.name).sorted()
            == ["analytics", "feedComponent", "store", "theme"])
        // `open var` and `override public var` in a body are not public to Needle, nor is
        // `private(set) public var` (private, with Needle's note); internal `theme` in an
        // extension provides, and fileprivate `secret` gets the note.
        let lines = analysis.diagnostics.filter { $0.severity >= .note }.map { $0.description.replacingOccurrences(of: directory.path, with: "App") }
        #expect(lines == [
            "App/App.swift:12:29: note: RootComponent (cache: Cache) property is private/fileprivate, therefore inaccessible on DI graph. [digen/InaccessibleProperty]",
            "App/App.swift:18:21: note: RootComponent (secret: Secret) property is private/fileprivate, therefore inaccessible on DI graph. [digen/InaccessibleProperty]",
            """
            App/App.swift:22:9: error: Could not find a provider for (session: Session) which was required by FeedDependency, along the DI branch of RootComponent->FeedComponent. [digen/MissingDependency]
            App/App.swift:22:9: note: RootComponent.session at App/App.swift:8:9 is not public by its first modifier; with --access-rules needle-0.25.1, as in Needle 0.25.1, a property in a component's body is a provider only when its first modifier is `public`.
            App/App.swift:22:9: note: FeedComponent is declared at App/App.swift:30:20.
            """,
            """
            App/App.swift:24:9: error: Could not find a provider for (clock: Clock) which was required by FeedDependency, along the DI branch of RootComponent->FeedComponent. [digen/MissingDependency]
            App/App.swift:24:9: note: RootComponent.clock at App/App.swift:4:14 is not public by its first modifier; with --access-rules needle-0.25.1, as in Needle 0.25.1, a property in a component's body is a provider only when its first modifier is `public`.
            App/App.swift:24:9: note: RootComponent.clock at App/App.swift:10:25 is not public by its first modifier; with --access-rules needle-0.25.1, as in Needle 0.25.1, a property in a component's body is a provider only when its first modifier is `public`.
            App/App.swift:24:9: note: FeedComponent is declared at App/App.swift:30:20.
            """,
            """
            App/App.swift:26:9: error: Could not find a provider for (cache: Cache) which was required by FeedDependency, along the DI branch of RootComponent->FeedComponent. [digen/MissingDependency]
            App/App.swift:26:9: note: RootComponent.cache at App/App.swift:12:29 is private by its first modifier (or its type's); with --access-rules needle-0.25.1, as in Needle 0.25.1, only the first modifier counts.
            App/App.swift:26:9: note: FeedComponent is declared at App/App.swift:30:20.
            """,
        ])
        // Under Swift's rules (the default) every one of them but `secret` provides.
        let swift = DIGen.check(directory.options(["."]))
        #expect(swift.diagnostics.filter { $0.severity >= .warning }.isEmpty)
        #expect(swift.model?.components["RootComponent"]?.providedProperties.map(\.name).sorted()
            == ["analytics", "cache", "clock", "clock", "feedComponent", "session", "store", "theme"])
    }

    // MARK: Generic base components

    /// An app's own generic pluginized base, which forwards its parameters, is not a component
    /// (no false "Missing dependency protocol" for `DependencyType`); its subclasses are, with
    /// the dependency, plugin extension and non-core component they pass it, and its properties.
    @Test func aGenericPluginizedBaseMakesItsSubclassesComponents() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", Self.pluginizedApp)
        var options = directory.options(["."])
        options.pluginized = true
        let analysis = DIGen.check(options)
        #expect(analysis.diagnostics.filter { $0.severity >= .note }.map(\.description) == [])
        #expect(analysis.needlePaths.map(\.text).sorted() == [
            "^->RootComponent", "^->RootComponent->GameComponent", "^->RootComponent->GameComponent->GameNonCoreComponent",
        ])
        let game = try #require(analysis.model?.components["GameComponent"])
        #expect(game.dependencyName == "GameDependency")
        #expect(game.superclassName == "UberPluginizedComponent")
        #expect(game.providedProperties.map(\.name) == ["analytics"])
        #expect(game.pluginExtension?.name == "GamePluginExtension")
        #expect(game.pluginExtension?.nonCoreName == "GameNonCoreComponent")
        #expect(analysis.model?.components["UberPluginizedComponent"] == nil)
    }

    @Test func aPluginExtensionProviderIsGeneratedInNeedlesShape() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", Self.pluginizedApp)
        let code = try Self.generate(directory) { $0.pluginized = true }
        #expect(code.contains("""
            /// GameComponent plugin extension
            private class GamePluginExtensionProvider: GamePluginExtension {
                var scoreSheetBuilder: ScoreSheetBuilder {
                    return gameNonCoreComponent.scoreSheetBuilder
                }
                private unowned let gameNonCoreComponent: GameNonCoreComponent
                init(component: NeedleFoundation.Scope) {
                    let gameComponent = component as! GameComponent
                    gameNonCoreComponent = gameComponent.nonCoreComponent as! GameNonCoreComponent
                }
            }

            """))
        #expect(code.contains("""
                __PluginExtensionProviderRegistry.instance.registerPluginExtensionProviderFactory(for: "GameComponent") { component in
                    return GamePluginExtensionProvider(component: component)
                }
            }

            """))
    }

    @Test func aPluginExtensionMemberTheNonCoreComponentLacksIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", Self.pluginizedApp.replacingOccurrences(
            of: "var scoreSheetBuilder: ScoreSheetBuilder { ScoreSheetBuilder() }", with: ""))
        var options = directory.options(["."])
        options.pluginized = true
        #expect(DIGen.check(options).diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "App") } == [
            """
            App/App.swift:15:9: error: Could not find a provider for (scoreSheetBuilder: ScoreSheetBuilder) which was required by GamePluginExtension, the plugin extension of GameComponent: its non-core component GameNonCoreComponent has no such property. [digen/MissingPluginExtensionMember]
            App/App.swift:15:9: note: GameNonCoreComponent is declared at App/App.swift:25:13.
            """,
        ])
    }

    /// The same for a plain generic base: `class BaseComponent<D>: Component<D>`.
    @Test func aGenericBaseComponentMakesItsSubclassesComponents() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", """
            import NeedleFoundation

            class LoggingComponent<DependencyType>: Component<DependencyType> {
                var logger: Logger { shared { Logger() } }
                var detailComponent: DetailComponent { DetailComponent(parent: self) }
            }

            final class RootComponent: BootstrapComponent {
                var session: Session { shared { Session() } }
                var feedComponent: FeedComponent { FeedComponent(parent: self) }
            }

            protocol FeedDependency: Dependency {
                var session: Session { get }
            }

            final class FeedComponent: LoggingComponent<FeedDependency> {}

            protocol DetailDependency: Dependency {
                var logger: Logger { get }
                var session: Session { get }
            }

            final class DetailComponent: Component<DetailDependency> {}
            """)
        let analysis = DIGen.check(directory.options(["."]))
        #expect(analysis.diagnostics.filter { $0.severity >= .note }.map(\.description) == [])
        #expect(analysis.needlePaths.map(\.text).sorted() == [
            "^->RootComponent", "^->RootComponent->FeedComponent", "^->RootComponent->FeedComponent->DetailComponent",
        ])
    }

    private static let pluginizedApp = """
        import NeedleFoundation

        open class UberPluginizedComponent<DependencyType, P, N: NonCoreScope>: PluginizedComponent<DependencyType, P, N> {
            var analytics: Analytics { shared { Analytics() } }
        }

        final class RootComponent: BootstrapComponent {
            var playersStream: PlayersStream { shared { PlayersStream() } }
            var gameComponent: GameComponent { GameComponent(parent: self) }
        }

        protocol GameDependency: Dependency { var playersStream: PlayersStream { get } }

        protocol GamePluginExtension: PluginExtension {
            var scoreSheetBuilder: ScoreSheetBuilder { get }
        }

        final class GameComponent: UberPluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {}

        protocol GameNonCoreDependency: Dependency {
            var playersStream: PlayersStream { get }
            var analytics: Analytics { get }
        }

        final class GameNonCoreComponent: NonCoreComponent<GameNonCoreDependency> {
            var scoreSheetBuilder: ScoreSheetBuilder { ScoreSheetBuilder() }
        }
        """

    // MARK: Needle's notes

    @Test func anOrphanChainIsNamedFromTheOrphanDown() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", """
            import NeedleFoundation

            final class RootComponent: BootstrapComponent {}

            final class DebugComponent: Component<EmptyDependency> {
                var menuComponent: MenuComponent { MenuComponent(parent: self) }
            }

            final class MenuComponent: Component<EmptyDependency> {
                var itemComponent: ItemComponent { ItemComponent(parent: self) }
            }

            final class ItemComponent: Component<EmptyDependency> {}
            """)
        let analysis = DIGen.check(directory.options(["."]))
        #expect(analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "App") } == [
            """
            App/App.swift:5:13: note: DebugComponent is an orphan scope therefore ignored from parsing. [digen/OrphanComponent]
            App/App.swift:5:13: note: No component instantiates DebugComponent with `parent: self`, and it is not a BootstrapComponent.
            """,
            "App/App.swift:9:13: note: DebugComponent->MenuComponent is an orphan chain, therefore all scopes within the chain are ignored from parsing. [digen/OrphanComponent]",
            "App/App.swift:13:13: note: DebugComponent->MenuComponent->ItemComponent is an orphan chain, therefore all scopes within the chain are ignored from parsing. [digen/OrphanComponent]",
        ])
    }

    @Test func membersOfAFileprivateDependencyProtocolAreInaccessible() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", """
            import NeedleFoundation

            final class RootComponent: BootstrapComponent {
                var session: Session { shared { Session() } }
                var feedComponent: FeedComponent { FeedComponent(parent: self) }
            }

            fileprivate protocol FeedDependency: Dependency {
                var session: Session { get }
            }

            final class FeedComponent: Component<FeedDependency> {}
            """)
        let analysis = DIGen.check(directory.options(["."]))
        #expect(analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "App") } == [
            """
            App/App.swift:9:9: note: FeedDependency (session: Session) property is private/fileprivate, therefore inaccessible on DI graph. [digen/InaccessibleProperty]
            App/App.swift:9:9: note: FeedDependency is fileprivate, so the generated file cannot conform to it: make it internal or public.
            """,
        ])
    }
}
