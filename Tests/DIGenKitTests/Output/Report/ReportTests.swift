import Foundation
import Testing
@testable import DIGenKit

/// `--format json`, `--format sarif`, `--report` and GitHub annotations.
struct ReportTests {
    /// A report with a location in a line that has a two-byte and a four-byte character before
    /// the column, one outside the root, and one with no location.
    private static func sampleReport(in directory: TemporaryDirectory) throws -> DiagnosticReport {
        try directory.write("App/Sources/Feed.swift", "let a = 1\nlet é = \"🙂\"; let x = y\n")
        return DiagnosticReport(
            command: "check", exitCode: 1, summary: "digen: 1 error.",
            diagnostics: [
                Diagnostic(
                    id: .missingDependency, location: SourceLocation(file: "Sources/Feed.swift", line: 2, column: 26),
                    message: "Missing dependency for Y with name: <no name>", notes: ["Requested by X."]),
                Diagnostic(
                    id: .orphanComponent, severity: .note, location: SourceLocation(file: "/elsewhere/My Code.swift", line: 4, column: 1),
                    message: "SettingsComponent is an orphan scope therefore ignored from parsing."),
                Diagnostic(id: .invalidOption, severity: .warning, location: nil, message: "An option."),
            ])
    }

    @Test func jsonReportIsVersionedSortedAndComplete() throws {
        let directory = try TemporaryDirectory()
        let report = try Self.sampleReport(in: directory)
        let json = report.rendered(as: .json, root: directory.path + "/App", workingDirectory: directory.path + "/App")
        #expect(json == """
            {
              "command" : "check",
              "counts" : {
                "errors" : 1,
                "notes" : 1,
                "warnings" : 1
              },
              "diagnostics" : [
                {
                  "id" : "digen/MissingDependency",
                  "location" : {
                    "column" : 26,
                    "file" : "Sources/Feed.swift",
                    "line" : 2
                  },
                  "message" : "Missing dependency for Y with name: <no name>",
                  "notes" : [
                    "Requested by X."
                  ],
                  "severity" : "error"
                },
                {
                  "id" : "digen/OrphanComponent",
                  "location" : {
                    "column" : 1,
                    "file" : "/elsewhere/My Code.swift",
                    "line" : 4
                  },
                  "message" : "SettingsComponent is an orphan scope therefore ignored from parsing.",
                  "notes" : [

                  ],
                  "severity" : "note"
                },
                {
                  "id" : "digen/InvalidOption",
                  "message" : "An option.",
                  "notes" : [

                  ],
                  "severity" : "warning"
                }
              ],
              "exitCode" : 1,
              "format" : "digen-report",
              "summary" : "digen: 1 error.",
              "tool" : {
                "name" : "digen",
                "version" : "\(DIGen.version)"
              },
              "version" : 1
            }

            """)
    }

    @Test func sarifLocationsAreRelativeToTheRootWithCodePointColumns() throws {
        let directory = try TemporaryDirectory()
        let report = try Self.sampleReport(in: directory)
        let sarif = report.rendered(as: .sarif, root: directory.path + "/App", workingDirectory: directory.path + "/App")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["digen/MissingDependency", "digen/OrphanComponent", "digen/InvalidOption"])
        #expect(results.map { $0["level"] as? String } == ["error", "note", "warning"])
        #expect((results[0]["message"] as? [String: String])?["text"] == "Missing dependency for Y with name: <no name>\nRequested by X.")
        func physical(_ result: [String: Any]) -> [String: Any]? {
            ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
        }
        let first = try #require(physical(results[0]))
        #expect(first["artifactLocation"] as? [String: String] == ["uri": "Sources/Feed.swift", "uriBaseId": "SRCROOT"])
        // `let é = "🙂"; let x = y`: `y` is byte 26; the 25 bytes before it are 21 code points.
        #expect(first["region"] as? [String: Int] == ["startLine": 2, "startColumn": 22])
        let outside = try #require(physical(results[1]))
        #expect(outside["artifactLocation"] as? [String: String] == ["uri": "file:///elsewhere/My%20Code.swift"])
        #expect(results[2]["locations"] == nil)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["digen/InvalidOption", "digen/MissingDependency", "digen/OrphanComponent"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [1, 2, 0])
        #expect((rules[1]["shortDescription"] as? [String: String])?["text"] == SARIFLog.summary(of: .missingDependency))
        #expect(sarif.contains(directory.path) == false, "a SARIF log names no folder of the machine it was made on")
    }

    /// The SARIF and JSON of runs over fixture apps with errors of every style, validated against
    /// the SARIF 2.1.0 schema (vendored in Fixtures/Schemas) and Docs/digen-report.schema.json by
    /// Python's jsonschema (`pip install jsonschema`; CI installs it).
    @Test func reportsOfRealRunsValidateAgainstTheirSchemas() throws {
        let directory = try TemporaryDirectory()
        var sarifFiles: [String] = []
        var jsonFiles: [String] = []
        let fixtures = ["MissingDependency", "WhoopTypo", "DripAbstract", "DependencyCycle", "SyntaxError", "DeclarationLoops", "WhoopClean"]
        var ids: Set<DiagnosticID> = []
        for fixture in fixtures {
            let options = Fixture.options([fixture])
            let output = DIGen.runCheck(options, loggingLevel: .info)
            ids.formUnion(output.diagnostics.map(\.id))
            for format in [DiagnosticFormat.sarif, .json] {
                let path = directory.path + "/\(fixture).\(format.rawValue)"
                let reported = output.reported(ReportSettings(format: format, reportPath: path), command: "check", options: options)
                #expect(reported.exitCode == output.exitCode)
                #expect(reported.standardError == output.standardError, "with --report, the text still goes to standard error")
                if format == .sarif { sarifFiles.append(path) } else { jsonFiles.append(path) }
            }
        }
        #expect(ids.count >= 8, "the fixtures give diagnostics of many ids: \(ids.map(\.rawValue).sorted())")
        let repository = Repository.root
        try Self.validate(sarifFiles, against: Fixture.path("Schemas/sarif-schema-2.1.0.json"))
        try Self.validate(jsonFiles, against: repository + "/Docs/digen-report.schema.json")
    }

    /// Runs Python's jsonschema over `files`; fails the test with its messages when one is invalid.
    private static func validate(_ files: [String], against schema: String) throws {
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            bad = 0
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    bad += 1
                    print(f"{path}: {'/'.join(str(p) for p in error.absolute_path)}: {error.message}")
            print(f"validated {len(sys.argv) - 2} files against {schema.get('title', sys.argv[1])}")
            sys.exit(1 if bad else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "jsonschema (pip install jsonschema) says:\n\(output)")
        #expect(output.contains("validated \(files.count) files"), "\(output)")
    }

    @Test func structuredFormatsGoToStandardOutputAlone() throws {
        let options = Fixture.options(["WhoopTypo"])
        let output = DIGen.runCheck(options)
        #expect(output.exitCode == 1)
        let json = output.reported(ReportSettings(format: .json), command: "check", options: options)
        #expect(json.standardError == "")
        #expect(json.exitCode == 1)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(decoded["exitCode"] as? Int == 1)
        #expect(decoded["summary"] as? String == output.summary)
        #expect((decoded["diagnostics"] as? [[String: Any]])?.count == output.diagnostics.count)
        let text = output.reported(ReportSettings(), command: "check", options: options)
        #expect(text == output)
    }

    @Test func githubAnnotationsFollowTheTextOnStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let options = directory.options(["Sources"])
        var output = CommandOutput(exitCode: 1, standardError: "text\n")
        output.diagnostics = [
            Diagnostic(
                id: .misspelledName, location: SourceLocation(file: "Sources/a,b:c.swift", line: 3, column: 7),
                message: "Missing dependency for String with name: costumer; did you mean \"customer\"?",
                notes: ["100% sure, line two."]),
            Diagnostic(id: .orphanComponent, severity: .note, location: nil, message: "Orphan."),
        ]
        let annotated = output.reported(ReportSettings(githubAnnotations: true), command: "check", options: options)
        #expect(annotated.standardError == "text\n")
        #expect(annotated.standardOutput == """
            ::error file=Sources/a%2Cb%3Ac.swift,line=3,col=7,title=digen/MisspelledName::Missing dependency for String with name: costumer; did you mean "customer"?%0A100%25 sure, line two.
            ::notice title=digen/OrphanComponent::Orphan.

            """)
        let json = output.reported(ReportSettings(format: .json, githubAnnotations: true), command: "check", options: options)
        #expect(!json.standardOutput.contains("::error"), "annotations come with the text, not inside a JSON document")
    }

    @Test func relativePathsNameFilesFromTheRootInTextAndJSON() throws {
        let options = Fixture.options(["WhoopTypo"])
        let output = DIGen.runCheck(options)
        let relative = output.reported(ReportSettings(relativePaths: true), command: "check", options: options)
        #expect(relative.standardError == """
            WhoopTypo/App.swift:10:42: error: Missing dependency for String with name: costumer; did you mean "customer"? [digen/MisspelledName]
            WhoopTypo/App.swift:10:42: note: "costumer" is asked for by the factory at WhoopTypo/App.swift:10:9 in CounterModule.
            WhoopTypo/App.swift:10:42: note: String with name: customer is defined at WhoopTypo/App.swift:9:9 in CounterModule.
            digen: 1 error, 0 warnings: 2 WhoopDI definitions in 1 container or module set checked in 1 Swift file (1 parsed).

            """)
        let json = output.reported(ReportSettings(format: .json, relativePaths: true), command: "check", options: options)
        #expect(!json.standardOutput.contains(Fixture.root))
        #expect(json.standardOutput.contains(#""file" : "WhoopTypo/App.swift""#))
        let sarif = output.reported(ReportSettings(format: .sarif), command: "check", options: options)
        #expect(!sarif.standardOutput.contains(Fixture.root), "SARIF is relative to the root, messages included")
    }

    @Test func aReportIsWrittenOnceAndNeverOverASource() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.write("Sources/App.swift", "import WhoopStyle\n")
        let options = directory.options(["Sources"])
        let output = DIGen.runCheck(options)
        let report = directory.path + "/out/report.sarif"
        try FileManager.default.createDirectory(atPath: directory.path + "/out", withIntermediateDirectories: true)
        #expect(output.reported(ReportSettings(format: .sarif, reportPath: "out/report.sarif"), command: "check", options: options).exitCode == 0)
        let written = try #require(FileManager.default.contents(atPath: report))
        // A rewrite renames a new file into place, so the inode would change.
        let before = try #require((try FileManager.default.attributesOfItem(atPath: report)[.systemFileNumber] as? NSNumber)?.uint64Value)
        _ = output.reported(ReportSettings(format: .sarif, reportPath: report), command: "check", options: options)
        #expect(FileManager.default.contents(atPath: report) == written)
        #expect((try FileManager.default.attributesOfItem(atPath: report)[.systemFileNumber] as? NSNumber)?.uint64Value == before, "an unchanged report is not rewritten")
        let refused = output.reported(ReportSettings(format: .json, reportPath: "Sources/App.swift"), command: "check", options: options)
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.hasSuffix(
            "digen: error: Could not write the report at \(source): it is one of the sources digen read; choose another path. [digen/OutputNotWritten]\n"))
        #expect(FileManager.default.contents(atPath: source) == Data("import WhoopStyle\n".utf8))
    }
}
