import Foundation
import SyntheticApps

/// digen on an app of many Swift modules (`ModularAppGenerator`, 100 modules of 100 files by
/// default): a whole-source `digen generate` with and without the per-file cache, re-runs with
/// no change and after editing one file of a leaf module, `digen summarize` of every module, and
/// a `generate` of the app module from the other modules' summaries. It checks that every way
/// gives the same generated file.
enum ModulesBenchmark {
    /// One timed command: its median wall and CPU times over the repetitions.
    private struct Timing {
        var wall: Double
        var cpu: Double
    }

    private struct Context {
        let settings: Settings
        let generator: ModularAppGenerator
        /// The app's folder; the runs start in it, so every source path is `ModuleNNN/…`.
        let app: String
        /// Where the generated files, caches and summaries go, beside the app.
        let work: String
        var output: String { work + "/out.swift" }
        var modules: [String] { (0..<generator.moduleCount).map(generator.moduleName) }
        var appModule: String { generator.moduleName(generator.appModule) }
        func summary(_ module: String) -> String { work + "/summaries/\(module).summary" }
    }

    static func run(_ settings: Settings) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-modules-benchmark-\(UUID().uuidString)").path
        let generator = ModularAppGenerator(moduleCount: settings.moduleCount, filesPerModule: settings.filesPerModule)
        let context = Context(settings: settings, generator: generator, app: directory + "/App", work: directory + "/work")
        let previous = FileManager.default.currentDirectoryPath
        var keep = false
        defer {
            _ = FileManager.default.changeCurrentDirectoryPath(previous)
            if !keep { try? FileManager.default.removeItem(atPath: directory) }
        }
        let paths = try generator.write(to: context.app)
        try FileManager.default.createDirectory(atPath: context.work + "/summaries", withIntermediateDirectories: true)
        guard FileManager.default.changeCurrentDirectoryPath(context.app) else {
            failed("could not enter \(context.app)", "")
        }
        let sourceBytes = try paths.reduce(0) { $0 + (try fileSize($1)) }
        let loadBefore = loadAverage()
        keep = try measure(context, paths: paths, sourceBytes: sourceBytes, loadBefore: loadBefore)
        if keep { print("The app, the generated files and the summaries are kept in \(directory).\n") }
    }

    /// Takes every measurement and prints the table; returns whether the outputs differed.
    private static func measure(_ context: Context, paths: [String], sourceBytes: Int, loadBefore: String) throws -> Bool {
        let files = paths.count
        let settings = context.settings
        let generator = context.generator
        let modules = context.modules
        let noCache = ["generate", context.output] + modules + ["--no-cache"]

        // The app must be clean before anything is timed; this also warms the file cache.
        let check = try ChildProcess.run(settings.digen, ["check"] + modules + ["--no-cache"])
        guard check.status == 0, !check.output.contains("warning:"), !check.output.contains("error:") else {
            failed("digen check did not pass the generated modular app:", check.output)
        }

        // a. Cold, whole source, no cache.
        let cold = try time(context, noCache)
        var outputs: [(String, String)] = [("a", try read(context.output))]

        // b. The first run filling an empty cache; the last repetition's cache serves c and d.
        var cacheDirectory = ""
        var cacheColdTimes: [Timing] = []
        for repetition in 0..<settings.repetitions {
            if !cacheDirectory.isEmpty { try? FileManager.default.removeItem(atPath: cacheDirectory) }
            cacheDirectory = context.work + "/cache-\(repetition)"
            try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            cacheColdTimes.append(try timeOnce(context, ["generate", context.output] + modules + ["--cache-dir", cacheDirectory]))
        }
        let cacheCold = medianTiming(cacheColdTimes)
        outputs.append(("b", try read(context.output)))
        let cached = ["generate", context.output] + modules + ["--cache-dir", cacheDirectory]
        let cacheBytes = try directorySize(cacheDirectory)

        // c. No change, same cache: the generated file is left as the run before wrote it.
        let unchanged = try time(context, cached, keepingOutput: true)
        outputs.append(("c", try read(context.output)))

        // d. One file of a leaf module edited before each repetition: its first Needle component's
        // file, then (d2) a plain model file. Every repetition's text is new, so no repetition can
        // be answered from an entry an earlier one left in the cache; the file is restored after.
        let leaf = generator.featureModules.last(where: generator.isLeaf) ?? generator.coreModule
        let leafName = generator.moduleName(leaf)
        var revision = 0
        func edited(_ file: String, type: String) throws -> Timing {
            let path = leafName + "/" + file
            let original = try read(path)
            defer { try? Data(original.utf8).write(to: URL(fileURLWithPath: path)) }
            var times: [Timing] = []
            for _ in 0..<settings.repetitions {
                revision += 1
                let text = original + "\nextension \(type) {\n    static let revision = \(revision)\n}\n"
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                times.append(try timeOnce(context, cached))
            }
            return medianTiming(times)
        }
        let componentFile = "\(leafName)Feature0Component.swift"
        let plainFile = "\(leafName)Record0.swift"
        let editedComponent = try edited(componentFile, type: "\(leafName)Feature0ViewModel")
        let editedPlain = try edited(plainFile, type: "\(leafName)Record0")
        _ = try timeOnce(context, cached)
        outputs.append(("d (restored)", try read(context.output)))

        // e. A summary of each module, from its sources alone.
        var totals: [Double] = []
        var totalCPUs: [Double] = []
        var perModule: [[Double]] = Array(repeating: [], count: modules.count)
        for _ in 0..<settings.repetitions {
            var total = 0.0
            var totalCPU = 0.0
            for (index, module) in modules.enumerated() {
                try? FileManager.default.removeItem(atPath: context.summary(module))
                let timing = try timeOnce(context, [
                    "summarize", context.summary(module), module, "--module-name", module, "--root", context.app, "--no-cache",
                ])
                perModule[index].append(timing.wall)
                total += timing.wall
                totalCPU += timing.cpu
            }
            totals.append(total)
            totalCPUs.append(totalCPU)
        }
        let moduleMedians = perModule.map(median)
        // e2. Each module's summarize (the command one Bazel action per module runs) against a bare
        // one-core parse of the module's files in this process, taken in turn, repetition by
        // repetition, so both see the same machine; and digen's start alone (`digen version`).
        let processStart = try time(context, ["version"])
        var moduleRatios: [Double] = []
        var parseMedians: [Double] = []
        for module in modules {
            let files = paths.filter { $0.hasPrefix(context.app + "/" + module + "/") }
            _ = try CheckBenchmark.bareParse(files)
            var summarizeTimes: [Double] = []
            var parseTimes: [Double] = []
            for _ in 0..<settings.repetitions {
                summarizeTimes.append(try timeOnce(context, [
                    "summarize", context.summary(module), module, "--module-name", module, "--root", context.app, "--no-cache",
                ]).wall)
                parseTimes.append(try seconds { _ = try CheckBenchmark.bareParse(files) })
            }
            parseMedians.append(median(parseTimes))
            moduleRatios.append(median(summarizeTimes) / median(parseTimes))
        }
        let summaryBytes = try modules.reduce(0) { $0 + (try fileSize(context.summary($1))) }

        // f. The app module's sources over the other modules' summaries, then summaries alone.
        let others = modules.filter { $0 != context.appModule }.flatMap { ["--summary", context.summary($0)] }
        let fromSummaries = try time(context, [
            "generate", context.output, context.appModule, "--module-name", context.appModule, "--root", context.app,
        ] + others + ["--no-cache"])
        outputs.append(("f", try read(context.output)))
        // Then every module as a summary and no sources. The generated file belongs in the app
        // module, which may read its own internal properties; when digen does not take
        // --module-name for a module given as a summary, the run is tried without it.
        let allSummaries = modules.flatMap { ["--summary", context.summary($0)] }
        var summariesOnly: Timing?
        var summariesOnlyCommand = ""
        var summariesOnlyFailures: [String] = []
        for moduleName in [["--module-name", context.appModule], []] {
            let arguments = ["generate", context.output] + moduleName + ["--root", context.app] + allSummaries + ["--no-cache"]
            let command = "`" + (["generate", "out.swift"] + moduleName + ["--summary", "<all \(modules.count)>", "--no-cache"])
                .joined(separator: " ") + "`"
            try? FileManager.default.removeItem(atPath: context.output)
            let trial = try ChildProcess.run(settings.digen, arguments)
            guard trial.status == 0 else {
                let errors = trial.output.split(separator: "\n").filter { $0.contains("error:") }
                summariesOnlyFailures.append(
                    command + ": exit \(trial.status), \(errors.count) errors, the first: " + (errors.first.map { String($0) } ?? trial.output))
                continue
            }
            summariesOnly = try time(context, arguments)
            summariesOnlyCommand = command
            outputs.append(("f (summaries only)", try read(context.output)))
            break
        }

        let loadAfter = loadAverage()
        let different = outputs.filter { $0.1 != outputs[0].1 }.map(\.0)
        let generatedLines = outputs[0].1.split(separator: "\n", omittingEmptySubsequences: false).count

        func ratio(_ value: Double) -> String { String(format: "%.3f×", value / cold.wall) }
        func row(_ run: String, _ command: String, _ timing: Timing, target: String) -> String {
            "| \(run) | \(command) | " + String(format: "%.2f | %.2f | ", timing.wall, timing.cpu) + ratio(timing.wall) + " | \(target) |"
        }
        let leaves = generator.featureModules.filter(generator.isLeaf).count
        print("""
            digen on a modular app: \(generator.moduleCount) modules of \(generator.filesPerModule) files \
            (\(files) files, \(sourceBytes) bytes; \(generator.needleComponentCount) Needle components, \
            \(generator.whoopModuleCount) WhoopDI modules, \(generator.dripComponentCount) Drip components; \
            \(leaves) leaf modules), \(ProcessInfo.processInfo.activeProcessorCount) cores, median of \
            \(settings.repetitions) runs each. Load average before: \(loadBefore); after: \(loadAfter). \
            Every run starts in the app's folder and names the modules' folders; the generated file is written \
            anew each time. Ratio = wall time / the cold run's.

            | run | command | wall (s) | CPU (s) | ratio to a | target |
            | --- | --- | ---: | ---: | ---: | --- |
            """)
        print(row("a. cold", "`generate out.swift <\(modules.count) modules> --no-cache`", cold, target: "1×"))
        print(row("b. cache cold", "the same, `--cache-dir <empty>`", cacheCold, target: ""))
        print(row("c. no change", "the same, same cache", unchanged, target: "≤ 0.05×"))
        print(row("d. leaf DI file edited", "the same after appending to `\(leafName)/\(componentFile)`", editedComponent, target: "≤ 0.1×"))
        print(row("d2. leaf plain file edited", "the same after appending to `\(leafName)/\(plainFile)`", editedPlain, target: "≤ 0.1×"))
        print(row("e. summarize, all modules", "\(modules.count) × `summarize <m>.json <m> --module-name <m> --root <app> --no-cache`, total",
                  Timing(wall: median(totals), cpu: median(totalCPUs)), target: ""))
        print(String(format: "| e. summarize, one module | median over modules (min %.3f, max %.3f) | %.3f | | ",
                     moduleMedians.min() ?? 0, moduleMedians.max() ?? 0, median(moduleMedians))
              + ratio(median(moduleMedians)) + " | |")
        print(String(format: "| e2. bare one-core parse of one module's files | median over modules (min %.3f, max %.3f) | %.3f | | | |",
                     parseMedians.min() ?? 0, parseMedians.max() ?? 0, median(parseMedians)))
        print(String(format: "| e3. summarize one module / bare parse of its files, taken in turn | median over modules (min %.2f×, max %.2f×) | %.2f× | | | |",
                     moduleRatios.min() ?? 0, moduleRatios.max() ?? 0, median(moduleRatios)))
        print(row("e4. digen's start alone", "`digen version`", processStart, target: ""))
        print(row("f. app module + summaries", "`generate out.swift \(context.appModule) --module-name \(context.appModule) --summary <\(modules.count - 1) others> --no-cache`",
                  fromSummaries, target: "≤ 0.05×"))
        if let summariesOnly {
            print(row("f2. summaries only", summariesOnlyCommand, summariesOnly, target: "≤ 0.05×"))
        } else {
            print("| f2. summaries only | failed in every form tried (below) | | | | ≤ 0.05× |")
        }
        print()
        for failure in summariesOnlyFailures {
            print("f2 tried " + failure.replacingOccurrences(of: context.app + "/", with: "").replacingOccurrences(of: context.work + "/", with: "") + "\n")
        }
        print(String(
            format: "Sizes: summaries %d bytes, sources %d bytes: **%.2f%%** (target ≤ 10%%). The cache after a full run: %d bytes.",
            summaryBytes, sourceBytes, Double(summaryBytes) * 100 / Double(sourceBytes), cacheBytes))
        print("Generated file: \(outputs[0].1.utf8.count) bytes, \(generatedLines) lines.")
        print("outputs equal (\(outputs.map(\.0).joined(separator: ", "))): " + (different.isEmpty ? "yes" : "no: \(different.joined(separator: ", ")) differ from a"))
        print()
        if !different.isEmpty {
            for (name, text) in outputs {
                let file = context.work + "/out-" + name.replacingOccurrences(of: " ", with: "-")
                    .replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "") + ".swift"
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            }
        }
        return !different.isEmpty
    }

    /// The median wall and CPU times of `arguments` over the repetitions.
    private static func time(_ context: Context, _ arguments: [String], keepingOutput: Bool = false) throws -> Timing {
        var timings: [Timing] = []
        for _ in 0..<context.settings.repetitions {
            timings.append(try timeOnce(context, arguments, keepingOutput: keepingOutput))
        }
        return medianTiming(timings)
    }

    /// One run of digen with `arguments`, which must succeed; a `generate` writes its file anew,
    /// unless `keepingOutput`.
    private static func timeOnce(_ context: Context, _ arguments: [String], keepingOutput: Bool = false) throws -> Timing {
        if arguments.first == "generate" && !keepingOutput { try? FileManager.default.removeItem(atPath: context.output) }
        var result: (status: Int32, output: String) = (0, "")
        let cpuBefore = ChildProcess.cpuSeconds()
        let wall = try seconds { result = try ChildProcess.run(context.settings.digen, arguments) }
        let cpu = ChildProcess.cpuSeconds() - cpuBefore
        guard result.status == 0 else {
            failed("digen \(arguments.prefix(2).joined(separator: " ")) … failed (exit \(result.status)):", result.output)
        }
        return Timing(wall: wall, cpu: cpu)
    }

    private static func medianTiming(_ timings: [Timing]) -> Timing {
        Timing(wall: median(timings.map(\.wall)), cpu: median(timings.map(\.cpu)))
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private static func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    private static func directorySize(_ path: String) throws -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = path + "/" + name
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                total += try fileSize(full)
            }
        }
        return total
    }

    /// The first three fields of /proc/loadavg, or "unknown" where there is none.
    private static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
