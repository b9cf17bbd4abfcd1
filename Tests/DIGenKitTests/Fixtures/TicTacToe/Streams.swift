// Plain types: no DI declarations, so digen skips this file without parsing it.
protocol ScoreStream: AnyObject {}
protocol MutableScoreStream: ScoreStream {}
final class ScoreStreamImpl: MutableScoreStream {}
