import Testing
@testable import DIGenKit

/// Each graph rule on a graph built by hand, without parsing.
@Suite struct RuleTests {
    private let here = DIGenKit.SourceLocation(file: "App.swift", line: 1, column: 1)

    private func location(_ line: Int) -> DIGenKit.SourceLocation {
        DIGenKit.SourceLocation(file: "App.swift", line: line, column: 5)
    }

    private func whoopGraph() -> StaticGraph {
        var graph = StaticGraph()
        let app = graph.add(GraphScope(name: "WhoopDI.appContainer", kind: .appContainer, style: .whoop, location: here))
        let child = graph.add(GraphScope(name: "container child", kind: .container, style: .whoop, parents: [app], location: here))
        graph.add(GraphBinding(scope: app, key: .whoop(type: .named("Logger"), name: nil), kind: .singleton, owner: "Core", location: location(2)))
        graph.add(GraphBinding(scope: child, key: .whoop(type: .named("String"), name: "customer"), kind: .factory, owner: "Shop", location: location(3)))
        graph.requests = [
            GraphRequest(scope: child, key: .whoop(type: .named("Logger"), name: nil), asker: 1, askerName: "the factory", location: location(4), lookup: .nearestAncestor),
            GraphRequest(scope: app, key: .whoop(type: .named("String"), name: "customer"), asker: 0, askerName: "the singleton", location: location(5), lookup: .nearestAncestor),
            GraphRequest(scope: child, key: .whoop(type: .named("String"), name: "costumer"), asker: 1, askerName: "the factory", location: location(6), lookup: .nearestAncestor),
        ]
        return graph
    }

    @Test func aChildContainerResolvesThroughItsParentButNotTheOtherWay() {
        let graph = whoopGraph()
        let resolution = GraphResolution(graph)
        #expect(resolution.answers == [0, nil, nil])
        let missing = MissingBindingRule().diagnostics(in: graph, resolution: resolution)
        #expect(missing.map(\.description) == [
            """
            App.swift:5:5: error: Missing dependency for String with name: customer [digen/MissingDependency]
            App.swift:5:5: note: Asked for by the singleton, resolving in WhoopDI.appContainer.
            """,
        ])
        let misspelt = MisspelledNameRule().diagnostics(in: graph, resolution: resolution)
        #expect(misspelt.map(\.location?.line) == [6])
        #expect(misspelt.first?.message == "Missing dependency for String with name: costumer; did you mean \"customer\"?")
    }

    /// Requests resolved on several threads get the answers one thread gives.
    @Test func resolvingSideBySideAnswersAsResolvingAlone() {
        var graph = StaticGraph()
        var parent: Int?
        for level in 0..<4 {
            parent = graph.add(GraphScope(
                name: "container \(level)", kind: .container, style: .whoop, parents: parent.map { [$0] } ?? [], location: here))
        }
        for index in 0..<400 {
            graph.add(GraphBinding(
                scope: index % 4, key: .whoop(type: .named("Service\(index % 100)"), name: index % 3 == 0 ? "n" : nil),
                kind: .factory, owner: "Module", location: location(index)))
        }
        for index in 0..<9_000 {
            let type = TypeDescription.named("Service\(index % 150)")
            graph.requests.append(GraphRequest(
                scope: index % 4, key: .whoop(type: index % 7 == 0 ? .optional(type) : type, name: index % 5 == 0 ? "n" : nil),
                asker: nil, askerName: "the factory", location: location(index), lookup: index % 11 == 0 ? .exactly(0) : .nearestAncestor))
        }
        let alone = GraphResolution(graph).answers
        #expect(GraphResolution(graph, concurrencyLimit: 3).answers == alone)
        #expect(alone.contains(nil) && alone.contains { $0 != nil })
    }

    @Test func anIncompleteScopeReportsNoMissingKeys() {
        var graph = whoopGraph()
        graph.scopes[0].incompleteBecause = "`Remote` is not declared in the sources"
        #expect(MissingBindingRule().diagnostics(in: graph, resolution: GraphResolution(graph)) == [])
    }

    @Test func aCycleIsReportedOnceAcrossScopesThatShareItsDefinitions() {
        var graph = StaticGraph()
        for name in ["first", "second"] {
            let scope = graph.add(GraphScope(name: name, kind: .container, style: .whoop, location: here))
            let a = graph.add(GraphBinding(scope: scope, key: .whoop(type: .named("A"), name: nil), kind: .factory, owner: "M", location: location(2)))
            let b = graph.add(GraphBinding(scope: scope, key: .whoop(type: .named("B"), name: "b"), kind: .singleton, owner: "M", location: location(3)))
            graph.requests.append(GraphRequest(scope: scope, key: graph.bindings[b].key, asker: a, askerName: "", location: location(2), lookup: .nearestAncestor))
            graph.requests.append(GraphRequest(scope: scope, key: graph.bindings[a].key, asker: b, askerName: "", location: location(3), lookup: .nearestAncestor))
        }
        let cycles = BindingCycleRule().diagnostics(in: graph, resolution: GraphResolution(graph))
        #expect(cycles.map(\.message) == ["Dependency cycle detected: A -> B named \"b\" -> A."])
    }

    @Test func aConstructionMustGiveEveryParentAndModuleThatTheAccessorsReadOnItNeed() {
        var graph = StaticGraph()
        let app = graph.add(GraphScope(name: "AppComponent", kind: .dripComponent, style: .drip, location: here))
        var view = GraphScope(name: "ViewComponent", kind: .dripComponent, style: .drip, parents: [app], location: here)
        view.requirements = [
            ScopeRequirement(kind: .parent, typeName: "AppComponent", accessorName: "app", location: location(2)),
            ScopeRequirement(kind: .module, typeName: "ViewModule", accessorName: "view", location: location(3)),
        ]
        let viewScope = graph.add(view)
        let everything: Set<String> = ["app", "view"]
        graph.constructions = [
            GraphConstruction(scope: viewScope, parents: [app], modules: ["ViewModule"], overrides: [], location: location(7), readAccessors: everything),
            GraphConstruction(scope: viewScope, parents: [], modules: [], overrides: [], location: location(8), readAccessors: everything),
            // A parent digen cannot type may be the missing one: only the module is reported.
            GraphConstruction(scope: viewScope, parents: [nil], modules: [], overrides: [], location: location(9), readAccessors: everything),
            // Drip looks a parent or module up only when an accessor reads it: nothing read, nothing missing.
            GraphConstruction(scope: viewScope, parents: [], modules: [], overrides: [], location: location(10)),
            GraphConstruction(scope: viewScope, parents: [], modules: [], overrides: [], location: location(11), readAccessors: ["view"]),
        ]
        let found = ConstructionRule().diagnostics(in: graph, resolution: GraphResolution(graph))
        #expect(found.map { "\($0.location!.line) \($0.message)" } == [
            "8 [component: ViewComponent] failed to find parent: AppComponent",
            "8 [component: ViewComponent] failed to find module ViewModule",
            "9 [component: ViewComponent] failed to find module ViewModule",
            "11 [component: ViewComponent] failed to find module ViewModule",
        ])
    }

    @Test func anAbstractGeneratorIsFineWhenEveryConstructionOverridesIt() {
        var graph = StaticGraph()
        let scope = graph.add(GraphScope(name: "Net", kind: .dripComponent, style: .drip, location: here))
        graph.add(GraphBinding(scope: scope, key: .drip(.type(.named("Api"))), kind: .abstract, owner: "NetModule", location: location(2)))
        graph.constructions = [GraphConstruction(scope: scope, parents: [], modules: [], overrides: [.drip(.type(.named("Api")))], location: location(5))]
        #expect(AbstractGeneratorRule().diagnostics(in: graph, resolution: GraphResolution(graph)) == [])
        graph.constructions.append(GraphConstruction(scope: scope, parents: [], modules: [], overrides: [], location: location(6)))
        #expect(AbstractGeneratorRule().diagnostics(in: graph, resolution: GraphResolution(graph)).map(\.id) == [.abstractNotOverridden])
    }
}
