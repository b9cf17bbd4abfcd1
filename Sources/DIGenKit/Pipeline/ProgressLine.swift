/// What `digen` writes on standard error for a run's progress: one line, rewritten in place on a
/// terminal, shown only once the run has taken `delay` seconds and redrawn at most every
/// `interval`; and, with `--logging-level info`, a line with each stage's time, terminal or not.
/// Pure: it is given the events and the time, and returns the text to write.
public struct ProgressLine: Sendable {
    /// Whether standard error is a terminal that shows the live line.
    public var live: Bool
    /// Whether each stage's time is written (`--logging-level info` or `debug`).
    public var timings: Bool
    /// Seconds before the live line first appears: short runs show nothing.
    public var delay: Double
    /// The least seconds between two redraws.
    public var interval: Double

    private var shownAt: Double?
    private var lineShown = false

    /// A progress line with every setting given.
    public init(live: Bool, timings: Bool, delay: Double = 1, interval: Double = 0.1) {
        self.live = live
        self.timings = timings
        self.delay = delay
        self.interval = interval
    }

    /// The text to write for `event`, which happened `elapsed` seconds into the run.
    public mutating func text(for event: ProgressReporter.Event, at elapsed: Double) -> String {
        switch event {
        case .began(let stage, let total):
            return draw("digen: \(stage)" + (total.map { " 0/\($0) files" } ?? "") + "…", at: elapsed, force: true)
        case .advanced(let stage, let done, let total):
            return draw("digen: \(stage) \(done)/\(total) files…", at: elapsed, force: done == total)
        case .ended(let stage, let seconds):
            guard timings else { return "" }
            return clear() + "digen: \(stage) took \(Self.seconds(seconds)).\n"
        }
    }

    /// The text that removes the live line, if one is shown: written before anything else goes to
    /// standard error, and at the end.
    public mutating func clear() -> String {
        guard lineShown else { return "" }
        lineShown = false
        return "\r\u{1B}[K"
    }

    private mutating func draw(_ line: String, at elapsed: Double, force: Bool) -> String {
        guard live, elapsed >= delay else { return "" }
        if !force, let shownAt, elapsed - shownAt < interval { return "" }
        shownAt = elapsed
        lineShown = true
        return "\r\u{1B}[K" + line
    }

    /// `0.42 s`, `12.3 s`.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        if hundredths >= 1000 { return "\(hundredths / 100).\((hundredths / 10) % 10) s" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }
}
