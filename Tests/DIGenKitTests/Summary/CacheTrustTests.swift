import Foundation
import Testing
@testable import DIGenKit

/// The caches never answer what an uncached run would not (issue 41), case by case from
/// `Fixtures/Reproducers/trust/`.
@Suite struct CacheTrustTests {
    /// `cache-symlinked-output-accepted`: a symbolic link put where `generate` wrote is refused with
    /// the cache as without it.
    @Test func aCachedGenerateRefusesASymbolicLinkAsItsOutputAsAnUncachedOneDoes() throws {
        let directory = try TemporaryDirectory()
        let sources = "Reproducers/trust/cache-symlinked-output-accepted/needle"
        var options = Fixture.options([sources])
        options.cacheDirectory = directory.path + "/cache"
        let output = directory.path + "/out.swift"
        #expect(DIGen.runGenerate(outputPath: output, options).exitCode == 0)
        try FileManager.default.moveItem(atPath: output, toPath: directory.path + "/elsewhere.swift")
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: directory.path + "/elsewhere.swift")
        let cached = DIGen.runGenerate(outputPath: output, options)
        options.cacheDirectory = nil
        let uncached = DIGen.runGenerate(outputPath: output, options)
        #expect(uncached.exitCode == 2)
        #expect(cached.exitCode == uncached.exitCode)
        #expect(cached.standardError == uncached.standardError)
        #expect(cached.standardError.contains("it is a symbolic link, and digen writes only regular files"))
    }

    /// `cache-dir-empty-string`: an empty path option is refused, never taken for the working
    /// directory.
    @Test func anEmptyPathOptionIsRefused() {
        var options = Fixture.options(["TicTacToe"])
        options.cacheDirectory = ""
        options.root = ""
        options.summaryPaths = [""]
        #expect(options.problems == [
            "--cache-dir must name a folder, not be empty.",
            "--root must name a folder, not be empty.",
            "--summary must name a file, not be empty.",
        ])
        options.root = nil
        options.summaryPaths = []
        let output = DIGen.runCheck(options)
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix("digen: error: --cache-dir must name a folder, not be empty. [digen/InvalidOption]\n"))
        // Nothing was made in the working directory.
        #expect(!FileManager.default.fileExists(atPath: options.scan.workingDirectory + "/runs-v\(RunResultCache.formatVersion)"))
    }

    /// `cache-identity-size-mtime`: two executables of the same size and dates but other bytes are
    /// two builds; one executable is hashed once, then named from the cache.
    @Test func aBuildIsNamedByItsBytesNotItsSizeAndDates() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("digenA", Data("build A of the same size".utf8))
        let second = try directory.write("digenB", Data("build B of the same size".utf8))
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        for file in [first, second] { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file) }
        let cache = directory.path + "/cache"
        let nameOfFirst = BuildIdentity.of(executable: first, cacheDirectory: cache)
        let nameOfSecond = BuildIdentity.of(executable: second, cacheDirectory: cache)
        #expect(nameOfFirst != nameOfSecond)
        #expect(nameOfFirst == "build \(ContentHash("build A of the same size"))")
        // Named again from the cache: one entry per executable.
        #expect(BuildIdentity.of(executable: first, cacheDirectory: cache) == nameOfFirst)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: cache + "/builds-v1").filter { $0.contains("/") }.count == 2)
        // Rewritten in place with other bytes and its old date, it is another build.
        try Data("build C of the same size".utf8).write(to: URL(fileURLWithPath: first))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: first)
        #expect(BuildIdentity.of(executable: first, cacheDirectory: cache) == "build \(ContentHash("build C of the same size"))")
        // The options name it only when there is a cache.
        var options = Fixture.options(["TicTacToe"])
        let unnamed = options.cacheIdentity
        options.nameBuild(executable: first)
        #expect(options.cacheIdentity == unnamed)
        options.cacheDirectory = cache
        options.nameBuild(executable: first)
        #expect(options.cacheIdentity == unnamed + " build \(ContentHash("build C of the same size"))")
    }

    /// `run-cache-toctou`: a file that changes between the key's read and the run's is not stored
    /// under the key of the content the run did not read.
    @Test func anAnswerIsStoredOnlyUnderTheKeyOfWhatTheRunRead() throws {
        let directory = try TemporaryDirectory()
        let clean = try String(contentsOfFile: Fixture.path("Reproducers/trust/run-cache-toctou/clean.swift.txt"), encoding: .utf8)
        let broken = try String(contentsOfFile: Fixture.path("Reproducers/trust/run-cache-toctou/broken.swift.txt"), encoding: .utf8)
        try directory.write("proj/App.swift", clean)
        var options = directory.options(["proj"])
        options.cacheDirectory = directory.path + "/cache"
        // The key is made from the clean file; the file is the broken one when the run reads it.
        let memo = try #require(RunMemo(command: "check", options, loggingLevel: .warning))
        try directory.write("proj/App.swift", broken)
        let analysis = DIGen.check(memo.recording(options))
        #expect(analysis.exitCode == 1)
        memo.store(DIGen.checkOutput(for: analysis), written: nil, analysis: analysis)
        try directory.write("proj/App.swift", clean)
        #expect(memo.recalled() == nil)
        #expect(DIGen.runCheck(options).exitCode == 0)
        // A run that read what its key was made of is stored, and answers the next one.
        #expect(try #require(RunMemo(command: "check", options, loggingLevel: .warning)).recalled()?.exitCode == 0)
    }

    /// `run-cache-other-module-file`: another module's file the run read to learn whether a type
    /// is public is part of what the stored answer depends on.
    @Test func aFileOfAnotherModuleTheRunReadIsPartOfItsAnswer() throws {
        let directory = try TemporaryDirectory()
        let reproducer = "Reproducers/trust/run-cache-other-module-file/"
        try directory.write("Core/Types.swift", try String(contentsOfFile: Fixture.path(reproducer + "Core/Types.swift"), encoding: .utf8))
        try directory.write("App/App.swift", try String(contentsOfFile: Fixture.path(reproducer + "App/App.swift"), encoding: .utf8))
        let cache = directory.path + "/cache"
        func generate() throws -> String {
            var core = directory.options(["Core"])
            (core.moduleName, core.root, core.cacheDirectory) = ("Core", directory.path, cache)
            #expect(DIGen.runSummarize(outputPath: "core.summary", core).exitCode == 0)
            var app = directory.options(["App"])
            (app.moduleName, app.root, app.cacheDirectory, app.summaryPaths) = ("App", directory.path, cache, ["core.summary"])
            let output = DIGen.runGenerate(outputPath: "gen.swift", app)
            #expect(output.exitCode == 0, "\(output.standardError)")
            return try String(contentsOfFile: directory.path + "/gen.swift", encoding: .utf8)
        }
        #expect(!(try generate()).contains("func repo"))
        // `Repo` becomes public: the summary of Core is the same bytes, Core's file is not.
        try directory.write("Core/Types.swift", "// A plain file that mentions Component in a comment, so the keyword filter keeps it.\npublic struct Repo {\n    public init() {}\n}\n")
        #expect(try generate().contains("func repo"))
    }
}
