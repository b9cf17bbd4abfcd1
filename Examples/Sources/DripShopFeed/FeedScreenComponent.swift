import DripShopCore
import DripStyle

// The feed screen's component: its parent is the app's component, from Core, and its module makes
// the presenter from the app's catalog service.

public final class FeedPresenter {
    public let service: CatalogService

    public init(service: CatalogService) {
        self.service = service
    }

    public var firstItem: String { service.fetch("/feed/1") }
}

public final class FeedScreenComponent: Component {
    public var app: AppComponent { return parent() }
    public var screen: FeedScreenModule { return module() }
}

public final class FeedScreenModule: Module<FeedScreenComponent> {
    public required init(_ component: FeedScreenComponent) {
        super.init(component)
    }

    public func inject() -> FeedPresenter {
        return single { c in FeedPresenter(service: c.app.network.inject()) }
    }
}
