import Testing
import NeedleStyle

// The Needle guide's "Bootstrap Root" snippet, as the guide writes it: the root inherits
// `NeedleFoundation.RootComponent` and needs no dependency protocol.
class RootComponent: NeedleFoundation.RootComponent {
    var greeting: String { shared { "hello from the root" } }
}

@Suite(.serialized) struct BootstrapRootGuideTests {
    @Test func theGuidesRootComponentIsABootstrapComponentAtTheTopOfThePath() {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent") { component in
            EmptyDependencyProvider(component: component)
        }
        let rootComponent = RootComponent()
        #expect(rootComponent.path == ["^", "RootComponent"])
        #expect(rootComponent.greeting == "hello from the root")
    }
}
