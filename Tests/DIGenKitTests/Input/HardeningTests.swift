import Foundation
import Testing
@testable import DIGenKit

/// Hostile inputs and outputs: whatever digen is given, it ends with a diagnostic naming the file
/// and line, never a crash, a hang, unbounded memory or a harmed file. Every input is made here.
@Suite struct HardeningTests {
    private func lines(_ analysis: Analysis, _ directory: TemporaryDirectory) -> [String] {
        analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "Temp") }
    }

    // MARK: Nesting

    /// Shapes that overflowed the parser's stack, took gigabytes or took time that doubles
    /// with each level, each nested far past the limit, with the line and column of the token
    /// that passes it.
    static let deepShapes: [(name: String, source: String, kind: NestingGuard.Excess.Kind, line: Int, column: Int)] = [
        ("generic arguments", "let x: " + String(repeating: "A<", count: 1_500) + "Int" + String(repeating: ">", count: 1_500), .nesting, 3, 8 + 2 * 256 + 1),
        ("array types", "let x: " + String(repeating: "[", count: 3_000) + "Int" + String(repeating: "]", count: 3_000), .squareBrackets, 3, 8 + 16),
        ("array literals", "let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30), .squareBrackets, 3, 9 + 16),
        ("function types", "let x: " + String(repeating: "(Int) -> ", count: 3_000) + "Int", .arrows, 3, 8 + 256 * 9 + 6),
        ("#if blocks", String(repeating: "#if A\n", count: 6_000) + String(repeating: "#endif\n", count: 6_000), .nesting, 3 + 256, 1),
        ("try chains", "let x = " + String(repeating: "try ", count: 20_000) + "f()", .prefixes, 3, 9 + 256 * 4),
        ("await chains", "let x = " + String(repeating: "await ", count: 20_000) + "f()", .prefixes, 3, 9 + 256 * 6),
        ("copy chains", "let x = " + String(repeating: "copy ", count: 20_000) + "y", .prefixes, 3, 9 + 256 * 5),
        ("interpolations", "let s = " + String(repeating: "\"\\(", count: 20_000) + "1" + String(repeating: ")\"", count: 20_000), .nesting, 3, 9 + 256 * 3 + 2),
        ("parentheses", "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000), .nesting, 3, 9 + 256),
        ("closures", "let x = " + String(repeating: "{ ", count: 20_000) + String(repeating: "}", count: 20_000), .nesting, 3, 9 + 2 * 256),
    ]

    @Test(arguments: deepShapes.indices)
    func deepNestingIsReportedWhereItPassesTheLimitAndNotParsed(index: Int) throws {
        let shape = Self.deepShapes[index]
        let directory = try TemporaryDirectory()
        try directory.write("Deep.swift", "import NeedleStyle\n// Component\n" + shape.source + "\n")
        let analysis = DIGen.check(directory.options(["Deep.swift"]))
        let limit = shape.kind == .squareBrackets ? 16 : 256
        #expect(lines(analysis, directory) == [
            "Temp/Deep.swift:\(shape.line):\(shape.column): error: Temp/Deep.swift has \(shape.kind.rawValue) more than \(limit) deep here, deeper than digen parses; the file is not checked. [digen/NestingTooDeep]",
        ], "\(shape.name)")
        #expect(analysis.exitCode == 2)
    }

    /// The guard reads Swift with the parser's own lexer, so what hides brackets from the parse
    /// hides them from the guard, and what the parse reads as code the guard counts.
    /// A file with too few brackets, arrows and `try`s to pass any limit is not lexed: over every
    /// deep shape, each limit's edge and this repository's own sources, the answer without the
    /// lexing is the answer with it.
    @Test func aFileTooSmallToPassALimitIsNotLexedAndTheAnswerIsTheSame() throws {
        var sources = Self.deepShapes.map(\.source) + [
            String(repeating: "(", count: 256) + String(repeating: ")", count: 256),
            String(repeating: "[", count: 16) + String(repeating: "]", count: 16),
            "let f: " + String(repeating: "(Int) -> ", count: 256) + "Int",
            "let x = " + String(repeating: "try ", count: 256) + "f()",
            "let s = \"" + String(repeating: "\\(\"", count: 100) + "\" // ((( [[[",
        ]
        let root = URL(fileURLWithPath: Repository.root)
        for folder in ["Sources", "Tests"] {
            let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                sources.append(try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8))
            }
        }
        #expect(sources.count > 300)
        var skipped = 0
        for source in sources {
            Array(source.utf8).withUnsafeBufferPointer { bytes in
                if NestingGuard.staysWithinLimits(bytes) { skipped += 1 }
                #expect(NestingGuard.firstExcess(in: bytes) == NestingGuard.firstExcess(in: bytes, lexingEveryFile: true), "\(source.prefix(60))")
            }
        }
        #expect(skipped > 0 && skipped < sources.count)
    }

    @Test func theGuardReadsCommentsStringsRegexLiteralsAndLineEndingsAsTheParserDoes() {
        let deep = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        let hidden = [
            "// \(deep)\nlet a = 1",
            "/* \(deep) */ let a = 1",
            "let s = \"\(deep)\"",
            "let s = #\"\\(\(deep)\"#",
            "let r = /\\[/\nlet t = /\\[/",
            "let s = \"\"\"\n\(deep)\n\"\"\"",
        ]
        for source in hidden { #expect(excess(in: source) == nil, "\(source.prefix(30))") }
        // A lone carriage return ends a comment for the parser, so what follows is code.
        #expect(excess(in: "// comment\rlet x = \(deep)")?.kind == .nesting)
        // An extended regex literal holding `"""` is one token: the interpolations after it count.
        #expect(excess(in: "let r = #/#\"\"\"/#\nlet s = \"" + String(repeating: "\\(\"", count: 300))?.kind == .nesting)
    }

    @Test func ordinaryCodeNeverAddsUpToTheLimit() {
        // Comparisons with and without spaces, many requirements with arrows and optional
        // results, `try` on every line, brackets in strings, comments and regex literals.
        let source = """
            protocol Service {
            \(String(repeating: "    func call() -> Int?\n    func other() -> [Int]\n", count: 300))
            }
            func f(a: Int, b: Int) throws -> Int {
                let values = [\(Array(repeating: "a < b", count: 300).joined(separator: ", "))]
                let tight = [\(Array(repeating: "a<b", count: 300).joined(separator: ", "))]
                let compared = f(\(Array(repeating: "a<b", count: 300).joined(separator: ", ")), a > b)
            \(String(repeating: "    if a<b { _ = a }\n    let c = try g(a<b)\n", count: 300))
            \(String(repeating: "    _ = /\\[/\n", count: 40))
                // ((((((((( [[[[[[ <<<<<<
                let s = "(((((((((((( [[[[[[[[ \\(a) <<<<<<<<"
                return a
            }
            """
        #expect(excess(in: source) == nil)
    }

    private func excess(in source: String) -> NestingGuard.Excess? {
        Array(source.utf8).withUnsafeBufferPointer { NestingGuard.firstExcess(in: $0, lexingEveryFile: true) }
    }

    @Test func nestingUpToTheLimitIsParsedOnTheWorkersStack() throws {
        let directory = try TemporaryDirectory()
        let depth = 250
        try directory.write("Deep.swift", """
            import NeedleStyle
            let types: \(String(repeating: "A<", count: depth))Int\(String(repeating: ">", count: depth))
            let arrays: \(String(repeating: "[", count: 12))Int\(String(repeating: "]", count: 12))
            let f: \(String(repeating: "(Int) -> ", count: depth))Int
            let x = \(String(repeating: "try ", count: depth))f()
            \(String(repeating: "#if A\n", count: depth))\(String(repeating: "#endif\n", count: depth))
            final class RootComponent: BootstrapComponent {}
            """)
        let analysis = DIGen.check(directory.options(["Deep.swift"]))
        #expect(analysis.diagnostics == [])
        #expect(analysis.model?.componentNames == ["RootComponent"])
    }

    // MARK: Options

    @Test(arguments: [Double.infinity, 1e308, .nan, 0, -1])
    func aParsingTimeoutThatIsNotAPositiveNumberOfSecondsIsRefused(seconds: Double) {
        var options = Fixture.options(["TicTacToe"])
        options.parsingTimeout = seconds
        let output = DIGen.runCheck(options)
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix(
            "digen: error: --parsing-timeout must be a number of seconds above 0 and at most 86400, not \(seconds). [digen/InvalidOption]\n"))
    }

    // MARK: What is read

    @Test func aFIFOGivenAsASourceOrAsASourcesListIsReportedAtOnce() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.path + "/Pipe.swift", 0o600) == 0)
        #expect(mkfifo(directory.path + "/sources.txt", 0o600) == 0)
        // Opening a FIFO with no writer would block the run forever; the messages show the kind
        // was told from the entry itself, before any open (a regression hangs the suite, which CI
        // stops, rather than passing slowly).
        let analysis = DIGen.check(directory.options(["Pipe.swift", "sources.txt"]))
        #expect(lines(analysis, directory) == [
            "Temp/Pipe.swift:1:1: error: Could not read Temp/Pipe.swift: it is a FIFO, not a regular file. [digen/UnreadableFile]",
            "Temp/sources.txt:1:1: error: Failed to read source paths from list file at sources.txt: it is a FIFO, not a regular file. [digen/BadSourcesList]",
        ])
        #expect(analysis.exitCode == 2)
    }

    @Test func aDeviceIsNeverReadAndAFileOverTheSizeLimitIsReported() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Zero.swift", withDestinationPath: "/dev/zero")
        try directory.write("Large.swift", "// Component\n" + String(repeating: "let value = 1\n", count: 80_000))
        var options = directory.options(["Zero.swift", "Large.swift"])
        options.scan.maximumFileSize = 1 << 20
        let analysis = DIGen.check(options)
        #expect(lines(analysis, directory) == [
            "Temp/Large.swift:1:1: error: Temp/Large.swift is 1120013 bytes, larger than the 1 MB digen reads (--max-file-size). [digen/FileTooLarge]",
            "Temp/Zero.swift:1:1: error: Could not read Temp/Zero.swift: it is a character device, not a regular file. [digen/UnreadableFile]",
        ])
        #expect(analysis.exitCode == 2)
    }

    @Test func everyEntryAFolderWalkPassesOverIsReported() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.path + "/App"
        try directory.write("App/Root.swift", "final class RootComponent: BootstrapComponent {}\n")
        try directory.write("App/.hidden/Hidden.swift", "final class HiddenComponent: BootstrapComponent {}\n")
        try directory.write("Elsewhere/Other.swift", "final class OtherComponent: BootstrapComponent {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Loop.swift", withDestinationPath: folder + "/Loop.swift")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Dangling.swift", withDestinationPath: folder + "/Nowhere.swift")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked", withDestinationPath: directory.path + "/Elsewhere")
        #expect(mkfifo(folder + "/Pipe.swift", 0o600) == 0)
        var badName = Array((folder + "/Bad").utf8)
        badName += [0xFF, 0xFE] + Array(".swift".utf8) + [0]
        let descriptor = badName.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let analysis = DIGen.check(directory.options(["App"]))
        #expect(lines(analysis, directory) == [
            "digen: note: Skipped Temp/App/.hidden: hidden entries are not read. [digen/SkippedEntry]",
            "digen: warning: Skipped Temp/App/Bad\\xFF\\xFE.swift: its name is not UTF-8, so digen cannot name it in diagnostics and code. [digen/SkippedEntry]",
            "digen: note: Skipped Temp/App/Dangling.swift: a symbolic link to nothing (its target does not exist). [digen/SkippedEntry]",
            "digen: note: Skipped Temp/App/Linked: a symbolic link to a folder, which the walk does not follow. [digen/SkippedEntry]",
            "digen: note: Skipped Temp/App/Loop.swift: a symbolic link in a loop. [digen/SkippedEntry]",
            "digen: note: Skipped Temp/App/Pipe.swift: a FIFO, not a regular file. [digen/SkippedEntry]",
        ])
        #expect(analysis.model?.componentNames == ["RootComponent"])
        #expect(analysis.exitCode == 0)
    }

    // MARK: What is written

    private func generate(into directory: TemporaryDirectory, output: String) -> CommandOutput {
        DIGen.runGenerate(outputPath: output, directory.options(["Sources"]))
    }

    @Test func anOutputThatIsNotARegularFileIsRefusedAndLeftAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Root.swift", "import NeedleStyle\nfinal class RootComponent: BootstrapComponent {}\n")
        #expect(mkfifo(directory.path + "/Pipe.swift", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: directory.path + "/Folder.swift", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Dangling.swift", withDestinationPath: directory.path + "/Nowhere.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Loop.swift", withDestinationPath: directory.path + "/Loop.swift")
        let refusals = [
            ("Pipe.swift", "it is a FIFO"), ("Folder.swift", "it is a directory"),
            ("Dangling.swift", "it is a symbolic link"), ("Loop.swift", "it is a symbolic link"),
        ]
        for (name, reason) in refusals {
            let output = generate(into: directory, output: name)
            #expect(output.exitCode == 2, "\(name)")
            #expect(output.standardError.replacingOccurrences(of: directory.path, with: "Temp").hasPrefix(
                "digen: error: Could not write the generated file at Temp/\(name): \(reason), and digen writes only regular files; remove it or choose another path. [digen/OutputNotWritten]\n"), "\(name)")
        }
        var status = stat()
        #expect(lstat(directory.path + "/Pipe.swift", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(directory.path + "/Dangling.swift", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Nowhere.swift"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers == [])
    }

    @Test func aDeviceAtTheOutputPathIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Root.swift", "import NeedleStyle\nfinal class RootComponent: BootstrapComponent {}\n")
        let output = generate(into: directory, output: "/dev/null")
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix(
            "digen: error: Could not write the generated file at /dev/null: it is a character device, and digen writes only regular files; remove it or choose another path. [digen/OutputNotWritten]\n"))
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func anOutputThatIsOneOfTheSourcesIsRefusedButTheLastGeneratedFileIsReplaced() throws {
        let directory = try TemporaryDirectory()
        let source = "import NeedleStyle\nfinal class RootComponent: BootstrapComponent {}\n"
        try directory.write("Sources/Root.swift", source)
        let refused = generate(into: directory, output: "Sources/Root.swift")
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.replacingOccurrences(of: directory.path, with: "Temp").hasPrefix(
            "digen: error: Could not write the generated file at Temp/Sources/Root.swift: it is one of the sources digen read; choose another path. [digen/OutputNotWritten]\n"))
        #expect(try String(contentsOfFile: directory.path + "/Sources/Root.swift", encoding: .utf8) == source)
        // The usual set-up: the generated file lives among the sources, and is rewritten.
        #expect(generate(into: directory, output: "Sources/Generated.swift").exitCode == 0)
        try directory.write("Sources/Child.swift", "import NeedleStyle\nfinal class ChildComponent: BootstrapComponent {}\n")
        #expect(generate(into: directory, output: "Sources/Generated.swift").exitCode == 0)
        #expect(try String(contentsOfFile: directory.path + "/Sources/Generated.swift", encoding: .utf8).contains("ChildComponent"))
    }

    @Test func temporaryFilesOfKilledRunsAreRemovedByTheNextRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Root.swift", "import NeedleStyle\nfinal class RootComponent: BootstrapComponent {}\n")
        // A process number no system hands out, an older digen's UUID name, and a live process's.
        let abandoned = GeneratedFileWriter.temporaryName(for: "Out.swift", process: pid_t.max)
        let older = ".Out.swift.\(UUID().uuidString).tmp"
        let live = GeneratedFileWriter.temporaryName(for: "Out.swift", process: 1)
        for name in [abandoned, older, live] { try directory.write(name, "half a file") }
        #expect(generate(into: directory, output: "Out.swift").exitCode == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(left == [live])
        #expect(FileManager.default.fileExists(atPath: directory.path + "/Out.swift"))
    }
}
