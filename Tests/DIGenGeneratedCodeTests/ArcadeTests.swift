import NeedleStyle
import Testing

/// The code `digen generate` wrote (the plugin's DigenGenerated.swift) compiles with the runtime, and every
/// component gets each dependency from its nearest ancestor providing it.
@Suite struct ArcadeTests {
    init() {
        registerProviderFactories()
    }

    @Test func loggedInAndLoggedOutReadTheRoot() {
        let root = ArcadeRootComponent()
        #expect(root.loggedInComponent.dependency.playersStore === root.playersStore)
        #expect(root.loggedInComponent.dependency.title == "Arcade")
        #expect(root.loggedOutComponent.dependency.playersStore === root.playersStore)
    }

    @Test func gameReadsLoggedInsScoreStreamWhichShadowsTheRoots() {
        let root = ArcadeRootComponent()
        let loggedIn = root.loggedInComponent
        let game = loggedIn.gameComponent
        #expect(game.dependency.scoreStream === loggedIn.scoreStream)
        #expect(game.dependency.scoreStream.owner == "loggedIn")
        #expect(game.dependency.playersStore === root.playersStore)
    }

    @Test func scoreSheetReadsTheNearestScoreStreamOnEachPathAndKeepsItsDynamicArgument() {
        let root = ArcadeRootComponent()
        let loggedIn = root.loggedInComponent
        let game = loggedIn.gameComponent

        let underGame = game.scoreSheet(gameID: "g42")
        #expect(underGame.gameID == "g42")
        #expect(underGame.dependency.scoreStream === game.scoreStream)
        #expect(underGame.dependency.scoreStream.owner == "game")
        #expect(underGame.heading == "Arcade #g42")
        #expect(underGame.path == ["^", "ArcadeRootComponent", "LoggedInComponent", "GameComponent", "ScoreSheetComponent"])

        let lobby = loggedIn.lobbyScoreSheet
        #expect(lobby.dependency.scoreStream === loggedIn.scoreStream)
        #expect(lobby.dependency.scoreStream.owner == "loggedIn")
        #expect(lobby.heading == "Arcade #lobby")
        #expect((game.scoreStream as? ScoreStreamImpl)?.upstream === loggedIn.scoreStream)
    }

    @Test func settingsReadsTheRootUnderBothParents() {
        let root = ArcadeRootComponent()
        #expect(root.loggedInComponent.settingsComponent.dependency.title == "Arcade")
        #expect(root.loggedOutComponent.settingsComponent.dependency.title == "Arcade")
        #expect(root.loggedInComponent.settingsComponent.dependency.default == "Player")
    }
}
