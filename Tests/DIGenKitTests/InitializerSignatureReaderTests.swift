import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import DIGenKit

/// `InitializerSignatureReader`: the initializer signatures it reads without a parse give what
/// the parse gives, and the ones it does not read are left to the parse.
@Suite struct InitializerSignatureReaderTests {
    /// The deferred declaration of the one plain type `source` declares, and that type's
    /// initializers as a parse of the whole file gives them.
    private func declaration(_ source: String, path: String = "Model.swift") throws -> (DeferredTypeDeclaration, [InitializerDeclaration]) {
        let bytes = Array(("import WhoopStyle\n" + source).utf8)
        let (deferring, whole) = bytes.withUnsafeBufferPointer { bytes in
            (FileSummarizer.summarize(bytes: bytes, path: path, styles: [.whoop], deferringPlainTypes: true),
             FileSummarizer.summarize(bytes: bytes, path: path, styles: [.whoop]))
        }
        let declaration = try #require(deferring.deferredTypes.first)
        #expect(declaration.initializerPieces != nil)
        return (declaration, try #require(whole.shapes.first).initializers)
    }

    @Test func readsTheCommonFormsAsTheParseDoes() throws {
        let (declaration, parsed) = try declaration("""
            final class Service {
                init(repository: Repository, log logger: Logging.Logger, _ url: Swift.String) { body() }
                init?(cache: [String: [Item]]?, retries: Int = 3, clock: Clock! = .shared(at: [1, 2])) async throws {}
                convenience init(
                    items : Array< Box<Int> >,
                    handler: Outer<A>.Inner<B>
                ) rethrows { self.init(repository: .init(), log: .init(), "") }
                init() {}
            }
            """)
        let read = try #require(InitializerSignatureReader.initializers(of: declaration, path: "Model.swift"))
        #expect(read == parsed)
        #expect(read.map { $0.parameters.map(\.label) } == [["repository", "log", nil], ["cache", "retries", "clock"], ["items", "handler"], []])
        #expect(read[0].parameters[1].type == DeclaredType(written: "Logging.Logger", type: .nominal(name: "Logger", qualifier: "Logging", arguments: [])))
        #expect(read[0].parameters[2].type.type == .named("String"))
        #expect(read[1].parameters[0].type == DeclaredType(
            written: "[String: [Item]]?", type: .optional(.dictionary(key: .named("String"), value: .array(.named("Item"))))))
        #expect(read[1].parameters.map(\.hasDefault) == [false, true, true])
        #expect(read[1].parameters[2].type.type == .optional(.named("Clock")))
        #expect(read[2].parameters[0].type == DeclaredType(written: "Array<Box<Int>>", type: .array(.named("Box", [.named("Int")]))))
        #expect(read[2].parameters[1].type.type == .nominal(name: "Inner", qualifier: "Outer<A>", arguments: [.named("B")]))
        #expect(read.map(\.location) == [3, 4, 5, 9].map { SourceLocation(file: "Model.swift", line: $0, column: $0 == 5 ? 17 : 5) })
    }

    @Test func aDeclarationThatStartsInsideALineKeepsItsColumns() throws {
        let (declaration, parsed) = try declaration("let x = 1; struct Point { init(x: Int) {} }")
        let read = try #require(InitializerSignatureReader.initializers(of: declaration, path: "Model.swift"))
        #expect(read == parsed)
        #expect(read.first?.location == SourceLocation(file: "Model.swift", line: 2, column: 27))
    }

    @Test(arguments: [
        "init<T>(value: T) {}",
        "init(handler: @escaping () -> Void) {}",
        "init(handler: () -> Void) {}",
        "init(pair: (Int, Int)) {}",
        "init(value: inout Int) {}",
        "init(values: Int...) {}",
        "init(type: Service.Type) {}",
        "init(view: some View) {}",
        "init(logger: any Logger) {}",
        "init(both: A & B) {}",
        "init(name: String = \"x\") {}",
        "init(size: Int = #line) {}",
        "init(flag: Bool = a < b) {}",
        "init(/* note */ value: Int) {}",
        "init(value: Int, // note\n ) {}",
        "init(value: Int,) {}",
        "init(`default`: Int) {}",
        "init(naïve: Int) {}",
        "init(value: Int) throws(Failure) {}",
        "init<T>(value: T) where T: Hashable {}",
        "init(value: Int) where Self: AnyObject {}",
        "init(value: Self) {}",
        "init(value: _) {}",
        "init(value: Int ?) {}",
        "init(value: Array <Int>) {}",
        "init(value: Outer. Inner) {}",
        "init(a b c: Int) {}",
        "init(value: Int?= nil) {}",
        "init(values: Array<Int>= []) {}",
        "init(value Int) {}",
    ])
    func leavesEveryOtherFormToTheParse(signature: String) throws {
        let (declaration, _) = try declaration("final class Model {\n    \(signature)\n}")
        #expect(InitializerSignatureReader.initializers(of: declaration, path: "Model.swift") == nil)
    }

    /// Every `init` with a body in the corpus (see `CodeBlockBlankerCorpusTests`), its
    /// signature alone in a plain class: where the reader reads it, it reads what the parse does.
    @Test func readsEverySignatureOfTheCorpusAsTheParseDoes() throws {
        var signatures = 0
        var read = 0
        for folder in CodeBlockBlankerCorpusTests.folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build"), !relative.contains(CodeBlockBlankerCorpusTests.reproducers),
                      let text = FileManager.default.contents(atPath: folder + "/" + relative).map({ String(decoding: $0, as: UTF8.self) })
                else { continue }
                let finder = SignatureFinder(text: text)
                finder.walk(Parser.parse(source: text))
                for signature in finder.signatures {
                    // Its body and what comes before the keyword (attributes, modifiers) stay out.
                    let source = "final class Model {\n    \(signature)}\n}\n"
                    let bytes = Array(source.utf8)
                    let (deferring, whole) = bytes.withUnsafeBufferPointer { bytes in
                        (FileSummarizer.summarize(bytes: bytes, path: relative, styles: [.whoop], deferringPlainTypes: true),
                         FileSummarizer.summarize(bytes: bytes, path: relative, styles: [.whoop]))
                    }
                    guard whole.syntaxErrors.isEmpty, let declaration = deferring.deferredTypes.first,
                          declaration.initializerPieces != nil else { continue }
                    signatures += 1
                    guard let initializers = InitializerSignatureReader.initializers(of: declaration, path: relative) else { continue }
                    read += 1
                    #expect(initializers == whole.shapes.first?.initializers, "\(relative): \(signature)")
                }
            }
        }
        #expect(signatures > 100)
        #expect(read * 2 > signatures)
        print("InitializerSignatureReader: \(read) of \(signatures) signatures read without a parse")
    }

    @Test func anInitializerItCannotReadLeavesTheWholeTypeToTheParse() throws {
        let (declaration, parsed) = try declaration("""
            final class Model {
                init(value: Int) {}
                init(handler: @escaping () -> Void) {}
            }
            """)
        #expect(InitializerSignatureReader.initializers(of: declaration, path: "Model.swift") == nil)
        #expect(FileSummarizer.initializerShape(of: declaration, path: "Model.swift")?.initializers == parsed)
    }
}

/// The text of every `init` with a body, from the keyword to the body's opening brace.
private final class SignatureFinder: SyntaxVisitor {
    private let text: [UInt8]
    var signatures: [String] = []

    /// A finder for the tree parsed from `text`.
    init(text: String) {
        self.text = Array(text.utf8)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            let start = node.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            signatures.append(String(decoding: text[start..<end], as: UTF8.self))
        }
        return .visitChildren
    }
}
