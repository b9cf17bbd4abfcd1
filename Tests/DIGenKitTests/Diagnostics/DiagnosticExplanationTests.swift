import Foundation
import Testing
@testable import DIGenKit

/// `digen explain` and the diagnostics reference: an explanation for every id, the reference
/// file as the catalog renders it, and the command's output and errors, verbatim.
@Suite struct DiagnosticExplanationTests {
    /// digen's DocC catalog, which holds the reference and the articles it links to.
    private static let catalog = Repository.root + "/Sources/digen/digen.docc"

    @Test func everyIDHasAnExplanationWithEveryFieldFilledIn() {
        for id in DiagnosticID.allCases {
            let explanation = id.explanation
            #expect(explanation.id == id)
            #expect(!explanation.meaning.isEmpty, "\(id.rawValue)")
            #expect(!explanation.examples.isEmpty, "\(id.rawValue)")
            #expect(!explanation.fixes.isEmpty, "\(id.rawValue)")
            #expect(explanation.fixes.allSatisfy { !$0.isEmpty }, "\(id.rawValue)")
            #expect(explanation.examples.allSatisfy { $0.id == id && !$0.message.isEmpty }, "\(id.rawValue)")
            #expect(explanation.isInputProblem == id.isInputProblem)
        }
    }

    @Test func everySummaryIsOneShortPlainSentence() {
        for explanation in DiagnosticCatalog.explanations {
            let summary = explanation.summary
            #expect(summary.first?.isUppercase == true, "\(summary)")
            #expect(summary.hasSuffix("."), "\(summary)")
            #expect(!summary.dropLast().contains { ".?!\n".contains($0) }, "\(summary)")
            #expect(summary.count <= 120, "\(summary)")
        }
    }

    @Test func theCatalogListsEveryIDOnceGraphProblemsFirst() {
        let ids = DiagnosticCatalog.ids
        #expect(Set(ids) == Set(DiagnosticID.allCases))
        #expect(ids.count == DiagnosticID.allCases.count)
        let firstInputProblem = ids.firstIndex { $0.isInputProblem }!
        #expect(ids[..<firstInputProblem].allSatisfy { !$0.isInputProblem })
        #expect(ids[firstInputProblem...].allSatisfy { $0.isInputProblem })
    }

    @Test func eachExplanationLivesOnceWhereItsProblemIsFound() {
        // Graph problems beside their rules, input problems with the input stage, none twice.
        let fromRules = GraphRules.explanations.map(\.id)
        let fromInput = InputProblemExplanations.all.map(\.id)
        #expect(Set(fromRules).count == fromRules.count)
        #expect(Set(fromInput).count == fromInput.count)
        #expect(Set(fromRules).isDisjoint(with: fromInput))
        #expect(Set(fromRules + fromInput) == Set(DiagnosticID.allCases))
        // Every id a rule reports that is not about the input or the run is explained by a rule.
        let ofTheRun: Set<DiagnosticID> = [.skippedEntry, .cacheUnavailable]
        #expect(Set(fromRules) == Set(DiagnosticID.allCases.filter { !$0.isInputProblem }).subtracting(ofTheRun))
        #expect(DiagnosticID.missingDependency.explanation == MissingBindingRule.explanations[0])
        #expect(ConstructionRule.explanations.map(\.id) == [.missingParent, .missingModule])
        #expect(NeedleMissingDependencyRule.explanations.isEmpty)
    }

    @Test func theExitCodeFollowsTheSeveritiesAndTheKindOfProblem() {
        #expect(DiagnosticID.missingParent.explanation.exitCode == 1)
        #expect(DiagnosticID.inputNotFound.explanation.exitCode == 2)
        #expect(DiagnosticID.duplicateBinding.explanation.exitCode == nil)
        #expect(DiagnosticID.syntaxError.explanation.severities == [.error, .warning])
        #expect(DiagnosticID.skippedEntry.explanation.severities == [.warning, .note])
    }

    @Test func theReferenceFileIsWhatTheCatalogRenders() throws {
        let path = Repository.root + "/" + DiagnosticReference.path
        let rendered = DiagnosticReference.markdown()
        if ProcessInfo.processInfo.environment["DIGEN_UPDATE_GOLDEN"] == "1" {
            try rendered.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            committed == rendered,
            "\(DiagnosticReference.path) is out of date; regenerate it with `\(DiagnosticReference.regenerationCommand)` (or DIGEN_UPDATE_GOLDEN=1 and this test).")
    }

    @Test func theReferenceHasAnEntryForEveryID() {
        let headings = DiagnosticReference.markdown().split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(headings == DiagnosticCatalog.ids.map { "### \($0.rawValue)"[...] })
    }

    @Test func everySeeAlsoLinkNamesAHeadingOfItsArticle() throws {
        for explanation in DiagnosticCatalog.explanations {
            for section in explanation.seeAlso {
                let text = try String(contentsOfFile: Self.catalog + "/" + section.article + ".md", encoding: .utf8)
                let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
                    line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                }
                #expect(headings.contains(section.title), "\(explanation.id.rawValue): \(section.article): \(section.title)")
            }
        }
    }

    @Test func explainPrintsTheWholeExplanationOfOneID() {
        let output = DIGen.runExplain("digen/MissingParent")
        #expect(output == CommandOutput(exitCode: 0, standardOutput: """
            digen/MissingParent

            A Drip component is made without a parent that one of its accessors reads.

            Severity:  error
            Styles:    Drip
            Exit code: 1 (a graph problem)

            What it means:
              A Drip component reads a parent through an accessor
              (`var root: ApplicationComponent { parent() }`), and Drip looks the parent up
              only when that accessor is read, among the parents the chain that made the
              component registered with `.parent { … }`. digen follows each chain that makes
              a component and the accessors read on the variable or property that stores it;
              when an accessor read there needs a parent the chain does not register, Drip
              would stop the program with this message, so digen reports it at the chain,
              with a note naming the accessor. A parent that the chain lacks and nothing
              reads is not a failure.

            Example:
              Sources/App/Screens.swift:3:12: error: [component: ViewComponent] failed to find parent: ApplicationComponent [digen/MissingParent]
              Sources/App/Screens.swift:3:12: note: ViewComponent.root at Sources/App/Components.swift:6:9 reads it; add `.parent { … }` returning the ApplicationComponent to this chain.

            How to fix it:
              - Add the parent to the chain that makes the component:
                `ViewComponent().parent { app }`, where `app` is the ApplicationComponent.
              - If `.parent { … }` is there but returns another component, return the one
                the accessor reads.

            See also:
              - Drip rules (Sources/digen/digen.docc/CheckingDripCode.md)

            """))
    }

    @Test func explainAcceptsTheIDWithOrWithoutItsPrefixInAnyCase() {
        let expected = DIGen.runExplain("digen/MissingDependency")
        #expect(expected.exitCode == 0)
        for spelling in ["MissingDependency", "missingdependency", "DIGEN/MISSINGDEPENDENCY", "Digen/missingDependency", "[digen/MissingDependency]", " MissingDependency\n"] {
            #expect(DiagnosticID(spelling: spelling) == .missingDependency, "\(spelling)")
            #expect(DIGen.runExplain(spelling) == expected, "\(spelling)")
        }
        for notAnID in ["", "digen/", "Missing", "digen/MissingDependencyX", "dagger/MissingDependency"] {
            #expect(DiagnosticID(spelling: notAnID) == nil, "\(notAnID)")
        }
    }

    @Test func anUnknownIDIsAUsageErrorThatSuggestsTheNearestID() {
        #expect(DIGen.runExplain("MisingParent") == CommandOutput(exitCode: 2, standardError: """
            digen: error: No diagnostic has the id "MisingParent"; did you mean digen/MissingParent? [digen/InvalidOption]
            digen: note: Run digen explain --list to see every id.

            """))
        #expect(DIGen.runExplain("digen/typealiascycles") == CommandOutput(exitCode: 2, standardError: """
            digen: error: No diagnostic has the id "digen/typealiascycles"; did you mean digen/TypealiasCycle? [digen/InvalidOption]
            digen: note: Run digen explain --list to see every id.

            """))
    }

    @Test func anIDFarFromEveryOneIsAUsageErrorWithoutASuggestion() {
        #expect(DIGen.runExplain("Banana") == CommandOutput(exitCode: 2, standardError: """
            digen: error: No diagnostic has the id "Banana". [digen/InvalidOption]
            digen: note: Run digen explain --list to see every id.

            """))
    }

    @Test func explainNeedsExactlyOneOfAnIDListAndMarkdown() {
        #expect(DIGen.runExplain(nil) == CommandOutput(exitCode: 2, standardError: """
            digen: error: digen explain needs a diagnostic id, such as digen/MissingDependency. [digen/InvalidOption]
            digen: note: Run digen explain --list to see every id.

            """))
        let several = """
            digen: error: digen explain takes one of a diagnostic id, --list and --markdown, not several. [digen/InvalidOption]
            digen: note: Run digen explain --list to see every id.

            """
        #expect(DIGen.runExplain("MissingParent", list: true) == CommandOutput(exitCode: 2, standardError: several))
        #expect(DIGen.runExplain(nil, list: true, markdown: true) == CommandOutput(exitCode: 2, standardError: several))
        #expect(DIGen.runExplain(nil, markdown: true) == CommandOutput(exitCode: 0, standardOutput: DiagnosticReference.markdown()))
    }

    @Test func listPrintsEveryIDWithItsSummaryOneALine() {
        let output = DIGen.runExplain(nil, list: true)
        #expect(output.exitCode == 0)
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == DiagnosticID.allCases.count)
        for (line, id) in zip(lines, DiagnosticCatalog.ids) {
            #expect(line.hasPrefix(id.rawValue + "  "), "\(line)")
            #expect(line.hasSuffix(id.explanation.summary), "\(line)")
        }
        // Ids are padded to the longest, digen/NonSendableSharedAcrossIsolation, and two spaces.
        #expect(lines.first == "digen/MissingDependency                 A dependency is asked for that no ancestor component or container provides.")
    }

    @Test func explainWrapsItsProseToEightyColumns() {
        for id in DiagnosticID.allCases {
            var inExamples = false
            for line in DIGen.runExplain(id.rawValue).standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "Example:" || line == "Examples:" { inExamples = true }
                if line == "How to fix it:" { inExamples = false }
                let oneWord = !line.trimmingCharacters(in: .whitespaces).contains(" ")
                #expect(inExamples || line.count <= 80 || oneWord, "\(id.rawValue): \(line)")
            }
        }
    }
}
