import NeedleShopCore
import NeedleShopFeed
import NeedleStyle

/// The app's root: it makes the services once and the feed below it.
final class ShopRootComponent: BootstrapComponent {
    var apiClient: APIClient { shared { APIClient(host: "shop.example") } }
    var imageStore: ImageStore { shared { ImageStore() } }

    var feedComponent: FeedComponent { FeedComponent(parent: self) }
}
