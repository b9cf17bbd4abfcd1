import Foundation
import Testing
@testable import DIGenKit

/// The generated-code property (issue 41): whatever names an app uses, if the app compiles, the
/// file `digen generate` writes for it compiles with it against the facades (`swiftc`), and the
/// program runs and gives what the app asks for.
///
/// Each run tries `NamedProgram.sampleNames`; `DIGEN_PROPERTY_NAMES=all` tries every name of
/// `NamedProgram.allNames` (`.ci/generated-code-property` does, and prints the counts). A name
/// the compiler refuses in a program's sources is left out of that program and counted.
@Suite(.serialized) struct GeneratedCodeCompilesTests {
    private static var names: [String] {
        ProcessInfo.processInfo.environment["DIGEN_PROPERTY_NAMES"] == "all" ? NamedProgram.allNames : NamedProgram.sampleNames
    }

    @Test(arguments: NamedProgram.allCases)
    func everyNameTheSourcesMayUseCompilesAndRuns(_ program: NamedProgram) throws {
        let compiler = try FacadeCompiler.forThisRepository()
        let directory = try TemporaryDirectory()
        var used: [String] = []
        var refused: [String] = []
        for name in Self.names {
            let index = used.count
            let file = try directory.write("refused/\(refused.count)-\(index).swift", program.source(name, index))
            if try compiler.typeCheck([file]).exitCode == 0 {
                try directory.write("App/Name\(index).swift", program.source(name, index))
                used.append(name)
            } else {
                refused.append(name)
            }
        }
        try #require(!used.isEmpty)
        var main = program.mainPrologue(count: used.count)
        for (index, name) in used.enumerated() { main += program.main(name, index) }
        let outcome = try Self.generateBuildAndRun(appFolder: "App", main: main, in: directory, compiler: compiler)
        #expect(outcome.exitCode == 0, "\(program): \(outcome.output)")
        appendReport("\(program): \(used.count) names \(outcome.exitCode == 0 ? "compiled and ran" : "FAILED"), \(refused.count) refused by swiftc in the sources"
            + (refused.isEmpty ? "" : " (\(refused.map { SwiftSpelling.stringLiteral($0) }.joined(separator: ", ")))"),
            toFileIn: "DIGEN_PROPERTY_REPORT")
    }

    /// Apps written to test one way of spelling each: comments inside types and imports, imports
    /// under `#if`, typed `throws`, and key names with escapes, line breaks and canonically
    /// equivalent spellings.
    @Test(arguments: SpelledProgram.allCases)
    func appsSpelledAnyWayCompileAndRun(_ program: SpelledProgram) throws {
        let compiler = try FacadeCompiler.forThisRepository()
        let directory = try TemporaryDirectory()
        try directory.write("App/App.swift", program.source)
        let outcome = try Self.generateBuildAndRun(appFolder: "App", main: program.main, in: directory, compiler: compiler)
        #expect(outcome.exitCode == 0, "\(program): \(outcome.output)")
    }

    /// Generates the wiring of the sources in `appFolder`, compiles them with it and `main`, and
    /// runs the program; a failing step's outcome is returned with what it said.
    private static func generateBuildAndRun(
        appFolder: String, main: String, in directory: TemporaryDirectory, compiler: FacadeCompiler
    ) throws -> FacadeCompiler.Outcome {
        let app = directory.path + "/" + appFolder
        let generatedPath = directory.path + "/Generated.swift"
        let result = DIGen.runGenerate(outputPath: generatedPath, directory.options([app]))
        guard result.exitCode == 0 else {
            return .init(exitCode: result.exitCode, output: "digen generate: " + result.standardError)
        }
        let generated = try String(contentsOfFile: generatedPath, encoding: .utf8)
        let mainPath = try directory.write("main.swift", main.replacingOccurrences(of: Self.accessorCalls, with: Self.calls(in: generated)))
        let sources = try FileManager.default.contentsOfDirectory(atPath: app).sorted().map { app + "/" + $0 }
        let executable = directory.path + "/program"
        let built = try compiler.build(sources + [generatedPath, mainPath], executable: executable)
        // The generated file compiles without a warning of its own, too.
        let warned = built.output.split(separator: "\n").contains { $0.contains("Generated.swift:") && $0.contains("warning:") }
        guard built.exitCode == 0, !warned else {
            return .init(exitCode: warned ? 1 : built.exitCode, output: "swiftc: " + built.output + "\n--- Generated.swift:\n" + generated)
        }
        return try compiler.execute(executable)
    }

    /// A line of `main.swift` that becomes a call of every WhoopDI accessor the generated file
    /// holds, each checked to give what `inject` gives.
    static let accessorCalls = "// every generated accessor"

    /// `_ = WhoopDI.pump()` for each synchronous static accessor in `generated`.
    private static func calls(in generated: String) -> String {
        generated.split(separator: "\n").compactMap { line -> String? in
            let prefix = "    static func "
            guard line.hasPrefix(prefix), line.contains("() -> ") else { return nil }
            let name = line.dropFirst(prefix.count).prefix { $0 != "(" }
            return "_ = WhoopDI.\(name)()"
        }.joined(separator: "\n")
    }
}
