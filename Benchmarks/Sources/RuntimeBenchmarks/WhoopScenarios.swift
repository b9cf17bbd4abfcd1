import WhoopStyle

// WhoopDI's README shape: modules defining factories and singletons, resolved with `inject`,
// nested dependencies fetched with the module's `get`.

final class WhoopModule: DependencyModule {
    override func defineDependencies() {
        singleton { Service() }
        factory(name: "port") { 8080 }
        factory(name: "timeout") { 30 }
        factory { Level1() }
        factory { Level2(try self.get()) }
        factory { Level3(try self.get()) }
        factory { Level4(try self.get()) }
        factory { Level5(try self.get()) }
    }
}

enum WhoopContenders {
    static let label = "WhoopStyle"

    private static let registered: Void = {
        WhoopDI.setup(modules: [WhoopModule()])
    }()

    static func singleton() -> Contender {
        registered
        return Contender(label: label + " (WhoopDI.inject)") { iterations in
            for _ in 0..<iterations { blackHole(WhoopDI.inject() as Service) }
        }
    }

    static func singletonFromContainer() -> Contender {
        let container = Container(modules: [WhoopModule()])
        return Contender(label: label + " (Container.inject)") { iterations in
            for _ in 0..<iterations { blackHole(container.inject() as Service) }
        }
    }

    static func namedValue() -> Contender {
        registered
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(WhoopDI.inject("port") as Int) }
        }
    }

    static func factoryChain() -> Contender {
        registered
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(WhoopDI.inject() as Level5) }
        }
    }
}
