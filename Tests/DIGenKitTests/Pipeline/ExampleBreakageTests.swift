import Foundation
import Testing
@testable import DIGenKit

/// The shipped WhoopDI and Drip coffee-shop apps, broken the ways apps break: digen must stop
/// each before it runs, with the output Sources/digen/digen.docc/GeneratingCode.md shows, and `generate` (what the build
/// plugin runs) must fail and write nothing.
@Suite struct ExampleBreakageTests {
    private static var examples: String { Repository.root + "/Examples/Sources" }

    /// The example's `main.swift` with each of `edits` applied (every `original` must occur).
    private func broken(_ example: String, _ edits: [(original: String, replacement: String)]) throws -> TemporaryDirectory {
        var text = try String(contentsOfFile: Self.examples + "/\(example)/main.swift", encoding: .utf8)
        for edit in edits {
            #expect(text.contains(edit.original), "\(example) no longer contains \(edit.original)")
            text = text.replacingOccurrences(of: edit.original, with: edit.replacement)
        }
        let directory = try TemporaryDirectory()
        try directory.write("\(example)/main.swift", text)
        return directory
    }

    private func expectFailure(_ directory: TemporaryDirectory, _ example: String, _ expected: [String]) {
        let options = directory.options([example])
        let analysis = DIGen.check(options)
        let lines = analysis.diagnostics.filter { $0.severity >= .warning }
            .map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
        #expect(lines == expected)
        #expect(analysis.exitCode == 1)
        let output = directory.path + "/Generated.swift"
        let generate = DIGen.runGenerate(outputPath: output, options)
        #expect(generate.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func theShippedExamplesAreClean() {
        for example in ["CoffeeShopWhoop", "CoffeeShopDrip"] {
            let analysis = DIGen.check(CheckOptions(scan: ScanOptions(
                sourceRootPaths: [example], workingDirectory: Self.examples)))
            #expect(analysis.diagnostics == [], "\(example)")
            #expect(analysis.graph.scopes.isEmpty == false)
        }
    }

    @Test func aWhoopAppMissingARegistration() throws {
        let directory = try broken("CoffeeShopWhoop", [("        singleton { ElectricHeater() as any Heater }\n", "")])
        expectFailure(directory, "CoffeeShopWhoop", [
            """
            CoffeeShopWhoop/main.swift:26:38: error: Missing dependency for Heater with name: <no name> [digen/MissingDependency]
            CoffeeShopWhoop/main.swift:26:38: note: Asked for by the singleton at CoffeeShopWhoop/main.swift:26:9 in KitchenModule, resolving in WhoopDI.appContainer.
            """,
        ])
    }

    @Test func aWhoopAppWithACycle() throws {
        let directory = try broken("CoffeeShopWhoop", [
            ("final class ElectricHeater: Heater { let name = \"electric heater\" }",
             "final class ElectricHeater: Heater {\n    let name = \"electric heater\"\n    init(pump: Pump) {}\n}"),
            ("singleton { ElectricHeater() as any Heater }", "singleton { ElectricHeater(pump: try self.get()) as any Heater }"),
        ])
        expectFailure(directory, "CoffeeShopWhoop", [
            """
            CoffeeShopWhoop/main.swift:29:9: error: Dependency cycle detected: Heater -> Pump -> Heater. [digen/DependencyCycle]
            CoffeeShopWhoop/main.swift:29:9: note: Heater is defined at CoffeeShopWhoop/main.swift:29:9 (singleton in KitchenModule).
            CoffeeShopWhoop/main.swift:29:9: note: Pump is defined at CoffeeShopWhoop/main.swift:30:9 (singleton in KitchenModule).
            """,
        ])
    }

    @Test func aDripAppMissingAModule() throws {
        let directory = try broken("CoffeeShopDrip", [
            ("let test = ShopComponent()\n    .module(KitchenModule.self) { KitchenModule($0) }\n", "let test = ShopComponent()\n"),
        ])
        expectFailure(directory, "CoffeeShopDrip", [
            """
            CoffeeShopDrip/main.swift:64:12: error: [component: ShopComponent] failed to find module KitchenModule [digen/MissingModule]
            CoffeeShopDrip/main.swift:64:12: note: ShopComponent.kitchen at CoffeeShopDrip/main.swift:24:9 reads it; add `.module(KitchenModule.self) { KitchenModule($0) }` to this chain.
            """,
        ])
    }

    @Test func aDripAppWithACycle() throws {
        let directory = try broken("CoffeeShopDrip", [
            ("final class ElectricHeater: Heater { let name = \"electric heater\" }",
             "final class ElectricHeater: Heater {\n    let name = \"electric heater\"\n    init(pump: Pump) {}\n}"),
            ("return single { ElectricHeater() as Heater }", "return single { c in ElectricHeater(pump: c.kitchen.inject()) as Heater }"),
        ])
        expectFailure(directory, "CoffeeShopDrip", [
            """
            CoffeeShopDrip/main.swift:35:10: error: Dependency cycle detected: Heater -> Pump -> Heater. [digen/DependencyCycle]
            CoffeeShopDrip/main.swift:35:10: note: Heater is defined at CoffeeShopDrip/main.swift:35:10 (single in KitchenModule).
            CoffeeShopDrip/main.swift:35:10: note: Pump is defined at CoffeeShopDrip/main.swift:39:10 (single in KitchenModule).
            """,
        ])
    }
}
