final class ImageCache {}

final class NetworkService {
    let host: String

    init(host: String) {
        self.host = host
    }
}

final class ScoreStream {
    /// Which component made it, so the example can show where each dependency came from.
    let owner: String

    init(owner: String) {
        self.owner = owner
    }
}
