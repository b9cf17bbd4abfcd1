import Foundation
import Testing
@testable import DIGenKit

/// The per-file fact cache: a run with it answers what a run without it answers, whatever state
/// the cache folder is in: empty, filled, damaged, shared with another run, or unwritable.
@Suite struct FactCacheTests {
    /// A small app of every style, and a run over it with the cache in `cache`.
    private static func app() throws -> ModularApp { try ModularApp(features: 12) }

    private static func results(_ app: ModularApp, cache: String?) -> ModuleSummaryTests.Results {
        results(folders: app.folders, root: app.directory.path, cache: cache)
    }

    private static func results(folders: [String], root: String, cache: String?) -> ModuleSummaryTests.Results {
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: folders, workingDirectory: root))
        options.cacheDirectory = cache
        return ModuleSummaryTests.results(options)
    }

    /// Every entry file in the cache folder.
    private static func entries(_ cache: String) throws -> [String] {
        let root = cache + "/facts-v\(FactCache.formatVersion)"
        return try FileManager.default.subpathsOfDirectory(atPath: root)
            .filter { $0.split(separator: "/").count == 2 && !$0.contains("/.") }
            .map { root + "/" + $0 }.sorted()
    }

    @Test func aRunWithTheCacheAnswersAsOneWithout() throws {
        let app = try Self.app()
        let cache = app.directory.path + "/cache"
        let uncached = Self.results(app, cache: nil)
        #expect(uncached.generated != nil)
        #expect(Self.results(app, cache: cache) == uncached)
        let filled = try Self.entries(cache)
        // One entry per parsed file and styles read (the plain model files and Core's are never
        // parsed): 12 components, App's 3 files, the Drip parts, the WhoopDI service, and the
        // workshop twice (for Needle alone, then for Drip too, as App imports Drip).
        #expect(filled.count == 12 + 3 + 1 + 1 + 2)
        #expect(Self.results(app, cache: cache) == uncached)
        #expect(try Self.entries(cache) == filled)
    }

    @Test func cachedFactsAreTakenForTheContentWhereverTheFileIs() throws {
        let directory = try TemporaryDirectory()
        let text = "import NeedleFoundation\nclass RootComponent: BootstrapComponent {\n    var name: String { \"x\" }\n}\n"
        let first = try directory.write("A/Root.swift", text)
        let second = try directory.write("B/Root.swift", text)
        let cache = FactCache(directory: directory.path + "/cache", identity: "test")
        guard case .summarized(let read) = FileSummarizer.summarize(path: first, cache: cache) else {
            Issue.record("not summarized")
            return
        }
        guard case .summarized(let cached) = FileSummarizer.summarize(path: second, cache: cache) else {
            Issue.record("not summarized")
            return
        }
        // Same facts, labelled with the second file's path, from the one entry.
        var relabelled = read
        relabelled.path = second
        for index in relabelled.classes.indices {
            relabelled.classes[index].location.file = second
            for property in relabelled.classes[index].properties.indices {
                relabelled.classes[index].properties[property].location.file = second
            }
        }
        #expect(cached == relabelled)
        #expect(try Self.entries(directory.path + "/cache").count == 1)
        // Another digen build (identity) never reads that entry.
        let other = FactCache(directory: directory.path + "/cache", identity: "other build")
        #expect(other.facts(for: other.key(content: ContentHash(text), styles: [.needle]), path: first) == nil)
    }

    /// Each way an entry can be damaged: the run answers as a run without the cache, and the
    /// entry is written again, whole.
    @Test(arguments: ["corrupt", "truncated", "empty", "foreign version", "another key", "garbage"])
    func aDamagedEntryIsIgnoredAndRewritten(_ damage: String) throws {
        let app = try Self.app()
        let cache = app.directory.path + "/cache"
        let uncached = Self.results(app, cache: nil)
        _ = Self.results(app, cache: cache)
        let entries = try Self.entries(cache)
        let originals = try entries.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        for (index, entry) in entries.enumerated() {
            var bytes = originals[index]
            switch damage {
            case "corrupt": bytes[bytes.count - 3] ^= 0x20
            case "truncated": bytes = bytes.prefix(bytes.count / 2)
            case "empty": bytes = Data()
            case "foreign version":
                bytes = Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "digen-facts 1", with: "digen-facts 9").utf8)
            case "another key": bytes = originals[(index + 1) % originals.count]
            default: bytes = Data("{\"not\": \"an entry\"}\n\n\n".utf8)
            }
            try bytes.write(to: URL(fileURLWithPath: entry))
        }
        // A writer that died halfway leaves a temporary file behind; it is never read.
        try Data("digen-facts 1\n".utf8).write(to: URL(fileURLWithPath: (entries[0] as NSString).deletingLastPathComponent + "/.entry-abandoned"))
        #expect(Self.results(app, cache: cache) == uncached)
        #expect(try entries.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == originals)
    }

    @Test func runsSharingOneCacheAtOnceBothAnswerRight() async throws {
        let app = try Self.app()
        let uncached = Self.results(app, cache: nil)
        let (folders, root) = (app.folders, app.directory.path)
        for round in 0..<3 {
            let cache = root + "/shared-\(round)"
            let results = await withTaskGroup(of: ModuleSummaryTests.Results.self) { group in
                for _ in 0..<4 { group.addTask { Self.results(folders: folders, root: root, cache: cache) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 4)
            #expect(results.allSatisfy { $0 == uncached })
            #expect(Self.results(app, cache: cache) == uncached)
        }
    }

    @Test func anUnwritableCacheFolderMeansARunWithoutItAndANote() throws {
        let app = try Self.app()
        let blocker = try app.directory.write("not-a-folder", "a file")
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: app.folders, workingDirectory: app.directory.path))
        options.cacheDirectory = blocker + "/cache"
        let analysis = DIGen.check(options)
        #expect(analysis.diagnostics.map(\.description) == [
            "digen: note: The fact cache was not used: \(blocker)/cache/facts-v1 cannot be written (Not a directory); this run read every file itself. [digen/CacheUnavailable]",
        ])
        #expect(analysis.exitCode == 0)
        #expect(ModuleSummaryTests.results(options).generated == Self.results(app, cache: nil).generated)
    }

    /// Whole runs: one with the inputs and options of a run before it answers as that run did,
    /// without parsing; any change to an input, or to the file `generate` wrote, is a new run.
    @Test func aRunWithTheSameInputsAnswersFromTheCacheAndAnyChangeRunsAgain() throws {
        let app = try Self.app()
        var options = CheckOptions(scan: ScanOptions(sourceRootPaths: app.folders, workingDirectory: app.directory.path))
        options.cacheDirectory = app.directory.path + "/cache"
        let runs = app.directory.path + "/cache/runs-v\(RunResultCache.formatVersion)"
        let first = DIGen.runCheck(options)
        #expect(first.exitCode == 0)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: runs).count == 2)
        // The stored answer is the one given: make it say something no run would, and see it.
        let entry = try #require(try FileManager.default.subpathsOfDirectory(atPath: runs).first { $0.contains("/") })
        let key = try #require(ContentHash(hex: String(entry.split(separator: "/")[1])))
        let folder = CacheFolder(root: app.directory.path + "/cache", kind: "runs", version: RunResultCache.formatVersion)
        let stored = try #require(folder.read(key))
        folder.write(Array(String(decoding: stored, as: UTF8.self).replacingOccurrences(of: "no problems", with: "from the cache").utf8), for: key)
        #expect(DIGen.runCheck(options).standardError.contains("digen: from the cache:"))

        // An edited source is a new run.
        try app.directory.write("Feature004/Feature004Component.swift", "import NeedleFoundation\npublic class Feature004Component: Component<Missing> {}\n")
        let edited = DIGen.runCheck(options)
        #expect(edited.exitCode == 1)
        #expect(edited.standardError.contains("[digen/UnknownDependency]"))

        // `generate` answers from the cache only while its file holds what it wrote.
        try app.directory.write("Feature004/Feature004Component.swift", "")
        var generateOptions = options
        generateOptions.scan.sourceRootPaths = ["App", "Core", "Feature005", "Feature006", "Feature010"]
        let output = app.directory.path + "/Generated.swift"
        #expect(DIGen.runGenerate(outputPath: output, generateOptions).exitCode == 0)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(DIGen.runGenerate(outputPath: output, generateOptions).exitCode == 0)
        try "// edited by hand\n".write(toFile: output, atomically: true, encoding: .utf8)
        #expect(DIGen.runGenerate(outputPath: output, generateOptions).exitCode == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == text)

        // Runs that print timings are never stored.
        let before = try FileManager.default.subpathsOfDirectory(atPath: runs).count
        _ = DIGen.runCheck(generateOptions, loggingLevel: .info)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: runs).count == before)
    }
}
