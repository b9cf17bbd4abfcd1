import Foundation
import Testing
@testable import DIGenKit

/// What a report names and what a run reads beside its sources can be trusted (issue 41), case by
/// case from `Fixtures/Reproducers/trust/`.
@Suite struct ReportTrustTests {
    /// The reproducer's `work/src/App.swift` (one `digen/MisspelledName` at 10:42), copied into a
    /// new folder that is the working directory.
    private static func work() throws -> (directory: TemporaryDirectory, output: CommandOutput, options: CheckOptions) {
        let directory = try TemporaryDirectory()
        let text = try String(contentsOfFile: Fixture.path("Reproducers/trust/report-paths-root-not-cwd/work/src/App.swift"), encoding: .utf8)
        try directory.write("work/src/App.swift", text)
        let options = CheckOptions(scan: ScanOptions(sourceRootPaths: ["src"], workingDirectory: directory.path + "/work"))
        return (directory, DIGen.runCheck(options), options)
    }

    private static func uris(_ output: CommandOutput, root: String?, options: CheckOptions) -> [String] {
        var options = options
        options.root = root
        let sarif = output.reported(ReportSettings(format: .sarif), command: "check", options: options).standardOutput
        return sarif.split(separator: "\n").filter { $0.contains("\"uri\"") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `report-paths-root-not-cwd`: SARIF URIs and annotation paths are relative to `--root` once,
    /// wherever the run starts.
    @Test func reportPathsAreRelativeToTheRootOnceWhateverTheWorkingDirectory() throws {
        let (directory, output, options) = try Self.work()
        #expect(output.exitCode == 1)
        #expect(Self.uris(output, root: "src", options: options) == ["\"uri\" : \"App.swift\","])
        #expect(Self.uris(output, root: directory.path, options: options) == ["\"uri\" : \"work/src/App.swift\","])
        #expect(Self.uris(output, root: nil, options: options) == ["\"uri\" : \"src/App.swift\","])
        var rooted = options
        rooted.root = "src"
        let annotated = output.reported(ReportSettings(githubAnnotations: true), command: "check", options: rooted).standardOutput
        #expect(annotated.hasPrefix("::error file=App.swift,line=10,"))
    }

    /// `header-doc-unbounded`: the header doc is an input like the others, bounded by
    /// `--max-file-size`.
    @Test func aHeaderDocLargerThanTheLimitIsRefused() throws {
        let directory = try TemporaryDirectory()
        let header = try directory.write("header.txt", String(repeating: "// a header line\n", count: 70_000))
        var options = ArcadeApp.options
        options.scan.maximumFileSize = 1 << 20
        let output = DIGen.runGenerate(outputPath: directory.path + "/Out.swift", options, headerDocPath: header)
        #expect(output.exitCode == 2)
        #expect(output.standardError == "\(header):1:1: error: The header doc file \(header) is 1190000 bytes, larger than the 1 MB digen reads (--max-file-size). [digen/FileTooLarge]\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Out.swift"))
    }

    /// `outputs-overwrite-inputs`: an output that is an input of the run (the header doc, a
    /// summary) or another of its outputs (the report over the generated file, the stamp over
    /// the summary) is refused before the run, with the pair named; a link to an input is that
    /// input.
    @Test func anOutputThatIsAnInputOrAnotherOutputIsRefusedWithThePairNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("header.txt", "// header\n")
        try directory.write("feed.summary", "not read")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.txt", withDestinationPath: "header.txt")
        let files = RunFiles(
            outputs: [("the destination", "Out.swift"), ("--report", "./Out.swift"), ("--swift-stamp", "link.txt"), ("--report", "feed.summary")],
            inputs: [("a source root", "Sources"), ("--summary", "feed.summary"), ("--header-doc", "header.txt")])
        #expect(files.problems(workingDirectory: directory.path).map(\.description) == [
            "digen: error: --report ./Out.swift is also the destination Out.swift: digen would overwrite it; choose another path. [digen/OutputNotWritten]",
            "digen: error: --swift-stamp link.txt is also --header-doc header.txt: digen would overwrite it; choose another path. [digen/OutputNotWritten]",
            "digen: error: --report feed.summary is also --summary: digen would overwrite it; choose another path. [digen/OutputNotWritten]",
        ])
        #expect(RunFiles(outputs: [("the destination", "Out.swift")], inputs: [("--header-doc", "header.txt")])
            .problems(workingDirectory: directory.path).isEmpty)
    }

    /// `gha-commands-via-stderr`: a file name or a quoted key name with line breaks (or escape
    /// characters) cannot start a line of its own, so it cannot forge a workflow command.
    @Test func noNameFromTheSourcesCanStartALineOfItsOwn() throws {
        let directory = try TemporaryDirectory()
        let reproducer = "Reproducers/trust/gha-commands-via-stderr/src/Messages.swift"
        try directory.write("src/Messages.swift", try String(contentsOfFile: Fixture.path(reproducer), encoding: .utf8))
        try directory.write("src/x\n::warning file=plain.swift,line=1::forged\u{1B}[31m.swift", """
            import WhoopDIKit

            final class Mod: DependencyModule {
                override func defineDependencies() {
                    factory { Service(v: try self.get("missing")) }
                }
            }
            struct Service { let v: Int }
            """)
        let output = DIGen.runCheck(directory.options(["src"]))
        #expect(output.exitCode == 1)
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(!lines.contains { $0.hasPrefix("::") || $0.contains("\u{1B}") })
        #expect(output.standardError.contains("error: Missing dependency for Int with name: first line\\n::error file=evil.swift,line=1::injected through a name [digen/MissingDependency]"))
        #expect(output.standardError.contains("/src/x\\n::warning file=plain.swift,line=1::forged\\u{1B}[31m.swift:5:34: error: "))
        #expect(PrintableText.escaped("tab\tstays, \r and \u{7F} and \u{85} do not") == "tab\tstays, \\r and \\u{7F} and \\u{85} do not")
    }

    /// `gha-commands-via-stderr`: under GitHub Actions no line digen prints but its own
    /// annotations can be a workflow command: a path that starts with `::` is written from `./`,
    /// and `##[` (taken anywhere in a line by the runner's older parser) as `##\[`, or
    /// `##\u005B` inside a JSON document.
    @Test func underGitHubActionsOnlyDigensAnnotationsAreWorkflowCommands() throws {
        let directory = try TemporaryDirectory()
        try directory.write("::error file=evil.swift,line=1::x.swift", """
            import WhoopDIKit

            final class Mod: DependencyModule {
                override func defineDependencies() {
                    factory { Service(v: try self.get("##[warning]forged")) }
                }
            }
            struct Service { let v: Int }
            """)
        var options = directory.options(["::error file=evil.swift,line=1::x.swift"])
        options.root = directory.path
        let output = DIGen.runCheck(options)
        let text = output.reported(ReportSettings(githubAnnotations: true, relativePaths: true), command: "check", options: options)
        let errorLines = text.standardError.split(separator: "\n")
        #expect(errorLines.first == "./::error file=evil.swift,line=1::x.swift:5:34: error: Missing dependency for Int with name: ##\\[warning]forged [digen/MissingDependency]")
        #expect(!errorLines.contains { $0.hasPrefix("::") || $0.contains("##[") })
        let annotations = text.standardOutput.split(separator: "\n")
        #expect(annotations.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::notice") || $0.hasPrefix("::warning") })
        #expect(!text.standardOutput.contains("##["))
        let json = output.reported(ReportSettings(format: .json, githubAnnotations: true), command: "check", options: options)
        #expect(json.standardOutput.contains("##\\u005B"))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(decoded != nil)
        #expect(json.standardOutput.replacingOccurrences(of: "##\\u005B", with: "##[")
            == output.reported(ReportSettings(format: .json), command: "check", options: options).standardOutput)
    }
}
