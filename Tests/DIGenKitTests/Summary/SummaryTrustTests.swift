import Foundation
import Testing
@testable import DIGenKit

/// A module summary is checked, not trusted (issue 41, `Fixtures/Reproducers/trust/summary-trusted-text-and-paths`):
/// text that would reach generated code as code, and numbers a report could not hold, make it a
/// `digen/BadSummary` naming what it holds.
@Suite struct SummaryTrustTests {
    /// The facts of a small Needle file, as a module `Feed`'s summary would hold them.
    private static func facts() -> FileSummary {
        FileSummarizer.summarize(source: """
            import NeedleFoundation

            public final class FeedComponent: Component<FeedDependency> {}
            public protocol FeedDependency: Dependency {}
            """, path: "/root/Feed/Feed.swift")
    }

    /// What loading `summary`, written under the root `/root`, says.
    private static func loaded(_ summary: ModuleSummary) throws -> String {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Feed.summary", Data(try summary.encoded(relativeTo: "/root")))
        switch ModuleSummary.load(path, root: "/root", maximumSize: 1 << 20) {
        case .summary: return "loaded"
        case .problem(let diagnostic): return diagnostic.message.replacingOccurrences(of: directory.path + "/", with: "")
        }
    }

    @Test func aSummaryDigenWroteLoads() throws {
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [Self.facts()])) == "loaded")
    }

    @Test func anImportLineThatIsNotOneImportIsRefused() throws {
        var facts = Self.facts()
        facts.imports = ["import Foundation; func pwned() { print(\"pwned\") }"]
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) ==
            "Feed.summary is not a summary digen wrote: it holds the import line \"import Foundation; func pwned() { print(\\\"pwned\\\") }\" for /root/Feed/Feed.swift.")
        facts.imports = ["@testable import struct Foundation.URL", "import /* the runtime */ NeedleFoundation"]
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) == "loaded")
    }

    @Test func aModuleNameThatIsNotOneIsRefused() throws {
        #expect(try Self.loaded(ModuleSummary(module: "Feed\nApp", files: [Self.facts()])) ==
            "Feed.summary is not a summary digen wrote: it holds the module name \"Feed\\nApp\".")
        #expect(try Self.loaded(ModuleSummary(module: "", files: [Self.facts()])) ==
            "Feed.summary is not a summary digen wrote: it holds the module name \"\".")
    }

    @Test func aLocationBeforeTheFirstLineOrColumnIsRefused() throws {
        var facts = Self.facts()
        facts.classes[0].location.line = -3
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) ==
            "Feed.summary is not a summary digen wrote: it holds a location at line -3, column 20 in /root/Feed/Feed.swift.")
    }

    @Test func aWrittenTypeThatIsNotOneTypeIsRefused() throws {
        var facts = FileSummarizer.summarize(source: """
            import NeedleFoundation

            public protocol FeedDependency: Dependency {
                var apiClient: APIClient { get }
            }
            """, path: "/root/Feed/Feed.swift")
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) == "loaded")
        facts.protocols[0].properties[0].type.written = "APIClient { fatalError() }\nfunc pwned() { print(\"pwned\") }"
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) ==
            "Feed.summary is not a summary digen wrote: it holds the type \"APIClient { fatalError() }\\nfunc pwned() { print(\\\"pwned\\\") }\" for /root/Feed/Feed.swift.")
        facts.protocols[0].properties[0].type.written = "Int /* a comment */"
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) ==
            "Feed.summary is not a summary digen wrote: it holds the type \"Int /* a comment */\" for /root/Feed/Feed.swift.")
        facts.protocols[0].properties[0].type.written = "[String: (Int) async throws -> Box<`My Type`>?]"
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) == "loaded")
    }

    @Test func aNameThatCannotBeASwiftNameIsRefused() throws {
        var facts = Self.facts()
        facts.classes[0].name = "FeedComponent {}\nfunc pwned() {}"
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) ==
            "Feed.summary is not a summary digen wrote: it holds the name \"FeedComponent {}\\nfunc pwned() {}\" for /root/Feed/Feed.swift.")
        facts.classes[0].name = "Feed`Component"
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) ==
            "Feed.summary is not a summary digen wrote: it holds the name \"Feed`Component\" for /root/Feed/Feed.swift.")
        facts.classes[0].name = "Feed Component"
        #expect(try Self.loaded(ModuleSummary(module: "Feed", files: [facts])) == "loaded")
    }

    /// `summary-trusted-text-and-paths/paths`: a summary naming a file by an absolute path is
    /// refused; one whose relative path climbs out of the root (a package beside the app's)
    /// loads, but no stage reads a file outside the root for it.
    @Test func noFileOutsideTheRootIsReadForASummary() throws {
        var summary = ModuleSummary(module: "Feed", files: [Self.facts()])
        summary.skippedFiles = ["/etc/passwd"]
        let directory = try TemporaryDirectory()
        let written = try SummaryCoding.encode(summary, SummaryCoding(stored: { $0 }, loaded: { $0 }))
        let path = try directory.write("Feed.summary", Data(ModuleSummary.magic + written))
        guard case .problem(let diagnostic) = ModuleSummary.load(path, root: "/root", maximumSize: 1 << 20) else {
            Issue.record("an absolute path was believed")
            return
        }
        #expect(diagnostic.message.replacingOccurrences(of: directory.path + "/", with: "") ==
            "Feed.summary is not a summary digen wrote: it holds the absolute path \"/root/Feed/Feed.swift\", where a summary's paths are relative to its root.")
        summary.skippedFiles = ["/root/../etc/hostname"]
        #expect(try Self.loaded(summary) == "loaded")

        try directory.write("root/inside.swift", "struct Inside {}\n")
        try directory.write("outside.swift", "struct Outside {}\n")
        let contents = FileContents(maximumSize: 1 << 20, root: directory.path + "/root")
        #expect(contents.read(directory.path + "/root/inside.swift") != nil)
        #expect(contents.read(directory.path + "/outside.swift") == nil)
        #expect(contents.read(directory.path + "/root/../outside.swift") == nil)
        #expect(contents.read("/etc/hostname") == nil)
    }

    @Test func writtenTypesAreTypesAndNothingMore() {
        for type in ["APIClient", "Foundation.URL", "Box<Int>?", "[String: [Box<Int, URL>]]!", "名前", "(Int) -> Void", "any P & Q", "`My Type`"] {
            #expect(SummaryChecks.isType(type), "\(type)")
        }
        for type in ["", "Box<Int", "Int Int", "Int;", "class", "Int // c", "Int\nfunc f() {}", "[Int]]", "Int {}"] {
            #expect(!SummaryChecks.isType(type), "\(type)")
        }
    }

    /// `summary-memory-amplification`: a summary may describe only so much for its size; one of
    /// many files that hold nothing but a one-letter path is refused before it takes gigabytes.
    @Test func aSummaryDescribingFarMoreThanItsSizeIsRefused() throws {
        var summary = ModuleSummary(module: "Feed", files: [Self.facts()])
        summary.files += (0..<20_000).map { FileSummary(path: "/root/\($0 % 10)") }
        let message = try Self.loaded(summary)
        #expect(message.hasPrefix("Feed.summary is not a summary digen wrote: it describes more than 8 bytes of values for each of its "))
        var skipped = ModuleSummary(module: "Feed", files: [Self.facts()])
        skipped.skippedFiles = Array(repeating: "/root/a", count: 40_000)
        #expect(try Self.loaded(skipped).hasSuffix(" bytes."))
        var fine = ModuleSummary(module: "Feed", files: [Self.facts()])
        fine.skippedFiles = (0..<2_000).map { "/root/Sources/Feed/Views/FeedScreen\($0).swift" }
        #expect(try Self.loaded(fine) == "loaded")
    }
}
