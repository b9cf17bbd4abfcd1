import Foundation
import Testing
@testable import DIGenKit

/// What a run reports about its progress, and how `digen` draws it.
@Suite struct ProgressTests {
    /// The events of one run, in order.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [ProgressReporter.Event] = []
        func record(_ event: ProgressReporter.Event) { lock.withLock { recorded.append(event) } }
        var events: [ProgressReporter.Event] { lock.withLock { recorded } }
    }

    @Test func aCheckReportsEachStageAndEveryFileParsed() {
        let recorder = Recorder()
        var options = Fixture.options(["TicTacToe"])
        options.progress = ProgressReporter { recorder.record($0) }
        let analysis = DIGen.check(options)
        options.progress?.finish()
        let events = recorder.events
        let began = events.compactMap { if case .began(let stage, let total) = $0 { "\(stage) \(total.map(String.init) ?? "-")" } else { nil } }
        #expect(began == ["scanning sources -", "parsing 7", "building and checking the graph -"])
        let advanced = events.compactMap { if case .advanced(_, let done, _) = $0 { done } else { nil } }
        #expect(advanced == Array(1...analysis.filesFound))
        let ended = events.compactMap { if case .ended(let stage, _) = $0 { stage } else { nil } }
        #expect(ended == ["scanning sources", "parsing", "building and checking the graph"])
    }

    @Test func generatingAndExportingAreStagesToo() {
        let recorder = Recorder()
        var options = Fixture.options(["TicTacToe"])
        options.progress = ProgressReporter { recorder.record($0) }
        _ = DIGen.generatedCode(options, GenerateOptions())
        _ = DIGen.exportedGraph(options, selection: GraphSelection())
        options.progress?.finish()
        let began = recorder.events.compactMap { if case .began(let stage, _) = $0 { stage } else { nil } }
        #expect(began.filter { ["generating", "exporting the graph"].contains($0) } == ["generating", "exporting the graph"])
    }

    @Test func theLiveLineWaitsASecondThenRedrawsAtMostEveryTenthOfASecond() {
        var line = ProgressLine(live: true, timings: false)
        #expect(line.text(for: .began(stage: "parsing", total: 3), at: 0.2) == "")
        #expect(line.text(for: .advanced(stage: "parsing", done: 1, total: 3), at: 1.0) == "\r\u{1B}[Kdigen: parsing 1/3 files…")
        #expect(line.text(for: .advanced(stage: "parsing", done: 2, total: 3), at: 1.05) == "")
        // The last file is always drawn, and a new stage at once.
        #expect(line.text(for: .advanced(stage: "parsing", done: 3, total: 3), at: 1.06) == "\r\u{1B}[Kdigen: parsing 3/3 files…")
        #expect(line.text(for: .ended(stage: "parsing", seconds: 1.06), at: 1.06) == "")
        #expect(line.text(for: .began(stage: "building the graph", total: nil), at: 1.07) == "\r\u{1B}[Kdigen: building the graph…")
        #expect(line.clear() == "\r\u{1B}[K")
        #expect(line.clear() == "")
    }

    @Test func notATerminalShowsNoLineAndInfoAddsEachStagesTime() {
        var quiet = ProgressLine(live: false, timings: false)
        #expect(quiet.text(for: .advanced(stage: "parsing", done: 3, total: 3), at: 5) == "")
        #expect(quiet.text(for: .ended(stage: "parsing", seconds: 4.2), at: 5) == "")

        var info = ProgressLine(live: false, timings: true)
        #expect(info.text(for: .advanced(stage: "parsing", done: 3, total: 3), at: 5) == "")
        #expect(info.text(for: .ended(stage: "parsing", seconds: 4.237), at: 5) == "digen: parsing took 4.24 s.\n")
        #expect(info.text(for: .ended(stage: "building and checking the graph", seconds: 0.05), at: 5) == "digen: building and checking the graph took 0.05 s.\n")
        #expect(info.text(for: .ended(stage: "parsing", seconds: 12.345), at: 5) == "digen: parsing took 12.3 s.\n")

        // On a terminal, a time line first removes the live line.
        var both = ProgressLine(live: true, timings: true)
        _ = both.text(for: .advanced(stage: "parsing", done: 1, total: 2), at: 2)
        #expect(both.text(for: .ended(stage: "parsing", seconds: 2), at: 2) == "\r\u{1B}[Kdigen: parsing took 2.00 s.\n")
    }
}
