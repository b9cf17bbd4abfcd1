import NeedleFoundation

// A test root that swaps in a subclass of a user component (Needle #462).
final class IntegrationTestRootComponent: BootstrapComponent {
    var session: Session { shared { Session.stub } }
    var networkComponent: TestNetworkComponent { TestNetworkComponent(parent: self) }
}

final class TestNetworkComponent: NetworkComponent {
    var recorder: Recorder { shared { Recorder() } }
}
