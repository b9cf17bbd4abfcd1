import Foundation

/// Compiles Swift files against this package's own build of the facades (NeedleStyle,
/// WhoopStyle, DripStyle) with `swiftc`, as an app that imports them would be compiled, and runs
/// the programs it makes. Uses the debug build `swift build --build-tests` leaves in `.build`
/// (or the folder `DIGEN_BUILD_DIR` names).
struct FacadeCompiler {
    /// The build folder holding `Modules/` and each target's objects.
    let buildFolder: String

    /// What a `swiftc` run or a program said.
    struct Outcome {
        var exitCode: Int32
        var output: String
    }

    /// The compiler for this repository's build, or the reason there is none.
    static func forThisRepository() throws -> FacadeCompiler {
        let folder = ProcessInfo.processInfo.environment["DIGEN_BUILD_DIR"] ?? Repository.root + "/.build/debug"
        for module in ["NeedleStyle", "WhoopStyle", "DripStyle"]
        where !FileManager.default.fileExists(atPath: "\(folder)/Modules/\(module).swiftmodule") {
            throw Missing(description: "\(folder)/Modules/\(module).swiftmodule is not built: run `swift build --build-tests` first")
        }
        return FacadeCompiler(buildFolder: folder)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The targets whose objects a program of the facades links: the facade's own and those it
    /// depends on.
    private static let linkedTargets = ["NeedleStyle", "WhoopStyle", "DripStyle", "DIGraph", "DIGraphPrimitives"]

    private var commonArguments: [String] {
        var arguments = [
            "-swift-version", "6", "-I", buildFolder + "/Modules",
            "-Xcc", "-fmodule-map-file=\(buildFolder)/DIGraphPrimitives.build/module.modulemap",
            "-Xcc", "-I\(Repository.root)/Sources/DIGraphPrimitives/include",
        ]
        let macros = buildFolder + "/WhoopStyleMacros-tool"
        if FileManager.default.isExecutableFile(atPath: macros) {
            arguments += ["-load-plugin-executable", macros + "#WhoopStyleMacros"]
        }
        return arguments
    }

    /// `swiftc -typecheck` of `files`.
    func typeCheck(_ files: [String]) throws -> Outcome {
        try Self.run("/usr/bin/env", ["swiftc", "-typecheck"] + commonArguments + files, scratch: files.first.map(Self.folder(of:)))
    }

    /// Compiles `files` (one of them `main.swift`) into an executable at `executable`, linked with
    /// the facades' objects.
    func build(_ files: [String], executable: String) throws -> Outcome {
        var objects: [String] = []
        for target in Self.linkedTargets {
            let folder = "\(buildFolder)/\(target).build"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            objects += names.filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
        }
        return try Self.run("/usr/bin/env", ["swiftc"] + commonArguments + files + objects + ["-o", executable], scratch: Self.folder(of: executable))
    }

    private static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    /// Runs `executable` and waits for it.
    func execute(_ executable: String) throws -> Outcome {
        try Self.run(executable, [])
    }

    /// Runs `executable` with `arguments`; with a `scratch` folder, as the child's temporary
    /// folder (`TMPDIR`): the compiler driver leaves a folder there for each link, which the
    /// test's own folder then takes away with it.
    private static func run(_ executable: String, _ arguments: [String], scratch: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let scratch {
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch]) { _, new in new }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(exitCode: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
