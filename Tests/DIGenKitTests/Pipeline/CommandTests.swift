import Testing
@testable import DIGenKit

/// The command entry points the `digen` executable calls: output text and exit codes.
@Suite struct CommandTests {
    @Test func checkExitsZeroAndPrintsOnlyTheSummaryForACleanApp() {
        let output = DIGen.runCheck(Fixture.options(["TicTacToe"]))
        let summary = "digen: no problems: 5 components on 6 paths checked in 7 Swift files (6 parsed)."
        #expect(output == CommandOutput(exitCode: 0, standardError: summary + "\n", diagnostics: [], summary: summary))
    }

    @Test func checkExitsOneForGraphErrorsAndPrintsEachThenTheSummary() {
        let output = DIGen.runCheck(Fixture.options(["BadInstantiation"]))
        #expect(output.exitCode == 1)
        #expect(output.standardOutput == "")
        #expect(Fixture.shorten(output.standardError) == """
            Fixtures/BadInstantiation/App.swift:7:9: error: GameComponent is instantiated incorrectly in Fixtures/BadInstantiation/App.swift. All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter. [digen/BadInstantiation]
            Fixtures/BadInstantiation/App.swift:7:9: note: The parent argument here is `other`.
            digen: 1 error, 0 warnings: 2 components on 2 paths checked in 1 Swift file (1 parsed).

            """)
    }

    @Test func checkExitsZeroForWarningsAlone() {
        let output = DIGen.runCheck(Fixture.options(["ExtensionWithoutDeclaration"]))
        #expect(output.exitCode == 0)
        #expect(Fixture.shorten(output.standardError) == """
            Fixtures/ExtensionWithoutDeclaration/App.swift:5:11: warning: ProfileComponent only has extension but missing declaration. [digen/ExtensionWithoutDeclaration]
            Fixtures/ExtensionWithoutDeclaration/App.swift:5:11: note: No file digen read declares ProfileComponent, so the property of this extension provides nothing on the DI graph.
            digen: 0 errors, 1 warning: 1 component on 1 path checked in 1 Swift file (1 parsed).

            """)
    }

    @Test func checkExitsTwoForInputErrorsEvenWithGraphErrors() {
        let output = DIGen.runCheck(Fixture.options(["MissingDependency", "NoSuchFolder"]))
        #expect(output.exitCode == 2)
        #expect(output.standardError.contains("digen: error: No such file or directory: NoSuchFolder [digen/InputNotFound]\n"))
        #expect(output.standardError.contains("[digen/MissingDependency]"))
    }

    @Test func aSuffixThatLooksLikeAPathIsNamed() {
        let scan = ScanOptions(sourceRootPaths: ["Sources"], excludeSuffixes: ["Tests", "Sources/App", "Root.swift"], workingDirectory: "/")
        #expect(scan.suffixesThatLookLikePaths == ["Sources/App", "Root.swift"])
        #expect(scan.exclusionWarnings.map(\.description) == [
            "digen: warning: --exclude-suffixes Sources/App looks like a path, not a file-name suffix: no file name ends with it. Put sources before --exclude-suffixes, or use --exclude-paths for a folder. [digen/InvalidOption]",
            "digen: warning: --exclude-suffixes Root.swift looks like a path, not a file-name suffix: no file name ends with it. Put sources before --exclude-suffixes, or use --exclude-paths for a folder. [digen/InvalidOption]",
        ])
    }

    @Test func checkExitsTwoForABadOptionValue() {
        var options = Fixture.options(["TicTacToe"])
        options.concurrencyLimit = 0
        let output = DIGen.runCheck(options)
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix(
            "digen: error: --concurrency-limit must be at least 1, not 0. [digen/InvalidOption]\n"))
    }

    @Test func everyOptionValueIsJudgedInOnePlaceAndTheLibraryRefusesWhatTheCommandLineRefuses() {
        var options = Fixture.options(["TicTacToe"])
        options.concurrencyLimit = 0
        options.parsingTimeout = 0
        options.parsingTimeoutOption = "--timeout"
        options.moduleName = "My App"
        #expect(options.problems == [
            "--concurrency-limit must be at least 1, not 0.",
            "--timeout must be a number of seconds above 0 and at most 86400, not 0.0.",
            "--module-name must be a module's name, not \"My App\".",
        ])
        options.concurrencyLimit = nil
        options.parsingTimeout = nil
        let output = DIGen.runCheck(options)
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix("digen: error: --module-name must be a module's name, not \"My App\". [digen/InvalidOption]\n"))
    }

    @Test func loggingLevelChoosesWhichSeveritiesArePrinted() {
        let options = Fixture.options(["SourcesList/Other.swift"])
        let quiet = DIGen.runCheck(options, loggingLevel: .warning)
        #expect(!quiet.standardError.contains("orphan"))
        let chatty = DIGen.runCheck(options, loggingLevel: .info)
        #expect(chatty.standardError.contains("note: OtherComponent is an orphan scope therefore ignored from parsing. [digen/OrphanComponent]"))
        let errorsOnly = DIGen.runCheck(Fixture.options(["SourcesList/Other.swift", "Empty.txt"]), loggingLevel: .error)
        #expect(errorsOnly.standardError.contains("[digen/InputNotFound]"))
    }

    @Test func printDependencyTreeUsesNeedlesFormat() {
        let output = DIGen.runPrintDependencyTree(Fixture.options(["TicTacToe"]))
        #expect(output == CommandOutput(exitCode: 0, standardOutput: "Root\n\tLoggedIn\n\t\tGame\n\t\t\tScoreSheet\n\t\tScoreSheet\n\tLoggedOut\n"))
    }

    @Test func printDependencyTreeStartsAtTheNamedRoot() {
        let output = DIGen.runPrintDependencyTree(
            Fixture.options(["Issue462Subclass"]), rootComponentName: "IntegrationTestRootComponent")
        #expect(output.standardOutput == "IntegrationTestRoot\n\tTestNetwork\n\t\tUpload\n")
        #expect(output.exitCode == 0)
    }

    @Test func printDependencyTreeRefusesACycle() {
        let output = DIGen.runPrintDependencyTree(Fixture.options(["DependencyCycle"]))
        #expect(output.exitCode == 1)
        #expect(output.standardOutput == "")
        #expect(output.standardError.contains("error: Dependency cycle detected along the path of AComponent->BComponent->AComponent [digen/DependencyCycle]"))
    }

    @Test func theTreePrinterStopsAtACycleInsteadOfLooping() throws {
        let model = DIGen.analyze(Fixture.options(["DependencyCycle"])).model
        let tree = DependencyTreePrinter(model: try #require(model)).tree(from: "RootComponent")
        #expect(tree == "Root\n\tA\n\t\tB")
    }

    @Test func printDependencyTreeRefusesStructuralErrors() {
        let output = DIGen.runPrintDependencyTree(Fixture.options(["BadInstantiation"]))
        #expect(output.exitCode == 1)
        #expect(output.standardOutput == "")
        #expect(output.standardError.contains("[digen/BadInstantiation]"))
    }

    @Test func printDependencyTreeReportsAnUnknownRoot() {
        let output = DIGen.runPrintDependencyTree(Fixture.options(["TicTacToe"]), rootComponentName: "AppComponent")
        #expect(output.exitCode == 2)
        #expect(output.standardError == """
            digen: error: No component named AppComponent was found. [digen/UnknownRootComponent]
            digen: note: Roots found: RootComponent; pass one with --root-component-name.

            """)
    }

    @Test func versionPrintsTheVersion() {
        #expect(DIGen.runVersion() == CommandOutput(exitCode: 0, standardOutput: "0.1.0\n"))
    }
}
