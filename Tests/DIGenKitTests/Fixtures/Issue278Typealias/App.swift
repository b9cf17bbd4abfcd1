import NeedleFoundation

typealias APIClientAlias = APIClient
typealias FeedBase = Component<LiveFeedDependency>
typealias Feed = FeedComponent
typealias ProfileDependency = Dependency & HasAPIClient & HasLogger

final class RootComponent: BootstrapComponent {
    var apiClient: APIClientAlias { shared { APIClient() } }
    var feedComponent: Feed { Feed(parent: self) }
    var profileComponent: ProfileComponent { ProfileComponent(parent: self) }
}

protocol HasAPIClient {
    var apiClient: APIClient { get }
}

protocol HasLogger {
    var logger: Logger { get }
}

// `Dependency` need not come first, and inherited members count (Needle #278).
protocol LiveFeedDependency: HasAPIClient, Dependency, HasLogger {}

final class FeedComponent: FeedBase {}

final class ProfileComponent: Component<ProfileDependency> {}
