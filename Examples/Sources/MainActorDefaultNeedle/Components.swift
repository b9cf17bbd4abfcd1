import NeedleStyle

// Needle in a target built with SwiftPM's `defaultIsolation(MainActor.self)` ("approachable
// concurrency"): every declaration here is on the main actor without saying so. The components
// subclass NeedleStyle's main-actor family, `MainActorBootstrapComponent` and
// `MainActorComponent`, whose initialisers are the main actor's (see Sources/NeedleStyle/NeedleStyle.docc/NeedleStyleAndSwiftConcurrency.md for why
// `BootstrapComponent` and `Component` cannot be subclassed in such a target). The file
// `digen generate` writes compiles here as it is.

/// The state the screens share; on the main actor, as everything in this target is.
final class TallyBoard {
    private(set) var scores: [String: Int] = [:]

    func record(_ points: Int, for player: String) {
        scores[player, default: 0] += points
    }
}

final class TallyRootComponent: MainActorBootstrapComponent {
    var tallyBoard: TallyBoard { shared { TallyBoard() } }
    var playerName: String { "Grace" }

    var game: TallyGameComponent { TallyGameComponent(parent: self) }
}

protocol TallyGameDependency: Dependency {
    var tallyBoard: TallyBoard { get }
    var playerName: String { get }
}

final class TallyGameComponent: MainActorComponent<TallyGameDependency> {
    func play(_ points: Int) -> String {
        dependency.tallyBoard.record(points, for: dependency.playerName)
        return "\(dependency.playerName): \(dependency.tallyBoard.scores[dependency.playerName] ?? 0)"
    }
}
