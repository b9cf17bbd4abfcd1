import Foundation

/// Runs programs for the timer and measures what they cost.
enum ChildProcess {
    /// Runs `executable` (a path, or a name looked up on `PATH`) and returns its exit status and
    /// standard error; standard output is discarded. Uses `posix_spawnp` directly: Foundation's
    /// `Process` on Linux closes every possible descriptor in the child, which here costs about
    /// 50 ms per launch and would be charged to the program measured.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
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
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned),
                          userInfo: [NSLocalizedDescriptionKey: "could not start \(executable)"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xFF, output)
    }

    /// User plus system CPU seconds used by finished child processes so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// Wall-clock seconds `work` takes.
func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Stops the timer with `message` and the output of the program that failed.
func failed(_ message: String, _ output: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n\(output)".utf8))
    exit(1)
}
