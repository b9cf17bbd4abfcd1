import Foundation
import Testing
import DripStyle
import Synchronization

/// Async generators (not in Drip): `single` and `transient` with an async closure, awaited from
/// a module method; a `single` made once under concurrent first requests; overrides win.
@Suite struct AsyncGeneratorTests {
    @Test func anAsyncSingleIsMadeOnceUnderEightConcurrentFirstRequests() async {
        let component = StockComponent.make()
        let shelves = await withTaskGroup(of: Shelf.self) { group in
            for _ in 0..<8 {
                group.addTask { await component.stock.inject() }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(shelves.count == 8)
        #expect(shelves.allSatisfy { $0 === shelves[0] })
        #expect(component.loads.value == 1)
    }

    @Test func anAsyncTransientMakesAFreshValueEveryTime() async {
        let component = StockComponent.make()
        let one: Crate = await component.stock.inject()
        let other: Crate = await component.stock.inject()
        #expect(one !== other)
        #expect(one.shelf === other.shelf)
    }

    @Test func anOverrideWinsOverAnAsyncSingle() async {
        let replacement = Shelf()
        let component = StockComponent.make().override(replacement)
        let shelf: Shelf = await component.stock.inject()
        #expect(shelf === replacement)
        #expect(component.loads.value == 0)
    }
}

final class Shelf: Sendable {}

final class Crate: Sendable {
    let shelf: Shelf
    init(shelf: Shelf) { self.shelf = shelf }
}

// Shared between tasks by the tests; its state is the registry's and a locked counter.
final class StockComponent: Component, @unchecked Sendable {
    let loads = LoadCounter()
    var stock: StockModule { module() }

    static func make() -> StockComponent {
        StockComponent().module(StockModule.self) { StockModule($0) }
    }
}

final class StockModule: Module<StockComponent> {
    required init(_ component: StockComponent) {
        super.init(component)
    }

    func inject() async -> Shelf {
        await single {
            component.loads.increment()
            try? await Task.sleep(for: .milliseconds(20))
            return Shelf()
        }
    }

    func inject() async -> Crate {
        await transient { Crate(shelf: await inject()) }
    }
}

final class LoadCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}
