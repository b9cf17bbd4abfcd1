import Foundation
import NeedleAppGenerator
import SwiftParser
import SwiftSyntax
import SyntheticApps

/// `digen check` against a bare one-core swift-syntax parse of the same files.
enum CheckBenchmark {
    /// What digen itself must at least do: read and parse every file, one after another.
    static func bareParse(_ paths: [String]) throws -> Int {
        var tokens = 0
        for path in paths {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let tree = Parser.parse(source: source)
            tokens &+= tree.totalLength.utf8Length
        }
        return tokens
    }

    /// Measures every size and prints the table.
    static func run(_ settings: Settings) throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rows: [String] = []
        for size in settings.sizes {
            rows.append(try row(size: size, settings: settings))
        }
        print("""
            digen check\(settings.app.introduction) vs a bare one-core swift-syntax parse, \(cores) cores, median of \(settings.repetitions) runs; \
            digen's time includes process start, scanning, summaries, model and graph checks. Ratio = digen wall time / bare \
            parse wall time (target: at most \(settings.app.target) on 2 cores). CPU time is digen's user + system time with \(cores) cores.

            | \(settings.app.sizeColumn) | files | lines | bare parse, 1 core (s) | digen check, \(cores) cores (s) | digen check, 1 core (s) | digen CPU time (s) | ratio, \(cores) cores | ratio, 1 core |
            | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
            """)
        for row in rows { print(row) }
        print()
    }

    /// Writes `app` into `directory`, `size` counting its components (Needle), definitions
    /// (WhoopDI, Drip) or files (mixed), and returns the paths of its files.
    static func writeApp(_ app: Settings.App, size: Int, to directory: String) throws -> [String] {
        switch app {
        case .needle: return try NeedleAppGenerator(count: size).write(to: directory)
        case .whoop: return try WhoopAppGenerator(count: size).write(to: directory)
        case .drip: return try DripAppGenerator(count: size).write(to: directory)
        case .mixed: return try MixedAppGenerator(fileCount: size).write(to: directory)
        }
    }

    private static func row(size: Int, settings: Settings) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-benchmark-\(size)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try writeApp(settings.app, size: size, to: directory)
        let lines = try paths.reduce(0) { $0 + (try String(contentsOfFile: $1, encoding: .utf8)).split(separator: "\n").count }

        // Warm the file cache and check the app is clean before timing anything.
        _ = try bareParse(paths)
        let check = try ChildProcess.run(settings.digen, ["check", directory, "--no-cache"])
        guard check.status == 0 else { failed("digen check failed on the generated app:", check.output) }

        var parseTimes: [Double] = []
        var digenTimes: [Double] = []
        var digenOneCoreTimes: [Double] = []
        var digenCPUTimes: [Double] = []
        for _ in 0..<settings.repetitions {
            parseTimes.append(try seconds { _ = try bareParse(paths) })
            let cpuBefore = ChildProcess.cpuSeconds()
            digenTimes.append(try seconds { _ = try ChildProcess.run(settings.digen, ["check", directory, "--no-cache"]) })
            digenCPUTimes.append(ChildProcess.cpuSeconds() - cpuBefore)
            digenOneCoreTimes.append(try seconds {
                _ = try ChildProcess.run(settings.digen, ["check", "--concurrency-limit", "1", directory, "--no-cache"])
            })
        }
        let parse = median(parseTimes)
        let digen = median(digenTimes)
        let oneCore = median(digenOneCoreTimes)
        let cpu = median(digenCPUTimes)
        return String(
            format: "| %d | %d | %d | %.2f | %.2f | %.2f | %.2f | **%.2f×** | %.2f× |",
            size, paths.count, lines, parse, digen, oneCore, cpu, digen / parse, oneCore / parse)
    }
}
