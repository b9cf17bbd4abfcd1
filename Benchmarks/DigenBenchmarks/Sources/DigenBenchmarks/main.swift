import Foundation
import NeedleAppGenerator
import SwiftParser
import SwiftSyntax

// Times a release-built `digen check` against a bare one-core swift-syntax parse of the same
// files, for synthetic Needle apps of 1k and 10k components, and prints a markdown table.
//
//   swift build -c release --product digen
//   swift build -c release --product DigenBenchmarks
//   .build/release/DigenBenchmarks [--digen PATH] [--sizes 1000,10000] [--repetitions 3]

struct Settings {
    var digen: String
    var sizes = [1_000, 10_000]
    var repetitions = 3

    init(arguments: [String]) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        digen = executable.deletingLastPathComponent().appendingPathComponent("digen").path
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            let value = remaining.popFirst() ?? ""
            switch flag {
            case "--digen": digen = value
            case "--sizes": sizes = value.split(separator: ",").compactMap { Int($0) }
            case "--repetitions": repetitions = max(1, Int(value) ?? 3)
            default:
                FileHandle.standardError.write(Data("unknown option \(flag)\n".utf8))
                exit(2)
            }
        }
    }
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
}

/// What digen itself must at least do: read and parse every file, one after another.
func bareParse(_ paths: [String]) throws -> Int {
    var tokens = 0
    for path in paths {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let tree = Parser.parse(source: source)
        tokens &+= tree.totalLength.utf8Length
    }
    return tokens
}

/// User plus system CPU seconds used by finished child processes so far.
func childCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs digen and returns its exit status and standard error. Uses `posix_spawn` directly:
/// Foundation's `Process` on Linux closes every possible descriptor in the child, which here costs
/// about 50 ms per launch and would be charged to digen.
func runDigen(_ digen: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let outputPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("digen-benchmark-stderr-\(getpid()).txt").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    #if os(Linux)
    var actions = posix_spawn_file_actions_t()
    #else
    var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var argv: [UnsafeMutablePointer<CChar>?] = ([digen] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, digen, &actions, nil, &argv, environ)
    guard spawned == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned), userInfo: [NSLocalizedDescriptionKey: "posix_spawn \(digen) failed"])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return ((status >> 8) & 0xFF, output)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let settings = Settings(arguments: Array(CommandLine.arguments.dropFirst()))
guard FileManager.default.isExecutableFile(atPath: settings.digen) else {
    FileHandle.standardError.write(Data("""
        No digen at \(settings.digen). Build it first: swift build -c release --product digen
        (or pass --digen PATH).

        """.utf8))
    exit(2)
}

let cores = ProcessInfo.processInfo.activeProcessorCount
var rows: [String] = []
for size in settings.sizes {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("digen-benchmark-\(size)-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let paths = try NeedleAppGenerator(count: size).write(to: directory)
    let lines = try paths.reduce(0) { $0 + (try String(contentsOfFile: $1, encoding: .utf8)).split(separator: "\n").count }

    // Warm the file cache and check the app is clean before timing anything.
    _ = try bareParse(paths)
    let check = try runDigen(settings.digen, ["check", directory])
    guard check.status == 0 else {
        FileHandle.standardError.write(Data("digen check failed on the generated app:\n\(check.output)".utf8))
        exit(1)
    }

    var parseTimes: [Double] = []
    var digenTimes: [Double] = []
    var digenOneCoreTimes: [Double] = []
    var digenCPUTimes: [Double] = []
    for _ in 0..<settings.repetitions {
        parseTimes.append(try seconds { _ = try bareParse(paths) })
        let cpuBefore = childCPUSeconds()
        digenTimes.append(try seconds { _ = try runDigen(settings.digen, ["check", directory]) })
        digenCPUTimes.append(childCPUSeconds() - cpuBefore)
        digenOneCoreTimes.append(try seconds {
            _ = try runDigen(settings.digen, ["check", "--concurrency-limit", "1", directory])
        })
    }
    let parse = median(parseTimes)
    let digen = median(digenTimes)
    let oneCore = median(digenOneCoreTimes)
    let cpu = median(digenCPUTimes)
    rows.append(String(
        format: "| %d | %d | %d | %.2f | %.2f | %.2f | %.2f | **%.2f×** | %.2f× |",
        size, paths.count, lines, parse, digen, oneCore, cpu, digen / parse, oneCore / parse))
}

print("""
    digen check vs a bare one-core swift-syntax parse, \(cores) cores, median of \(settings.repetitions) runs; \
    digen's time includes process start, scanning, summaries, model and graph checks. Ratio = digen wall time / bare \
    parse wall time (target: at most 0.75× on 2 cores). CPU time is digen's user + system time with \(cores) cores.

    | components | files | lines | bare parse, 1 core (s) | digen check, \(cores) cores (s) | digen check, 1 core (s) | digen CPU time (s) | ratio, \(cores) cores | ratio, 1 core |
    | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
    """)
for row in rows { print(row) }
