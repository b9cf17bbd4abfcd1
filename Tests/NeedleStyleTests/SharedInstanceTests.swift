import DIGraph
import Testing
@testable import NeedleStyle

/// What `shared {}` keeps, and for how long, beyond Needle's own `ComponentTests`.
@Suite struct SharedInstanceTests {
    init() {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->KeepingComponent") {
            EmptyDependencyProvider(component: $0)
        }
    }

    @Test func valuesGoWithTheirComponent() {
        weak var kept: Marker?
        do {
            let component = KeepingComponent()
            kept = component.marker
            #expect(kept != nil)
            #expect(kept === component.marker)
        }
        #expect(kept == nil)
    }

    @Test func aTemporaryComponentsValueOutlivesIt() {
        // The component goes right after the read; the value was copied out before its entry went.
        let one = KeepingComponent().marker
        let other = KeepingComponent().marker
        #expect(one !== other)
    }

    @Test func aFactoryThatThrowsKeepsNothingAndTheNextReadMakesTheValue() throws {
        let component = KeepingComponent()
        var attempts = 0
        #expect(throws: SampleFailure.self) {
            _ = try component.sharedInstance(named: "flaky") { () throws -> Marker in
                attempts += 1
                throw SampleFailure()
            }
        }
        let made = try component.sharedInstance(named: "flaky") { () throws -> Marker in
            attempts += 1
            return Marker()
        }
        let again = try component.sharedInstance(named: "flaky") { () throws -> Marker in
            attempts += 1
            return Marker()
        }
        #expect(made === again)
        #expect(attempts == 2)
    }

    @Test func aCycleThroughTwoMembersNamesEachStep() {
        let component = KeepingComponent()
        var caught: (any Error)?
        do {
            _ = try component.sharedInstance(named: "first") { () throws -> Marker in
                _ = try component.sharedInstance(named: "second") { () throws -> Wrapper in
                    Wrapper(marker: try component.sharedInstance(named: "first") { Marker() })
                }
                return Marker()
            }
        } catch {
            caught = error
        }
        #expect(caught as? DIError == .cycle(path: [#"Marker named "first""#, #"Wrapper named "second""#, #"Marker named "first""#]))
        // Nothing half-made was kept: the same names make their values afterwards.
        let first = try? component.sharedInstance(named: "first") { Marker() }
        #expect(first != nil)
    }

    @Test func onlyComponentsHaveAPathRecord() {
        let component = KeepingComponent()
        #expect(component.__componentPathNode === KeepingComponent().__componentPathNode)
        #expect(component.__componentPathNode != nil)
        #expect(HandWrittenScope().__componentPathNode == nil)
    }
}

final class KeepingComponent: BootstrapComponent {
    var marker: Marker { shared { Marker() } }
}

struct SampleFailure: Error {}
