import DripShopCore
import DripStyle

// The profile screen's component, also a child of the app's component. Its presenter is
// transient: a new one for each call.

public final class ProfilePresenter {
    public let service: CatalogService
    public let user: String

    public init(service: CatalogService, user: String) {
        self.service = service
        self.user = user
    }

    public var greeting: String { "Hello, \(user) (\(service.fetch("/profile")))" }
}

public final class ProfileScreenComponent: Component {
    public var app: AppComponent { return parent() }
    public var screen: ProfileScreenModule { return module() }
}

public final class ProfileScreenModule: Module<ProfileScreenComponent> {
    public required init(_ component: ProfileScreenComponent) {
        super.init(component)
    }

    public func inject() -> ProfilePresenter {
        return transient { c in ProfilePresenter(service: c.app.network.inject(), user: "Ada") }
    }
}
