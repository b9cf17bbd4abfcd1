import Foundation
import Testing
@testable import DIGenKit

/// What `digen generate` writes for WhoopDI and Drip code: accessor names, and whole sections
/// against golden files (`DIGEN_UPDATE_GOLDEN=1` rewrites them).
@Suite struct GeneratedSectionTests {
    private static let goldenFolder = Repository.tests + "/Fixtures/Golden/Generate"

    private func expectGolden(_ fixtures: [String], _ name: String) throws {
        let generated = DIGen.generatedCode(Fixture.options(fixtures), GenerateOptions())
        let text = try #require(generated.text, "\(generated.analysis.diagnostics)")
        let golden = Self.goldenFolder + "/" + name
        if ProcessInfo.processInfo.environment["DIGEN_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: Self.goldenFolder, withIntermediateDirectories: true)
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)), "\(name)")
    }

    @Test func whoopAccessorsForEveryDefinedKey() throws {
        try expectGolden(["WhoopClean"], "WhoopClean.swift")
    }

    @Test func dripBuildersForEveryComponent() throws {
        try expectGolden(["DripClean"], "DripClean.swift")
    }

    @Test func oneFileHoldsASectionPerStyleAfterNeedlesUnchangedWiring() throws {
        try expectGolden(["TicTacToe", "WhoopClean", "DripClean"], "AllStyles.swift")
        let needleOnly = try #require(DIGen.generatedCode(Fixture.options(["TicTacToe"]), GenerateOptions()).text)
        let all = try #require(DIGen.generatedCode(Fixture.options(["TicTacToe", "WhoopClean", "DripClean"]), GenerateOptions()).text)
        // Needle's part is the Needle-only file with the other styles' imports merged in.
        let needleBody = needleOnly.components(separatedBy: "\n// MARK: - Traversal Helpers\n")[1]
        #expect(all.contains(needleBody.trimmingCharacters(in: .newlines)))
    }

    @Test func aModuleThatNeedsMoreThanItsComponentIsAParameterOfTheBuilder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", """
            import DripStyle
            final class Shop: Component {
                var till: TillModule { module() }
            }
            final class TillModule: Module<Shop> {
                init(_ component: Shop, currency: String) { super.init(component) }
            }
            """)
        let text = try #require(DIGen.generatedCode(directory.options(["App.swift"]), GenerateOptions()).text)
        #expect(text.contains("    static func make(till: (Shop) -> TillModule) -> Shop {\n"))
        #expect(text.contains("            .module(TillModule.self, initializer: till)\n"))
    }

    @Test(arguments: [
        (GraphKey.whoop(type: .named("Box", [.named("Int")]), name: nil), "boxOfInt"),
        (.whoop(type: .named("MyNamedObject"), name: "MyNamedObject"), "myNamedObject"),
        (.whoop(type: .named("String"), name: "base-url"), "baseUrl"),
        (.whoop(type: .array(.named("String")), name: nil), "arrayOfString"),
        (.whoop(type: .optional(.named("URLSession")), name: nil), "optionalURLSession"),
        (.whoop(type: .named("URLSession"), name: nil), "urlSession"),
        (.whoop(type: .dictionary(key: .named("String"), value: .named("Int")), name: nil), "dictionaryOfStringAndInt"),
        (.whoop(type: .composition([.named("A"), .named("B")]), name: nil), "aAndB"),
        (.whoop(type: .named("String"), name: "3d"), "_3d"),
    ])
    func accessorNames(key: GraphKey, expected: String) {
        #expect(AccessorNaming.names(for: [key])[key] == expected)
    }

    @Test func collidingAndReservedNamesGetNumbersInKeyOrder() {
        let named = GraphKey.whoop(type: .named("String"), name: "pump")
        let unnamed = GraphKey.whoop(type: .named("Pump"), name: nil)
        let reserved = GraphKey.whoop(type: .named("String"), name: "inject")
        let keyword = GraphKey.whoop(type: .named("String"), name: "default")
        let names = AccessorNaming.names(for: [unnamed, named, reserved, keyword])
        #expect(names[unnamed] == "pump")
        #expect(names[named] == "pump2")
        #expect(names[reserved] == "inject2")
        #expect(AccessorNaming.escaped(names[keyword]!) == "`default`")
    }
}
