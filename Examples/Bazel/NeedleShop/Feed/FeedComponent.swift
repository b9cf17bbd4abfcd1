import NeedleShopCore
import NeedleShopProfile
import NeedleStyle

// The feed feature. Its dependencies come from the app's root component, in another module; the
// app's generated code reads them there, and reads `session` here for the profile below.

public protocol FeedDependency: Dependency {
    var apiClient: APIClient { get }
    var imageStore: ImageStore { get }
}

public final class FeedComponent: Component<FeedDependency> {
    public var session: UserSession { shared { UserSession(user: "ada") } }

    public var headlines: [String] {
        ["Espresso beans", "Milk frother"].map { "\($0) from \(dependency.apiClient.url("/feed"))" }
    }

    public var profileComponent: ProfileComponent { ProfileComponent(parent: self) }
}
