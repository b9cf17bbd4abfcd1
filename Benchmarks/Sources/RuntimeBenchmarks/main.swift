// Runtime benchmarks: the toolkit's resolution beside Swinject 2.10 and hand-written code, in
// one process and one run. Build in release: `swift run -c release RuntimeBenchmarks`.
// `--quick` takes fewer samples (for CI smoke runs; its figures are not for quoting).
// `--only TEXT` runs only the contenders whose "scenario/contender" title contains TEXT.
// `--fixed N` runs each selected contender exactly N times and prints no timings: run it under
// valgrind with two values of N, and the difference gives instructions (callgrind) or heap
// allocations (memcheck) per operation, figures that do not drift with the machine's load.

let quick = CommandLine.arguments.contains("--quick")
var harness = Harness()
if quick {
    harness.samples = 3
    harness.targetSampleDuration = .milliseconds(1)
}

let directChain = Contender(label: "direct") { iterations in
    for _ in 0..<iterations { blackHole(makeChainDirectly()) }
}

let scenarios: [Scenario] = [
    Scenario(name: "cached singleton", baseline: DIGraphContenders.label, contenders: [
        DIGraphContenders.cachedSingleton(),
        SwinjectContenders.cachedSingleton(),
    ]),
    Scenario(name: "named value", baseline: DIGraphContenders.label, contenders: [
        DIGraphContenders.namedValue(),
        SwinjectContenders.namedValue(),
    ]),
    Scenario(name: "transient chain, depth 5", baseline: "direct", contenders: [
        directChain,
        DIGraphContenders.transientChain(),
        SwinjectContenders.transientChain(),
    ]),
    Scenario(name: "singleton from grandparent scope", baseline: DIGraphContenders.label, contenders: [
        DIGraphContenders.grandchildFromRoot(),
        SwinjectContenders.grandchildFromRoot(),
    ]),
    Scenario(name: "cached singleton", baseline: DIGraphContenders.label, contenders: [
        DIGraphContenders.cachedSingleton(),
        SwinjectContenders.cachedSingleton(synchronized: true),
    ], threads: 8),
    // The error and its "Similar bindings" are the work; Swinject's miss returns nil and says nothing.
    Scenario(name: "missing key, 10,000 keys bound", baseline: DIGraphContenders.label, contenders: [
        DIGraphContenders.missingKeyAmongTenThousand(),
    ]),
] + FacadeScenarios.all

let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
let fixed = CommandLine.arguments.firstIndex(of: "--fixed").map { Int(CommandLine.arguments[$0 + 1])! }
var results: [ScenarioResult] = []
for var scenario in scenarios {
    if let only {
        let title = scenario.threads > 1 ? "\(scenario.name) (\(scenario.threads) threads)" : scenario.name
        let kept = scenario.contenders.filter { "\(title)/\($0.label)".contains(only) }
        guard let first = kept.first else { continue }
        scenario = Scenario(name: scenario.name, baseline: first.label, contenders: kept, threads: scenario.threads)
    }
    if let fixed {
        for contender in scenario.contenders { contender.run(fixed) }
        continue
    }
    let result = harness.run(scenario)
    results.append(result)
}
if fixed == nil { print(markdownTable(results)) }
