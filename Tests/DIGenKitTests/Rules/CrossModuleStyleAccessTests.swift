import Foundation
import Testing
@testable import DIGenKit

/// WhoopDI accessors and Drip builders generated into one module (`App`) for declarations of
/// modules read from summaries: those of types not public in their module are left out, and a
/// builder that is generated must name only what is public there, or the run reports it at the
/// declaration (`digen/CrossModuleAccess`) and generates nothing. A run over every module's
/// sources, one module, needs nothing public.
@Suite struct CrossModuleStyleAccessTests {
    /// `public ` when `isPublic`, for the sources below.
    static func level(_ isPublic: Bool) -> String {
        isPublic ? "public " : ""
    }

    /// The app module's options: its sources (`App`) and the summaries of `modules`, each
    /// summarised from its folder, as the build plugin runs digen for the app target.
    static func appOptions(_ directory: TemporaryDirectory, reading modules: [String]) throws -> CheckOptions {
        var options = directory.options(["App"])
        options.summaryPaths = try modules.map { try ModuleSummaryTests.summarize($0, folder: $0, root: directory.path) }
        options.moduleName = "App"
        return options
    }

    /// A WhoopDI module in `Feed` whose keys are a struct of the same file, a protocol of a file
    /// the keyword filter passes over, a typealias, and `String` (a library's type).
    static func writeWhoopFeed(_ directory: TemporaryDirectory, isPublic: Bool) throws {
        let level = level(isPublic)
        try directory.write("Feed/FeedModule.swift", """
            import WhoopDIKit

            public final class FeedModule: DependencyModule {
                public override func defineDependencies() {
                    factory { FeedService() }
                    singleton { DiskStore() as FeedStore }
                    factory { 20 as FeedLimit }
                    factory(name: "title") { "Feed" }
                }
            }

            \(level)struct FeedService {}
            \(level)typealias FeedLimit = Int

            """)
        try directory.write("Feed/FeedStore.swift", """
            \(level)protocol FeedStore {}
            final class DiskStore: FeedStore {}

            """)
        try directory.write("App/main.swift", "import Feed\nprint(\"app\")\n")
    }

    /// An accessor whose type is not public in its module is left out: no code of the app could
    /// name its result to call it. The other accessors are generated.
    @Test func aWhoopAccessorOfATypeNotPublicInItsModuleIsLeftOut() throws {
        let directory = try TemporaryDirectory()
        try Self.writeWhoopFeed(directory, isPublic: false)
        let options = try Self.appOptions(directory, reading: ["Feed"])
        let generated = DIGen.generatedCode(options, GenerateOptions())
        #expect(generated.analysis.diagnostics.isEmpty)
        let text = try #require(generated.text)
        #expect(!text.contains("FeedService"))
        #expect(!text.contains("FeedStore"))
        #expect(!text.contains("FeedLimit"))
        #expect(text.contains("    static func title() -> String {\n"))
        // The same sources read whole, as one module, generate every accessor.
        let whole = try #require(DIGen.generatedCode(directory.options(["App", "Feed"]), GenerateOptions()).text)
        #expect(whole.contains("    static func feedService() -> FeedService {\n"))
    }

    @Test func aWhoopAccessorOfPublicTypesIsGenerated() throws {
        let directory = try TemporaryDirectory()
        try Self.writeWhoopFeed(directory, isPublic: true)
        let options = try Self.appOptions(directory, reading: ["Feed"])
        let generated = DIGen.generatedCode(options, GenerateOptions())
        #expect(generated.analysis.diagnostics.isEmpty)
        let text = try #require(generated.text)
        #expect(text.contains("    static func feedService() -> FeedService {\n"))
        #expect(text.contains("    func feedStore() -> FeedStore {\n"))
        #expect(text.contains("-> FeedLimit {\n"))
    }

    /// A Drip component in `Core`, and one in `Feed` whose parent is `Core`'s, with a module
    /// made from the component; `App` declares a component whose parent is `Feed`'s.
    static func writeDripModules(_ directory: TemporaryDirectory, isPublic: Bool) throws {
        let level = level(isPublic)
        try directory.write("Core/Root.swift", """
            import Drip

            \(level)class RootComponent: Component {}

            """)
        try directory.write("Feed/Feed.swift", """
            import Drip
            import Core

            \(level)final class FeedComponent: Component {
                \(level)var root: RootComponent { parent() }
                \(level)var feed: FeedModule { module() }
                \(level)required init() { super.init() }
            }

            \(level)final class FeedModule: Module<FeedComponent> {
                \(level)required init(_ component: FeedComponent) {
                    super.init(component)
                }

                \(level)func inject() -> Int {
                    single { 3 }
                }
            }

            """)
        try directory.write("App/Detail.swift", """
            import Drip
            import Feed

            final class DetailComponent: Component {
                var feed: FeedComponent { parent() }
            }

            """)
    }

    @Test func aDripBuilderNamesOnlyWhatIsPublicInItsModule() throws {
        let directory = try TemporaryDirectory()
        try Self.writeDripModules(directory, isPublic: false)
        let options = try Self.appOptions(directory, reading: ["Core", "Feed"])
        let analysis = DIGen.check(options)
        // The builders of the internal components are left out; the app's own component takes one
        // of them as a parent, which its builder cannot name.
        #expect(ModuleSummaryTests.lines(analysis.diagnostics, below: directory.path) == [
            "Feed/Feed.swift:4:13: error: `FeedComponent` is internal in module Feed, but the generated Drip builder of `DetailComponent` in module App takes it as a parent: declare it public. [digen/CrossModuleAccess]",
        ])
        #expect(analysis.exitCode == 1)
        #expect(DIGen.generatedCode(options, GenerateOptions()).text == nil)

        // A public component whose builder registers a module, and calls an initializer, that
        // are not public.
        try directory.write("Feed/Feed.swift", """
            import Drip
            import Core

            public final class FeedComponent: Component {
                public var root: RootComponent { parent() }
                var feed: FeedModule { module() }
                required init() { super.init() }
            }

            final class FeedModule: Module<FeedComponent> {
                required init(_ component: FeedComponent) {
                    super.init(component)
                }
            }

            """)
        try directory.write("Core/Root.swift", "import Drip\n\npublic class RootComponent: Component {}\n")
        let parts = try Self.appOptions(directory, reading: ["Core", "Feed"])
        #expect(ModuleSummaryTests.lines(DIGen.check(parts).diagnostics, below: directory.path) == [
            "Feed/Feed.swift:7:14: error: `FeedComponent.init()` is internal in module Feed, but the generated Drip builder in module App calls it: declare it public. [digen/CrossModuleAccess]",
            "Feed/Feed.swift:10:13: error: `FeedModule` is internal in module Feed, but the generated Drip builder of `FeedComponent` in module App registers it: declare it public. [digen/CrossModuleAccess]",
            "Feed/Feed.swift:11:14: error: `FeedModule.init(_:)` is internal in module Feed, but the generated Drip builder of `FeedComponent` in module App calls it to make the module: declare it public. [digen/CrossModuleAccess]",
        ])
        try Self.writeDripModules(directory, isPublic: false)
        // The same sources read whole, as one module, need nothing public.
        let whole = directory.options(["App", "Core", "Feed"])
        #expect(DIGen.check(whole).diagnostics.isEmpty)
        #expect(DIGen.generatedCode(whole, GenerateOptions()).text != nil)
    }

    @Test func aDripBuilderOfPublicDeclarationsIsGenerated() throws {
        let directory = try TemporaryDirectory()
        try Self.writeDripModules(directory, isPublic: true)
        let options = try Self.appOptions(directory, reading: ["Core", "Feed"])
        let generated = DIGen.generatedCode(options, GenerateOptions())
        #expect(generated.analysis.diagnostics.isEmpty)
        let text = try #require(generated.text)
        #expect(text.contains("extension FeedComponent {\n"))
        #expect(text.contains("    static func make(root: RootComponent) -> FeedComponent {\n"))
        #expect(text.contains("            .module(FeedModule.self) { FeedModule($0) }\n"))
        #expect(text.contains("    static func make(feed: FeedComponent) -> DetailComponent {\n"))
    }

    @Test func theAppsOwnDeclarationsAndLibraryTypesNeedNothingPublic() throws {
        let directory = try TemporaryDirectory()
        try Self.writeWhoopFeed(directory, isPublic: true)
        // The app declares a key type of its own, internal, and a Drip component with an
        // internal module; the generated code is compiled beside them.
        try directory.write("App/Local.swift", """
            import WhoopDIKit
            import Drip

            final class LocalModule: DependencyModule {
                override func defineDependencies() {
                    factory { Clock() }
                    factory { URL(fileURLWithPath: "/tmp") }
                }
            }

            struct Clock {}

            final class LocalComponent: Component {
                var local: LocalDripModule { module() }
            }

            final class LocalDripModule: Module<LocalComponent> {
                required init(_ component: LocalComponent) {
                    super.init(component)
                }
            }

            """)
        let options = try Self.appOptions(directory, reading: ["Feed"])
        let generated = DIGen.generatedCode(options, GenerateOptions())
        #expect(generated.analysis.diagnostics.isEmpty)
        let text = try #require(generated.text)
        #expect(text.contains("    static func clock() -> Clock {\n"))
        #expect(text.contains("    static func url() -> URL {\n"))
        #expect(text.contains("            .module(LocalDripModule.self) { LocalDripModule($0) }\n"))
    }

    @Test func aTypesAccessIsWhatItWritesOrItsExtensionGivesNoWiderThanWhatEnclosesIt() {
        let summary = FileSummarizer.summarize(source: """
            public struct Outer {
                struct Inner {}
                public struct Shown {}
            }
            struct Hidden {
                public class Deep {}
            }
            public extension Outer {
                struct Added {}
                init(x: Int) {}
                private init(y: Int) {}
                typealias Nested = Int
            }
            extension Outer {
                public init(z: Int) {}
                init(w: Int) {}
            }
            open class Base {}
            func make() {
                struct Local {}
            }
            public typealias Alias = Int
            """, path: "Types.swift", styles: [.whoop])
        let shapes = summary.shapes.map { "\($0.name)\($0.isExtension ? " (extension)" : ""): \($0.access)" }
        #expect(shapes == [
            "Outer: public", "Inner: internal", "Shown: public", "Hidden: internal", "Deep: internal",
            "Outer (extension): public", "Added: public", "Outer (extension): internal", "Base: open", "Local: private",
        ])
        let initializers = summary.shapes.flatMap(\.initializers).map { "\($0.parameters.map { $0.label ?? "_" }): \($0.access)" }
        #expect(initializers == [#"["x"]: public"#, #"["y"]: private"#, #"["z"]: public"#, #"["w"]: internal"#])
        #expect(summary.typealiases.map { "\($0.name): \($0.access)" } == ["Nested: public", "Alias: public"])
    }

    @Test func summariesWriteOnlyTheAccessThatIsNotInternal() throws {
        for isPublic in [false, true] {
            let directory = try TemporaryDirectory()
            try Self.writeDripModules(directory, isPublic: isPublic)
            let path = try ModuleSummaryTests.summarize("Feed", folder: "Feed", root: directory.path)
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            // Internal is the default, never written.
            #expect(text.contains("access") == isPublic)
            guard case .summary(let summary) = ModuleSummary.load(path, root: directory.path, maximumSize: 1 << 20) else {
                Issue.record("\(path) could not be read back")
                continue
            }
            let shapes = summary.files.flatMap(\.shapes)
            let expected: AccessLevel = isPublic ? .public : .internal
            #expect(shapes.map(\.name) == ["FeedComponent", "FeedModule"])
            #expect(shapes.map(\.access) == [expected, expected])
            #expect(shapes.flatMap(\.initializers).map(\.access) == [expected, expected])
        }
    }
}
