import Foundation
import Testing
@testable import DIGenKit

/// Bad input never crashes digen: each problem is a diagnostic naming the file, and the rest of
/// the input is still checked.
@Suite struct InputErrorTests {
    private func lines(_ analysis: Analysis, _ directory: TemporaryDirectory) -> [String] {
        analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "Temp") }
    }

    @Test func aSyntaxErrorIsAnInputErrorNamingTheFile() {
        let analysis = Fixture.check("SyntaxError")
        #expect(Fixture.lines(analysis) == [
            "Fixtures/SyntaxError/Broken.swift:7:17: error: Fixtures/SyntaxError/Broken.swift is not valid Swift: expected '}'. [digen/SyntaxError]",
        ])
        #expect(analysis.exitCode == 2)
        // What could be read is still modelled.
        #expect(analysis.model?.componentNames == ["BrokenComponent"])
    }

    @Test func nonUTF8TextIsReportedNotParsed() throws {
        let directory = try TemporaryDirectory()
        var bytes = Data("final class RootComponent: BootstrapComponent { // caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x0A, 0x7D, 0x0A])
        try directory.write("Latin1.swift", bytes)
        try directory.write("Fine.swift", "final class OtherComponent: BootstrapComponent {}\n")
        let analysis = DIGen.check(directory.options(["."]))
        #expect(lines(analysis, directory) == [
            "Temp/Latin1.swift:1:1: error: Temp/Latin1.swift is not UTF-8, UTF-16 or UTF-32 text, so it cannot be parsed as Swift. [digen/UnreadableFile]",
        ])
        #expect(analysis.exitCode == 2)
        #expect(analysis.model?.componentNames == ["OtherComponent"])
    }

    @Test func anUnreadableFileIsReportedWithTheReason() throws {
        let directory = try TemporaryDirectory()
        // A directory named like a Swift file cannot be read as one, even by root.
        try FileManager.default.createDirectory(atPath: directory.path + "/Folder.swift", withIntermediateDirectories: true)
        let list = try directory.write("sources.txt", "Folder.swift\n")
        let analysis = DIGen.check(directory.options([list]))
        let rendered = lines(analysis, directory)
        #expect(rendered.count == 1)
        #expect(rendered == ["Temp/Folder.swift:1:1: error: Could not read Temp/Folder.swift: it is a directory, not a regular file. [digen/UnreadableFile]"])
        #expect(analysis.exitCode == 2)
    }

    @Test func anUnreadableSourcesListIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("list.txt", Data([0xFF, 0xFE, 0x00]))
        let analysis = DIGen.check(directory.options(["list.txt"]))
        #expect(lines(analysis, directory) == [
            "Temp/list.txt:1:1: error: Failed to read source paths from list file at list.txt: the file is not UTF-8 text. [digen/BadSourcesList]",
        ])
        #expect(analysis.exitCode == 2)
    }

    @Test func filesThatCannotDeclareDIAreNotParsed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Plain.swift", "struct Point { var x: Int }\n")
        try directory.write("Root.swift", "final class RootComponent: BootstrapComponent {}\n")
        let analysis = DIGen.check(directory.options(["."]))
        #expect(analysis.filesFound == 2)
        #expect(analysis.filesParsed == 1)
        #expect(analysis.diagnostics == [])
    }

    @Test func aFileThatIsNotTextIsReportedEvenWithoutAnyDIWord() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Binary.swift", Data([0x00, 0xFF, 0xFE]))
        try directory.write("Root.swift", "final class RootComponent: BootstrapComponent {}\n")
        let analysis = DIGen.check(directory.options(["."]))
        #expect(lines(analysis, directory) == [
            "Temp/Binary.swift:1:1: error: Temp/Binary.swift is not UTF-8, UTF-16 or UTF-32 text, so it cannot be parsed as Swift. [digen/UnreadableFile]",
        ])
        #expect(analysis.exitCode == 2)
    }

    @Test func utf16AndUTF32WithOrWithoutAByteOrderMarkAreReadAsTheTextTheyAre() throws {
        let directory = try TemporaryDirectory()
        // An even number of UTF-16 code units, so UTF-16 without a mark is also a whole number of
        // UTF-32 units, and must not be taken for them.
        let source = "final class RootComponent: BootstrapComponent {}\n// é ✓ 𝄞!\n"
        #expect(source.utf16.count % 2 == 0)
        let little = source.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = source.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let scalars = source.unicodeScalars.map(\.value)
        let little32 = scalars.flatMap { value in (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let big32 = scalars.flatMap { value in (0..<4).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let encodings: [(String, [UInt8])] = [
            ("Little.swift", [0xFF, 0xFE] + little), ("Big.swift", [0xFE, 0xFF] + big),
            ("LittleNoMark.swift", little), ("BigNoMark.swift", big),
            ("Little32.swift", [0xFF, 0xFE, 0, 0] + little32), ("Big32.swift", [0, 0, 0xFE, 0xFF] + big32),
            ("Little32NoMark.swift", little32), ("Big32NoMark.swift", big32),
            ("UTF8Mark.swift", [0xEF, 0xBB, 0xBF] + Array(source.utf8)),
        ]
        for (name, bytes) in encodings {
            try directory.write(name, Data(bytes))
            let analysis = DIGen.check(directory.options([name]))
            #expect(analysis.diagnostics == [], "\(name)")
            #expect(analysis.model?.componentNames == ["RootComponent"], "\(name)")
        }
        // An unpaired surrogate is not text.
        try directory.write("Broken.swift", Data([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x41, 0x00]))
        #expect(lines(DIGen.check(directory.options(["Broken.swift"])), directory) == [
            "Temp/Broken.swift:1:1: error: Temp/Broken.swift is not valid UTF-16LE text, so it cannot be parsed as Swift. [digen/UnreadableFile]",
        ])
        // A UTF-32 byte-order mark followed by a value past Unicode's last is not text either.
        try directory.write("Broken32.swift", Data([0, 0, 0xFE, 0xFF, 0, 0x11, 0, 0]))
        #expect(lines(DIGen.check(directory.options(["Broken32.swift"])), directory) == [
            "Temp/Broken32.swift:1:1: error: Temp/Broken32.swift is not valid UTF-32BE text, so it cannot be parsed as Swift. [digen/UnreadableFile]",
        ])
    }

    @Test func aParseThatOverrunsTheTimeoutIsReportedInNeedlesSentence() {
        var options = Fixture.options(["TicTacToe/GameComponent.swift", "TicTacToe/RootComponent.swift"])
        options.parsingTimeout = 0.05
        options.concurrencyLimit = 1
        options.collectParsingInfo = false
        let analysis = DIGen.analyze(options) { path in
            if path.hasSuffix("GameComponent.swift") { Thread.sleep(forTimeInterval: 0.5) }
            return FileSummarizer.reading(path: path)
        }
        #expect(analysis.model == nil)
        #expect(Fixture.lines(analysis) == [
            "Fixtures/TicTacToe/GameComponent.swift:1:1: error: Parsing Swift source file at Fixtures/TicTacToe/GameComponent.swift timed out when executing task with ID parse-0. [digen/ParsingTimeout]",
        ])
        #expect(analysis.exitCode == 2)
    }

    @Test func collectParsingInfoExplainsATimeout() {
        var options = Fixture.options(["TicTacToe/GameComponent.swift"])
        options.parsingTimeout = 0.2
        options.collectParsingInfo = true
        let analysis = DIGen.analyze(options) { path in
            Thread.sleep(forTimeInterval: 0.6)
            return FileSummarizer.reading(path: path)
        }
        let notes = analysis.diagnostics.first?.notes ?? []
        #expect(notes.count == 2)
        #expect(notes.first?.hasPrefix("It had been running for ") == true)
        #expect(notes.first?.hasSuffix(" s; the limit is 0.2 s (--parsing-timeout).") == true)
        #expect(notes.last == "0 of 1 files had been processed.")
    }
}
