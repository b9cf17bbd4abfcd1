import Foundation
import Testing
@testable import DIGenKit

/// The parse stage on small sources: what a summary keeps, and where.
@Suite struct FileSummarizerTests {
    private func summary(_ source: String) -> FileSummary {
        FileSummarizer.summarize(source: source, path: "Test.swift")
    }

    @Test func typealiasesThatSayACodeWordAreReadOnce() {
        // A typealias naming `Container` or `module` is handed to the declaration walk, which
        // must not hand it back to a code walk (that went round for ever).
        let result = summary("""
            import WhoopStyle
            typealias Make = (Container) -> Void
            final class Holder {
                typealias Build = (Container, module: Int) -> Void
                func run() {
                    typealias Local = (Container) -> Void
                    let container = Container()
                    _ = container
                }
            }
            """)
        #expect(result.styles == [.whoop])
        #expect(result.typealiases.map(\.name) == ["Make", "Build", "Local"])
        #expect(result.shapes.first { $0.name == "Holder" }?.typealiases.keys.sorted() == ["Build"])
    }

    @Test func onlyDirectInstancePropertiesWithAWrittenTypeAreKept() {
        let result = summary("""
            class A: Component<ADependency> {
                var explicit: Int { 1 }
                let inferred = Foo()
                static var shared: A { A() }
                var first, second: String
                public private(set) var counter: Int = 0
                private var hidden: Secret { Secret() }
                var computed: Bar {
                    let local: Baz = Baz()
                    return Bar(local)
                }
            }
            """)
        let properties = result.classes.first?.properties ?? []
        #expect(properties.map(\.name) == ["explicit", "first", "second", "counter", "hidden", "computed"])
        #expect(properties.map(\.type.written) == ["Int", "String", "String", "Int", "Secret", "Bar"])
        #expect(properties.map(\.access) == [.internal, .internal, .internal, .public, .private, .internal])
        #expect(properties.first?.location == SourceLocation(file: "Test.swift", line: 2, column: 9))
    }

    @Test func membersOfAPrivateTypeAreFileprivateAndAPublicExtensionMakesMembersPublic() {
        let result = summary("""
            private class Hidden: Component<HiddenDependency> { var value: Int { 1 } }
            public extension Shown { var value: Int { 1 } }
            """)
        #expect(result.classes.first?.properties.first?.access == .fileprivate)
        #expect(result.extensions.first?.properties.first?.access == .public)
    }

    @Test func everyParentCallFormIsAnInstantiation() {
        let result = summary("""
            class Root: BootstrapComponent {
                var a: AComponent { AComponent(parent: self) }
                var b: BComponent { .init(parent: self) }
                var c: CComponent { Feature.CComponent(parent: self) }
                var d: DComponent { DComponent.init(parent: self) }
                func e(id: Int) -> EComponent? { return .init(parent: self, id: id) }
                func f() -> FComponent {
                    let made: FComponent = .init(parent: self)
                    return made
                }
                var g: GComponent { GComponent(name: "g", parent: self) }
                func notOne() { helper.build(parent: self); let x = .init(parent: self) }
            }
            """)
        #expect(result.instantiations.map(\.typeName) == [
            "AComponent", "BComponent", "CComponent", "DComponent", "EComponent", "FComponent", "GComponent",
        ])
        #expect(Set(result.instantiations.map(\.enclosingTypeName)) == ["Root"])
        #expect(result.instantiations.first?.location == SourceLocation(file: "Test.swift", line: 2, column: 25))
    }

    @Test func callsDeepInBodiesAndClosuresAreFoundWhileOtherBodiesAreSkipped() {
        let result = summary("""
            class Root: BootstrapComponent {
                func pick(_ flag: Bool) -> Base {
                    let values = [1, 2, 3].map { $0 * 2 }
                    if flag {
                        for _ in values { print("loop") }
                        return AComponent(parent: self)
                    }
                    return shared { BComponent(parent: self) }
                }
                func unrelated() -> Int { (0..<10).reduce(0, +) }
            }
            """)
        #expect(result.instantiations.map(\.typeName) == ["AComponent", "BComponent"])
    }

    @Test func conditionalCompilationBranchesAndLocalTypesAreAllRead() {
        let result = summary("""
            class Root: BootstrapComponent {
                #if DEBUG
                var debugComponent: DebugComponent { DebugComponent(parent: self) }
                #else
                var releaseFlag: Bool { true }
                #endif
                func make() -> Int {
                    final class LocalComponent: Component<LocalDependency> {}
                    return 1
                }
            }
            #if DEBUG
            final class DebugComponent: Component<DebugDependency> {}
            #endif
            """)
        #expect(result.classes.map(\.name) == ["Root", "LocalComponent", "DebugComponent"])
        #expect(result.classes.first?.properties.map(\.name) == ["debugComponent", "releaseFlag"])
        #expect(result.instantiations.map(\.typeName) == ["DebugComponent"])
        #expect(result.instantiations.map(\.enclosingTypeName) == ["Root"])
    }

    @Test func callsInNestedValueTypesAreNotTheComponents() {
        let result = summary("""
            class Root: BootstrapComponent {
                struct Factory { func make() -> Child { Child(parent: self) } }
            }
            Child(parent: root)
            """)
        #expect(result.instantiations.map(\.enclosingTypeName) == [nil, nil])
        #expect(result.instantiations.map(\.parentArgument) == ["self", "root"])
    }

    @Test func typealiasesImportsAndOtherTypesAreRecorded() {
        let result = summary("""
            import NeedleFoundation
            import   protocol  Audio.Recordable
            typealias Stream = MyScoreStream
            typealias Both = Dependency & HasA
            typealias Box<T> = Array<T>
            struct S {}
            enum E {}
            actor Act {}
            """)
        #expect(result.imports == ["import NeedleFoundation", "import protocol Audio.Recordable"])
        #expect(result.typealiases.map(\.name) == ["Stream", "Both"])
        #expect(result.typealiases.last?.compositionMembers.map(\.written) == ["Dependency", "HasA"])
        #expect(result.otherTypeNames == ["S", "E", "Act"])
    }

    @Test func summariesRoundTripThroughJSON() throws {
        let original = FileSummarizer.summarize(
            source: try String(contentsOfFile: Fixture.path("TicTacToe/GameComponent.swift"), encoding: .utf8),
            path: "GameComponent.swift")
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(FileSummary.self, from: data) == original)
        #expect(original.classes.map(\.name) == ["GameComponent"])
        #expect(original.protocols.first?.properties.map(\.name) == ["mutableScoreStream", "playersStream"])
    }

    @Test func syntaxErrorsAreLocated() {
        let result = summary("class A: Component<ADependency> {\n    var x: Int {\n")
        #expect(result.syntaxErrors.first?.message == "expected '}'")
        // A missing token is placed right after the last token the parser read.
        #expect(result.syntaxErrors.first?.location == SourceLocation(file: "Test.swift", line: 2, column: 17))
        #expect(result.syntaxErrors.count == 1)
        #expect(summary("class A {}").syntaxErrors == [])
    }

    @Test func textMustBeUTF8AndASCIIIsRecognisedQuickly() {
        #expect(TextDecoding.isASCII(Array("final class A: Component<B> {}".utf8)))
        #expect(!TextDecoding.isASCII(Array("let café = 1 // long enough to pass eight bytes".utf8)))
        #expect(!TextDecoding.isASCII([0x41, 0xE9]))
        #expect(TextDecoding.utf8([0x63, 0x61, 0x66, 0xC3, 0xA9]) == "café")
        #expect(TextDecoding.utf8([0x63, 0x61, 0x66, 0xE9]) == nil)
        #expect(TextDecoding.utf8([0xE2, 0x82]) == nil)
    }

    @Test func thePrefilterLooksForDIWordsOnly() {
        #expect(FileSummarizer.mayDeclareDI(Array("class A: Component<B> {}".utf8)))
        #expect(FileSummarizer.mayDeclareDI(Array("x.init(parent: self)".utf8)))
        #expect(FileSummarizer.mayDeclareDI(Array("typealias A = B".utf8)))
        #expect(!FileSummarizer.mayDeclareDI(Array("struct Point { var x: Int }".utf8)))
        #expect(!FileSummarizer.mayDeclareDI(Array("Compo".utf8)))
    }

    @Test func initializersWithVariadicsAndParameterPacksInIfClausesAreRead() throws {
        let result = summary("""
            import WhoopStyle
            struct Service {
                #if DEBUG
                init<each Extra>(logger: Logger, extras: repeat each Extra) {}
                #else
                init(logger: Logger, tags: String...) {}
                #endif
            }
            """)
        let service = try #require(result.shapes.first { $0.name == "Service" })
        #expect(service.initializers.map { $0.parameters.map(\.label) } == [["logger", "extras"], ["logger", "tags"]])
        #expect(service.initializers.map { $0.parameters.map(\.hasDefault) } == [[false, true], [false, true]])
        // A call that gives no pack or variadic argument still fits, so its `logger:` is typed.
        #expect(service.initializers[0].parameter(forArgumentAt: 0, labels: ["logger"])?.type.written == "Logger")
    }

    @Test func lineEndingsAreCountedAsTheCompilerCountsThem() {
        for newline in ["\n", "\r\n", "\r"] {
            let source = ["import WhoopStyle", "// a comment", "final class Gamma: DependencyModule {}"].joined(separator: newline)
            #expect(summary(source).whoop.modules.first?.location.line == 3, "\(newline.debugDescription)")
        }
    }
}
