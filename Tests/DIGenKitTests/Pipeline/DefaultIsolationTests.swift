import Foundation
import Testing
@testable import DIGenKit

/// `--default-isolation main-actor`: a target built with `.defaultIsolation(MainActor.self)`
/// gets no isolation warning for the types it leaves unannotated, read from its sources or from
/// its summary; Swift's default (and no option) reads them as nonisolated.
@Suite struct DefaultIsolationTests {
    /// A main-actor-default target's WhoopDI code as written there: nothing says `@MainActor`
    /// but the definition's closure.
    static let badge = """
        import WhoopStyle
        final class Store {}
        @Injectable final class Badge { let store: Store }
        nonisolated final class AppModule: DependencyModule {
            override func defineDependencies() { singleton { @MainActor in Store() } }
        }
        WhoopDI.registerModules([AppModule()])
        let badge: Badge = WhoopDI.inject()
        """

    static let warning = "App/main.swift:3:37: warning: @Injectable Badge, which is nonisolated, asks for Store with name: <no name>, which is made on the main actor: resolved off the main actor, it fails. [digen/NonisolatedReadsMainActor]"

    private func warnings(_ directory: TemporaryDirectory, _ options: CheckOptions) -> [String] {
        DIGen.check(options).diagnostics.filter { $0.severity >= .warning }.map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "").components(separatedBy: "\n")[0]
        }
    }

    @Test func anUnannotatedInjectableIsMainActorInAMainActorTarget() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/main.swift", Self.badge)
        var options = directory.options([directory.path + "/App"])
        #expect(warnings(directory, options) == [Self.warning])
        options.defaultIsolation = .nonisolated
        #expect(warnings(directory, options) == [Self.warning])
        options.defaultIsolation = .mainActor
        #expect(warnings(directory, options) == [])
    }

    @Test func aSummaryHoldsItsModulesDefault() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Badges/Badge.swift", """
            import WhoopStyle
            public final class Store {}
            @Injectable public final class Badge { let store: Store }
            """)
        try directory.write("App/main.swift", """
            import WhoopStyle
            import Badges
            nonisolated final class AppModule: DependencyModule {
                override func defineDependencies() { singleton { @MainActor in Store() } }
            }
            WhoopDI.registerModules([AppModule()])
            let badge: Badge = WhoopDI.inject()
            """)
        for isolation in DefaultIsolation.allCases {
            var summarizing = directory.options(["Badges"])
            summarizing.moduleName = "Badges"
            summarizing.defaultIsolation = isolation
            let output = DIGen.runSummarize(outputPath: "Badges.summary", summarizing)
            #expect(output.exitCode == 0, "\(output.standardError)")
            // The app's own default does not change what the library's summary says.
            var options = directory.options(["App"])
            options.moduleName = "App"
            options.summaryPaths = ["Badges.summary"]
            options.defaultIsolation = .nonisolated
            #expect(warnings(directory, options) == (isolation == .mainActor ? [] : [
                "Badges/Badge.swift:3:44: warning: @Injectable Badge, which is nonisolated, asks for Store with name: <no name>, which is made on the main actor: resolved off the main actor, it fails. [digen/NonisolatedReadsMainActor]",
            ]))
        }
    }

    @Test func typesThatStateAnIsolationKeepIt() {
        var file = FileSummary(path: "App/main.swift")
        let location = SourceLocation(file: "App/main.swift", line: 1, column: 1)
        file.whoop.injectables = [
            InjectableDeclaration(name: "Plain", requests: [], location: location),
            InjectableDeclaration(name: "Free", requests: [], location: location, isolation: .nonisolated),
        ]
        let applied = DefaultIsolation.mainActor.applied(to: file)
        #expect(applied.whoop.injectables.map(\.isolation) == [.mainActor, .nonisolated])
        #expect(DefaultIsolation.nonisolated.applied(to: file) == file)
    }
}
