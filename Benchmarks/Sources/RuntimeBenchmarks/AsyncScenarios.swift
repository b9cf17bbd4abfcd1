import Dispatch
import DripStyle
import NeedleStyle
import WhoopStyle

// Reading a value an async provider made, once it is made: what every request after the first
// costs. Each contender runs its loop inside one task, which the calling thread waits for, so
// the task's start is set-up that the two-length counts of `count-per-op.sh` cancel out.

final class AsyncWhoopModule: DependencyModule {
    override func defineDependencies() {
        singleton(name: "async") { () async -> Service in Service() }
        singleton { Service() }
    }
}

final class AsyncSharingRoot: BootstrapComponent, @unchecked Sendable {
    var store: Service { get async { await shared { () async -> Service in Service() } } }
}

final class AsyncDripComponent: DripStyle.Component, @unchecked Sendable {
    var core: AsyncDripModule { module() }
}

final class AsyncDripModule: Module<AsyncDripComponent> {
    required init(_ component: AsyncDripComponent) {
        super.init(component)
    }

    func inject() async -> Service {
        await single { () async -> Service in Service() }
    }
}

// Everything a contender reads is made on its first run (static lets are lazy), not when the
// scenarios are listed: made up front, it would change the heap every other scenario's
// allocations are counted in.
enum AsyncContenders {
    private static let whoopContainer = Container(modules: [AsyncWhoopModule()])
    private static let needleRoot: AsyncSharingRoot = {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->AsyncSharingRoot") {
            EmptyDependencyProvider(component: $0)
        }
        return AsyncSharingRoot()
    }()
    private static let dripComponent = AsyncDripComponent().module(AsyncDripModule.self) { AsyncDripModule($0) }

    /// Runs `body` in a task and waits for it on the calling thread.
    private static func waitingFor(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await body()
            done.signal()
        }
        done.wait()
    }

    static func whoopSingletonThroughInject() -> Contender {
        Contender(label: "WhoopStyle (synchronous singleton, inject)") { iterations in
            let container = whoopContainer
            for _ in 0..<iterations { blackHole(container.inject() as Service) }
        }
    }

    static func whoopAsyncSingleton() -> Contender {
        Contender(label: "WhoopStyle (async singleton, injectAsync)") { iterations in
            let container = whoopContainer
            waitingFor {
                for _ in 0..<iterations { blackHole(await container.injectAsync("async") as Service) }
            }
        }
    }

    static func whoopSingletonThroughInjectAsync() -> Contender {
        Contender(label: "WhoopStyle (synchronous singleton, injectAsync)") { iterations in
            let container = whoopContainer
            waitingFor {
                for _ in 0..<iterations { blackHole(await container.injectAsync() as Service) }
            }
        }
    }

    static func needleAsyncShared() -> Contender {
        Contender(label: "NeedleStyle (async shared)") { iterations in
            let root = needleRoot
            waitingFor {
                for _ in 0..<iterations { blackHole(await root.store) }
            }
        }
    }

    static func dripAsyncSingle() -> Contender {
        Contender(label: "DripStyle (async single)") { iterations in
            let component = dripComponent
            waitingFor {
                for _ in 0..<iterations { blackHole(await component.core.inject() as Service) }
            }
        }
    }
}
