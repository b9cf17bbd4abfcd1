import Testing
@testable import DIGenKit

/// One test per graph rule, each over a fixture app, each message asserted verbatim.
@Suite struct GraphRuleTests {
    @Test func aCorrectAppHasNoDiagnosticsAndEveryPathIsChecked() {
        let analysis = Fixture.check("TicTacToe")
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        #expect(analysis.exitCode == 0)
        #expect(analysis.model?.componentNames == [
            "GameComponent", "LoggedInComponent", "LoggedOutComponent", "RootComponent", "ScoreSheetComponent",
        ])
        // ScoreSheetComponent has two parents, so six root-to-component paths.
        #expect(analysis.pathsChecked == 6)
        #expect(analysis.filesFound == 7)
        #expect(analysis.filesParsed == 6)
        #expect(analysis.model?.imports == ["import NeedleFoundation", "import UIKit"])
    }

    @Test func aMissingProviderIsReportedInNeedlesSentenceAtTheRequirement() {
        let analysis = Fixture.check("MissingDependency")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/MissingDependency/App.swift:14:9: error: Could not find a provider for (scoreStream: MyScoreStream) which was required by ScoreSheetDependency, along the DI branch of RootComponent->LoggedInComponent->ScoreSheetComponent. [digen/MissingDependency]
            Fixtures/MissingDependency/App.swift:14:9: note: ScoreSheetComponent is declared at Fixtures/MissingDependency/App.swift:17:13.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aMissingProviderListsSameTypedPropertiesOfTheNearestAncestorThatHasAny() {
        let analysis = Fixture.check("PossibleMatches")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/PossibleMatches/App.swift:18:9: error: Could not find a provider for (scoreStream: MyScoreStream) which was required by ScoreSheetDependency, along the DI branch of RootComponent->LoggedInComponent->ScoreSheetComponent. Found possible matches ["mutableScoreStream", "backupScoreStream"] at LoggedInComponent. [digen/MissingDependency]
            Fixtures/PossibleMatches/App.swift:18:9: note: LoggedInComponent has scoreStream of type ScoreStream at Fixtures/PossibleMatches/App.swift:13:9, which is not MyScoreStream.
            Fixtures/PossibleMatches/App.swift:18:9: note: ScoreSheetComponent is declared at Fixtures/PossibleMatches/App.swift:21:13.
            """,
        ])
    }

    @Test func typesMatchAfterNormalisation() {
        let analysis = Fixture.check("TypeNormalization")
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        #expect(analysis.pathsChecked == 2)
    }

    @Test func aComponentCycleIsReportedOnceWithTheWholePath() {
        let analysis = Fixture.check("DependencyCycle")
        #expect(Fixture.lines(analysis, minimum: .note) == [
            """
            Fixtures/DependencyCycle/App.swift:15:34: error: Dependency cycle detected along the path of AComponent->BComponent->AComponent [digen/DependencyCycle]
            Fixtures/DependencyCycle/App.swift:15:34: note: Each component in the path is instantiated by the one after it.
            Fixtures/DependencyCycle/App.swift:15:34: note: AComponent is declared at Fixtures/DependencyCycle/App.swift:10:13.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func duplicateComponentsAndDependencyProtocolsAreBothReported() {
        let analysis = Fixture.check("DuplicateDeclarations")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/DuplicateDeclarations/Second.swift:3:10: error: Needle does not support dependency protocols with the same name GameDependency [digen/DuplicateDependency]
            Fixtures/DuplicateDeclarations/Second.swift:3:10: note: GameDependency is also declared at Fixtures/DuplicateDeclarations/First.swift:3:10.
            """,
            """
            Fixtures/DuplicateDeclarations/Second.swift:5:13: error: Needle does not support components with the same name GameComponent [digen/DuplicateComponent]
            Fixtures/DuplicateDeclarations/Second.swift:5:13: note: GameComponent is also declared at Fixtures/DuplicateDeclarations/First.swift:5:13.
            """,
        ])
    }

    /// An extension of a component no file declares (one from another module, say) is a warning
    /// when it declares properties, which then provide nothing, and ignored otherwise, as Needle
    /// ignores it (issue 19).
    @Test func anExtensionOfAnUndeclaredComponentIsAWarningOnlyWhenItHasProperties() {
        let analysis = Fixture.check("ExtensionWithoutDeclaration")
        #expect(Fixture.lines(analysis, minimum: .note) == [
            """
            Fixtures/ExtensionWithoutDeclaration/App.swift:5:11: warning: ProfileComponent only has extension but missing declaration. [digen/ExtensionWithoutDeclaration]
            Fixtures/ExtensionWithoutDeclaration/App.swift:5:11: note: No file digen read declares ProfileComponent, so the property of this extension provides nothing on the DI graph.
            """,
        ])
        #expect(analysis.exitCode == 0)
        // Properties from an extension of a declared component count.
        #expect(analysis.model?.components["RootComponent"]?.providedProperties.map(\.name) == ["clock"])
    }

    @Test func anUnknownDependencyProtocolIsReportedAndANonDependencyProtocolExplained() {
        let analysis = Fixture.check("UnknownDependency")
        #expect(Fixture.lines(analysis) == [
            "Fixtures/UnknownDependency/App.swift:8:13: error: Missing dependency protocol data model with name GameDependency, for GameComponent. [digen/UnknownDependency]",
            """
            Fixtures/UnknownDependency/App.swift:14:13: error: Missing dependency protocol data model with name ChatDependency, for ChatComponent. [digen/UnknownDependency]
            Fixtures/UnknownDependency/App.swift:14:13: note: ChatDependency is declared at Fixtures/UnknownDependency/App.swift:10:10 but does not inherit from Dependency.
            """,
        ])
    }

    @Test func aParentOtherThanSelfIsABadInstantiation() {
        let analysis = Fixture.check("BadInstantiation")
        #expect(Fixture.lines(analysis, minimum: .note) == [
            """
            Fixtures/BadInstantiation/App.swift:7:9: error: GameComponent is instantiated incorrectly in Fixtures/BadInstantiation/App.swift. All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter. [digen/BadInstantiation]
            Fixtures/BadInstantiation/App.swift:7:9: note: The parent argument here is `other`.
            """,
        ])
    }

    @Test func anUnreachableComponentIsAnOrphanNoteNotAnError() {
        let analysis = Fixture.check("SourcesList/Other.swift")
        #expect(Fixture.lines(analysis, minimum: .note) == [
            """
            Fixtures/SourcesList/Other.swift:5:13: note: OtherComponent is an orphan scope therefore ignored from parsing. [digen/OrphanComponent]
            Fixtures/SourcesList/Other.swift:5:13: note: No component instantiates OtherComponent with `parent: self`, and it is not a BootstrapComponent.
            """,
        ])
        #expect(analysis.exitCode == 0)
    }

    @Test func privatePropertiesAreNotProvidersAndSayWhy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", """
            import NeedleFoundation

            final class RootComponent: BootstrapComponent {
                private var token: Token { Token() }
                var childComponent: ChildComponent { ChildComponent(parent: self) }
            }

            protocol ChildDependency: Dependency {
                var token: Token { get }
            }

            final class ChildComponent: Component<ChildDependency> {}
            """)
        let analysis = DIGen.check(directory.options(["."]))
        let lines = analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "Temp") }
        #expect(lines == [
            "Temp/App.swift:4:17: note: RootComponent (token: Token) property is private/fileprivate, therefore inaccessible on DI graph. [digen/InaccessibleProperty]",
            """
            Temp/App.swift:9:9: error: Could not find a provider for (token: Token) which was required by ChildDependency, along the DI branch of RootComponent->ChildComponent. [digen/MissingDependency]
            Temp/App.swift:9:9: note: RootComponent.token at Temp/App.swift:4:17 is private, so descendants cannot use it.
            Temp/App.swift:9:9: note: ChildComponent is declared at Temp/App.swift:12:13.
            """,
        ])
    }

    @Test func everyDetectedSpellingOfAComponentIsFoundAndLookalikesAreNot() {
        let analysis = Fixture.check("Detection")
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        #expect(analysis.model?.componentNames == [
            "MultiLineComponent", "QualifiedComponent", "RootComponent", "SpacedComponent",
        ])
        #expect(analysis.model?.components["MultiLineComponent"]?.dependencyName == "MultiLineDependency")
        #expect(analysis.model?.dependencies.keys.sorted() == [
            "MultiLineDependency", "QualifiedDependency", "SpacedDependency",
        ])
    }

    @Test func pluginizedComponentsCountOnlyInPluginizedMode() {
        let plain = Fixture.check("Pluginized")
        #expect(plain.model?.componentNames == ["RootComponent"])

        let pluginized = Fixture.check("Pluginized") { $0.pluginized = true }
        #expect(Fixture.lines(pluginized, minimum: .note) == [])
        #expect(pluginized.model?.components["GameComponent"]?.children == ["GameNonCoreComponent"])
        #expect(pluginized.pathsChecked == 3)
    }

    @Test func allErrorsOfARunAreCollected() {
        let analysis = Fixture.check("MissingDependency", "DependencyCycle/App.swift", "BadInstantiation/App.swift")
        let ids = analysis.diagnostics.filter { $0.severity == .error }.map(\.id)
        // RootComponent is declared three times here, which is reported too.
        #expect(Set(ids) == [.missingDependency, .dependencyCycle, .badInstantiation, .duplicateComponent])
    }
}
