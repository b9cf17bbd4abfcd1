import Foundation

// Times a release-built digen on synthetic apps (by default Needle apps of 1k and 10k components)
// and prints markdown tables: `digen check` against a bare one-core swift-syntax parse, and
// `digen generate` with a debug compile of the file it writes. `--app` picks the app `digen check`
// is timed on: Needle (sizes count components), WhoopDI or Drip style (sizes count definitions,
// four to a file) or all three side by side (sizes count files); `digen generate` always times a
// Needle app. `digen graph --format json` is timed beside `digen check` on the same app.
// `--only modules` times digen on an app of many modules (100 of 100 files by default): whole
// source with and without the per-file cache, re-runs after no change and after one edit,
// `digen summarize` of each module and a generate from summaries, and checks their outputs agree.
// digen keeps a cache of per-file facts by default, so every timed run passes `--no-cache` except
// the runs of `--only modules` that time the cache itself (with a `--cache-dir` of their own).
//
//   swift build -c release --product digen
//   swift build -c release --product DigenBenchmarks
//   (cd ../.. && swift build --target NeedleStyle)      # the module the generated file compiles against
//   .build/release/DigenBenchmarks [--only check|generate|graph|modules|all] [--app needle|whoop|drip|mixed]
//                                  [--digen PATH] [--sizes 1000,10000] [--repetitions 3]
//                                  [--compile-repetitions 1] [--modules PATH]
//                                  [--module-count 100] [--files-per-module 100]

let settings = Settings(arguments: Array(CommandLine.arguments.dropFirst()))
guard FileManager.default.isExecutableFile(atPath: settings.digen) else {
    Settings.fail("""
        No digen at \(settings.digen). Build it first: swift build -c release --product digen
        (or pass --digen PATH).
        """)
}
if settings.part == .check || settings.part == .all {
    try CheckBenchmark.run(settings)
}
if settings.part == .generate || settings.part == .all {
    try GenerateBenchmark.run(settings)
}
if settings.part == .graph || settings.part == .all {
    try GraphBenchmark.run(settings)
}
if settings.part == .modules || settings.part == .all {
    try ModulesBenchmark.run(settings)
}
