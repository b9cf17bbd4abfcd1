import Testing
@testable import DIGenKit

/// One test per open Needle issue that digen fixes.
@Suite struct NeedleIssueTests {
    /// uber/needle#462: a subclass of a user component is a component, inherits its dependency,
    /// properties and children, and each branch is resolved on its own.
    @Test func issue462SubclassOfAUserComponentIsAComponent() {
        let analysis = Fixture.check("Issue462Subclass")
        let test = analysis.model?.components["TestNetworkComponent"]
        #expect(test?.superclassName == "NetworkComponent")
        #expect(test?.dependencyName == "NetworkDependency")
        #expect(test?.children == ["UploadComponent"])
        #expect(test?.providedProperties.map(\.name) == ["client", "uploadComponent", "recorder"])
        // Only the production branch lacks `recorder`; the test branch gets it from the subclass.
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/Issue462Subclass/App.swift:19:9: error: Could not find a provider for (recorder: Recorder) which was required by UploadDependency, along the DI branch of RootComponent->NetworkComponent->UploadComponent. [digen/MissingDependency]
            Fixtures/Issue462Subclass/App.swift:19:9: note: UploadComponent is declared at Fixtures/Issue462Subclass/App.swift:22:13.
            """,
        ])
        #expect(analysis.pathsChecked == 6)
    }

    /// uber/needle#278: typealiases for components, for `Component<…>` superclasses, for
    /// dependency compositions and in property types; `Dependency` anywhere in the inheritance
    /// list; members inherited from other protocols.
    @Test func issue278TypealiasesAndInheritedDependencyMembers() {
        let analysis = Fixture.check("Issue278Typealias")
        let model = analysis.model
        #expect(model?.components["FeedComponent"]?.dependencyName == "LiveFeedDependency")
        #expect(model?.components["RootComponent"]?.children == ["FeedComponent", "ProfileComponent"])
        #expect(model?.dependencies["LiveFeedDependency"]?.members.map(\.name) == ["apiClient", "logger"])
        #expect(model?.dependencies["ProfileDependency"]?.members.map(\.name) == ["apiClient", "logger"])
        // `apiClient` is provided through `APIClientAlias`; only `logger` is really missing.
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/Issue278Typealias/App.swift:19:9: error: Could not find a provider for (logger: Logger) which was required by LiveFeedDependency, along the DI branch of RootComponent->FeedComponent. [digen/MissingDependency]
            Fixtures/Issue278Typealias/App.swift:19:9: note: FeedComponent is declared at Fixtures/Issue278Typealias/App.swift:25:13.
            """,
            """
            Fixtures/Issue278Typealias/App.swift:19:9: error: Could not find a provider for (logger: Logger) which was required by ProfileDependency, along the DI branch of RootComponent->ProfileComponent. [digen/MissingDependency]
            Fixtures/Issue278Typealias/App.swift:19:9: note: ProfileComponent is declared at Fixtures/Issue278Typealias/App.swift:27:13.
            """,
        ])
    }

    /// uber/needle#464: internal properties are providers by default; `--access-rules public`
    /// (`--require-public`) counts only public ones, for generated code in another module, and
    /// says why a property did not count. `public extension` members are public.
    @Test func issue464InternalPropertiesCountUnlessPublicIsRequired() {
        let relaxed = Fixture.check("Issue464Public")
        #expect(Fixture.lines(relaxed, minimum: .note) == [])

        let strict = Fixture.check("Issue464Public") { $0.accessRules = .public }
        #expect(Fixture.lines(strict) == [
            """
            Fixtures/Issue464Public/App.swift:14:9: error: Could not find a provider for (session: Session) which was required by SettingsDependency, along the DI branch of RootComponent->SettingsComponent. [digen/MissingDependency]
            Fixtures/Issue464Public/App.swift:14:9: note: RootComponent.session at Fixtures/Issue464Public/App.swift:4:9 is internal; with --require-public only public properties are providers.
            Fixtures/Issue464Public/App.swift:14:9: note: SettingsComponent is declared at Fixtures/Issue464Public/App.swift:19:20.
            """,
        ])
        #expect(strict.model?.components["RootComponent"]?.providedProperties.map(\.name)
            == ["analytics", "settingsComponent", "theme"])
    }

    /// uber/needle#394: `.init(parent: self)` creates an edge, with the type taken from the
    /// property, the function's return type or the annotated local.
    @Test func issue394ImplicitInitCreatesAnEdge() {
        let analysis = Fixture.check("Issue394Init")
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        #expect(analysis.model?.components["RootComponent"]?.children
            == ["CartComponent", "CheckoutComponent", "HistoryComponent", "WishlistComponent"])
    }

    /// uber/needle#435: `Module.X(parent: self)` creates an edge (proved by the check reaching
    /// HogeComponent and finding its unmet dependency).
    @Test func issue435ModuleQualifiedInstantiationCreatesAnEdge() {
        let analysis = Fixture.check("Issue435ModuleQualified")
        #expect(analysis.model?.components["RootComponent"]?.children == ["HogeComponent"])
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/Issue435ModuleQualified/HogeComponent.swift:4:9: error: Could not find a provider for (token: Token) which was required by HogeDependency, along the DI branch of RootComponent->HogeComponent. [digen/MissingDependency]
            Fixtures/Issue435ModuleQualified/HogeComponent.swift:4:9: note: HogeComponent is declared at Fixtures/Issue435ModuleQualified/HogeComponent.swift:7:20.
            """,
        ])
    }

    /// Components made by methods that take extra, dynamic arguments are children too.
    @Test func instantiationWithExtraDynamicArgumentsCreatesAnEdge() {
        let analysis = Fixture.check("DynamicArguments")
        #expect(analysis.model?.components["GameComponent"]?.children == ["ScoreSheetComponent"])
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/DynamicArguments/App.swift:19:9: error: Could not find a provider for (referee: Referee) which was required by ScoreSheetDependency, along the DI branch of RootComponent->GameComponent->ScoreSheetComponent. [digen/MissingDependency]
            Fixtures/DynamicArguments/App.swift:19:9: note: ScoreSheetComponent is declared at Fixtures/DynamicArguments/App.swift:22:13.
            """,
        ])
    }
}
