import WhoopShopCore
import WhoopStyle

// The profile feature: a singleton user and a view model built from it and Core's backend.

public final class UserProfile: Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

@Injectable
public struct ProfileViewModel {
    public let profile: UserProfile
    public let backend: ShopBackend

    public var greeting: String {
        "Hello, \(profile.name) (\(backend.get("/profile")))"
    }
}

public final class ProfileModule: DependencyModule {
    public override var moduleDependencies: [DependencyModule] { [BackendModule()] }

    public override func defineDependencies() {
        singleton { UserProfile(name: "Ada") }
    }
}
