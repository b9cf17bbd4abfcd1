import DIGraph
import Testing
@testable import NeedleStyle

/// The messages NeedleStyle stops the program with, word for word, and the checks that produce
/// them.
@Suite struct NeedleFailureTests {
    init() {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->FailureRootComponent") {
            NeedleStyle.EmptyDependencyProvider(component: $0)
        }
    }

    @Test func missingDependencyProviderFactoryMessage() {
        let failure = NeedleFailure.missingDependencyProviderFactory(path: ["^", "RootComponent", "GameComponent"])
        #expect(failure.description == #"Missing dependency provider factory for ["^", "RootComponent", "GameComponent"]. Call registerProviderFactories() (from the file `digen generate` writes) once at launch, before any component is made; if it runs, regenerate that file: this path is not in it."#)
    }

    @Test func componentWithNoRegisteredFactoryReportsItsPath() {
        let stranger = FailureUnregisteredScope()
        #expect(throws: NeedleFailure.missingDependencyProviderFactory(path: ["^", "Nowhere"])) {
            try __DependencyProviderRegistry.instance.factoryResult(for: stranger).get()
        }
    }

    @Test func providerOfTheWrongTypeIsReportedWithNeedlesMessage() {
        let component = FailureRootComponent()
        let result = Component<FailureDependency>.cast(FailureWrongProvider(), for: component)
        #expect(throws: NeedleFailure.self) { try result.get() }
        guard case let .failure(failure) = result else { return }
        #expect(failure.description == "Dependency provider factory for FailureRootComponent(custom) returned incorrect type. "
            + "Should be of type FailureDependency. Actual type is NeedleStyleTests.FailureWrongProvider")
    }

    @Test func providerOfTheRightTypeIsAccepted() throws {
        let provider = FailureRightProvider()
        let dependency = try Component<FailureDependency>.cast(provider, for: FailureRootComponent()).get()
        #expect(identical(dependency, provider))
    }

    @Test func pluginExtensionMessages() {
        #expect(NeedleFailure.missingPluginExtensionProviderFactory(path: ["^", "Root", "Game"]).description
            == #"Missing plugin extension provider factory for ["^", "Root", "Game"]"#)
        #expect(NeedleFailure.incorrectPluginExtensionProviderType(component: "Game", expected: "GamePluginExtension", actual: "Other").description
            == "Plugin extension provider factory for Game returned incorrect type. Should be of type GamePluginExtension. Actual type is Other")
        #expect(NeedleFailure.nonCoreComponentReleased(component: "Game").description
            == "Attempt to access non-core component of Game after it has been released.")
        #expect(NeedleFailure.pluginizedComponentNotBound(component: "Game").description
            == "Game should be bound to its corresponding lifecyle to avoid memory leaks.")
    }

    @Test func pluginExtensionOfTheWrongTypeIsReported() {
        let result = PluginizedComponent<EmptyDependency, FailurePluginExtension, FailureNonCore>
            .castPluginExtension(FailureWrongProvider(), for: FailureRootComponent())
        guard case let .failure(failure) = result else {
            Issue.record("a provider of the wrong type was accepted")
            return
        }
        #expect(failure.description == "Plugin extension provider factory for FailureRootComponent(custom) returned incorrect type. "
            + "Should be of type FailurePluginExtension. Actual type is NeedleStyleTests.FailureWrongProvider")
    }

    @Test func bootstrapParentMessage() {
        #expect(NeedleFailure.bootstrapComponentHasNoParent.description
            == "BootstrapComponent does not have a parent, do not use this property.")
    }

    @Test func sharedFactoryThatNeedsItselfReportsTheCycle() {
        let component = FailureRootComponent()
        var caught: (any Error)?
        do {
            _ = try component.sharedInstance(named: "loop") {
                try component.sharedInstance(named: "loop") { FailureRightProvider() }
            }
        } catch {
            caught = error
        }
        #expect(caught as? DIError == .cycle(path: [#"FailureRightProvider named "loop""#, #"FailureRightProvider named "loop""#]))
        let failure = NeedleFailure.sharedInstanceFailed(reason: String(describing: caught!))
        #expect(failure.description == #"Cannot create a shared instance: Dependency cycle detected: FailureRightProvider named "loop" -> FailureRightProvider named "loop"."#)
    }
}

final class FailureRootComponent: BootstrapComponent, CustomStringConvertible {
    var description: String { "FailureRootComponent(custom)" }
}

protocol FailureDependency: AnyObject {}

protocol FailurePluginExtension: AnyObject {}

final class FailureNonCore: NonCoreComponent<EmptyDependency> {}

final class FailureRightProvider: FailureDependency {}

final class FailureWrongProvider {}

final class FailureUnregisteredScope: NeedleStyle.Scope {
    let path = ["^", "Nowhere"]
    var parent: NeedleStyle.Scope { self }
}
