import Foundation
import Testing
@testable import DIGenKit

/// `digen generate`'s file handling: nothing written on errors, atomic writes, untouched when
/// unchanged.
@Suite struct GenerateCommandTests {
    private func identity(_ path: String) throws -> (inode: UInt64, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value), try #require(attributes[.modificationDate] as? Date))
    }

    @Test func graphErrorsPrintTheCheckDiagnosticsAndWriteNothing() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/NeedleGenerated.swift"
        let result = DIGen.runGenerate(outputPath: output, Fixture.options(["MissingDependency"]))
        let check = DIGen.runCheck(Fixture.options(["MissingDependency"]))
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == check.standardOutput)
        #expect(result.standardError == check.standardError + "digen: generate failed: \(output) was not written; see the errors above.\n")
        #expect(result.standardError.contains("[digen/MissingDependency]"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func theInputDepsFileListsEveryFileThatCanDeclareDIBesideTheOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Root.swift", "import NeedleStyle\nfinal class RootComponent: BootstrapComponent {}\n")
        try directory.write("Sources/Plain.swift", "struct Point { var x: Int }\n")
        try directory.write("Sources/Deps.swift", "import NeedleStyle\nprotocol ChildDependency: Dependency {}\n")
        let options = directory.options(["Sources"])
        let result = DIGen.runGenerate(outputPath: "Wiring.swift", options, loggingLevel: .info, emitInputDepsFile: true)
        #expect(result.exitCode == 0)
        let inputs = directory.path + "/Wiring.inputs"
        #expect(try String(contentsOfFile: inputs, encoding: .utf8) == """
            \(directory.path)/Sources/Deps.swift
            \(directory.path)/Sources/Root.swift

            """)
        #expect(result.standardError.hasSuffix("digen: wrote \(directory.path)/Wiring.swift.\ndigen: wrote \(inputs).\n"))
        // Unchanged inputs leave the file as it was.
        let before = try identity(inputs)
        let again = DIGen.runGenerate(outputPath: "Wiring.swift", options, loggingLevel: .info, emitInputDepsFile: true)
        #expect(!again.standardError.contains("wrote \(inputs)"))
        #expect(try identity(inputs) == before)
        #expect(DIGen.inputDepsPath(for: "/a/b/NeedleGenerated.swift") == "/a/b/NeedleGenerated.inputs")
    }

    @Test func graphErrorsLeaveAnExistingFileAsItWas() throws {
        let directory = try TemporaryDirectory()
        let output = try directory.write("NeedleGenerated.swift", "// previous\n")
        let result = DIGen.runGenerate(outputPath: output, Fixture.options(["DependencyCycle"]))
        #expect(result.exitCode == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// previous\n")
    }

    @Test func writesTheGeneratedCodeAndReportsItAtInfoLevel() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/NeedleGenerated.swift"
        let result = DIGen.runGenerate(outputPath: output, ArcadeApp.options, loggingLevel: .info)
        #expect(result.exitCode == 0)
        #expect(result.standardError == """
            digen: no problems: 6 components on 8 paths checked in 7 Swift files (6 parsed).
            digen: wrote \(output).

            """)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == ArcadeApp.generate())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["NeedleGenerated.swift"])
    }

    @Test func unchangedOutputIsNotRewritten() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/NeedleGenerated.swift"
        #expect(DIGen.runGenerate(outputPath: output, ArcadeApp.options).exitCode == 0)
        let before = try identity(output)
        Thread.sleep(forTimeInterval: 0.02)
        let again = DIGen.runGenerate(outputPath: output, ArcadeApp.options, loggingLevel: .info)
        #expect(again.exitCode == 0)
        #expect(again.standardError.hasSuffix("digen: Not writing the file as content is unchanged: \(output).\n"))
        let after = try identity(output)
        #expect(after.inode == before.inode)
        #expect(after.modified == before.modified)
    }

    @Test func changedOutputIsReplacedByRenameNotRewrittenInPlace() throws {
        let directory = try TemporaryDirectory()
        let output = try directory.write("NeedleGenerated.swift", "// stale\n")
        let before = try identity(output)
        #expect(DIGen.runGenerate(outputPath: output, ArcadeApp.options).exitCode == 0)
        #expect(try identity(output).inode != before.inode)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == ArcadeApp.generate())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["NeedleGenerated.swift"])
    }

    @Test func outputAndHeaderDocPathsAreRelativeToTheWorkingDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("header.txt", "// Copyright Arcade.\n")
        var options = ArcadeApp.options
        options.scan.workingDirectory = directory.path
        options.scan.sourceRootPaths = [ArcadeApp.directory]
        let result = DIGen.runGenerate(outputPath: "Out.swift", options, headerDocPath: "header.txt")
        #expect(result.exitCode == 0)
        let text = try String(contentsOfFile: directory.path + "/Out.swift", encoding: .utf8)
        #expect(text.hasPrefix("// Copyright Arcade.\n\n// Generated by `digen generate`."))
    }

    @Test func anUnreadableHeaderDocIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/Out.swift"
        let result = DIGen.runGenerate(outputPath: output, ArcadeApp.options, headerDocPath: directory.path + "/missing.txt")
        let diagnostic = Diagnostic(
            id: .outputNotWritten, location: nil, message: "Could not read the header doc file at \(directory.path)/missing.txt.")
        #expect(result == CommandOutput(
            exitCode: 2,
            standardError: "digen: error: Could not read the header doc file at \(directory.path)/missing.txt. [digen/OutputNotWritten]\n",
            diagnostics: [diagnostic]))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func anUnwritableDestinationIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/no/such/dir/Out.swift"
        let result = DIGen.runGenerate(outputPath: output, ArcadeApp.options)
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("digen: error: Could not write the generated file at \(output): "))
    }
}
