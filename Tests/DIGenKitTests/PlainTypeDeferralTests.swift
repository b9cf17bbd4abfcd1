import Testing
@testable import DIGenKit

/// Plain types: member blocks the parse stage takes out, named by the scan and parsed only when a
/// request needs their shapes.
@Suite struct PlainTypeDeferralTests {
    private static let source = """
        import WhoopStyle

        struct Settings: Equatable {
            let retries: Int
            let label: String
        }

        final class ViewModel {
            enum State { case idle, busy }
            struct Row { let title: String }
            private let settings: Settings
            init(settings: Settings) { self.settings = settings }
        }

        final class Service: Base {
            let value: Int = 1
        }

        struct Tagged<Value> {
            let value: Value
        }

        struct HoldsAGeneric {
            struct Inner<T> { let t: T }
        }

        struct SaysAWord {
            let container = Container(modules: [])
        }

        struct DeclaresInCode {
            func make() -> Int { struct Local { let x: Int }; return 1 }
        }

        struct Tiny {}
        """

    private func withBytes<Result>(_ source: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Array(source.utf8).withUnsafeBufferPointer(body)
    }

    @Test func theScanFindsTheTypesNothingReadsInside() throws {
        let plan = try #require(withBytes(Self.source) { CodeBlockBlanker.forStyles([.whoop]).plan($0, deferringPlainTypes: true) })
        // Not: a class with a superclass (a module, a component), a type with a nested generic
        // one (which is plain itself: its own parameters are read from its parsed declaration), a
        // block that says a word a front end reads, a local type in code, a block too short.
        #expect(plan.plainTypes.map { $0.types.map(\.name) } == [["Settings"], ["ViewModel", "State", "Row"], ["Tagged"], ["Inner"]])
        #expect(plan.plainTypes.map { $0.types.map(\.isStruct) } == [[true], [false, false, true], [true], [true]])
        // Each block goes whole, the code blocks inside it with it.
        // A declaration whose start is certain and that is not generic goes whole.
        #expect(plan.plainTypes.map(\.keepsHead) == [false, false, true, true])
        for block in plan.plainTypes { #expect(plan.ranges.contains(block.removal)) }
        #expect(!plan.ranges.contains { range in plan.plainTypes.contains { $0.removal != range && $0.removal.overlaps(range) } })
    }

    @Test func placeholdersReadOnDemandAreTheShapesOfAWholeParse() throws {
        let (deferring, whole) = withBytes(Self.source) { bytes in
            (FileSummarizer.summarize(bytes: bytes, path: "App.swift", styles: [.whoop], deferringPlainTypes: true),
             FileSummarizer.summarize(bytes: bytes, path: "App.swift", styles: [.whoop]))
        }
        #expect(deferring.deferredTypes.count == 4)
        let placeholder = try #require(deferring.shapes.first { $0.name == "Row" })
        #expect(placeholder.deferred == DeferredShapeReference(declaration: 1, member: 2))
        #expect(placeholder.properties.isEmpty)
        #expect(deferring.shapes.first { $0.name == "Tagged" }?.genericParameters == ["Value"])
        #expect(deferring.otherTypeNames == whole.otherTypeNames)
        // Lines and columns are the file's, not the deferred text's.
        let resolved = deferring.resolvingDeferredTypes()
        #expect(resolved == whole)
        #expect(resolved.shapes.first { $0.name == "ViewModel" }?.initializers.first?.location
            == SourceLocation(file: "App.swift", line: 12, column: 5))
        #expect(resolved.shapes.first { $0.name == "Row" }?.location == SourceLocation(file: "App.swift", line: 10, column: 12))
    }

    @Test func aContextualTypeWordInsideIsNotTakenForANestedType() {
        // `actor` is a case's name here; were it read as a declaration, the scan would name a
        // type `case` that the parse never meets.
        let source = """
            import WhoopStyle

            struct Keywords {
                enum Word {
                    case actor
                    case other
                }
                let words: [Word]
                var count: Int { words.count }
            }
            """
        let (deferring, whole) = withBytes(source) { bytes in
            (FileSummarizer.summarize(bytes: bytes, path: "Keywords.swift", styles: [.whoop], deferringPlainTypes: true),
             FileSummarizer.summarize(bytes: bytes, path: "Keywords.swift", styles: [.whoop]))
        }
        #expect(deferring.resolvingDeferredTypes() == whole)
        #expect(deferring.otherTypeNames == ["Keywords", "Word"])
    }

    @Test func aTypesInitializersAreReadAloneWhenThatIsEnough() throws {
        let source = """
            import WhoopStyle

            final class Service {
                let repository: Repository
                private var cache: [String: Int] = [:]
                init(repository: Repository, log: @escaping (String) -> Void = { print($0) }) {
                    self.repository = repository
                }
                convenience init() { self.init(repository: Repository()) }
                func fetch() -> Int { cache.count }
            }

            struct Memberwise {
                let name: String
                var count = 0
            }

            struct Explicit {
                let name: String
                init(name: String) { self.name = name.uppercased() }
            }

            final class Conditional {
                #if DEBUG
                init(debug: Bool) {}
                #endif
                init() { print("a body long enough") }
            }
            """
        let summary = withBytes(source) { FileSummarizer.summarize(bytes: $0, path: "S.swift", styles: [.whoop], deferringPlainTypes: true) }
        let whole = summary.resolvingDeferredTypes()
        // A struct that declares no initializer needs its properties; an `#if` may hide one.
        #expect(summary.deferredTypes.map { $0.initializerPieces != nil } == [true, false, true, false])
        for (index, declaration) in summary.deferredTypes.enumerated() where declaration.initializerPieces != nil {
            var expected = try #require(whole.shapes.first { $0.deferred == nil && $0.name == summary.shapes[index].name })
            expected.properties = []
            expected.typealiases = [:]
            #expect(FileSummarizer.initializerShape(of: declaration, path: "S.swift") == expected)
        }
        let service = try #require(FileSummarizer.initializerShape(of: summary.deferredTypes[0], path: "S.swift"))
        #expect(service.initializers.map { $0.parameters.map(\.label) } == [["repository", "log"], []])
        #expect(service.initializers.first?.location == SourceLocation(file: "S.swift", line: 6, column: 5))
    }

    @Test func aDeclarationGoesWholeOnlyWhereItsStartIsCertain() throws {
        let source = """
            import WhoopStyle

            @MainActor
            final class Attributed {
                let value: Int = 1
            }
            public final class Modified {
                let value: Int = 1
            }
            let x = 1; struct AfterASemicolon {
                let value: Int = 1
            }
            /// Documented.
            indirect enum Tree { case leaf, node(Tree, Tree) }
            """
        let plan = try #require(withBytes(source) { CodeBlockBlanker.forStyles([.whoop]).plan($0, deferringPlainTypes: true) })
        // An attribute belongs to the declaration after it: taking the rest out would leave it to
        // the next one.
        #expect(plan.plainTypes.map { $0.types[0].name } == ["Attributed", "Modified", "AfterASemicolon", "Tree"])
        #expect(plan.plainTypes.map(\.keepsHead) == [true, false, false, false])
        let (deferring, whole) = withBytes(source) { bytes in
            (FileSummarizer.summarize(bytes: bytes, path: "Kinds.swift", styles: [.whoop], deferringPlainTypes: true),
             FileSummarizer.summarize(bytes: bytes, path: "Kinds.swift", styles: [.whoop]))
        }
        #expect(deferring.otherTypeNames == whole.otherTypeNames)
        #expect(deferring.shapes.map(\.location) == whole.shapes.map(\.location))
        #expect(deferring.resolvingDeferredTypes() == whole)
    }

    @Test func aNeedleFileNamesItsPlainTypesAndKeepsNoText() {
        let source = """
            import NeedleFoundation

            final class Cache {
                enum Policy { case keep, drop }
                private var entries: [String: Int] = [:]
                func clear() { entries.removeAll(keepingCapacity: true) }
            }
            """
        let deferring = withBytes(source) { FileSummarizer.summarize(bytes: $0, path: "Cache.swift", styles: [.needle], deferringPlainTypes: true) }
        #expect(deferring.otherTypeNames == ["Cache", "Policy"])
        #expect(deferring.deferredTypes.isEmpty)
        #expect(deferring == FileSummarizer.summarize(source: source, path: "Cache.swift", styles: [.needle]))
    }

    @Test func anInjectableTypeIsReadWhole() {
        // Its members are its requests: the file is parsed again without taking it out.
        let source = """
            import WhoopStyle

            @Injectable
            struct Greeter {
                let name: String
                let count: Int
            }
            """
        let deferring = withBytes(source) { FileSummarizer.summarize(bytes: $0, path: "Greeter.swift", styles: [.whoop], deferringPlainTypes: true) }
        #expect(deferring.deferredTypes.isEmpty)
        #expect(deferring.whoop.injectables.first?.requests.count == 2)
        #expect(deferring == FileSummarizer.summarize(source: source, path: "Greeter.swift", styles: [.whoop]))
    }

    @Test func theLookupParsesAPlainTypeWhenAskedAboutIt() {
        let source = """
            import DripStyle

            final class Services {
                let component: AppComponent
                let names: [String] = []
                init(component: AppComponent) { self.component = component }
            }
            """
        let summary = withBytes(source) { FileSummarizer.summarize(bytes: $0, path: "Services.swift", styles: [.drip], deferringPlainTypes: true) }
        #expect(summary.shapes.first?.deferred != nil)
        let lookup = TypeLookup([summary], aliases: TypealiasTable([]))
        // Not read beforehand: a member chain's step asks for it.
        #expect(lookup.propertyType(of: "Services", named: "component")?.written == "AppComponent")
        #expect(lookup.propertyType(of: "Services", named: "names")?.written == "[String]")
        #expect(lookup.propertyType(of: "Services", named: "missing") == nil)
        #expect(!lookup.lacksGenericArguments(.nominal(name: "Services", qualifier: nil, arguments: [])))
    }
}
