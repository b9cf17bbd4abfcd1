import Foundation
import Testing
@testable import DIGenKit

/// `digen graph` against golden files, for each format and style. Set `DIGEN_UPDATE_GOLDEN=1` to
/// rewrite the golden files from the current output (then read the diff before committing).
@Suite struct GraphExportTests {
    private static let goldenFolder = Repository.tests + "/Fixtures/Golden/Graph"

    static let cases: [(fixture: String, format: GraphFormat)] = ["TicTacToe", "DependencyCycle", "WhoopMissing", "WhoopCycle", "DripBrokenChain", "DripCycle", "MixedStyles"]
        .flatMap { fixture in GraphFormat.allCases.map { (fixture, $0) } }

    @Test(arguments: cases.indices)
    func theGraphMatchesItsGoldenFile(index: Int) throws {
        let (fixture, format) = Self.cases[index]
        let output = DIGen.runGraph(Fixture.options([fixture]), format: format)
        #expect(output.exitCode == 0)
        let text = Fixture.shorten(output.standardOutput)
        let golden = Self.goldenFolder + "/\(fixture).\(format.rawValue)"
        if ProcessInfo.processInfo.environment["DIGEN_UPDATE_GOLDEN"] == "1" {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)), "\(fixture).\(format.rawValue)")
    }

    @Test func jsonIsTheDocumentedSchemaAndRoundTrips() throws {
        let output = DIGen.runGraph(Fixture.options(["MixedStyles"]), format: .json)
        let graph = try JSONDecoder().decode(ExportedGraph.self, from: Data(output.standardOutput.utf8))
        #expect(graph.version == 1)
        #expect(Set(graph.scopes.map(\.style)) == ["needle", "whoop", "drip"])
        #expect(graph.missing.map(\.key) == ["Logger with name: <no name>", "String with name: title"])
        #expect(graph.edges.filter { $0.to.hasPrefix("m") }.count == 2)
    }

    @Test func aLargeGraphsJSONWrittenInPiecesIsTheSameAsWrittenInOne() throws {
        // More entries than `JSONWriter.parallelThreshold`, in a count that leaves the last of
        // three pieces short, so that pieces and their joins are exercised.
        var graph = ExportedGraph()
        let count = JSONWriter.parallelThreshold * 2 + 1
        graph.scopes = (0..<count).map { ExportedGraph.Scope(id: "s\($0)", name: "C\($0)", kind: "component", style: "needle", parents: $0 == 0 ? [] : ["s\($0 - 1)"], location: "F.swift:\($0):1") }
        graph.bindings = (0..<count).map { ExportedGraph.Binding(id: "b\($0)", scope: "s\($0)", key: "(v\($0): Int)", type: "Int", name: "v\($0)", kind: "computed", owner: "C\($0)", location: "F.swift:\($0):5") }
        graph.edges = (1..<count).map { ExportedGraph.Edge(from: "s\($0)", to: "s\($0 - 1)", kind: "parent", onCycle: false) }
        let whole = JSONWriter.text(of: graph, concurrencyLimit: 1)
        for limit in [2, 3, 7] {
            #expect(JSONWriter.text(of: graph, concurrencyLimit: limit) == whole, "\(limit) pieces")
        }
        #expect(try JSONDecoder().decode(ExportedGraph.self, from: Data(whole.utf8)) == graph)
    }

    @Test func styleAndRootNarrowTheGraph() {
        let whoop = DIGen.exportedGraph(Fixture.options(["MixedStyles"]), selection: GraphSelection(styles: [.whoop])).graph
        #expect(whoop?.scopes.map(\.name) == ["WhoopDI.appContainer"])
        let below = DIGen.exportedGraph(Fixture.options(["TicTacToe"]), selection: GraphSelection(rootScopeName: "LoggedInComponent")).graph
        #expect(below?.scopes.map(\.name) == ["GameComponent", "LoggedInComponent", "ScoreSheetComponent"])
        let unknown = DIGen.runGraph(Fixture.options(["TicTacToe"]), format: .dot, selection: GraphSelection(rootScopeName: "Nowhere"))
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardOutput == "")
        #expect(unknown.standardError.hasPrefix("digen: error: No component named Nowhere was found. [digen/UnknownRootComponent]\ndigen: note: Roots found: RootComponent;"))
    }

    @Test func theGraphIsWrittenToAFileAtomicallyAndNotRewrittenWhenUnchanged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/graph.dot"
        let first = DIGen.runGraph(Fixture.options(["WhoopMissing"]), format: .dot, outputPath: path)
        #expect(first.exitCode == 0)
        #expect(first.standardOutput == "")
        // A rewrite renames a new file into place, which gives the path a new inode; an
        // unchanged file keeps its own.
        let written = try #require((try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value)
        _ = DIGen.runGraph(Fixture.options(["WhoopMissing"]), format: .dot, outputPath: path)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value == written)
        // And a changed graph is written: the inode changes.
        _ = DIGen.runGraph(Fixture.options(["WhoopClean"]), format: .dot, outputPath: path)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value != written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["graph.dot"])
    }
}
