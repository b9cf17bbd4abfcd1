import DripStyle

// The application component and its network module. The feature components in the other modules
// name it as their parent.

public final class CatalogService {
    public let host: String

    public init(host: String) {
        self.host = host
    }

    public func fetch(_ path: String) -> String {
        "\(host)\(path)"
    }
}

public final class AppComponent: Component {
    public var network: NetworkModule { return module() }
}

public final class NetworkModule: Module<AppComponent> {
    public required init(_ component: AppComponent) {
        super.init(component)
    }

    public func inject() -> CatalogService {
        return single { CatalogService(host: "https://shop.example") }
    }
}
