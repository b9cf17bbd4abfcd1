import SwiftParser
import SwiftSyntax
import Testing
@testable import DIGenKit

@Suite struct TypeNormalizerTests {
    private func normalized(_ type: String) -> String {
        let tree = Parser.parse(source: "var x: \(type)")
        let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first
        return TypeNormalizer.normalized(binding!.typeAnnotation!.type)
    }

    @Test(arguments: [
        ("Int?", "Optional<Int>"),
        ("Optional<Swift.Int>", "Optional<Int>"),
        ("Int!", "Optional<Int>"),
        ("[String]", "Array<String>"),
        ("Array< String >", "Array<String>"),
        ("[String: [Int]]", "Dictionary<String, Array<Int>>"),
        ("Foundation.Date", "Date"),
        ("(Int)", "Int"),
        ("(Int) -> Void", "(Int) -> Void"),
        ("((Int)) async throws -> Void", "(Int) async throws -> Void"),
        ("@escaping @Sendable () -> Void", "() -> Void"),
        ("@convention(c) (Int) -> Void", "@convention(c) (Int) -> Void"),
        ("consuming Logger", "Logger"),
        ("borrowing Repo", "Repo"),
        ("sending Repo", "Repo"),
        ("inout Int", "inout Int"),
        ("@MainActor () -> Void", "() -> Void"),
        ("`Type`", "Type"),
        ("any Service", "Service"),
        ("B & A", "A & B"),
        ("Foo.Type", "Foo.Type"),
        ("(name: String, Int)", "(name: String, Int)"),
    ])
    func sugarModulesAndWhitespaceNormalise(written: String, expected: String) {
        #expect(normalized(written) == expected)
    }

    @Test func writtenTextKeepsTheAuthorsSpellingWithTidyWhitespace() {
        let tree = Parser.parse(source: "class A: NeedleFoundation.Component<\n    NeedleFoundation.MyDependency\n> {}")
        let inherited = tree.statements.first?.item.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first
        let text = TypeNormalizer.text(of: inherited!.type)
        #expect(text.written == "NeedleFoundation.Component<NeedleFoundation.MyDependency>")
        #expect(text.baseName == "Component")
        #expect(text.qualifier == "NeedleFoundation")
        #expect(text.genericArguments.first?.baseName == "MyDependency")
        #expect(text.normalized == "Component<MyDependency>")
    }
}
