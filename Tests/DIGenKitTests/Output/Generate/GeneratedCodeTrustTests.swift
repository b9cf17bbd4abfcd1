import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import DIGenKit

/// Generated code always parses, whatever names and text the sources hold (issue 41), case by case
/// from `Fixtures/Reproducers/trust/`: names and text reach the file only through `SwiftSpelling`.
@Suite struct GeneratedCodeTrustTests {
    /// The file `generate` writes for `sources` (folders or files below `directory`, or fixture
    /// paths), and whether it parses without an error.
    private static func generated(_ sources: [String], in directory: TemporaryDirectory) throws -> (text: String, parses: Bool) {
        let output = directory.path + "/Generated.swift"
        let result = DIGen.runGenerate(outputPath: output, directory.options(sources))
        #expect(result.exitCode == 0, "\(result.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        return (text, !Parser.parse(source: text).hasError)
    }

    @Test(arguments: [
        "gen-whoop-multiline-name/broken", "gen-whoop-multiline-name/injection", "gen-component-name-keyword/App.swift",
        "gen-backquoted-names/drip-keyword", "gen-line-comment-collapsed/needle", "gen-line-comment-collapsed/whoop",
    ])
    func theGeneratedFileParses(_ reproducer: String) throws {
        let directory = try TemporaryDirectory()
        let (text, parses) = try Self.generated([Fixture.path("Reproducers/trust/" + reproducer)], in: directory)
        #expect(parses, "\(text)")
        #expect(!text.contains("``"))
        // Text from a key name stays in its comment and its literal: never a line of code.
        #expect(!text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("static func injected") })
    }

    /// `gen-whoop-multiline-name`: the key name in the accessor's comment is on one line; in the
    /// call it is the same string.
    @Test func aMultiLineKeyNameStaysInItsCommentAndItsLiteral() throws {
        let directory = try TemporaryDirectory()
        let (text, _) = try Self.generated([Fixture.path("Reproducers/trust/gen-whoop-multiline-name/broken")], in: directory)
        #expect(text.contains("named \"two\\nlines\""))
        #expect(text.contains("inject(\"two\\nlines\")"))
    }

    /// `gen-component-name-keyword`: a component named `Default` is held in `` `default` ``.
    @Test func anAncestorWhoseNameIsAKeywordIsHeldInBackquotes() throws {
        let directory = try TemporaryDirectory()
        let (text, _) = try Self.generated([Fixture.path("Reproducers/trust/gen-component-name-keyword/App.swift")], in: directory)
        #expect(text.contains("private let `default`: Default"))
    }

    /// `gen-file-name-newline`: a file name with line breaks is named on one line.
    @Test func aFileNameWithLineBreaksStaysInItsComment() throws {
        let directory = try TemporaryDirectory()
        try directory.write("src/x\nfunc pwned() {}\nenum Zz.swift", """
            import WhoopDIKit

            final class AppModule: DependencyModule {
                override func defineDependencies() {
                    factory(name: "n") { 1 }
                }
            }
            """)
        let (text, parses) = try Self.generated(["src"], in: directory)
        #expect(parses, "\(text)")
        #expect(text.contains("a factory in AppModule (x\\nfunc pwned() {}\\nenum Zz.swift:5)."))
    }

    @Test func namesAndLiteralsAreWrittenAsSwiftNeedsThem() {
        #expect(SwiftSpelling.identifier("default") == "`default`")
        #expect(SwiftSpelling.identifier("`default`") == "`default`")
        #expect(SwiftSpelling.identifier("My Type") == "`My Type`")
        #expect(SwiftSpelling.identifier("value") == "value")
        #expect(SwiftSpelling.stringLiteral("a \"b\" \\ c\r\nd\u{1B}") == "\"a \\\"b\\\" \\\\ c\\r\\nd\\u{1B}\"")
        #expect(SwiftSpelling.commentText("two\nlines") == "two\\nlines")
    }

    /// `whoop-name-literal-text`: a key name is the literal's value, compared as Swift compares
    /// `String`s, and written back from the value.
    @Test func keyNamesAreStringValues() throws {
        let reproducer = "Reproducers/trust/whoop-name-literal-text/"
        for sources in ["check-escape", "check-nfc", "injectable"] {
            let analysis = Fixture.check(reproducer + sources)
            #expect(analysis.exitCode == 0, "\(sources): \(analysis.diagnostics.map(\.description))")
        }
        let directory = try TemporaryDirectory()
        let (text, parses) = try Self.generated([Fixture.path(reproducer + "runtime/App.swift")], in: directory)
        #expect(parses)
        #expect(text.contains("inject(\"café\")"))
        #expect(text.contains("inject(\"a\\nb\")"))
        #expect(!text.contains("\\\\"))
    }
}
