// parent
protocol Span {}

final class TestTracer {
    typealias Span = TestSpan
}

final class TestSpan: Span {}
