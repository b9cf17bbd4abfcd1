import WhoopStyle

final class Grinder {}

final class BaseModule: DependencyModule {
    override func defineDependencies() {
        singleton { Grinder() }
    }
}

final class BarModule: DependencyModule {
    override var moduleDependencies: [DependencyModule] { [BaseModule()] }

    override func defineDependencies() {
        factory { Grinder() }
    }
}

WhoopDI.setup(modules: [BarModule()])
