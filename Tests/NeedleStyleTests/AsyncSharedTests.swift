import Foundation
import Testing
@testable import NeedleStyle

/// Async `shared {}` (not in Needle): a property whose instance an async factory makes, once
/// per component however many tasks ask first; a throwing factory that keeps nothing when it
/// throws; a cycle named instead of a hang.
@Suite struct AsyncSharedTests {
    init() {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->AsyncRootComponent") {
            EmptyDependencyProvider(component: $0)
        }
    }

    @Test func eightTasksAtOnceGetOneInstanceMadeOnce() async {
        let component = AsyncRootComponent()
        let instances = await withTaskGroup(of: Catalogue.self) { group in
            for _ in 0..<8 {
                group.addTask { await component.catalogue }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(instances.count == 8)
        #expect(instances.allSatisfy { $0 === instances[0] })
        #expect(component.loads.withValue { $0 } == 1)
    }

    @Test func asyncAndSynchronousSharedInstancesOfOneTypeAreKeptApart() async {
        let component = AsyncRootComponent()
        let loaded = await component.catalogue
        #expect(loaded !== component.emptyCatalogue)
        #expect(component.emptyCatalogue === component.emptyCatalogue)
        #expect(await component.catalogue === loaded)
    }

    @Test func aThrowingFactoryKeepsNothingWhenItThrows() async throws {
        let component = AsyncRootComponent()
        await #expect(throws: CatalogueUnavailable.self) { try await component.remoteCatalogue }
        let catalogue = try await component.remoteCatalogue
        #expect(try await component.remoteCatalogue === catalogue)
        #expect(component.attempts.withValue { $0 } == 2)
    }

    @Test func aFactoryThatNeedsItsOwnInstanceThrowsTheCycle() async {
        let component = AsyncRootComponent()
        let error = await #expect(throws: (any Error).self) { try await component.selfReferential }
        #expect(String(describing: error!) == "Dependency cycle detected: Catalogue named \"selfReferential\" "
            + "-> Catalogue named \"selfReferential\".")
    }
}

final class Catalogue: Sendable {}

struct CatalogueUnavailable: Error {}

// Shared between tasks by the tests; its state is its shared instances and locked counters.
final class AsyncRootComponent: BootstrapComponent, @unchecked Sendable {
    let loads = Locked(0)
    let attempts = Locked(0)

    var catalogue: Catalogue {
        get async {
            await shared {
                loads.withValue { $0 += 1 }
                try? await Task.sleep(for: .milliseconds(20))
                return Catalogue()
            }
        }
    }

    var emptyCatalogue: Catalogue {
        shared { Catalogue() }
    }

    var remoteCatalogue: Catalogue {
        get async throws {
            try await shared {
                let attempt = attempts.withValue { value -> Int in
                    value += 1
                    return value
                }
                if attempt == 1 { throw CatalogueUnavailable() }
                return Catalogue()
            }
        }
    }

    var selfReferential: Catalogue {
        get async throws {
            try await shared { try await self.selfReferential }
        }
    }
}
