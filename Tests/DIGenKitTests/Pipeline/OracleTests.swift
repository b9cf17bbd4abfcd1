import Foundation
import Testing
@testable import DIGenKit

/// The running program is the oracle (issue 40): mutants of `OracleProgram`'s apps are checked by
/// digen, then built against the facades and run; digen must report an error exactly when the
/// program stops. A mutant that does not compile says nothing either way and is counted apart.
///
/// Each `swift test` runs every single mutation; `DIGEN_ORACLE=pairs` runs every pair of
/// mutations too (`.ci/oracle` does, and prints the counts).
@Suite(.serialized) struct OracleTests {
    /// What one mutant came to.
    enum Outcome: String {
        case agreed, disagreed, doesNotCompile
    }

    private static var pairs: Bool { ProcessInfo.processInfo.environment["DIGEN_ORACLE"] == "pairs" }

    /// Mutations digen is known to disagree on, each a limit `CheckingDripCode` lists: a mutant
    /// that holds one is counted apart, and must still disagree (so that a fix is noticed).
    static let knownLimits: [String: String] = [
        "main.swift:6 → .parent { AppComponent() }":
            "a parent made afresh in its `parent { … }` closure, without the modules its readers need",
        "Extras.swift:3 → factory { Box(7) }":
            "a generic type's arguments inferred from its initializer's arguments (`Box(7)` is a `Box<Int>`)",
        "main.swift:4 removed + main.swift:11 → let store: Store = screen.app.network.inject()":
            "a module of a parent read only through a child (`screen.app.network`, a child's `c.app.network`)",
    ]

    @Test(arguments: [OracleProgram.whoop, OracleProgram.drip, OracleProgram.needle])
    func digenReportsAnErrorExactlyWhenTheProgramStops(_ program: OracleProgram) throws {
        let compiler = try FacadeCompiler.forThisRepository()
        let singles = program.mutations
        var mutants: [[OracleProgram.Mutation]] = [[]] + singles.map { [$0] }
        if Self.pairs {
            for (index, first) in singles.enumerated() {
                for second in singles[(index + 1)...] where (second.file, second.line) != (first.file, first.line) {
                    mutants.append([first, second])
                }
            }
        }
        // Needle's oracle needs the wiring of the program as written.
        let wiring = program.name == "needle" ? try Self.originalWiring(of: program) : nil
        var counts: [Outcome: Int] = [:]
        var disagreements: [String] = []
        var limits = 0
        for (index, mutant) in mutants.enumerated() {
            let (outcome, detail) = try wiring.map { try Self.judgeNeedle(program, mutant, originalWiring: $0, compiler: compiler) }
                ?? Self.judge(program, mutant, index: index, compiler: compiler)
            let isKnownLimit = mutant.contains { Self.knownLimits[$0.description] != nil }
                || Self.knownLimits[mutant.map(\.description).joined(separator: " + ")] != nil
            if isKnownLimit && mutant.count == 1 {
                // Alone, a known limit still disagrees (a mutant that cannot compile says nothing).
                #expect(outcome != .agreed, "\(mutant.map(\.description)): a known limit now agrees; take it off the list")
                limits += 1
                continue
            }
            if isKnownLimit && outcome == .disagreed {
                // Paired with another change, the limit may hide it or not.
                limits += 1
                continue
            }
            counts[outcome, default: 0] += 1
            if outcome == .disagreed { disagreements.append("\(mutant.map(\.description).joined(separator: " + ")): \(detail)") }
        }
        #expect(disagreements.isEmpty, "\(program.name): \(disagreements.joined(separator: "\n"))")
        // Mutants that all failed to compile, or all ran, would test nothing.
        #expect(counts[.agreed, default: 0] >= (mutants.count - limits) / 2, "\(counts)")
        appendReport("\(program.name): \(mutants.count) mutants, \(counts[.agreed, default: 0]) agreed, "
            + "\(counts[.disagreed, default: 0]) disagreed, \(counts[.doesNotCompile, default: 0]) did not compile, \(limits) on a known limit",
            toFileIn: "DIGEN_ORACLE_REPORT")
    }

    /// Checks, builds and runs one mutant.
    private static func judge(
        _ program: OracleProgram, _ mutant: [OracleProgram.Mutation], index: Int, compiler: FacadeCompiler
    ) throws -> (Outcome, String) {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for file in program.files(applying: mutant) { paths.append(try directory.write("App/" + file.name, file.text)) }
        let analysis = DIGen.check(directory.options(["App"]))
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        let built = try compiler.build(paths, executable: directory.path + "/program")
        guard built.exitCode == 0 else { return (.doesNotCompile, "") }
        let run = try compiler.execute(directory.path + "/program")
        let reports = analysis.exitCode == 1 && !errors.isEmpty
        let stops = run.exitCode != 0
        guard reports == stops else {
            let said = errors.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
            let fate = stops ? "the program stops: " + String(run.output.split(separator: "\n").first ?? "") : "the program runs"
            return (.disagreed, "digen \(reports ? "reports \(said)" : "says nothing (exit \(analysis.exitCode))"); \(fate)")
        }
        return (.agreed, "")
    }

    /// The file digen generates for `program` as written.
    private static func originalWiring(of program: OracleProgram) throws -> String {
        let directory = try TemporaryDirectory()
        for file in program.files(applying: []) where file.name != "main.swift" { try directory.write("App/" + file.name, file.text) }
        let generated = directory.path + "/Generated.swift"
        let result = DIGen.runGenerate(outputPath: generated, directory.options(["App"]))
        guard result.exitCode == 0 else { throw OracleFailure(description: "the unmutated program: " + result.standardError) }
        return try String(contentsOfFile: generated, encoding: .utf8)
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Judges one mutant of a Needle app. When digen reports no error, the file it generates must
    /// compile with the sources (no warning of its own) and the program must run. When it reports
    /// one, the sources must not make a program that runs with the wiring of the app as written:
    /// no wiring digen could have written is known to work.
    private static func judgeNeedle(
        _ program: OracleProgram, _ mutant: [OracleProgram.Mutation], originalWiring: String, compiler: FacadeCompiler
    ) throws -> (Outcome, String) {
        let directory = try TemporaryDirectory()
        var sources: [String] = []
        var main = ""
        for file in program.files(applying: mutant) {
            if file.name == "main.swift" { main = try directory.write(file.name, file.text) } else { sources.append(try directory.write("App/" + file.name, file.text)) }
        }
        // A mutant whose own sources do not compile says nothing either way.
        guard try compiler.typeCheck(sources).exitCode == 0 else { return (.doesNotCompile, "") }
        let generated = directory.path + "/Generated.swift"
        let result = DIGen.runGenerate(outputPath: generated, directory.options(["App"]))
        let executable = directory.path + "/program"
        if result.exitCode == 0 {
            let built = try compiler.build(sources + [generated, main], executable: executable)
            let warned = built.output.split(separator: "\n").contains { $0.contains("Generated.swift:") && $0.contains("warning:") }
            guard built.exitCode == 0, !warned else {
                return (.disagreed, "digen reports no error; its file does not compile: " + String(built.output.prefix(600)))
            }
            let run = try compiler.execute(executable)
            guard run.exitCode == 0 else {
                return (.disagreed, "digen reports no error; the program stops: " + String(run.output.split(separator: "\n").first ?? ""))
            }
            return (.agreed, "")
        }
        let original = try directory.write("Original.swift", originalWiring)
        let built = try compiler.build(sources + [original, main], executable: executable)
        guard built.exitCode == 0, try compiler.execute(executable).exitCode == 0 else { return (.agreed, "") }
        let said = result.standardError.replacingOccurrences(of: directory.path + "/", with: "").split(separator: "\n").prefix(2).joined(separator: " ")
        return (.disagreed, "digen reports \(said); the program runs with the wiring of the app as written")
    }
}
