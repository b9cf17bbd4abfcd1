import WhoopShopCore
import WhoopStyle

// The feed feature: a loader defined in FeedModule from Core's backend, and a view model that
// WhoopDI builds from its properties (`@Injectable`).

public final class FeedLoader: Sendable {
    public let backend: ShopBackend
    public let pageSize: Int

    public init(backend: ShopBackend, pageSize: Int) {
        self.backend = backend
        self.pageSize = pageSize
    }

    public func firstPage() -> String {
        backend.get("/feed?limit=\(pageSize)")
    }
}

@Injectable
public struct FeedViewModel {
    public let loader: FeedLoader
    @InjectableName(name: "feedTitle")
    public let title: String
}

public final class FeedModule: DependencyModule {
    public override var moduleDependencies: [DependencyModule] { [BackendModule()] }

    public override func defineDependencies() {
        factory(name: "pageSize") { 20 }
        factory(name: "feedTitle") { "Today's picks" }
        factory { FeedLoader(backend: try self.get(), pageSize: try self.get("pageSize")) }
    }
}
