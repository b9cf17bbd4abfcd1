import Testing
@testable import DIGenKit

/// The WhoopDI and Drip rules, each over a fixture app, messages asserted verbatim; and a run
/// that mixes all three styles.
@Suite struct StyleRuleTests {
    @Test func cleanWhoopAndDripAppsHaveNoDiagnostics() {
        for name in ["WhoopClean", "DripClean"] {
            let analysis = Fixture.check(name)
            #expect(Fixture.lines(analysis, minimum: .note) == [], "\(name)")
            #expect(analysis.exitCode == 0)
        }
        #expect(Fixture.check("WhoopClean").summary
            == "digen: no problems: 9 WhoopDI definitions in 2 containers or module sets checked in 1 Swift file (1 parsed).")
        #expect(Fixture.check("DripClean").summary == "digen: no problems: 2 Drip components checked in 1 Swift file (1 parsed).")
    }

    @Test func whoopShapesThatRunFineAreNotReported() {
        // Two accumulations to one key, a request for an optional, a name digen cannot read, an
        // initializer declared in an extension, a module subclass that overrides nothing,
        // `Container { module in … }`, `Container(modules:parent:)`, and a module dependency made
        // with an argument (`[Strength(level: 2)]`).
        let analysis = Fixture.check("WhoopEdgeCases")
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        let scopes = analysis.graph.scopes
        #expect(scopes.map(\.name) == ["container base", "container local", "container child", "Brewing", "Strength", "ToppingModule"])
        #expect(scopes[2].parents == [0])
        #expect(scopes[1].hasDynamicNames)
        #expect(analysis.graph.requests.contains { $0.key == .whoop(type: .array(.named("String")), name: nil) })
    }

    @Test func aWhoopRequestNothingProvidesIsReportedInWhoopDIsWordsAtTheCall() {
        let analysis = Fixture.check("WhoopMissing")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/WhoopMissing/App.swift:10:43: error: Missing dependency for Logger with name: <no name> [digen/MissingDependency]
            Fixtures/WhoopMissing/App.swift:10:43: note: Asked for by the factory at Fixtures/WhoopMissing/App.swift:10:9 in StoreModule, resolving in WhoopDI.appContainer.
            """,
            """
            Fixtures/WhoopMissing/App.swift:10:66: error: Missing dependency for String with name: title [digen/MissingDependency]
            Fixtures/WhoopMissing/App.swift:10:66: note: Asked for by the factory at Fixtures/WhoopMissing/App.swift:10:9 in StoreModule, resolving in WhoopDI.appContainer.
            Fixtures/WhoopMissing/App.swift:10:66: note: Similar dependency: String with name: subtitle, defined at Fixtures/WhoopMissing/App.swift:11:9 in StoreModule.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aCycleBetweenWhoopDefinitionsNamesEveryKeyWithWhereItIsDefined() {
        let analysis = Fixture.check("WhoopCycle")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/WhoopCycle/App.swift:12:9: error: Dependency cycle detected: Barista -> Till -> Barista. [digen/DependencyCycle]
            Fixtures/WhoopCycle/App.swift:12:9: note: Barista is defined at Fixtures/WhoopCycle/App.swift:12:9 (factory in StaffModule).
            Fixtures/WhoopCycle/App.swift:12:9: note: Till is defined at Fixtures/WhoopCycle/App.swift:13:9 (singleton in StaffModule).
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aWhoopKeyDefinedTwiceInOneContainerIsAWarningWithBothPlaces() {
        let analysis = Fixture.check("WhoopDuplicate")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/WhoopDuplicate/App.swift:15:9: warning: Grinder with name: <no name> is defined twice in the modules of WhoopDI.appContainer; this definition replaces the one in BaseModule. [digen/DuplicateBinding]
            Fixtures/WhoopDuplicate/App.swift:15:9: note: The other definition is at Fixtures/WhoopDuplicate/App.swift:7:9.
            """,
        ])
        #expect(analysis.exitCode == 0)
    }

    @Test func aMisspeltWhoopNameSaysWhichNameItProbablyMeant() {
        let analysis = Fixture.check("WhoopTypo")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/WhoopTypo/App.swift:10:42: error: Missing dependency for String with name: costumer; did you mean "customer"? [digen/MisspelledName]
            Fixtures/WhoopTypo/App.swift:10:42: note: "costumer" is asked for by the factory at Fixtures/WhoopTypo/App.swift:10:9 in CounterModule.
            Fixtures/WhoopTypo/App.swift:10:42: note: String with name: customer is defined at Fixtures/WhoopTypo/App.swift:9:9 in CounterModule.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aDripChainThatMissesAParentOrAModuleIsReportedInDripsWordsAtTheChainEvenOverSeveralStatements() {
        let analysis = Fixture.check("DripBrokenChain")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/DripBrokenChain/App.swift:21:20: error: [component: ViewComponent] failed to find parent: ApplicationComponent [digen/MissingParent]
            Fixtures/DripBrokenChain/App.swift:21:20: note: ViewComponent.root at Fixtures/DripBrokenChain/App.swift:12:9 reads it; add `.parent { … }` returning the ApplicationComponent to this chain.
            """,
            """
            Fixtures/DripBrokenChain/App.swift:23:20: error: [component: ViewComponent] failed to find module ViewModule [digen/MissingModule]
            Fixtures/DripBrokenChain/App.swift:23:20: note: ViewComponent.view at Fixtures/DripBrokenChain/App.swift:13:9 reads it; add `.module(ViewModule.self) { ViewModule($0) }` to this chain.
            """,
            """
            Fixtures/DripBrokenChain/App.swift:32:20: error: [component: ViewComponent] failed to find parent: ApplicationComponent [digen/MissingParent]
            Fixtures/DripBrokenChain/App.swift:32:20: note: ViewComponent.root at Fixtures/DripBrokenChain/App.swift:12:9 reads it; add `.parent { … }` returning the ApplicationComponent to this chain.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aDripGeneratorCycleThroughInjectCallsNamesEveryStep() {
        let analysis = Fixture.check("DripCycle")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/DripCycle/App.swift:17:10: error: Dependency cycle detected: Engine -> Gearbox -> Engine. [digen/DependencyCycle]
            Fixtures/DripCycle/App.swift:17:10: note: Engine is defined at Fixtures/DripCycle/App.swift:17:10 (single in PartsModule).
            Fixtures/DripCycle/App.swift:17:10: note: Gearbox is defined at Fixtures/DripCycle/App.swift:18:10 (transient in PartsModule).
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aDripAbstractGeneratorThatAChainDoesNotOverrideIsAnError() {
        let analysis = Fixture.check("DripAbstract")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/DripAbstract/App.swift:13:10: error: Failed to implement abstract generator of Api [digen/AbstractNotOverridden]
            Fixtures/DripAbstract/App.swift:13:10: note: NetworkComponent is made at Fixtures/DripAbstract/App.swift:19:17 without `.override(…)` for Api.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func anAppMixingAllThreeStylesIsCheckedWhole() {
        let analysis = Fixture.check("MixedStyles")
        #expect(Fixture.lines(analysis).count == 2)
        #expect(analysis.summary == "digen: 2 errors, 0 warnings: 2 components on 2 paths, 2 WhoopDI definitions in 1 container or module set, 2 Drip components checked in 3 Swift files (3 parsed).")
        #expect(analysis.model?.componentNames == ["ChildComponent", "RootComponent"])
    }

    @Test func styleNarrowsWhatIsRead() {
        let needleOnly = Fixture.check("MixedStyles") { $0.styles = .needle }
        #expect(needleOnly.exitCode == 0)
        #expect(needleOnly.summary == "digen: no problems: 2 components on 2 paths checked in 3 Swift files (3 parsed).")
        let dripOnly = Fixture.check("MixedStyles") { $0.styles = .drip }
        #expect(dripOnly.summary == "digen: no problems: 2 Drip components checked in 3 Swift files (3 parsed).")
        let whoopOnly = Fixture.check("MixedStyles") { $0.styles = .whoop }
        #expect(whoopOnly.exitCode == 1)
        #expect(whoopOnly.model?.componentNames == [])
    }

    @Test func sourcesWithNoDeclarationsOfAnyStyleSaySoInsteadOfNoProblems() {
        let analysis = Fixture.check("NoDeclarations")
        #expect(analysis.summary == "digen: no Needle, WhoopDI or Drip declarations found in 2 Swift files.")
        #expect(analysis.exitCode == 0)
    }
}
