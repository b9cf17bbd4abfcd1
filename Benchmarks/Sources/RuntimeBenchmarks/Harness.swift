import Foundation

/// Keeps a value alive and opaque to the optimiser, so the work that made it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One way of doing a scenario's work: runs the operation `iterations` times.
struct Contender {
    let label: String
    let run: @Sendable (_ iterations: Int) -> Void
}

/// A unit of work done by several contenders, measured side by side.
struct Scenario {
    let name: String
    /// The contender every other one is compared with (ratio = other / baseline).
    let baseline: String
    let contenders: [Contender]
    /// Threads doing the work at once; time per operation is wall time over all their operations.
    var threads: Int = 1
}

/// The median cost of one operation per contender.
struct ScenarioResult {
    let scenario: Scenario
    let nanosecondsPerOperation: [String: Double]
}

/// Measures contenders round-robin, sample by sample, so that drift on a shared machine falls on
/// all of them alike, and reports the median of each.
struct Harness {
    var samples = 21
    var targetSampleDuration: Duration = .milliseconds(8)

    func run(_ scenario: Scenario) -> ScenarioResult {
        let iterations = scenario.contenders.map { calibrate($0, threads: scenario.threads) }
        var timings = Array(repeating: [Double](), count: scenario.contenders.count)
        for _ in 0..<samples {
            for (index, contender) in scenario.contenders.enumerated() {
                let elapsed = time(contender, iterations: iterations[index], threads: scenario.threads)
                timings[index].append(nanoseconds(elapsed) / Double(iterations[index] * scenario.threads))
            }
        }
        var medians: [String: Double] = [:]
        for (index, contender) in scenario.contenders.enumerated() {
            medians[contender.label] = timings[index].sorted()[timings[index].count / 2]
        }
        return ScenarioResult(scenario: scenario, nanosecondsPerOperation: medians)
    }

    /// The iteration count that makes one sample last about `targetSampleDuration`.
    private func calibrate(_ contender: Contender, threads: Int) -> Int {
        var iterations = 16
        while true {
            let elapsed = time(contender, iterations: iterations, threads: threads)
            if elapsed >= targetSampleDuration / 4 || iterations >= 1 << 28 {
                let scale = nanoseconds(targetSampleDuration) / max(nanoseconds(elapsed), 1)
                return max(1, Int(Double(iterations) * scale))
            }
            iterations *= 4
        }
    }

    private func time(_ contender: Contender, iterations: Int, threads: Int) -> Duration {
        let clock = ContinuousClock()
        if threads == 1 {
            return clock.measure { contender.run(iterations) }
        }
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let run = contender.run
        for _ in 0..<threads {
            finished.enter()
            Thread {
                start.wait()
                run(iterations)
                finished.leave()
            }.start()
        }
        return clock.measure {
            for _ in 0..<threads { start.signal() }
            finished.wait()
        }
    }

    private func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Renders results as the Markdown table quoted in Docs/Benchmarks.md.
func markdownTable(_ results: [ScenarioResult]) -> String {
    var lines = [
        "| scenario | contender | median ns/op | ratio to baseline |",
        "| --- | --- | ---: | ---: |",
    ]
    for result in results {
        let baseline = result.nanosecondsPerOperation[result.scenario.baseline]!
        for contender in result.scenario.contenders {
            let value = result.nanosecondsPerOperation[contender.label]!
            let ratio = contender.label == result.scenario.baseline ? "1" : ratioText(value / baseline)
            let name = result.scenario.threads > 1 ? "\(result.scenario.name) (\(result.scenario.threads) threads)" : result.scenario.name
            lines.append("| \(name) | \(contender.label) | \(String(format: "%.1f", value)) | \(ratio) |")
        }
    }
    return lines.joined(separator: "\n")
}

private func ratioText(_ ratio: Double) -> String {
    ratio >= 1 ? String(format: "%.2f×", ratio) : String(format: "1/%.1f", 1 / ratio)
}
