import Foundation

/// The timer's command line.
struct Settings {
    /// Which measurements to take.
    enum Part: String {
        case check, generate, graph, modules, all
    }

    /// Which synthetic app the check benchmark times.
    enum App: String {
        case needle, whoop, drip, mixed

        /// What a size counts, for the table's first column.
        var sizeColumn: String {
            switch self {
            case .needle: "components"
            case .whoop, .drip: "definitions"
            case .mixed: "app size (files)"
            }
        }

        /// The most digen's 2-core time may be of the one-core bare parse: Needle's target, and the
        /// tighter one set for the styles added later.
        var target: String {
            self == .needle ? "0.75×" : "0.6×"
        }

        /// How the table's introduction names the app: not at all for Needle, the original one.
        var introduction: String {
            switch self {
            case .needle: ""
            case .whoop: " on a WhoopDI-style app"
            case .drip: " on a Drip-style app"
            case .mixed: " on a mixed Needle, WhoopDI and Drip app"
            }
        }
    }

    var digen: String
    var sizes = [1_000, 10_000]
    var repetitions = 3
    var part = Part.all
    /// The app `digen check` is timed on (`digen generate` is always timed on a Needle app).
    var app = App.needle
    /// Where a debug build of this toolkit keeps its modules (NeedleStyle, DIGraph).
    var modules: String
    /// How often the generated file is compiled per size (a 10k-path compile takes minutes).
    var compileRepetitions = 1
    /// The modular app's size for `--only modules`: how many modules, of how many files each.
    var moduleCount = 100
    var filesPerModule = 100

    init(arguments: [String]) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        digen = executable.deletingLastPathComponent().appendingPathComponent("digen").path
        // Benchmarks/DigenBenchmarks/Sources/DigenBenchmarks/Settings.swift -> the toolkit's root.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        modules = root.appendingPathComponent(".build/debug/Modules").path
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            let value = remaining.popFirst() ?? ""
            switch flag {
            case "--digen": digen = value
            case "--sizes": sizes = value.split(separator: ",").compactMap { Int($0) }
            case "--repetitions": repetitions = max(1, Int(value) ?? 3)
            case "--compile-repetitions": compileRepetitions = max(1, Int(value) ?? 1)
            case "--modules": modules = value
            case "--module-count": moduleCount = max(3, Int(value) ?? 100)
            case "--files-per-module": filesPerModule = max(24, Int(value) ?? 100)
            case "--only":
                guard let chosen = Part(rawValue: value) else { Self.fail("--only takes check, generate, graph, modules or all") }
                part = chosen
            case "--app":
                guard let chosen = App(rawValue: value) else { Self.fail("--app takes needle, whoop, drip or mixed") }
                app = chosen
            default: Self.fail("unknown option \(flag)")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(2)
    }
}
