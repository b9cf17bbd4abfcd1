// The shop's services: plain types with no DI code. Components in the other modules provide them.

public final class APIClient {
    public let host: String

    public init(host: String) {
        self.host = host
    }

    public func url(_ path: String) -> String {
        "https://\(host)\(path)"
    }
}

public final class ImageStore {
    public init() {}
}

public final class UserSession {
    public let user: String

    public init(user: String) {
        self.user = user
    }
}
