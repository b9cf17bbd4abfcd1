import NeedleShopCore
import NeedleStyle

// The profile feature, a child of the feed: `session` comes from FeedComponent, one module up,
// and `apiClient` from the app's root component, two levels up.

public protocol ProfileDependency: Dependency {
    var apiClient: APIClient { get }
    var session: UserSession { get }
}

public final class ProfileComponent: Component<ProfileDependency> {
    public var greeting: String {
        "Hello, \(dependency.session.user) (\(dependency.apiClient.url("/profile")))"
    }
}
