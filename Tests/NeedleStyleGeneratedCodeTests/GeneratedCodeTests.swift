import Testing
import NeedleStyle

/// Needle-generated code compiles against NeedleStyle with only its import changed, and every
/// component gets each dependency from its nearest ancestor declaring it.
@Suite struct GeneratedCodeTests {
    init() {
        registerProviderFactories()
    }

    @Test func componentsHaveNeedlesPaths() {
        let root = RootComponent()
        let loggedIn = root.loggedInComponent
        let game = loggedIn.gameComponent
        #expect(root.path == ["^", "RootComponent"])
        #expect(root.loggedOutComponent.scoreSheetComponent.path
            == ["^", "RootComponent", "LoggedOutComponent", "ScoreSheetComponent"])
        #expect(game.scoreSheetComponent.path
            == ["^", "RootComponent", "LoggedInComponent", "GameComponent", "ScoreSheetComponent"])
    }

    @Test func loggedInGetsItsDependenciesFromTheRoot() {
        let root = RootComponent()
        let loggedIn = root.loggedInComponent
        #expect(loggedIn.dependency.playersStore === root.playersStore)
        #expect(loggedIn.playersStore === root.playersStore)
        #expect(loggedIn.title == "TicTacToe")
    }

    @Test func gameGetsTheScoreStreamOfLoggedInWhichShadowsTheRoots() {
        let root = RootComponent()
        let loggedIn = root.loggedInComponent
        let game = loggedIn.gameComponent
        #expect(identical(game.dependency.scoreStream, loggedIn.scoreStream))
        #expect(!identical(game.dependency.scoreStream, root.scoreStream))
        #expect(game.dependency.scoreStream.owner == "loggedIn")
        #expect(game.playersStore === root.playersStore)
    }

    @Test func scoreSheetGetsTheNearestScoreStreamOnEachPath() {
        let root = RootComponent()
        let loggedOut = root.loggedOutComponent
        let loggedIn = root.loggedInComponent
        let game = loggedIn.gameComponent

        let underLoggedOut = loggedOut.scoreSheetComponent
        #expect(identical(underLoggedOut.scoreStream, root.scoreStream))
        #expect(underLoggedOut.scoreStream.owner == "root")

        let underLoggedIn = loggedIn.scoreSheetComponent
        #expect(identical(underLoggedIn.scoreStream, loggedIn.scoreStream))
        #expect(underLoggedIn.scoreStream.owner == "loggedIn")

        let underGame = game.scoreSheetComponent
        #expect(identical(underGame.scoreStream, game.scoreStream))
        #expect(underGame.scoreStream.owner == "game")
        let gameStream = game.scoreStream as? ScoreStreamImpl
        #expect(identical(gameStream?.upstream, loggedIn.scoreStream))

        for sheet in [underLoggedOut, underLoggedIn, underGame] {
            #expect(sheet.title == "TicTacToe")
        }
    }

    @Test func sharedValuesBelongToTheComponentThatMadeThem() {
        let root = RootComponent()
        let first = root.loggedInComponent
        let second = root.loggedInComponent
        #expect(!identical(first.scoreStream, second.scoreStream))
        #expect(identical(first.gameComponent.dependency.scoreStream, first.scoreStream))
        #expect(first.playersStore === second.playersStore)
    }

    @Test func scopeIsNeedlesScopeForAFileThatImportsOnlyNeedleStyle() {
        let root = RootComponent()
        let scope: Scope = root.loggedInComponent
        let qualified: NeedleFoundation.Scope = scope
        #expect(qualified.path == ["^", "RootComponent", "LoggedInComponent"])
        #expect(scope.parent === root)
    }
}

/// Whether two references are the same object. `#expect(a === b)` with an existential operand
/// crashes the Swift 6.3.1 compiler (SILGen reabstraction of `===`), so such checks call this.
func identical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
    lhs === rhs
}
