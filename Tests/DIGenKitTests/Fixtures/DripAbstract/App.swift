import DripStyle

protocol Api {}
final class LiveApi: Api {}

final class NetworkComponent: Component {
    var network: NetworkModule { module() }
}

final class NetworkModule: Module<NetworkComponent> {
    required init(_ component: NetworkComponent) { super.init(component) }

    func inject() -> Api { return abstract() }
}

let live = NetworkComponent()
    .module(NetworkModule.self) { NetworkModule($0) }
    .override(LiveApi() as Api)
let forgotten = NetworkComponent()
    .module(NetworkModule.self) { NetworkModule($0) }
