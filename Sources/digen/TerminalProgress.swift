import DIGenKit
import Foundation

/// A run's progress on standard error: a live line (stage, files parsed of total) when standard
/// error is a terminal and the run takes over a second, and each stage's time with
/// `--logging-level info` or `debug`. Nothing with `--quiet`, and no live line when standard
/// error is a file or a pipe.
final class TerminalProgress: Sendable {
    /// What the pipeline reports to; `nil` when nothing would be shown.
    let reporter: ProgressReporter?
    private let renderer: Renderer?

    init(quiet: Bool, level: LoggingLevel) {
        let live = !quiet && isatty(STDERR_FILENO) == 1
        let timings = !quiet && (level == .info || level == .debug)
        guard live || timings else {
            reporter = nil
            renderer = nil
            return
        }
        let renderer = Renderer(ProgressLine(live: live, timings: timings))
        self.renderer = renderer
        reporter = ProgressReporter { renderer.show($0) }
    }

    /// Ends the last stage and removes the live line, before the run's own output is written.
    func finish() {
        reporter?.finish()
        renderer?.clear()
    }

    /// The line's state, behind a lock: events come from the parsing threads.
    private final class Renderer: @unchecked Sendable {
        private let lock = NSLock()
        private var line: ProgressLine
        private let start = ContinuousClock.now

        init(_ line: ProgressLine) {
            self.line = line
        }

        func show(_ event: ProgressReporter.Event) {
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            lock.withLock { write(line.text(for: event, at: seconds)) }
        }

        func clear() {
            lock.withLock { write(line.clear()) }
        }

        private func write(_ text: String) {
            guard !text.isEmpty else { return }
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
}
