// Plain types the components provide.
final class PlayersStore {
    let owner: String

    init(owner: String) { self.owner = owner }
}

protocol ScoreStream: AnyObject {
    var owner: String { get }
}

final class ScoreStreamImpl: ScoreStream {
    let owner: String
    /// The stream this one was made from, if any.
    let upstream: ScoreStream?

    init(owner: String, upstream: ScoreStream? = nil) {
        self.owner = owner
        self.upstream = upstream
    }
}
