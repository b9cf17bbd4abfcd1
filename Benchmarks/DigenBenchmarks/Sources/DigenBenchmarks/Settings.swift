import Foundation

/// The timer's command line.
struct Settings {
    /// Which measurements to take.
    enum Part: String {
        case check, generate, all
    }

    var digen: String
    var sizes = [1_000, 10_000]
    var repetitions = 3
    var part = Part.all
    /// Where a debug build of this toolkit keeps its modules (NeedleStyle, DIGraph).
    var modules: String
    /// How often the generated file is compiled per size (a 10k-path compile takes minutes).
    var compileRepetitions = 1

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
            case "--only":
                guard let chosen = Part(rawValue: value) else { Self.fail("--only takes check, generate or all") }
                part = chosen
            default: Self.fail("unknown option \(flag)")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(2)
    }
}
