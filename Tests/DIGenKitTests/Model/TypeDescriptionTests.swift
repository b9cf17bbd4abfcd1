import SwiftParser
import SwiftSyntax
import Testing
@testable import DIGenKit

/// Types compare by structure: every spelling of one type is one value.
@Suite struct TypeDescriptionTests {
    private func type(_ written: String) -> TypeDescription {
        let file = Parser.parse(source: "let x: \(written)")
        let binding = file.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!
        return TypeDescriptionBuilder.description(of: binding.typeAnnotation!.type).unqualified
    }

    @Test(arguments: [
        ("Int?", "Optional<Int>"), ("Int?", "Swift.Optional<Swift.Int>"), ("[String]", "Array<String>"),
        ("[String: Int]", "Dictionary<String, Int>"), ("any Heater", "Heater"), ("A & B", "B & A"),
        ("(Int)", "Int"), ("Foundation.URL", "URL"), ("Box<Module.Item>", "Box<Item>"),
    ])
    func spellingsOfOneTypeAreEqual(first: String, second: String) {
        #expect(type(first) == type(second))
    }

    @Test func differentTypesDiffer() {
        #expect(type("Int?") != type("Int"))
        #expect(type("some Heater") != type("Heater"))
        #expect(type("(a: Int, b: Int)") != type("(Int, Int)"))
        #expect(type("Box<Int>") != type("Box<String>"))
    }

    @Test func descriptionsUseSwiftsSugar() {
        #expect(type("Optional<Array<Dictionary<String, Int>>>").description == "[[String: Int]]?")
        #expect(type("(Int) async throws -> String").description == "(Int) async throws -> String")
        #expect(type("Optional<() -> Void>").description == "(() -> Void)?")
        #expect(type("P.Type").description == "P.Type")
    }

    @Test func typesNamedByExpressionsAreRead() {
        let file = Parser.parse(source: "_ = Box<Int>(1); _ = Module.Pump.init()")
        let calls = CallCollector.calls(in: Syntax(file))
        let reader = ExpressionReader(source: SourceText(UnsafeBufferPointer(start: nil, count: 0)), path: "A.swift")
        #expect(reader.constructedType(by: calls[0]) == .named("Box", [.named("Int")]))
        #expect(reader.constructedType(by: calls[1])?.unqualified == .named("Pump"))
    }
}
