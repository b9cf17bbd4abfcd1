import Foundation

// Times a release-built digen on synthetic apps (by default Needle apps of 1k and 10k components)
// and prints markdown tables: `digen check` against a bare one-core swift-syntax parse, and
// `digen generate` with a debug compile of the file it writes. `--app` picks the app `digen check`
// is timed on: Needle (sizes count components), WhoopDI or Drip style (sizes count definitions,
// four to a file) or all three side by side (sizes count files); `digen generate` always times a
// Needle app. `digen graph --format json` is timed beside `digen check` on the same app.
//
//   swift build -c release --product digen
//   swift build -c release --product DigenBenchmarks
//   (cd ../.. && swift build --target NeedleStyle)      # the module the generated file compiles against
//   .build/release/DigenBenchmarks [--only check|generate|graph|all] [--app needle|whoop|drip|mixed]
//                                  [--digen PATH] [--sizes 1000,10000] [--repetitions 3]
//                                  [--compile-repetitions 1] [--modules PATH]

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
