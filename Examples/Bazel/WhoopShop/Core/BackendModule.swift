import WhoopStyle

// The shop's backend and the module that defines it; both feature modules build on it.

public final class ShopBackend: Sendable {
    public let baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL
    }

    public func get(_ path: String) -> String {
        "GET \(baseURL)\(path)"
    }
}

public final class BackendModule: DependencyModule {
    public override func defineDependencies() {
        factory(name: "baseURL") { "https://shop.example" }
        singleton { ShopBackend(baseURL: try self.get("baseURL")) }
    }
}
