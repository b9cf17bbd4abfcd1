import Foundation
import Testing
@testable import DIGenKit

/// The scan stage: inputs, sources lists, exclusions, and inputs that cannot be used.
@Suite struct ScanTests {
    private func scan(_ roots: [String], format: SourcesListFormat = .newline, suffixes: [String] = [], paths: [String] = [],
                      in directory: String = Fixture.root) -> SourceScanner.Result {
        SourceScanner(options: ScanOptions(
            sourceRootPaths: roots, sourcesListFormat: format, excludeSuffixes: suffixes, excludePaths: paths,
            workingDirectory: directory)).scan()
    }

    @Test func directoriesAreWalkedRecursivelyInSortedOrderAndFilesTakenAsThemselves() {
        let result = scan(["Exclusions", "TicTacToe/GameComponent.swift"])
        #expect(result.diagnostics == [])
        #expect(result.files.map(Fixture.shorten) == [
            "Fixtures/Exclusions/Mocks/MockRootComponent.swift",
            "Fixtures/Exclusions/RootComponent.swift",
            "Fixtures/Exclusions/RootComponentTests.swift",
            "Fixtures/TicTacToe/GameComponent.swift",
        ])
    }

    @Test func aFileGivenTwiceIsScannedOnce() {
        let result = scan(["TicTacToe/GameComponent.swift", "./TicTacToe/GameComponent.swift"])
        #expect(result.files.count == 1)
    }

    @Test func excludeSuffixesMatchTheNameWithoutExtensionAndExcludePathsAnyPart() {
        let result = scan(["Exclusions"], suffixes: ["Tests"], paths: ["/Mocks/"])
        #expect(result.files.map(Fixture.shorten) == ["Fixtures/Exclusions/RootComponent.swift"])
        #expect(Fixture.check("Exclusions") { $0.scan.excludeSuffixes = ["Tests"]; $0.scan.excludePaths = ["/Mocks"] }
            .exitCode == 0)
    }

    @Test func aNewlineSourcesListIsTheDefault() throws {
        let directory = try TemporaryDirectory()
        let list = try directory.write("sources.txt", """
            \(Fixture.path("SourcesList/Other.swift"))

              \(Fixture.path("SourcesList/With Space/Listed Component.swift"))
            README.md
            """)
        let result = scan([list], in: directory.path)
        #expect(result.diagnostics == [])
        #expect(result.files.map(Fixture.shorten) == [
            "Fixtures/SourcesList/Other.swift", "Fixtures/SourcesList/With Space/Listed Component.swift",
        ])
    }

    @Test func aMinescapingSourcesListQuotesOnlyPathsThatNeedIt() throws {
        let directory = try TemporaryDirectory()
        let list = try directory.write("sources.txt", "Other.swift 'With Space/Listed Component.swift'\n")
        let result = scan([list], format: .minescaping, in: Fixture.path("SourcesList"))
        #expect(result.diagnostics == [])
        #expect(result.files.map(Fixture.shorten) == [
            "Fixtures/SourcesList/Other.swift", "Fixtures/SourcesList/With Space/Listed Component.swift",
        ])
    }

    @Test func minescapingSplitsOnUnquotedSpacesOnly() {
        #expect(SourcesListFormat.minescaping.paths(in: "a.swift 'b c.swift' d.swift\n'e f'g.swift  ")
            == ["a.swift", "b c.swift", "d.swift", "e fg.swift"])
        #expect(SourcesListFormat(parsing: "MinEscaping") == .minescaping)
        #expect(SourcesListFormat(parsing: "json") == nil)
    }

    @Test func anUnknownSourcesListFormatIsAUsageError() {
        #expect(SourcesListFormat(parsing: "json") == nil)
        #expect(SourcesListFormat.unknownFormat("json").description
            == "digen: error: Failed to parse sources list format json [digen/InvalidOption]\ndigen: note: Supported formats: newline, minescaping.")
        #expect(SourcesListFormat.unknownFormat("json").id.isInputProblem)
    }

    @Test func aMissingPathIsReportedAndTheRestStillScanned() {
        let result = scan(["NoSuchFolder", "TicTacToe/GameComponent.swift"])
        #expect(result.diagnostics.map(\.description) == [
            "digen: error: No such file or directory: NoSuchFolder [digen/InputNotFound]",
        ])
        #expect(result.files.count == 1)
    }

    @Test func aMissingListedPathNamesTheListFile() throws {
        let directory = try TemporaryDirectory()
        let list = try directory.write("sources.txt", "Gone.swift\n")
        let result = scan([list], in: directory.path)
        #expect(result.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "Temp") } == [
            "Temp/sources.txt:1:1: error: No such file or directory: Gone.swift, listed in Temp/sources.txt [digen/InputNotFound]",
        ])
    }

    @Test func anEmptyFolderIsNamedAndNoSourcesAtAllIsAnError() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Empty", withIntermediateDirectories: true)
        let analysis = DIGen.check(directory.options(["Empty"]))
        #expect(analysis.diagnostics.map(\.description) == [
            "digen: warning: The directory Empty contains no Swift source files. [digen/NoSources]",
            "digen: error: No Swift source files found in Empty. [digen/NoSources]",
        ])
        #expect(analysis.exitCode == 2)
    }

    @Test func anEmptyFolderNextToSourcesIsOnlyAWarning() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Empty", withIntermediateDirectories: true)
        try directory.write("App.swift", "final class RootComponent: BootstrapComponent {}\n")
        let analysis = DIGen.check(directory.options(["Empty", "App.swift"]))
        #expect(analysis.diagnostics.map(\.description) == [
            "digen: warning: The directory Empty contains no Swift source files. [digen/NoSources]",
        ])
        #expect(analysis.exitCode == 0)
    }

    @Test func hiddenFilesAndDirectoriesAreSkipped() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".build/Generated.swift", "final class RootComponent: BootstrapComponent {}\n")
        try directory.write("Sources/.Hidden.swift", "final class RootComponent: BootstrapComponent {}\n")
        try directory.write("Sources/App.swift", "final class RootComponent: BootstrapComponent {}\n")
        let result = scan(["."], in: directory.path)
        #expect(result.files == [directory.path + "/Sources/App.swift"])
    }
}

/// The second pass's look for type names in files the keyword filter skipped.
@Suite struct MentionTests {
    @Test func aNameCountsOnlyAsAWholeCapitalisedIdentifier() throws {
        let directory = try TemporaryDirectory()
        let file = try #require(FileReader.bytes(
            try directory.write("Model.swift", "struct Pumps { let heaterPump: Int }\n// Pump_2, xPump\nlet é = Pump(size: 1)\n")))
        #expect(FileReader.mentions(file, anyOf: ["Pump"]))
        #expect(!FileReader.mentions(file, anyOf: ["Heater", "Size"]))
        #expect(!FileReader.mentions(file, anyOf: ["Pump_2x"]))
        #expect(FileReader.mentions(file, anyOf: ["Pump_2"]))
        #expect(FileReader.bytes(directory.path + "/missing.swift") == nil)
    }
}

/// Reading a file whole: to the size it has, or to its end when it reports none.
@Suite struct FileReaderTests {
    @Test func aFileIsReadWholeAtItsSize() throws {
        let directory = try TemporaryDirectory()
        let text = String(repeating: "let value = 1\n", count: 1_000)
        let file = try directory.write("Values.swift", text)
        guard case .bytes(let bytes) = FileReader.read(file) else { Issue.record("not read"); return }
        #expect(bytes == Array(text.utf8))
        guard case .tooLarge(let size) = FileReader.read(file, maximumSize: 100) else { Issue.record("not refused"); return }
        #expect(size == text.utf8.count)
    }

    #if os(Linux)
    /// `/proc` files are regular files whose size is 0 however much they hold.
    @Test func aFileThatReportsNoSizeIsReadToItsEnd() throws {
        guard case .bytes(let bytes) = FileReader.read("/proc/self/status") else { Issue.record("not read"); return }
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }
    #endif
}
