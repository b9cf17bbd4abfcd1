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

final class AsyncDripComponent: Component, @unchecked Sendable {
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

enum AsyncContenders {
    /// Runs `body` in a task and waits for it on the calling thread.
    private static func waitingFor(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await body()
            done.signal()
        }
        done.wait()
    }

    static func whoopAsyncSingleton() -> Contender {
        let container = Container(modules: [AsyncWhoopModule()])
        return Contender(label: "WhoopStyle (async singleton, injectAsync)") { iterations in
            waitingFor {
                for _ in 0..<iterations { blackHole(await container.injectAsync("async") as Service) }
            }
        }
    }

    static func whoopSingletonThroughInjectAsync() -> Contender {
        let container = Container(modules: [AsyncWhoopModule()])
        return Contender(label: "WhoopStyle (synchronous singleton, injectAsync)") { iterations in
            waitingFor {
                for _ in 0..<iterations { blackHole(await container.injectAsync() as Service) }
            }
        }
    }

    static func needleAsyncShared() -> Contender {
        __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->AsyncSharingRoot") {
            EmptyDependencyProvider(component: $0)
        }
        let root = AsyncSharingRoot()
        return Contender(label: "NeedleStyle (async shared)") { iterations in
            waitingFor {
                for _ in 0..<iterations { blackHole(await root.store) }
            }
        }
    }

    static func dripAsyncSingle() -> Contender {
        let component = AsyncDripComponent().module(AsyncDripModule.self) { AsyncDripModule($0) }
        return Contender(label: "DripStyle (async single)") { iterations in
            waitingFor {
                for _ in 0..<iterations { blackHole(await component.core.inject() as Service) }
            }
        }
    }
}
