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
        #expect(table.typealiasLoops() == [])
    }
}
