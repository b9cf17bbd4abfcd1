import Foundation
import Testing
@testable import DIGenKit

/// Each rule's explanation shows what digen prints: its example program, run through digen, reports
/// exactly the explanation's examples (severity, place, message and notes, verbatim), and nothing
/// else under its id. So `digen explain` and the diagnostics reference cannot drift from the rules.
@Suite struct RuleExampleTests {
    static let explanations = GraphRules.explanations

    @Test func everyRuleExplanationHasAProgram() {
        let without = Self.explanations.filter { $0.program == nil }.map(\.id.rawValue)
        #expect(without == [])
        #expect(Self.explanations.count >= 27)
    }

    @Test(arguments: explanations.map(\.id))
    func theExampleProgramReportsTheExamplesVerbatim(_ id: DiagnosticID) throws {
        let explanation = id.explanation
        let program = try #require(explanation.program)
        let directory = try TemporaryDirectory()
        for file in program.files { try directory.write(file.path, file.text) }
        var options = directory.options(program.sourceFolders.map { "Sources/" + $0 })
        options.pluginized = program.pluginized
        for module in program.otherModules {
            var summarizing = directory.options(["Sources/" + module])
            summarizing.moduleName = module
            let output = DIGen.runSummarize(outputPath: module + ".summary", summarizing)
            #expect(output.exitCode == 0, "\(output.standardError)")
            options.summaryPaths.append(module + ".summary")
        }
        if !program.otherModules.isEmpty { options.moduleName = "App" }
        let reported = DIGen.check(options).diagnostics.filter { $0.id == id }.map { diagnostic in
            var relative = diagnostic
            let prefix = directory.path + "/"
            relative.location?.file = diagnostic.location?.file.replacingOccurrences(of: prefix, with: "") ?? ""
            relative.message = diagnostic.message.replacingOccurrences(of: prefix, with: "")
            relative.notes = diagnostic.notes.map { $0.replacingOccurrences(of: prefix, with: "") }
            return relative
        }
        #expect(reported.map(\.description) == explanation.examples.map(\.description))
        #expect(reported == explanation.examples)
    }

    @Test func aProgramThatNoLongerReportsItsExampleFails() {
        // The comparison itself: an example with another message is not what the program reports.
        var explanation = DiagnosticID.misspelledName.explanation
        explanation.examples[0].message += " (changed)"
        #expect(explanation.examples != DiagnosticID.misspelledName.explanation.examples)
    }
}
