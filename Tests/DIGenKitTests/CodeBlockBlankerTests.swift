import Foundation
import Testing
@testable import DIGenKit

/// The pre-parse pass that blanks code blocks digen never reads: which blocks go, which stay,
/// where the scan gives up, and that summaries do not change.
@Suite struct CodeBlockBlankerTests {
    /// The text after blanking, or nil when nothing was blanked or the scan gave up.
    private func blanked(_ source: String) -> String? {
        var text = source
        text.makeContiguousUTF8()
        let result = text.utf8.withContiguousStorageIfAvailable { CodeBlockBlanker().blanked($0) } ?? nil
        return result.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `source` with every character between the markers « and » (markers included) replaced
    /// as the blanker replaces them: line breaks kept, everything else a space.
    private func expectedBlanking(_ source: String) -> (original: String, blanked: String) {
        var original = ""
        var result = ""
        var inside = false
        for character in source {
            switch character {
            case "«": inside = true
            case "»": inside = false
            default:
                original.append(character)
                result.append(inside && character != "\n" ? String(repeating: " ", count: character.utf8.count) : String(character))
            }
        }
        return (original, result)
    }

    private func expectBlanking(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (original, expected) = expectedBlanking(marked)
        #expect(blanked(original) == expected, sourceLocation: sourceLocation)
    }

    @Test func blanksFunctionAndAccessorBodiesButKeepsMemberBlocks() {
        expectBlanking("""
            final class Service: Base {
                private var cache: [String: Int] = [:]

                func score(«_ values: [Int]»)« -> Int »{«
                    var total = 0
                    for value in values where value > 0 { total += value * 7 }
                    return total
                »}

                var title: String {«
                    cache.isEmpty ? "nothing scored yet" : "\\(cache.count) scores"
                »}
            }

            struct Model {
                enum State { case idle, busy(progress: Double) }
                init() {«
                    print("a long enough initialiser body")
                »}
            }
            """)
    }

    @Test func keepsBlocksThatMayHoldSomethingToRecord() {
        let source = """
            class Root: BootstrapComponent {
                var child: ChildComponent {
                    return ChildComponent(parent: self)
                }
                func makeLocal() -> Int {
                    struct Local { var value = 1 }
                    return Local().value + 1
                }
                var protocolRequirementSized: Int { get }
            }
            """
        #expect(blanked(source) == nil)
    }

    @Test func anExtensionOfASugaredTypeHasAMemberBlock() {
        expectBlanking("""
            extension [Result] {
                public var debugDescription: String {«
                    return self.map(\\.debugDescription).joined(separator: "\\n")
                »}
            }
            """)
    }

    @Test func aClassModifierDoesNotMakeAMemberBlock() {
        expectBlanking("""
            class Factory {
                class func make(«_ count: Int»)« -> [Int] »{«
                    (0..<count).map { $0 * 2 + 1 }
                »}
                static func other()« -> String »{«
                    String(repeating: "x", count: 40)
                »}
            }
            """)
    }

    @Test func followsStringsCommentsAndNames() {
        expectBlanking(##"""
            // A brace in a comment: {
            /* nested /* { */ comment } */
            struct Texts {
                func all()« -> [String] »{«
                    let plain = "a brace { and a quote \" and \(["}"].count) interpolated"
                    let raw = #"a raw "string" with \(no) interpolation {"#
                    let rawInterpolated = #"and \#(plain.count) one"#
                    let multiline = """
                        a "quoted" line with a { brace
                        and \(plain.map { $0 }.count) more
                        """
                    return [plain, raw, rawInterpolated, multiline]
                »}
                let `class` = 1
                func divide(«_ a: Int, _ b: Int»)« -> Int »{«
                    let half = (a + b) / 2
                    return half / b + a / (b + 1)
                »}
            }
            """##)
    }

    @Test func aFunctionsSignatureGoesWithItsBody() {
        expectBlanking("""
            struct Maths {
                func sum«<Value: Numeric>»(«_ values: [Value]»)« async throws -> Value where Value: Comparable »{«
                    values.reduce(0, +) + values.reduce(0, +) * 0
                »}
                @discardableResult mutating func reset()« -> Bool »{«
                    print("a long enough body to be worth skipping")
                    return true
                »}
                static func == (lhs: Maths, rhs: Maths) -> Bool {«
                    print("an operator keeps its signature") == ()
                »}
                func `default`(_ value: Int) -> Int {«
                    value * 2 + value * 3 + value * 4 + value * 5
                »}
            }
            """)
    }

    @Test func aSignatureStaysWhenItMayMatter() {
        // A default value that says `parent` may be a call something records; a closure as a
        // default value is code of its own; a body that stays keeps its signature.
        expectBlanking("""
            class Builder {
                func make(_ child: Child = Child(parent: root)) -> Child {«
                    print("a long enough body to be worth skipping")
                »}
                func run(_ work: () -> Void = {« print("default work, long enough to skip") »}) -> Int {«
                    print("a long enough body to be worth skipping")
                »}
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            """)
    }

    @Test func aRequirementWithoutABodyLendsNoSignature() {
        // `func name() -> Int` ends at the next member: the brace after it is a getter's.
        expectBlanking("""
            class Holder {
                func name() -> Int
                var count: Int {«
                    print("a long enough getter body to be worth it"); return 1
                »}
                func other(_ value: Int) -> Int
                @objc var flag: Bool {«
                    print("a long enough getter body to be worth it"); return true
                »}
            }
            """)
    }

    @Test func compactingTakesTheBlanksOutAndMapsOffsetsBack() throws {
        var text = "struct A {\n    func f(_ x: Int) -> Int {\n        print(\"a long enough body to be worth skipping\")\n        return x\n    }\n    let b = 1\n}\n"
        text.makeContiguousUTF8()
        let compacted = try #require(text.utf8.withContiguousStorageIfAvailable { CodeBlockBlanker().compacted($0) } ?? nil)
        let kept = String(decoding: compacted.bytes, as: UTF8.self)
        #expect(kept == "struct A {\n    func f(){}\n    let b = 1\n}\n")
        // `{` of the body, `}` after it, and `let` map back to where they are in the file.
        let original = Array(text.utf8)
        for (offset, byte) in compacted.bytes.enumerated() where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") {
            #expect(original[compacted.offsets.original(offset)] == byte, "offset \(offset)")
        }
        #expect(compacted.offsets.original(kept.utf8.count) == original.count)
    }

    @Test func aDripChainStepsClosuresStayHoweverLong() {
        // The closures say no keyword themselves; the step before each brace says what they are.
        let source = """
            import DripStyle

            final class ViewController {
                let application: Application
                lazy var component = ViewComponent()
                    .parent { self.application.rootComponentInstanceOfTheWholeApp }
                    .module(ViewModule.self) { ViewModuleWithAVeryLongName(component: $0, flag: true) }
                    .override { c in FakeApiClientForPreviewsAndTests(flag: true) as ApiClient }

                init(application: Application) { self.application = application }
            }
            """
        Array(source.utf8).withUnsafeBufferPointer { bytes in
            let styles = StyleDetection.styles(in: bytes)
            let plain = FileSummarizer.summarize(bytes: bytes, path: "View.swift", styles: styles, blankingIrrelevantCode: false)
            let quick = FileSummarizer.summarize(bytes: bytes, path: "View.swift", styles: styles)
            #expect(quick == plain)
            #expect(quick.drip.constructions.first?.parents == [.reference(["self", "application", "rootComponentInstanceOfTheWholeApp"])])
            #expect(quick.drip.constructions.first?.overrides.map(\.written) == ["ApiClient"])
        }
    }

    @Test func givesUpWhereItCannotBeSure() {
        // A regex literal may hold any brace or quote.
        #expect(blanked("func f() -> Bool {\n    let r = /a{2}\"/\n    return \"aa\".contains(r)\n}\n") == nil)
        #expect(blanked("func f() {\n    let r = #/a{2}/#\n    print(r, 1, 2, 3, 4, 5, 6, 7, 8, 9)\n}\n") == nil)
        // Unbalanced braces, unterminated strings and comments: the parser reports them.
        #expect(blanked("class A: Component<ADependency> {\n    var x: Int {\n        print(\"1234567890123456789012345678901234\")\n") == nil)
        #expect(blanked("func f() {\n    print(\"unterminated 12345678901234567890123456789)\n}\n") == nil)
        #expect(blanked("func f() {\n    print(12345678901234567890123456789012345)\n}\n/* open") == nil)
    }

    @Test func summariesOfEveryFixtureAreTheSameWithAndWithoutBlanking() {
        let enumerator = FileManager.default.enumerator(atPath: Fixture.root)!
        var compared = 0
        var blankedFiles = 0
        var whoopFiles = 0
        var dripFiles = 0
        var deferredFiles = 0
        while let relative = enumerator.nextObject() as? String {
            // The reproducers of issue 29 are checked one by one, with their own expectations, by
            // `ReproducerTests` (one of them is there because the two reads differ).
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("Reproducers/") else { continue }
            let path = Fixture.path(relative)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                let styles = StyleDetection.styles(in: bytes)
                let plain = FileSummarizer.summarize(bytes: bytes, path: path, styles: styles, blankingIrrelevantCode: false)
                let quick = FileSummarizer.summarize(bytes: bytes, path: path, styles: styles)
                let deferring = FileSummarizer.summarize(bytes: bytes, path: path, styles: styles, deferringPlainTypes: true)
                if styles.contains(.whoop) { whoopFiles += 1 }
                if styles.contains(.drip) { dripFiles += 1 }
                if !deferring.deferredTypes.isEmpty { deferredFiles += 1 }
                if plain.syntaxErrors.isEmpty {
                    #expect(quick == plain, "\(relative)")
                    // Plain types read on demand give what a parse of the whole file gives.
                    #expect(deferring.resolvingDeferredTypes() == plain, "\(relative)")
                    expectInitializersReadAloneMatch(deferring, plain)
                } else {
                    // A file with a syntax error keeps it, wherever it is.
                    #expect(!quick.syntaxErrors.isEmpty, "\(relative)")
                }
                compared += 1
                if CodeBlockBlanker.forStyles(styles).blanked(bytes) != nil { blankedFiles += 1 }
            }
        }
        #expect(compared >= 30)
        #expect(blankedFiles > 0)
        // Every style's fixtures are compared, read for their own style.
        #expect(whoopFiles >= 6)
        #expect(dripFiles >= 5)
        #expect(deferredFiles > 0)
    }
}

/// The same comparison over real code: every Swift file of this repository (and, when
/// `DIGEN_BLANKING_CORPUS` names more folders, of those), which has the string literals,
/// closures and comments of everyday code.
@Suite struct CodeBlockBlankerCorpusTests {
    private static var repositoryRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// The hostile inputs of issue 29, which `ReproducerTests` checks one by one: not corpus.
    static let reproducers = "Fixtures/Reproducers/"

    /// The folders whose Swift files make the corpus.
    static var folders: [String] {
        let extra = ProcessInfo.processInfo.environment["DIGEN_BLANKING_CORPUS"]?.split(separator: ":").map(String.init) ?? []
        return ["Sources", "Tests", "Examples", "Benchmarks", "Plugins"].map { repositoryRoot + "/" + $0 } + extra
    }

    @Test func summariesOfThisRepositoryAreTheSameWithAndWithoutBlanking() throws {
        let folders = Self.folders
        var compared = 0
        var blankedFiles = 0
        var blankedBytes = 0
        var deferredFiles = 0
        var readAlone = 0
        var readWithoutParse = 0
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build"), !relative.contains(Self.reproducers) else { continue }
                let path = folder + "/" + relative
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                [UInt8](data).withUnsafeBufferPointer { bytes in
                    let styles = StyleDetection.styles(in: bytes)
                    let plain = FileSummarizer.summarize(bytes: bytes, path: path, styles: styles, blankingIrrelevantCode: false)
                    let quick = FileSummarizer.summarize(bytes: bytes, path: path, styles: styles)
                    let deferring = FileSummarizer.summarize(bytes: bytes, path: path, styles: styles, deferringPlainTypes: true)
                    if plain.syntaxErrors.isEmpty {
                        #expect(quick == plain, "\(path)")
                        #expect(deferring.resolvingDeferredTypes() == plain, "\(path)")
                        let counts = expectInitializersReadAloneMatch(deferring, plain)
                        readAlone += counts.readAlone
                        readWithoutParse += counts.readWithoutParse
                    }
                    // Needle-only files keep no text: their plain types are only named.
                    let deferredHere = CodeBlockBlanker.forStyles(styles).plan(bytes, deferringPlainTypes: true)?.plainTypes.count ?? 0
                    if deferredHere > 0 { deferredFiles += 1 }
                    compared += 1
                    if let ranges = CodeBlockBlanker().skippableBlocks(in: bytes), !ranges.isEmpty {
                        blankedFiles += 1
                        blankedBytes += ranges.reduce(0) { $0 + $1.count }
                    }
                }
            }
        }
        #expect(compared > 150)
        // Most of a codebase's files have code to skip.
        #expect(blankedFiles * 2 > compared)
        #expect(deferredFiles > 0)
        // Most initializers are of the forms read without a parse.
        #expect(readWithoutParse * 2 > readAlone)
        print("CodeBlockBlanker: \(blankedFiles) of \(compared) files blanked, \(blankedBytes) bytes; plain types deferred in \(deferredFiles); "
            + "\(readAlone) types' initializers read alone, \(readWithoutParse) of them without a parse")
    }
}

/// Expects each deferred type of `deferring` whose initializers can be read alone to read as its
/// shape in `whole` without properties or typealiases, and, where `InitializerSignatureReader`
/// reads its signatures without a parse, to have the initializers that shape has. Returns how
/// many types were read alone, and how many of those without a parse.
@discardableResult
func expectInitializersReadAloneMatch(
    _ deferring: FileSummary, _ whole: FileSummary, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> (readAlone: Int, readWithoutParse: Int) {
    var counts = (readAlone: 0, readWithoutParse: 0)
    for (index, shape) in deferring.shapes.enumerated() {
        guard let reference = shape.deferred, reference.member == 0,
              deferring.deferredTypes[reference.declaration].initializerPieces != nil else { continue }
        var expected = whole.shapes[index]
        expected.properties = []
        expected.typealiases = [:]
        let declaration = deferring.deferredTypes[reference.declaration]
        let read = FileSummarizer.initializerShape(of: declaration, path: deferring.path)
        #expect(read == expected, "\(deferring.path): \(shape.name)", sourceLocation: sourceLocation)
        counts.readAlone += 1
        if let initializers = InitializerSignatureReader.initializers(of: declaration, path: deferring.path) {
            #expect(initializers == expected.initializers, "\(deferring.path): \(shape.name)", sourceLocation: sourceLocation)
            counts.readWithoutParse += 1
        }
    }
    return counts
}
