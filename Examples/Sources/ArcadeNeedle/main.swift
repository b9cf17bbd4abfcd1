import Foundation

// Wires the components with the providers digen generated, then shows that every dependency
// came from its nearest ancestor. Exits with 1 if one did not.
registerProviderFactories()

let root = RootComponent()
let loggedIn = root.loggedInComponent
let game = loggedIn.gameComponent
let scoreSheet = game.scoreSheetComponent(gameID: "g42")

/// Prints one dependency's line and answers whether it came from where it should.
func report(_ what: String, _ cameFromNearest: Bool, _ detail: String) -> Bool {
    print("\(cameFromNearest ? "ok  " : "FAIL") \(what): \(detail)")
    return cameFromNearest
}

let results = [
    report("LoggedIn.imageCache", loggedIn.dependency.imageCache === root.imageCache, "from RootComponent"),
    report("LoggedIn.networkService", loggedIn.dependency.networkService === root.networkService,
           "from RootComponent (\(loggedIn.dependency.networkService.host))"),
    report("Game.scoreStream", game.dependency.scoreStream === loggedIn.scoreStream,
           "from \(game.dependency.scoreStream.owner), which shadows root"),
    report("Game.networkService", game.dependency.networkService === root.networkService, "from RootComponent"),
    report("ScoreSheet.scoreStream", scoreSheet.dependency.scoreStream === loggedIn.scoreStream,
           "from \(scoreSheet.dependency.scoreStream.owner), two levels up"),
    report("ScoreSheet.imageCache", scoreSheet.dependency.imageCache === root.imageCache,
           "from RootComponent, three levels up"),
    report("ScoreSheet.gameID", scoreSheet.gameID == "g42", "\(scoreSheet.gameID), passed to its init"),
]
print("path: \(scoreSheet.path.joined(separator: "->"))")

let failures = results.filter { !$0 }.count
if failures > 0 {
    print("\(failures) dependencies did not come from their nearest ancestor")
    exit(1)
}
