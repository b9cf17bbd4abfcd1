import Foundation
import SwiftParser
import Testing
@testable import DIGenKit

/// A fuzz harness: the fixtures of every style, mutated (ranges cut, repeated and swapped, bytes
/// that are not text, deep nesting spliced in, names that are keywords, raw identifiers or not
/// ASCII), checked and generated. Whatever the input, the run ends with exit code 0, 1 or 2,
/// every non-zero exit comes with a diagnostic that names a file, and every file generated
/// parses. A crash or a hang fails the whole run, which is the point. Two more mutators damage
/// what digen reads back: module summaries (every one loads or is `digen/BadSummary`, and one
/// that loads generates a file that parses) and fact-cache entries (a damaged entry never
/// changes the answer).
///
/// The mutations are deterministic (seeded): input `n` is made by a generator seeded with the seed
/// and `n`, so it is the same whichever shard makes it. `DIGEN_FUZZ_INPUTS` sets how many inputs a
/// run makes (300 by default, so the suite stays quick; `.ci/run` asks for a few thousand), and
/// `DIGEN_FUZZ_SEED` the seed. The inputs are split into `shardCount` shards, which Swift Testing
/// runs in parallel like any other test cases.
@Suite struct FuzzTests {
    static let inputCount = Int(ProcessInfo.processInfo.environment["DIGEN_FUZZ_INPUTS"] ?? "") ?? 300
    static let seed = UInt64(ProcessInfo.processInfo.environment["DIGEN_FUZZ_SEED"] ?? "") ?? 0x5EED_D16E

    /// Every Swift file of the fixtures, as bytes; not the reproducers of issue 29, hostile
    /// inputs (up to 100 KB each) that `ReproducerTests` checks one by one.
    static let corpus: [[UInt8]] = {
        let enumerator = FileManager.default.enumerator(atPath: Fixture.root)
        var files: [String] = []
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasSuffix(".swift"), !entry.hasPrefix("Golden"), !entry.hasPrefix("Reproducers/") { files.append(entry) }
        }
        return files.sorted().compactMap { FileManager.default.contents(atPath: Fixture.root + "/" + $0).map(Array.init) }
    }()

    static let shardCount = 4

    @Test(arguments: 0..<shardCount)
    func mutatedFixturesAlwaysEndInAnExitCodeAndADiagnosticNamingAFile(shard: Int) throws {
        let directory = try TemporaryDirectory()
        var exitCodes: [Int32: Int] = [:]
        for input in stride(from: shard, to: Self.inputCount, by: Self.shardCount) {
            var random = SplitMix64(seed: Self.seed ^ (UInt64(input) &* 0x9E37_79B9_7F4A_7C15))
            // One to three files, each a mutated fixture, so that graphs span files.
            let folder = "Input\(input)"
            let fileCount = 1 + Int(random.next() % 3)
            for file in 0..<fileCount {
                var bytes = Self.corpus[Int(random.next() % UInt64(Self.corpus.count))]
                for _ in 0..<(1 + Int(random.next() % 4)) { Mutation.random(&random).apply(to: &bytes, &random) }
                try directory.write("\(folder)/File\(file).swift", Data(bytes))
            }
            var options = directory.options([folder])
            options.parsingTimeout = 20
            let analysis = DIGen.check(options)
            let code = analysis.exitCode
            exitCodes[code, default: 0] += 1
            #expect([0, 1, 2].contains(code), "input \(input)")
            if code != 0 {
                let namesAFile = analysis.diagnostics.contains { diagnostic in
                    diagnostic.severity == .error
                        && (diagnostic.location.map { $0.file.hasPrefix(directory.path) } ?? false
                            || diagnostic.message.contains(directory.path))
                }
                #expect(namesAFile, "input \(input): \(analysis.diagnostics.map(\.description))")
            } else if input % 10 == 0 {
                // A clean graph generates, a file that parses whatever names the sources use.
                let output = DIGen.runGenerate(outputPath: "\(folder)/Generated.out", options)
                #expect(output.exitCode == 0, "input \(input): \(output.standardError)")
                let generated = (try? String(contentsOfFile: directory.path + "/\(folder)/Generated.out", encoding: .utf8)) ?? ""
                #expect(!Parser.parse(source: generated).hasError, "input \(input): \(generated)")
            }
            try? FileManager.default.removeItem(atPath: directory.path + "/" + folder)
        }
        // Mutations that never broke anything, or broke everything, would test little.
        #expect(exitCodes[0, default: 0] > 0 && exitCodes[1, default: 0] + exitCodes[2, default: 0] > 0, "\(exitCodes)")
    }

    /// The fixtures summarized as modules, for the summary mutator.
    private static let summarizedFixtures = ["WhoopClean", "DripClean", "Issue464Public", "MixedStyles", "TicTacToe"]

    /// The summary mutator: a fixture module's summary, its bytes damaged, and its strings
    /// replaced with hostile text. Every one loads or is refused as `digen/BadSummary`; one that
    /// loads is used by a `generate`, whose file, if written, parses.
    @Test func damagedSummariesAreRefusedOrGenerateCodeThatParses() throws {
        let directory = try TemporaryDirectory()
        var loaded = 0, refused = 0
        for (index, fixture) in Self.summarizedFixtures.enumerated() {
            var options = Fixture.options([fixture])
            options.moduleName = fixture
            options.root = Fixture.root
            let summary = try #require(DIGen.summarize(options).summary)
            let bytes = try summary.encoded(relativeTo: Fixture.root)
            for input in 0..<max(10, Self.inputCount / 30) {
                var random = SplitMix64(seed: Self.seed ^ UInt64(index << 32 | input))
                var damaged = bytes
                for _ in 0..<(1 + Int(random.next() % 3)) { SummaryMutation.random(&random).apply(to: &damaged, &random) }
                let path = try directory.write("S\(index)-\(input).summary", Data(damaged))
                switch ModuleSummary.load(path, root: Fixture.root, maximumSize: 1 << 24) {
                case .problem(let diagnostic):
                    #expect(diagnostic.id == .badSummary, "\(fixture) \(input): \(diagnostic)")
                    refused += 1
                case .summary:
                    loaded += 1
                    var run = directory.options([])
                    run.summaryPaths = [path]
                    run.moduleName = "App"
                    run.root = Fixture.root
                    let output = directory.path + "/G\(index)-\(input).swift"
                    let result = DIGen.runGenerate(outputPath: output, run)
                    #expect([0, 1, 2].contains(result.exitCode))
                    if let text = try? String(contentsOfFile: output, encoding: .utf8) {
                        #expect(!Parser.parse(source: text).hasError, "\(fixture) \(input): \(text)")
                    }
                }
            }
        }
        #expect(loaded > 0 && refused > 0, "loaded \(loaded), refused \(refused)")
    }

    /// The cache mutator: a run fills a fact cache, its entries are damaged, and the next run
    /// with that cache says exactly what a run without it says.
    @Test func damagedCacheEntriesNeverChangeTheAnswer() throws {
        let directory = try TemporaryDirectory()
        let fixtures = ["WhoopTypo", "DripCycle", "MissingDependency", "MixedStyles", "TicTacToe"]
        for (index, fixture) in fixtures.enumerated() {
            let expected = DIGen.check(Fixture.options([fixture]))
            var options = Fixture.options([fixture])
            options.cacheDirectory = directory.path + "/cache\(index)"
            _ = DIGen.check(options)
            let entries = FileManager.default.enumerator(atPath: options.cacheDirectory!)?.allObjects.compactMap { $0 as? String } ?? []
            var random = SplitMix64(seed: Self.seed ^ UInt64(index))
            var damaged = 0
            for entry in entries.sorted() {
                let path = options.cacheDirectory! + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      var bytes = FileManager.default.contents(atPath: path).map(Array.init), !bytes.isEmpty else { continue }
                SummaryMutation.random(&random).apply(to: &bytes, &random)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                damaged += 1
            }
            #expect(damaged > 0)
            let again = DIGen.check(options)
            #expect(again.exitCode == expected.exitCode, "\(fixture)")
            #expect(again.diagnostics.map(\.description) == expected.diagnostics.map(\.description), "\(fixture)")
        }
    }
}

/// One way to damage a summary or a cache entry: a byte flipped, a range cut or repeated, or a
/// string's text replaced with text that would be code, a path outside the root, or a name no
/// Swift name can be.
private enum SummaryMutation: CaseIterable {
    case flipByte, cut, repeatRange, hostileText

    static func random(_ random: inout SplitMix64) -> SummaryMutation {
        allCases[Int(random.next() % UInt64(allCases.count))]
    }

    static let hostileTexts = [
        "Int { 0 }\nfunc pwned() {}", "import Foundation; func pwned() {}", "/etc/passwd", "../../etc/hostname", "a`b",
        "x\ny", "`class`", "", "##[warning]x", "::error file=a::b",
    ]

    func apply(to bytes: inout [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let position = Int(random.next() % UInt64(bytes.count))
        switch self {
        case .flipByte:
            bytes[position] ^= UInt8(truncatingIfNeeded: 1 + random.next() % 255)
        case .cut:
            bytes.removeSubrange(position..<min(bytes.count, position + 1 + Int(random.next() % 64)))
        case .repeatRange:
            let piece = bytes[position..<min(bytes.count, position + 1 + Int(random.next() % 64))]
            bytes.insert(contentsOf: Array(piece), at: position)
        case .hostileText:
            // A string value (tag 3, a one-byte length, its text) rewritten in place with the same
            // framing, so that the rest still reads.
            guard let start = (position..<bytes.count).first(where: { bytes[$0] == 3 && $0 + 1 < bytes.count && bytes[$0 + 1] < 0x80 }),
                  start + 2 + Int(bytes[start + 1]) <= bytes.count else { return }
            let text = Array(Self.hostileTexts[Int(random.next() % UInt64(Self.hostileTexts.count))].utf8)
            let old = start + 2 ..< start + 2 + Int(bytes[start + 1])
            // The enclosing lengths would no longer hold for another length: keep it.
            var replacement = Array(text.prefix(old.count))
            replacement += Array(repeating: UInt8(ascii: " "), count: old.count - replacement.count)
            bytes.replaceSubrange(old, with: replacement)
        }
    }
}

/// One way to damage a file.
private enum Mutation: CaseIterable {
    case cut, repeatRange, swapRanges, truncate, insertBytes, insertNesting, notText

    static func random(_ random: inout SplitMix64) -> Mutation {
        allCases[Int(random.next() % UInt64(allCases.count))]
    }

    /// Pieces that stress the scanner and the parser: brackets, strings, comments, directives,
    /// the words digen looks for.
    static let fragments: [String] = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "#\"", "\\(", "/*", "*/", "//", "#if X", "#endif",
        "->", "try ", "`", "/", "Component<", "parent", "shared {", "factory {", "get()", "Module<", "single {",
        "\u{0}", "\u{FEFF}", "é", "\n",
        // Names: keywords and raw identifiers in backquotes, names beyond ASCII, keys with escapes.
        "`class`", "`default`", "`My Type`", "`Any`", "`self`", "名前", "café", "\"a\\nb\"", "\"caf\\u{E9}\"",
    ]

    func apply(to bytes: inout [UInt8], _ random: inout SplitMix64) {
        func position() -> Int { bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count + 1)) }
        func range() -> Range<Int> {
            let start = position()
            return start..<min(bytes.count, start + Int(random.next() % 200))
        }
        switch self {
        case .cut:
            bytes.removeSubrange(range())
        case .repeatRange:
            let piece = Array(bytes[range()])
            let copies = 1 + Int(random.next() % 8)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: piece, count: copies).joined()), at: position())
        case .swapRanges:
            let first = range(), second = range()
            guard first.upperBound <= second.lowerBound else { return }
            let a = Array(bytes[first]), b = Array(bytes[second])
            bytes.replaceSubrange(second, with: a)
            bytes.replaceSubrange(first, with: b)
        case .truncate:
            bytes.removeSubrange(position()...)
        case .insertBytes:
            let fragment = Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
            bytes.insert(contentsOf: Array(fragment.utf8), at: position())
        case .insertNesting:
            let opener = ["A<", "[", "(", "{", "\"\\(", "try ", "(Int) -> ", "#if X\n"][Int(random.next() % 8)]
            let depth = [10, 100, 300, 2_000][Int(random.next() % 4)]
            bytes.insert(contentsOf: Array(String(repeating: opener, count: depth).utf8), at: position())
        case .notText:
            bytes.insert(contentsOf: [0xFF, 0xC0, 0x80, 0xFE][..<(1 + Int(random.next() % 4))], at: position())
        }
    }
}

/// A small, fast, seeded generator, so that every run makes the same inputs.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
