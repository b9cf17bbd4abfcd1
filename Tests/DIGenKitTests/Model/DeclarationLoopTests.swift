import Testing
@testable import DIGenKit

/// Loops that Swift rejects and every front end must stop at: each is reported once, with its
/// own id, whatever its length.
@Suite struct DeclarationLoopTests {
    @Test func typealiasSuperclassAndProtocolLoopsAreEachReportedOnce() {
        let analysis = Fixture.check("DeclarationLoops")
        #expect(Fixture.lines(analysis) == [
            """
            Fixtures/DeclarationLoops/App.swift:4:11: error: Typealias cycle: Feed -> Stream -> Feed. [digen/TypealiasCycle]
            Fixtures/DeclarationLoops/App.swift:4:11: note: Feed is declared at Fixtures/DeclarationLoops/App.swift:4:11.
            Fixtures/DeclarationLoops/App.swift:4:11: note: Stream is declared at Fixtures/DeclarationLoops/App.swift:3:11.
            """,
            """
            Fixtures/DeclarationLoops/App.swift:6:7: error: Superclass cycle: LoopA -> LoopB -> LoopA. [digen/SuperclassCycle]
            Fixtures/DeclarationLoops/App.swift:6:7: note: LoopA is declared at Fixtures/DeclarationLoops/App.swift:6:7.
            Fixtures/DeclarationLoops/App.swift:6:7: note: LoopB is declared at Fixtures/DeclarationLoops/App.swift:7:7.
            """,
            """
            Fixtures/DeclarationLoops/App.swift:9:10: error: Protocol inheritance cycle: FirstDependency -> SecondDependency -> FirstDependency. [digen/ProtocolInheritanceCycle]
            Fixtures/DeclarationLoops/App.swift:9:10: note: FirstDependency is declared at Fixtures/DeclarationLoops/App.swift:9:10.
            Fixtures/DeclarationLoops/App.swift:9:10: note: SecondDependency is declared at Fixtures/DeclarationLoops/App.swift:10:10.
            """,
        ])
        #expect(analysis.exitCode == 1)
    }

    @Test func aLongAliasChainResolvesWithoutADepthLimit() {
        // Forty aliases deep, past the old cut-off of sixteen.
        var declarations = (0..<40).map { index in
            TypealiasDeclaration(
                name: "Alias\(index)", target: TypeText(written: "Alias\(index + 1)", normalized: "Alias\(index + 1)", baseName: "Alias\(index + 1)"),
                structure: .named("Alias\(index + 1)"), compositionMembers: [],
                location: DIGenKit.SourceLocation(file: "A.swift", line: index + 1, column: 1))
        }
        declarations.append(TypealiasDeclaration(
            name: "Alias40", target: TypeText(written: "Int", normalized: "Int", baseName: "Int"), structure: .named("Int"),
            compositionMembers: [], location: DIGenKit.SourceLocation(file: "A.swift", line: 41, column: 1)))
        let table = TypealiasTable(declarations)
        #expect(table.resolved(.array(.named("Alias0"))) == .array(.named("Int")))
        #expect(table.resolvedName("Alias0") == "Int")
        #expect(table.typealiasLoops(lookup: ScopedNameLookup(paths: Set((0...40).map { "Alias\($0)" }))) == [])
    }

    /// Names that mean another declaration than a loop would need: a nested struct hiding a
    /// top-level alias, an alias of another module's type as a superclass, a local typealias,
    /// a function's generic parameter, a protocol in a type that names a member alias.
    @Test(arguments: [SwiftSource]([
        "typealias Model = Screen.ViewModel\nenum Screen { struct Model {}; typealias ViewModel = Model }",
        "enum Outer { class Base {}; class Derived: Base {} }\nclass Base: Outer.Derived {}",
        "import Shared\ntypealias BaseScreen = Shared.Screen\nenum Feature { class Screen: BaseScreen {} }",
        "import Shared\ntypealias BaseScreen = Shared.Screen\nclass Screen: BaseScreen {}",
        "struct Model {}\nstruct Screen {\n    typealias ViewModel = Model\n    func render() { typealias Model = ViewModel }\n}",
        "typealias Feed = Stream\nfunc f() { typealias Stream = Feed }\nfinal class Stream {}",
        "struct Box { func map<Output>(_ f: () -> Output) { typealias Output = Output } }",
        "enum F { struct Core {}; typealias Dependency = Core; protocol Child: Dependency {} }\nprotocol Dependency: F.Child {}",
    ]))
    func aNameThatMeansAnotherDeclarationIsNoLoop(source: SwiftSource) throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", "// parent Component\n" + source.text + "\n")
        let analysis = DIGen.check(directory.options(["A.swift"]))
        #expect(analysis.diagnostics.filter { $0.severity == .error } == [], "\(source.text)")
    }

    @Test func aLoopThroughAnAliasOfAClassIsStillALoop() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", "// Component\ntypealias Root = Leaf\nclass Leaf: Middle {}\nclass Middle: Root {}\n")
        let analysis = DIGen.check(directory.options(["A.swift"]))
        #expect(analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }.first
            == "A.swift:3:7: error: Superclass cycle: Leaf -> Middle -> Leaf. [digen/SuperclassCycle]\nA.swift:3:7: note: Leaf is declared at A.swift:3:7.\nA.swift:3:7: note: Middle is declared at A.swift:4:7.")
    }
}

/// Names written into generated code.
@Suite struct GeneratedNameTests {
    @Test func keywordsSpecialNamesAndRawIdentifiersAreBackquoted() {
        #expect(AccessorNaming.escaped("title") == "title")
        #expect(AccessorNaming.escaped("_value2") == "_value2")
        #expect(AccessorNaming.escaped("café") == "café")
        for name in ["class", "default", "self", "Self", "Any", "Type", "Protocol", "_", "my value", "1st"] {
            #expect(AccessorNaming.escaped(name) == "`\(name)`")
        }
    }
}
