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
}
