import Foundation
import Testing
@testable import DIGenKit

/// What the app does with the generated accessors and builders is checked too, and a generated
/// file left among the sources changes nothing.
@Suite struct GeneratedCodeUseTests {
    private func check(_ files: [String: String]) throws -> (TemporaryDirectory, Analysis) {
        let directory = try TemporaryDirectory()
        for (name, text) in files { try directory.write(name, text) }
        return (directory, DIGen.check(directory.options(files.keys.sorted())))
    }

    private let garage = """
        import WhoopStyle
        final class Grinder {}
        final class Kettle {}
        final class Bar: DependencyModule {
            override func defineDependencies() { factory { Grinder() } }
        }
        final class Home: DependencyModule {
            override func defineDependencies() { factory { Kettle() } }
        }
        WhoopDI.setup(modules: [Home()])

        """

    @Test func anAccessorCalledOnAContainerThatLacksItsKeyIsReported() throws {
        let (directory, analysis) = try check(["App.swift": garage + """
            let kettle = WhoopDI.kettle()
            let grinder = WhoopDI.grinder()
            func serve() {
                let bar = Container(modules: [Bar()])
                let fromBar = bar.grinder()
                let missing = bar.kettle()
            }
            """])
        #expect(analysis.diagnostics.map { "\($0.location!.line) \($0.message)" } == [
            "12 Missing dependency for Grinder with name: <no name>",
            "16 Missing dependency for Kettle with name: <no name>",
        ])
        #expect(analysis.diagnostics[0].notes.first == "Asked for by WhoopDI.grinder(), resolving in WhoopDI.appContainer.")
        _ = directory
    }

    @Test func twoContainersInOneVariableNameAreToldApartByTheirDeclarations() throws {
        let (_, analysis) = try check(["App.swift": garage + """
            func atHome() {
                let place = Container(modules: [Home()])
                let kettle = place.kettle()
            }
            func atTheBar() {
                let place = Container(modules: [Bar()])
                let grinder = place.grinder()
                let kettle: Kettle = place.inject()
            }
            """])
        #expect(analysis.diagnostics.map { "\($0.location!.line) \($0.message)" } == [
            "18 Missing dependency for Kettle with name: <no name>",
        ])
    }

    @Test func aCallInABlockApartFromItsContainersDeclarationIsNotRead() throws {
        // The function body may be skipped by the parse stage, so reading it would make the
        // result depend on that: such calls are left unread, always.
        let (_, analysis) = try check(["App.swift": garage + """
            let bar = Container(modules: [Bar()])
            func serve() {
                let kettle = bar.kettle()
            }
            """])
        #expect(analysis.diagnostics == [])
    }

    @Test func aGeneratedConformanceFileAmongTheSourcesChangesNothing() throws {
        let directory = try TemporaryDirectory()
        var options = Fixture.options(["TicTacToe"])
        let generate = GenerateOptions(providerStyle: .conformances)
        let first = try #require(DIGen.generatedCode(options, generate).text)
        let copy = try directory.write("NeedleGenerated.swift", first)
        options.scan.sourceRootPaths.append(copy)
        #expect(DIGen.generatedCode(options, generate).text == first)
    }

    @Test func aComponentMadeByItsBuilderIsCheckedForOverrides() throws {
        let (directory, analysis) = try check(["App.swift": """
            import DripStyle
            protocol Api {}
            final class LiveApi: Api {}
            final class Net: Component { var network: NetModule { module() } }
            final class NetModule: Module<Net> {
                func inject() -> Api { abstract() }
            }
            let live = Net.make().override(LiveApi() as Api)
            let forgotten = Net.make()
            """])
        #expect(analysis.diagnostics.map(\.description).map { $0.replacingOccurrences(of: directory.path + "/", with: "") } == [
            """
            App.swift:6:10: error: Failed to implement abstract generator of Api [digen/AbstractNotOverridden]
            App.swift:6:10: note: Net is made at App.swift:9:17 without `.override(…)` for Api.
            """,
        ])
    }

    @Test func aGeneratedFileAmongTheSourcesChangesNothing() throws {
        let source = """
            import DripStyle
            protocol Api {}
            final class LiveApi: Api {}
            final class Net: Component { var network: NetModule { module() } }
            final class NetModule: Module<Net> {
                func inject() -> Api { abstract() }
            }
            let live = Net.make().override(LiveApi() as Api)
            """
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", source)
        let generated = try #require(DIGen.generatedCode(directory.options(["App.swift"]), GenerateOptions()).text)
        #expect(generated.contains("static func make() -> Net {"))
        try directory.write("Generated.swift", generated)
        let again = DIGen.check(directory.options(["App.swift", "Generated.swift"]))
        #expect(again.diagnostics == [])
        #expect(DIGen.generatedCode(directory.options(["App.swift", "Generated.swift"]), GenerateOptions()).text == generated)
    }

    @Test func theDependencyTreeIsNeedlesAndSaysSoForAnotherStyle() {
        var options = Fixture.options(["MixedStyles"])
        options.styles = .whoop
        let output = DIGen.runPrintDependencyTree(options)
        #expect(output.exitCode == 2)
        #expect(output.standardError == """
            digen: error: print-dependency-tree prints Needle's component tree, and --style whoop reads no Needle declarations. [digen/InvalidOption]
            digen: note: Use digen graph --style whoop for that style's graph.

            """)
        options.styles = .auto
        // Other styles' errors (MixedStyles has two) do not stop Needle's tree.
        #expect(DIGen.runPrintDependencyTree(options).standardOutput == "Root\n\tChild\n")
    }

    @Test func aGraphThatCannotBeWrittenIsAnErrorBeforeTheSummary() {
        let output = DIGen.runGraph(Fixture.options(["DripClean"]), format: .dot, outputPath: "/nonexistent-folder/graph.dot")
        #expect(output.exitCode == 2)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("digen: error: Could not write the graph at /nonexistent-folder/graph.dot:") == true)
        #expect(lines.last == "digen: 1 error, 0 warnings: 2 Drip components checked in 1 Swift file (1 parsed).")
    }
}
