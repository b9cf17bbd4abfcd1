import Foundation
import Testing
@testable import DIGenKit

/// The binary encoding of summaries and cache entries: every file's facts read back as they were
/// written, and bytes that are not a value refused, never trusted or crashed on.
@Suite struct BinaryCodingTests {
    /// The facts of every fixture file that may declare DI, read for every style.
    private static func fixtureFacts() -> [FileSummary] {
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: ["."], workingDirectory: Fixture.root))
        options.moduleName = "Fixtures"
        let facts = DIGen.summarize(options).analysis.facts
        return facts
    }

    @Test func everyFixtureFileReadsBackAsItWasWritten() throws {
        let facts = Self.fixtureFacts()
        #expect(facts.count > 50)
        for summary in facts {
            let relative = try SummaryCoding.encode(summary, .relative(to: Fixture.root))
            #expect(try SummaryCoding.decode(FileSummary.self, from: relative, .relative(to: Fixture.root)) == summary, "\(summary.path)")
            let pathless = SummaryCoding.pathless(readingFor: summary.path)
            let entry = try SummaryCoding.encode(summary, pathless)
            if !pathless.wroteOtherFile {
                #expect(try SummaryCoding.decode(FileSummary.self, from: entry, .pathless(readingFor: summary.path)) == summary, "\(summary.path)")
            }
            // Equal facts, equal bytes.
            #expect(try SummaryCoding.encode(summary, .relative(to: Fixture.root)) == relative)
        }
    }

    /// Isolation and getter effects are facts too: a summary that dropped them would turn main-actor
    /// and async code into plain code in every run that reads facts back (the cache, `--summary`).
    @Test func isolationAndGetterEffectsReadBack() throws {
        let facts = try #require(Self.fixtureFacts().first { $0.path.hasSuffix("AsyncAndIsolated/Components.swift") })
        let properties = (facts.classes + facts.protocols).flatMap(\.properties)
        #expect(facts.classes.first { $0.name == "RootComponent" }?.isolation == .mainActor)
        #expect(properties.first { $0.name == "catalogue" && $0.isolation == .nonisolated }?.getterIsAsync == true)
        #expect(properties.contains { $0.name == "catalogue" && $0.getterIsAsync == true && $0.getterThrows == true && $0.isolation == nil })
        let bytes = try SummaryCoding.encode(facts, .relative(to: Fixture.root))
        #expect(try SummaryCoding.decode(FileSummary.self, from: bytes, .relative(to: Fixture.root)) == facts)
    }

    @Test func aModuleSummaryReadsBackWithItsPathsTakenFromTheRoot() throws {
        var summary = ModuleSummary(module: "Fixtures", files: Self.fixtureFacts())
        summary.skippedFiles = [Fixture.root + "/Plain.swift"]
        summary.open = [Diagnostic(id: .orphanComponent, severity: .note, location: .startOf(Fixture.root + "/A.swift"), message: "open")]
        let bytes = try summary.encoded(relativeTo: Fixture.root)
        #expect(!String(decoding: bytes, as: UTF8.self).contains(Fixture.root))
        let directory = try TemporaryDirectory()
        try directory.write("fixtures.summary", Data(bytes))
        let loaded = ModuleSummary.load(directory.path + "/fixtures.summary", root: Fixture.root, maximumSize: 64 << 20)
        guard case .summary(var read) = loaded else {
            Issue.record("the summary cannot be read: \(loaded)")
            return
        }
        for index in read.files.indices { read.files[index].module = nil }
        #expect(read == summary)
    }

    /// Truncated, flipped and random bytes are refused with an error; none crashes.
    @Test func bytesThatAreNotAValueAreRefused() throws {
        let facts = Self.fixtureFacts().prefix(40)
        var generator = SystemRandomNumberGenerator()
        var refused = 0
        for summary in facts {
            let bytes = try SummaryCoding.encode(summary, .relative(to: Fixture.root))
            var damaged: [[UInt8]] = [Array(bytes.prefix(bytes.count / 2)), [], [0xff], (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }]
            for _ in 0..<8 {
                var flipped = bytes
                flipped[Int.random(in: 0..<flipped.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                damaged.append(flipped)
            }
            for candidate in damaged {
                if (try? SummaryCoding.decode(FileSummary.self, from: candidate, .relative(to: Fixture.root))) == nil { refused += 1 }
            }
        }
        #expect(refused >= facts.count * 4)
    }

    @Test func valuesNestedDeeperThanAnySummaryAreRefused() throws {
        // A type nested 600 deep, `[[[…Int…]]]`: more than the decoder follows.
        var type = TypeDescription.named("Int")
        for _ in 0..<600 { type = .array(type) }
        let bytes = try BinaryCoding.encode(type)
        #expect(throws: BinaryCoding.Problem.self) { try BinaryCoding.decode(TypeDescription.self, from: bytes) }
        var shallow = TypeDescription.named("Int")
        for _ in 0..<100 { shallow = .array(shallow) }
        #expect(try BinaryCoding.decode(TypeDescription.self, from: BinaryCoding.encode(shallow)) == shallow)
    }
}
