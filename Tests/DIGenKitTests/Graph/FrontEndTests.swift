import Testing
@testable import DIGenKit

/// The WhoopDI and Drip front ends on their own: sources in, graph out, without the CLI.
@Suite struct FrontEndTests {
    /// The graph of `sources`, and what the front ends and then the rules found in it.
    private func graph(_ sources: [String: String]) -> (StaticGraph, [Diagnostic]) {
        let summaries = sources.keys.sorted().map { FileSummarizer.summarize(source: sources[$0]!, path: $0) }
        let aliases = TypealiasTable(summaries.flatMap(\.typealiases))
        let result = StyleGraphBuilder().build(summaries, aliases: aliases)
        var checked = CheckedGraph(graph: result.graph, resolution: result.resolution, needle: nil)
        checked.whoopFindings = result.whoopFindings
        return (result.graph, GraphRules.check(checked))
    }

    @Test func whoopContainersBindTheirModulesDefinitionsDependenciesFirst() {
        let (graph, _) = graph(["App.swift": """
            import WhoopStyle
            final class Base: DependencyModule {
                override func defineDependencies() { singleton { Clock() } }
            }
            final class Feature: DependencyModule {
                override var moduleDependencies: [DependencyModule] { [Base()] }
                override func defineDependencies() {
                    factory(name: "title") { "Feature" }
                    factory { Screen(clock: try self.get(), title: try self.get("title")) }
                }
            }
            final class Clock {}
            final class Screen { init(clock: Clock, title: String) {} }
            let container = Container(modules: [Feature()])
            let child = container.createChild { module in module.factory { 42 } }
            """])
        #expect(graph.scopes.map(\.name) == ["container container", "container child"])
        #expect(graph.scopes[1].parents == [0])
        #expect(graph.bindings.map(\.key.description) == [
            "Clock with name: <no name>", "String with name: title", "Screen with name: <no name>",
            "Int with name: <no name>",
        ])
        #expect(graph.bindings.map(\.kind) == [.singleton, .factory, .factory, .factory])
        #expect(graph.requests.map(\.key.description) == ["Clock with name: <no name>", "String with name: title"])
        #expect(graph.requests.allSatisfy { $0.asker == 2 && $0.lookup == .nearestAncestor })
        let resolution = GraphResolution(graph)
        #expect(resolution.answers == [0, 1])
    }

    @Test func aWhoopRequestIsTypedByTheInitializerItIsPassedToEvenInAFileTheKeywordFilterSkipped() throws {
        let directory = try TemporaryDirectory()
        // No DI words: the parse stage skips this file, and the second pass reads its shapes.
        let order = try directory.write("Order.swift", "struct Order { let size: Int; var extras: [String] = []; let note: String }")
        let module = FileSummarizer.summarize(source: """
            import WhoopStyle
            final class Shop: DependencyModule {
                override func defineDependencies() {
                    factory { Order(size: try self.get(), extras: try self.get(), note: try self.get() as String) }
                }
            }
            """, path: "Module.swift")
        let shapes = SkippedFileShapes.read(
            for: [module], skippedFiles: [(order, nil)], otherFiles: FileContents(maximumSize: 1 << 20), concurrencyLimit: 1)
        #expect(shapes.map(\.path) == [order])
        let graph = StyleGraphBuilder().build([module], aliases: TypealiasTable([]), skippedShapes: shapes).graph
        #expect(graph.requests.map(\.key.description) == [
            "Int with name: <no name>", "[String] with name: <no name>", "String with name: <no name>",
        ])
    }

    @Test func aDefinitionWhoseTypeCannotBeInferredIsAWarningAndItsNameIsNotReportedMissing() {
        let (graph, diagnostics) = graph(["App.swift": """
            import WhoopStyle
            final class Shop: DependencyModule {
                override func defineDependencies() {
                    factory(name: "price") { makePrice() }
                    factory { Label(text: try self.get("price")) }
                }
            }
            final class Label { init(text: Double) {} }
            """])
        #expect(graph.scopes[0].uninferred == [UninferredBinding(name: "price", typeName: nil)])
        #expect(diagnostics.map(\.id) == [.uninferredType])
        #expect(diagnostics[0].location?.line == 4)
    }

    @Test func dripGeneratorsAreBindingsOfTheOwnerAndAccessorChainsPickTheOverloadByType() {
        let (graph, _) = graph(["App.swift": """
            import DripStyle
            final class AppComponent: Component { var core: CoreModule { module() } }
            final class CoreModule: Module<AppComponent> {
                func inject() -> Api { single { Api() } }
                func inject() -> Store { single { c in Store(api: c.core.inject()) } }
            }
            final class ViewComponent: Component {
                var app: AppComponent { parent() }
                var view: ViewModule { module() }
            }
            final class ViewModule: Module<ViewComponent> {
                func inject() -> Screen { transient { c in Screen(store: c.app.core.inject()) } }
            }
            final class Api {}
            final class Store { init(api: Api) {} }
            final class Screen { init(store: Store) {} }
            """])
        #expect(graph.scopes.map(\.name) == ["AppComponent", "ViewComponent"])
        #expect(graph.scopes[1].parents == [0])
        #expect(graph.scopes[1].requirements.map(\.accessorName) == ["app", "view"])
        #expect(graph.bindings.map { "\($0.owner).\($0.key)" } == ["CoreModule.Api", "CoreModule.Store", "ViewModule.Screen"])
        #expect(graph.requests.map(\.key.description) == ["Api", "Store"])
        #expect(graph.requests.map(\.lookup) == [.exactly(0), .exactly(0)])
        #expect(GraphResolution(graph).answers == [0, 1])
    }

    @Test func dripRequestsWorkedThroughSideBySideMatchOneThread() {
        // Enough modules for the requests to be split among threads; each reads its parent's.
        var source = "import DripStyle\nfinal class C0: Component { var m: M0 { module() } }\n"
            + "final class M0: Module<C0> { func inject() -> T0 { single { T0() } } }\nfinal class T0 {}\n"
        for index in 1..<1_100 {
            source += """
                final class C\(index): Component { var p: C\(index - 1) { parent() }; var m: M\(index) { module() } }
                final class M\(index): Module<C\(index)> { func inject() -> T\(index) { single { c in T\(index)(previous: c.p.m.inject()) } } }
                final class T\(index) { init(previous: T\(index - 1)) {} }

                """
        }
        let summaries = [FileSummarizer.summarize(source: source, path: "App.swift")]
        let aliases = TypealiasTable([])
        let oneThread = StyleGraphBuilder(concurrencyLimit: 1).build(summaries, aliases: aliases)
        let twoThreads = StyleGraphBuilder(concurrencyLimit: 2).build(summaries, aliases: aliases)
        #expect(oneThread.graph.requests.count == 1_099)
        #expect(twoThreads.graph == oneThread.graph)
        #expect(twoThreads.whoopFindings.uninferredDefinitions.map(\.location) == oneThread.whoopFindings.uninferredDefinitions.map(\.location))
    }
}
