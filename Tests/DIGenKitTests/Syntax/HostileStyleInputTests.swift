import Testing
@testable import DIGenKit

/// What the WhoopDI and Drip readers meet in hostile files: very long member chains and deep
/// nesting end in a result, never a crash. The inputs are made here.
@Suite struct HostileStyleInputTests {
    private func check(_ name: String, _ source: String) throws -> Analysis {
        let directory = try TemporaryDirectory()
        try directory.write(name, source)
        return DIGen.check(directory.options([name]))
    }

    @Test func aLongAccessorChainInADripGeneratorIsRead() throws {
        let chain = "c" + String(repeating: ".parentComponent", count: 5_000)
        let analysis = try check("Drip.swift", """
            import DripStyle
            final class C: Component { var parentComponent: C { parent() } }
            final class M: Module<C> {
                func inject() -> Int { single { c in Box(value: \(chain).inject()) } }
            }
            """)
        #expect(analysis.exitCode == 0)
        #expect(analysis.graph.scopes.map(\.name) == ["C"])
    }

    @Test func aLongReceiverChainOfAWhoopGetIsRead() throws {
        let analysis = try check("Whoop.swift", """
            import WhoopStyle
            final class M: DependencyModule {
                override func defineDependencies() {
                    factory { Pump(heater: self\(String(repeating: ".next", count: 5_000)).get()) }
                }
            }
            """)
        #expect(analysis.exitCode == 0)
        #expect(analysis.graph.bindings.count == 1)
    }

    @Test func aVeryLongMemberChainIsReadInLinearTime() throws {
        // Read by copying the chain at each member, 200,000 members took over 30 s; now a
        // fraction of one. The timeout turns a return of that into a failure.
        let directory = try TemporaryDirectory()
        try directory.write("Drip.swift", """
            import DripStyle
            final class C: Component { var p: C { parent() } }
            final class M: Module<C> {
                func inject() -> Int { single { c in Box(value: c\(String(repeating: ".p", count: 100_000)).inject()) } }
            }
            """)
        var options = directory.options(["Drip.swift"])
        options.parsingTimeout = 20
        let analysis = DIGen.check(options)
        #expect(analysis.diagnostics == [])
        #expect(analysis.graph.scopes.map(\.name) == ["C"])
    }

    @Test func deepNestingInADefinitionIsReportedNotParsed() throws {
        let analysis = try check("Whoop.swift", """
            import WhoopStyle
            final class M: DependencyModule {
                override func defineDependencies() {
                    factory { \(String(repeating: "(", count: 800))Pump()\(String(repeating: ")", count: 800)) }
                }
            }
            """)
        #expect(analysis.exitCode == 2)
        #expect(analysis.diagnostics.map(\.id) == [.nestingTooDeep])
        #expect(analysis.diagnostics.first?.location?.line == 4)
    }
}
