import Foundation

/// `digen graph --format json` against `digen check` on the same app: what exporting the graph
/// costs beyond checking it.
enum GraphBenchmark {
    static func run(_ settings: Settings) throws {
        var rows: [String] = []
        for size in settings.sizes {
            rows.append(try row(size: size, settings: settings))
        }
        print("""
            digen graph --format json vs digen check on the same app\(settings.app.introduction), median of \
            \(settings.repetitions) runs each, interleaved; the graph goes to standard output, which is discarded. \
            Ratio = graph wall time / check wall time (target: at most 1.2×).

            | \(settings.app.sizeColumn) | files | digen check (s) | digen graph --format json (s) | ratio |
            | ---: | ---: | ---: | ---: | ---: |
            """)
        for row in rows { print(row) }
        print()
    }

    private static func row(size: Int, settings: Settings) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-graph-benchmark-\(size)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try CheckBenchmark.writeApp(settings.app, size: size, to: directory)
        let check = try ChildProcess.run(settings.digen, ["check", directory, "--no-cache"])
        guard check.status == 0 else { failed("digen check failed on the generated app:", check.output) }
        let graph = try ChildProcess.run(settings.digen, ["graph", directory, "--format", "json", "--no-cache"])
        guard graph.status == 0 else { failed("digen graph failed on the generated app:", graph.output) }

        var checkTimes: [Double] = []
        var graphTimes: [Double] = []
        for _ in 0..<settings.repetitions {
            checkTimes.append(try seconds { _ = try ChildProcess.run(settings.digen, ["check", directory, "--no-cache"]) })
            graphTimes.append(try seconds { _ = try ChildProcess.run(settings.digen, ["graph", directory, "--format", "json", "--no-cache"]) })
        }
        let checkTime = median(checkTimes)
        let graphTime = median(graphTimes)
        return String(format: "| %d | %d | %.2f | %.2f | **%.2f×** |", size, paths.count, checkTime, graphTime, graphTime / checkTime)
    }
}
