import Foundation
import Testing
@testable import NeedleStyle

/// Components on the main actor: the main-actor family (`MainActorBootstrapComponent`,
/// `MainActorComponent`), `@MainActor` subclasses of `Component`, and main-actor provider
/// factories, which the registry calls on the main actor and refuses, with a message naming the
/// path, anywhere else.
@Suite struct MainActorComponentTests {
    init() {
        let registry = __DependencyProviderRegistry.instance
        registry.registerDependencyProviderFactory(for: "^->MainActorRoot", mainActorEmptyProvider)
        registry.registerDependencyProviderFactory(for: "^->MainActorRoot->MainActorChild", mainActorBoardProvider)
        registry.registerDependencyProviderFactory(for: "^->AnnotatedRoot", mainActorEmptyProvider)
        registry.registerDependencyProviderFactory(for: "^->AnnotatedRoot->AnnotatedChild", mainActorBoardProvider)
        // A closure literal, as code written for Needle registers: the nonisolated overload.
        registry.registerDependencyProviderFactory(for: "^->AnywhereRoot") { EmptyDependencyProvider(component: $0) }
    }

    @MainActor @Test func theMainActorFamilyIsMadeAndWiredOnTheMainActor() {
        let root = MainActorRoot()
        let child = root.child
        #expect(child.path == ["^", "MainActorRoot", "MainActorChild"])
        #expect(child.dependency.board === root.board)
        #expect(root.board === root.board)
        child.dependency.board.points += 2
        #expect(root.board.points == 2)
    }

    @MainActor @Test func mainActorSubclassesOfComponentTakeMainActorFactoriesToo() {
        let root = AnnotatedRoot()
        #expect(root.child.dependency.board === root.board)
        #expect(root.child.path == ["^", "AnnotatedRoot", "AnnotatedChild"])
    }

    @Test func aClosureRegisteredAsNeedleCodeDoesIsNonisolated() async {
        let path = await Task.detached { AnywhereRoot().path }.value
        #expect(path == ["^", "AnywhereRoot"])
    }

    @Test func theMessageForAComponentMadeOffTheMainActorNamesThePathAndTheActor() {
        #expect(NeedleFailure.mainActorProviderOffMainActor(path: ["^", "RootComponent", "GameComponent"]).description
            == "The dependency provider for ^->RootComponent->GameComponent is isolated to the main actor, but the "
            + "component was made off the main actor. Make it on the main actor (mark the code that makes it "
            + "@MainActor), or make its dependency protocol nonisolated.")
    }

    @Test func aComponentMadeOffTheMainActorStopsWithThatMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->OffMainRoot", mainActorEmptyProvider)
            await Task.detached { _ = OffMainRoot() }.value
        }
        let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(standardError.contains(
            "Fatal error: The dependency provider for ^->OffMainRoot is isolated to the main actor, but the component was made off the main actor."))
    }
}

@MainActor private func mainActorEmptyProvider(_ component: Scope) -> AnyObject {
    EmptyDependencyProvider(component: component)
}

@MainActor private func mainActorBoardProvider(_ component: Scope) -> AnyObject {
    BoardFromParent(parent: component.parent)
}

@MainActor final class Board {
    var points = 0
}

@MainActor protocol BoardDependency: Dependency {
    var board: Board { get }
}

/// What the generated provider of `BoardDependency` does: reads the board from the parent.
@MainActor private final class BoardFromParent: BoardDependency {
    private let parent: Scope
    init(parent: Scope) { self.parent = parent }
    var board: Board {
        if let root = parent as? MainActorRoot { return root.board }
        return (parent as! AnnotatedRoot).board
    }
}

final class MainActorRoot: MainActorBootstrapComponent {
    var board: Board { shared { Board() } }
    var child: MainActorChild { MainActorChild(parent: self) }
}

final class MainActorChild: MainActorComponent<BoardDependency> {}

@MainActor final class AnnotatedRoot: BootstrapComponent {
    var board: Board { shared { Board() } }
    var child: AnnotatedChild { AnnotatedChild(parent: self) }
}

@MainActor final class AnnotatedChild: Component<BoardDependency> {}

final class AnywhereRoot: BootstrapComponent {}

final class OffMainRoot: BootstrapComponent {}
