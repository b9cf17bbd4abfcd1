import Foundation
import Testing
@testable import DIGenKit

/// `digen summarize` and runs that read other modules' summaries: the same answers as one run
/// over every module's sources (the differential tests), summaries that are the same bytes
/// wherever they are made, and every summary that cannot be read refused with a message.
@Suite struct ModuleSummaryTests {
    /// The repository's shipped examples.
    static var examples: String { Repository.root + "/Examples/Sources" }

    /// What a run answers that another way of running it must answer too.
    struct Results: Equatable, Sendable {
        var diagnostics: [String]
        var generated: String?
        var graph: ExportedGraph?

        /// The same results without the generated file's `import` lines of `modules`.
        func withoutImports(of modules: Set<String>) -> Results {
            var results = self
            results.generated = generated.map { text in
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { line in !(line.hasPrefix("import ") && modules.contains(String(line.dropFirst(7)))) }
                    .joined(separator: "\n")
            }
            return results
        }
    }

    static func results(_ options: CheckOptions) -> Results {
        let generated = DIGen.generatedCode(options, GenerateOptions())
        return Results(
            diagnostics: generated.analysis.diagnostics.map(\.description),
            generated: generated.text,
            graph: DIGen.exportedGraph(options, selection: GraphSelection()).graph)
    }

    /// Summarises the module in `folder` (relative to `root`) into `root/.summaries`, failing
    /// the test if it cannot; answers the summary's path.
    @discardableResult
    static func summarize(_ module: String, folder: String, root: String) throws -> String {
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: [folder], workingDirectory: root))
        options.moduleName = module
        options.root = root
        let made = DIGen.summarize(options)
        let summary = try #require(made.summary, "\(module): \(made.analysis.diagnostics)")
        let path = root + "/.summaries/\(module).json"
        try FileManager.default.createDirectory(atPath: root + "/.summaries", withIntermediateDirectories: true)
        try Data(try summary.encoded(relativeTo: root)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Expects the modules in `folders` (relative to `root`), read whole, to give what a run
    /// gives over each of `sourcesOf` as sources with the others' summaries (the run the build
    /// plugin makes for an app target), and, with `fromSummariesAlone`, over their summaries
    /// alone (generated code for a module that declares nothing of its own: everything it reads
    /// must be public); answers the whole run's results.
    @discardableResult
    static func expectSameAsWholeSource(
        root: String, folders: [String], sourcesOf: [String], fromSummariesAlone: Bool = true
    ) throws -> Results {
        let whole = results(CheckOptions(scan: ScanOptions(sourceRootPaths: folders, workingDirectory: root)))
        var summaries: [String: String] = [:]
        for folder in folders { summaries[folder] = try summarize(moduleName(folder), folder: folder, root: root) }
        // A run that names its module imports the others whose declarations its code names,
        // which a whole-source run cannot know: those lines aside, the answers are the same.
        let modules = Set(folders.map(moduleName))

        if fromSummariesAlone {
            var options = CheckOptions(scan: ScanOptions(sourceRootPaths: [], workingDirectory: root))
            options.summaryPaths = folders.map { summaries[$0]! }
            options.root = root
            #expect(results(options) == whole, "from summaries alone")
        }
        for local in sourcesOf {
            // Every module as a summary, the generated code in `local`'s module: `local`'s own
            // declarations need nothing public.
            var options = CheckOptions(scan: ScanOptions(sourceRootPaths: [], workingDirectory: root))
            options.summaryPaths = folders.map { summaries[$0]! }
            options.root = root
            options.moduleName = moduleName(local)
            #expect(results(options).withoutImports(of: modules) == whole.withoutImports(of: modules), "\(local) as a summary, its module named")
        }
        for local in sourcesOf {
            var options = CheckOptions(scan: ScanOptions(sourceRootPaths: [local], workingDirectory: root))
            options.summaryPaths = folders.filter { $0 != local }.map { summaries[$0]! }
            options.root = root
            options.moduleName = moduleName(local)
            #expect(results(options).withoutImports(of: modules) == whole.withoutImports(of: modules), "\(local) as sources, the rest as summaries")
        }
        return whole
    }

    /// The lines `analysis` prints at warning level and above, notes included, paths below
    /// `directory` shortened.
    static func lines(_ diagnostics: [Diagnostic], below directory: String) -> [String] {
        diagnostics.flatMap { $0.description.replacingOccurrences(of: directory + "/", with: "").split(separator: "\n").map(String.init) }
    }

    static func moduleName(_ folder: String) -> String {
        String(folder.split(separator: "/").last!)
    }

    /// Each multi-module example app (`XCore`, `XFeed`, `XProfile` and `XApp`): the run the
    /// build plugin makes for the app target gives what a run over all four folders gives.
    @Test func theMultiModuleExamplesGiveTheSameResultsFromSummaries() throws {
        let root = Self.examples
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }.sorted()
        let apps = folders.filter { $0.hasSuffix("App") }
        #expect(apps.count == 3)
        for app in apps {
            let prefix = String(app.dropLast(3))
            let modules = folders.filter { $0.hasPrefix(prefix) }
            #expect(modules.count == 4, "\(modules)")
            // Summaries are written beside the sources they name; copy the example so the
            // repository is left as it is.
            let scratch = try TemporaryDirectory()
            for module in modules {
                try FileManager.default.copyItem(atPath: root + "/" + module, toPath: scratch.path + "/" + module)
            }
            let whole = try Self.expectSameAsWholeSource(root: scratch.path, folders: modules, sourcesOf: [app], fromSummariesAlone: false)
            #expect(whole.generated != nil)
            #expect(whole.diagnostics.filter { !$0.contains(": note: ") }.isEmpty, "\(whole.diagnostics)")
        }
    }

    @Test func aGeneratedHundredModuleAppGivesTheSameResultsFromSummaries() throws {
        let app = try ModularApp(features: 98)
        #expect(app.folders.count == 100)
        let whole = try Self.expectSameAsWholeSource(
            root: app.directory.path, folders: app.folders, sourcesOf: ["App", "Feature007", "Feature098", "Core"])
        #expect(whole.diagnostics.isEmpty)
        let generated = try #require(whole.generated)
        // Every feature component is registered, and the WhoopDI and Drip declarations read.
        for feature in 1...98 {
            #expect(generated.contains(String(format: "->Feature%03dComponent\n", feature)), "Feature \(feature)")
        }
        #expect(generated.contains("func service10()"))
        #expect(generated.contains("static func make("))
        // The sixth feature does not import Drip; its summary keeps its reading for Drip apart,
        // and the runs above used it.
        guard case .summary(let summary) = ModuleSummary.load(
            app.directory.path + "/.summaries/Feature006.json", root: app.directory.path, maximumSize: 1 << 20) else {
            Issue.record("Feature006's summary cannot be read")
            return
        }
        #expect(summary.dripReadings.map(\.path) == [app.directory.path + "/Feature006/Workshop.swift"])
    }

    @Test func aModuleAloneReportsWhatIsCertainAndLeavesTheRestOpen() throws {
        let app = try ModularApp(features: 4)
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: ["Feature002"], workingDirectory: app.directory.path))
        options.moduleName = "Feature002"
        let made = DIGen.summarize(options)
        #expect(made.analysis.diagnostics.isEmpty)
        let summary = try #require(made.summary)
        #expect(summary.open.map(\.id) == [.orphanComponent])
        #expect(summary.open.map(\.message) == ["Feature002Component is an orphan scope therefore ignored from parsing."])

        // A cycle inside the module is certain whatever else the program holds.
        try app.directory.write("Feature002/Loop.swift", """
            import NeedleFoundation
            public class LoopAComponent: Component<EmptyDependency> {
                public var b: LoopBComponent { LoopBComponent(parent: self) }
            }
            public class LoopBComponent: Component<EmptyDependency> {
                public var a: LoopAComponent { LoopAComponent(parent: self) }
            }
            """)
        let output = DIGen.runSummarize(outputPath: app.directory.path + "/feature.json", options)
        #expect(output.exitCode == 1)
        #expect(output.standardError.contains("[digen/DependencyCycle]"))
        #expect(output.standardError.hasSuffix("""
            digen: summarized module Feature002: 1 error, 0 warnings inside it; 2 of 3 Swift files parsed. 1 question is left to the program's run.
            digen: summarize failed for module Feature002; see the errors above.

            """))
    }

    @Test func summariesAreTheSameBytesWhereverTheyAreMadeAndHoldNoAbsolutePath() throws {
        let first = try ModularApp(features: 6)
        let second = try ModularApp(features: 6)
        var texts: [String] = []
        for app in [first, second] {
            var options = CheckOptions(scan: ScanOptions(sourceRootPaths: ["Feature003"], workingDirectory: app.directory.path))
            options.moduleName = "Feature003"
            options.cacheDirectory = app.directory.path + "/cache"
            try FileManager.default.createDirectory(atPath: app.directory.path + "/Summaries", withIntermediateDirectories: true)
            for _ in 0..<2 {
                let output = DIGen.runSummarize(outputPath: "Summaries/Feature003.json", options)
                #expect(output.exitCode == 0, "\(output.standardError)")
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: app.directory.path + "/Summaries/Feature003.json"))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(app.directory.path))
            #expect(text.contains("Feature003/Feature003Component.swift"))
            #expect(bytes.starts(with: Array("digen module summary\n\0".utf8)))
            texts.append(text)
        }
        #expect(texts[0] == texts[1])
        // A second run with nothing changed does not touch the file.
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: ["Feature003"], workingDirectory: first.directory.path))
        options.moduleName = "Feature003"
        let output = DIGen.runSummarize(outputPath: "Summaries/Feature003.json", options, loggingLevel: .info)
        #expect(output.standardError.contains("digen: Not writing the file as content is unchanged: \(first.directory.path)/Summaries/Feature003.json."))
    }

    /// The Swift stamp a build plugin declares as the summarize command's output: a comment
    /// naming the summary's content, which changes exactly when the summary does.
    @Test func theSwiftStampChangesWithTheSummary() throws {
        let app = try ModularApp(features: 3)
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: ["Feature002"], workingDirectory: app.directory.path))
        options.moduleName = "Feature002"
        func stamp() throws -> String {
            let output = DIGen.runSummarize(outputPath: "feature.json", options, swiftStampPath: "feature.swift")
            #expect(output.exitCode == 0)
            let summary = [UInt8](try Data(contentsOf: URL(fileURLWithPath: app.directory.path + "/feature.json")))
            let stamp = try String(contentsOfFile: app.directory.path + "/feature.swift", encoding: .utf8)
            let hash = summary.withUnsafeBufferPointer { ContentHash($0) }
            #expect(stamp == "// digen summarize: the module summary of Feature002 holds content \(hash). Nothing to compile.\n")
            return stamp
        }
        let first = try stamp()
        #expect(try stamp() == first)
        try app.directory.write("Feature002/Extra.swift", "import NeedleFoundation\npublic protocol ExtraDependency: Dependency {}\n")
        #expect(try stamp() != first)
    }

    @Test func aSummaryThatCannotBeReadIsRefusedWithWhatToDo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/App.swift", "import NeedleFoundation\nclass RootComponent: BootstrapComponent {}\n")
        let current = try ModularApp(features: 2)
        let feature = try Self.summarize("Feature001", folder: "Feature001", root: current.directory.path)
        let valid = try Data(contentsOf: URL(fileURLWithPath: feature))
        try directory.write("feature.json", valid)
        try directory.write("copy.json", valid)
        try directory.write("json.json", "{\"files\": []}")
        try directory.write("damaged.json", valid.prefix(valid.count / 2))
        var future = ModuleSummary(module: "Feature001", files: [])
        future.version = 7
        try directory.write("future.json", Data(try future.encoded(relativeTo: directory.path)))
        var other = future
        other.version = ModuleSummary.formatVersion
        other.format = "something-else"
        try directory.write("other.json", Data(try other.encoded(relativeTo: directory.path)))
        let cases: [(summaries: [String], moduleName: String?, expected: [String])] = [
            (["missing.json"], nil, [
                "missing.json:1:1: error: Could not read the module summary missing.json: No such file or directory [digen/BadSummary]",
            ]),
            (["json.json"], nil, [
                "json.json:1:1: error: json.json is not a digen module summary. [digen/BadSummary]",
                "json.json:1:1: note: Summarize the module again with this digen (digen summarize), or pass its sources instead.",
            ]),
            (["damaged.json"], nil, [
                "damaged.json:1:1: error: damaged.json is a damaged digen module summary: its contents cannot be read. [digen/BadSummary]",
                "damaged.json:1:1: note: Summarize the module again with this digen (digen summarize), or pass its sources instead.",
            ]),
            (["other.json"], nil, [
                "other.json:1:1: error: other.json is not a digen module summary. [digen/BadSummary]",
                "other.json:1:1: note: Summarize the module again with this digen (digen summarize), or pass its sources instead.",
            ]),
            (["future.json"], nil, [
                "future.json:1:1: error: future.json is a module summary of format version 7; this digen (\(DIGen.version)) reads version 3. [digen/BadSummary]",
                "future.json:1:1: note: Summarize the module again with this digen (digen summarize), or pass its sources instead.",
            ]),
            (["feature.json", "copy.json"], nil, [
                "copy.json:1:1: error: copy.json and feature.json are both summaries of the module Feature001. [digen/BadSummary]",
                "copy.json:1:1: note: Pass each module's summary once.",
            ]),
            (["feature.json"], "Feature001", [
                "feature.json:1:1: error: feature.json is a summary of Feature001, the module whose sources this run reads (--module-name). [digen/BadSummary]",
                "feature.json:1:1: note: Pass a module either as sources or as a summary, not both.",
            ]),
        ]
        for (summaries, moduleName, expected) in cases {
            var options = directory.options(["Sources"])
            options.summaryPaths = summaries
            options.moduleName = moduleName
            let analysis = DIGen.check(options)
            #expect(Self.lines(analysis.diagnostics, below: directory.path) == expected)
            #expect(analysis.exitCode == 2)
        }
    }

    @Test func generatedCodeInAnotherModuleReadsOnlyWhatIsPublic() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Core/Root.swift", """
            import NeedleFoundation
            class CoreRootComponent: BootstrapComponent {
                var network: Network { shared { Network() } }
                public var logger: String { "log" }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var network: Network { get }
                var logger: String { get }
            }
            public class FeedComponent: Component<FeedDependency> {}
            public final class Network { public init() {} }
            """)
        try directory.write("App/main.swift", "import Core\nprint(\"app\")\n")
        let core = try Self.summarize("Core", folder: "Core", root: directory.path)
        var options = directory.options(["App"])
        options.summaryPaths = [core]
        options.moduleName = "App"
        let analysis = DIGen.check(options)
        #expect(Self.lines(analysis.diagnostics, below: directory.path) == [
            "Core/Root.swift:2:7: error: CoreRootComponent is internal in module Core, but the generated code in module App reads its properties to provide FeedComponent's dependencies: declare it public (or open). [digen/CrossModuleAccess]",
            "Core/Root.swift:3:9: error: CoreRootComponent.network is internal in module Core, but the generated code in module App must read it to provide a dependency: declare it public. [digen/CrossModuleAccess]",
            "Core/Root.swift:3:9: note: The generated code is compiled into another module than Core, so it can read only what Core declares public or open.",
            "Core/Root.swift:7:10: error: FeedDependency is internal in module Core, but the generated code in module App conforms FeedComponent's dependency provider to it: declare it public. [digen/CrossModuleAccess]",
            "Core/Root.swift:8:9: error: Could not find a provider for (network: Network) which was required by FeedDependency, along the DI branch of CoreRootComponent->FeedComponent. [digen/MissingDependency]",
            "Core/Root.swift:8:9: note: CoreRootComponent.network at Core/Root.swift:3:9 is internal in module Core, so the generated code cannot read it.",
            "Core/Root.swift:8:9: note: FeedComponent is declared at Core/Root.swift:11:14.",
        ])
        #expect(DIGen.generatedCode(options, GenerateOptions()).text == nil)
        // The same sources read whole, as one module, need nothing public.
        #expect(DIGen.check(directory.options(["App", "Core"])).diagnostics.isEmpty)
    }

    /// Everything the generated code and the app's root reach in a feature module, in one run:
    /// the dependency protocol, the component the root makes, and the types the provider names,
    /// wherever they are declared (`Score` in a file the keyword filter passes over).
    @Test func everythingNotPublicEnoughIsReportedInOneRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Game/Game.swift", """
            import NeedleFoundation
            protocol PlayersStore: AnyObject {
                var names: [String] { get }
            }
            protocol LoggedInDependency: Dependency {
                var playersStore: PlayersStore { get }
                var best: [Score] { get }
            }
            final class LoggedInComponent: Component<LoggedInDependency> {}
            """)
        try directory.write("Game/Score.swift", """
            struct Score {
                let points: Int
            }
            """)
        try directory.write("App/Root.swift", """
            import Game
            import NeedleFoundation
            final class RootComponent: BootstrapComponent {
                var playersStore: PlayersStore { shared { fatalError() } }
                var best: [Score] { [] }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            }
            """)
        let game = try Self.summarize("Game", folder: "Game", root: directory.path)
        var options = directory.options(["App"])
        options.summaryPaths = [game]
        options.moduleName = "App"
        let analysis = DIGen.check(options)
        #expect(Self.lines(analysis.diagnostics, below: directory.path) == [
            "Game/Game.swift:2:10: error: `PlayersStore` is internal in module Game, but the generated Needle provider in module App names it as the type of `LoggedInDependency.playersStore`: declare it public. [digen/CrossModuleAccess]",
            "Game/Game.swift:5:10: error: LoggedInDependency is internal in module Game, but the generated code in module App conforms LoggedInComponent's dependency provider to it: declare it public. [digen/CrossModuleAccess]",
            "Game/Game.swift:9:13: error: LoggedInComponent is internal in module Game, but RootComponent in module App makes it: declare it public (or open). [digen/CrossModuleAccess]",
            "Game/Score.swift:1:8: error: `Score` is internal in module Game, but the generated Needle provider in module App names it as the type of `LoggedInDependency.best`: declare it public. [digen/CrossModuleAccess]",
        ])
        // Public, nothing is reported, and the same sources read whole need nothing public.
        try directory.write("Game/Game.swift", """
            import NeedleFoundation
            public protocol PlayersStore: AnyObject {
                var names: [String] { get }
            }
            public protocol LoggedInDependency: Dependency {
                var playersStore: PlayersStore { get }
                var best: [Score] { get }
            }
            public final class LoggedInComponent: Component<LoggedInDependency> {}
            """)
        try directory.write("Game/Score.swift", "public struct Score {\n    public let points: Int\n}\n")
        let again = try Self.summarize("Game", folder: "Game", root: directory.path)
        options.summaryPaths = [again]
        #expect(Self.lines(DIGen.check(options).diagnostics, below: directory.path) == [])
        #expect(DIGen.check(directory.options(["App", "Game"])).diagnostics.isEmpty)
    }

    @Test func aComponentOrModuleNamedButNotReadIsReportedWithTheFix() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Root.swift", """
            import NeedleFoundation
            class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            """)
        try directory.write("App/Drip.swift", """
            import Drip
            final class CounterComponent: Component {
                var shop: ShopComponent { return parent() }
            }
            """)
        try directory.write("App/Whoop.swift", """
            import WhoopDIKit
            let container = Container(modules: [FeedModule()])
            """)
        let analysis = DIGen.check(directory.options(["App"]))
        #expect(Self.lines(analysis.diagnostics, below: directory.path) == [
            "App/Drip.swift:3:9: warning: CounterComponent.shop reads its parent ShopComponent, but no file or summary this run read declares ShopComponent, so CounterComponent's parents are not all known. [digen/UndeclaredType]",
            "App/Drip.swift:3:9: note: If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run.",
            "App/Root.swift:3:31: warning: RootComponent makes FeedComponent with `parent: self`, but no file or summary this run read declares FeedComponent, so it and the components below it are not checked or generated. [digen/UndeclaredType]",
            "App/Root.swift:3:31: note: If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run.",
            "App/Whoop.swift:2:17: warning: FeedModule is not a DependencyModule declared in the sources, so missing dependencies are not reported for container container. [digen/UnknownModule]",
            "App/Whoop.swift:2:17: note: If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run.",
        ])
        #expect(analysis.exitCode == 0)
    }
}
