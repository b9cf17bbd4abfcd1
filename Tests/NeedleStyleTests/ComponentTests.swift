import Testing
@testable import NeedleStyle

/// Needle's `ComponentTests`, in our words, plus what a component forwards from its dependency.
@Suite struct ComponentTests {
    init() {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->SharingComponent") { component in
            EmptyDependencyProvider(component: component)
        }
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->SharingComponent->GreetingComponent") { _ in
            FixedGreeting(greeting: "hello", count: 3)
        }
    }

    @Test func sharedPropertyReturnsOneInstancePerProperty() {
        let component = SharingComponent()
        #expect(component.first === component.first)
        #expect(component.second === component.second)
        #expect(component.first !== component.second)
    }

    @Test func sharedPropertyOfOptionalTypeReturnsTheMadeValue() {
        let component = SharingComponent()
        #expect(component.optionalShare === component.expectedOptionalShare)
        #expect(component.optionalShare === component.optionalShare)
    }

    @Test func sharedNilIsMadeOnceAndKept() {
        let component = SharingComponent()
        #expect(component.alwaysNil == nil)
        #expect(component.alwaysNil == nil)
        #expect(component.nilFactoryCalls == 1)
    }

    @Test func eachComponentHasItsOwnSharedInstances() {
        let one = SharingComponent()
        let other = SharingComponent()
        #expect(one.first !== other.first)
    }

    @Test func sharedInstancesOfOneMemberNameAreToldApartByType() {
        let component = SharingComponent()
        let number: Int = component.sameName()
        let text: String = component.sameName()
        #expect(number == 42)
        #expect(text == "forty-two")
    }

    @Test func sharedInMethodIgnoresTheArguments() {
        let component = SharingComponent()
        #expect(component.item(id: 1) === component.item(id: 2))
    }

    @Test func dynamicMemberLookupReadsTheDependency() {
        let component = GreetingComponent(parent: SharingComponent())
        #expect(component.greeting == "hello")
        #expect(component.count == 3)
        #expect(component.dependency.greeting == "hello")
    }
}

final class SharingComponent: BootstrapComponent {
    let expectedOptionalShare: Marker? = Marker()
    private(set) var nilFactoryCalls = 0

    var first: Marker { shared { Marker() } }

    var second: Marker { shared { Marker() } }

    var optionalShare: Marker? { shared { self.expectedOptionalShare } }

    var alwaysNil: Marker? {
        shared {
            nilFactoryCalls += 1
            return nil
        }
    }

    func sameName<T: SampleValue>() -> T { shared { T.sample } }

    func item(id: Int) -> Marker { shared { Marker() } }
}

protocol SampleValue { static var sample: Self { get } }
extension Int: SampleValue { static var sample: Int { 42 } }
extension String: SampleValue { static var sample: String { "forty-two" } }

protocol GreetingDependency: Dependency {
    var greeting: String { get }
    var count: Int { get }
}

final class FixedGreeting: GreetingDependency {
    let greeting: String
    let count: Int

    init(greeting: String, count: Int) {
        self.greeting = greeting
        self.count = count
    }
}

final class GreetingComponent: Component<GreetingDependency> {}

/// An object whose identity the tests compare.
final class Marker: Sendable {}
