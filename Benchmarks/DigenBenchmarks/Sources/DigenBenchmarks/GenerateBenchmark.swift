import Foundation
import NeedleAppGenerator

/// `digen generate` for a synthetic app, and a debug compile of the file it writes, as the
/// build compiles it: one frontend job with the generated file as its primary file and the app's
/// other files beside it, against a debug build of NeedleStyle.
enum GenerateBenchmark {
    /// Measures every size and prints the table.
    static func run(_ settings: Settings) throws {
        guard FileManager.default.fileExists(atPath: settings.modules + "/NeedleStyle.swiftmodule") else {
            Settings.fail("""
                No NeedleStyle module in \(settings.modules). Build it first, in the toolkit's root: \
                swift build --target NeedleStyle (or pass --modules PATH).
                """)
        }
        var rows: [String] = []
        for size in settings.sizes {
            rows += try measure(size: size, settings: settings)
        }
        print("""
            digen generate (median of \(settings.repetitions) runs, each writing the file anew) and a debug compile of \
            the generated file (-Onone -g, one frontend job, the app's files as secondary files; median of \
            \(settings.compileRepetitions)). Target: the 10k-path file compiles in under 15 s.

            | paths | --provider-style | provider classes | generated lines | digen generate (s) | compile generated file, debug (s) | compile per path (ms) |
            | ---: | --- | ---: | ---: | ---: | ---: | ---: |
            """)
        for row in rows { print(row) }
        print()
    }

    /// One row per provider style for an app of `size` components.
    private static func measure(size: Int, settings: Settings) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-generate-benchmark-\(size)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let appDirectory = directory + "/App"
        let sources = try NeedleAppGenerator(count: size, runtimeModule: "NeedleStyle").write(to: appDirectory)
        return try ["classes", "conformances"].map { style in
            try row(size: size, style: style, sources: sources, appDirectory: appDirectory, in: directory, settings: settings)
        }
    }

    private static func row(
        size: Int, style: String, sources: [String], appDirectory: String, in directory: String, settings: Settings
    ) throws -> String {
        let output = directory + "/NeedleGenerated-\(style).swift"
        var generateTimes: [Double] = []
        for _ in 0..<settings.repetitions {
            try? FileManager.default.removeItem(atPath: output)
            var result: (status: Int32, output: String) = (0, "")
            generateTimes.append(try seconds {
                result = try ChildProcess.run(settings.digen, ["generate", output, appDirectory, "--provider-style", style, "--no-cache"])
            })
            guard result.status == 0 else { failed("digen generate failed on the generated app:", result.output) }
        }
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false).count
        let providers = generated.split(separator: "\n").filter { $0.hasPrefix("private class ") }.count

        let compile = [
            "-frontend", "-c", "-primary-file", output,
        ] + sources + [
            "-I", settings.modules, "-Onone", "-g", "-swift-version", "6", "-parse-as-library",
            "-module-name", "App", "-o", directory + "/NeedleGenerated.o",
        ]
        var compileTimes: [Double] = []
        for _ in 0..<settings.compileRepetitions {
            var result: (status: Int32, output: String) = (0, "")
            compileTimes.append(try seconds { result = try ChildProcess.run("swiftc", compile) })
            guard result.status == 0 else { failed("the generated file did not compile:", result.output) }
            guard !result.output.contains("warning:") else { failed("the generated file compiled with warnings:", result.output) }
        }
        let compileTime = median(compileTimes)
        return "| \(size) | \(style) | \(providers) | \(lines) | "
            + String(format: "%.2f | %.1f | %.2f |", median(generateTimes), compileTime, compileTime * 1000 / Double(size))
    }
}
