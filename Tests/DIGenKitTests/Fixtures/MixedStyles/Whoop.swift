import WhoopStyle

final class Logger {}
final class StoreBanner {
    init(logger: Logger, title: String) {}
}

final class StoreModule: DependencyModule {
    override func defineDependencies() {
        factory { StoreBanner(logger: try self.get(), title: try self.get("title")) }
        factory(name: "subtitle") { "Fresh coffee" }
    }
}

WhoopDI.setup(modules: [StoreModule()])
let banner: StoreBanner = WhoopDI.inject()
