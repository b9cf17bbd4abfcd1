import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var session: Session { shared { Session() } }
    var networkComponent: NetworkComponent { NetworkComponent(parent: self) }
}

protocol NetworkDependency: Dependency {
    var session: Session { get }
}

class NetworkComponent: Component<NetworkDependency> {
    var client: HTTPClient { HTTPClient(session: dependency.session) }
    var uploadComponent: UploadComponent { UploadComponent(parent: self) }
}

protocol UploadDependency: Dependency {
    var client: HTTPClient { get }
    var recorder: Recorder { get }
}

final class UploadComponent: Component<UploadDependency> {}
