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
        "gen-backquoted-names/needle-raw", "gen-backquoted-names/whoop-raw", "gen-if-imports-unconditional/App.swift",
        "gen-typed-throws-getter/App.swift",
    ])
    func theGeneratedFileParses(_ reproducer: String) throws {
        let directory = try TemporaryDirectory()
        let (text, parses) = try Self.generated([Fixture.path("Reproducers/trust/" + reproducer)], in: directory)
        #expect(parses, "\(text)")
        // No name in two pairs of backquotes (a code span in a comment may use two).
        #expect(!text.split(separator: "\n").contains { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && $0.contains("``") })
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

    /// `gen-backquoted-names`: a raw identifier keeps its backquotes wherever it is written, and a
    /// component path names it as Swift's run time prints the type (a space is U+00A0 there).
    @Test func rawIdentifiersAreWrittenInBackquotesAndPathsAsTheRunTimePrintsThem() throws {
        let directory = try TemporaryDirectory()
        let (needle, _) = try Self.generated([Fixture.path("Reproducers/trust/gen-backquoted-names/needle-raw")], in: directory)
        #expect(needle.contains("private let `root Component`: `Root Component`"))
        #expect(needle.contains("registerProviderFactory(\"^->`Root\u{A0}Component`->ChildComponent\", "))
        let (whoop, _) = try Self.generated([Fixture.path("Reproducers/trust/gen-backquoted-names/whoop-raw")], in: directory)
        #expect(whoop.contains("static func myType() -> `My Type` {"))
    }

    /// `gen-if-imports-unconditional`: an import under `#if` keeps its condition, the clauses
    /// before its own kept empty.
    @Test func conditionalImportsKeepTheirConditions() throws {
        let directory = try TemporaryDirectory()
        let (text, _) = try Self.generated([Fixture.path("Reproducers/trust/gen-if-imports-unconditional/App.swift")], in: directory)
        #expect(text.contains("""
            #if canImport(Darwin)
            #else
            import Glibc
            #endif
            #if canImport(Darwin)
            import Darwin
            #endif
            import NeedleStyle

            """))
    }

    /// `gen-typed-throws-getter`: a member that throws one error type gets a getter that throws
    /// it; a provider that may throw another is reported.
    @Test func typedThrowsIsCarriedAndCheckedAgainstTheProvider() throws {
        let directory = try TemporaryDirectory()
        let (text, _) = try Self.generated([Fixture.path("Reproducers/trust/gen-typed-throws-getter/App.swift")], in: directory)
        #expect(text.contains("        get throws(E) {\n            return try rootComponent.x\n        }"))
        let lines = try TemporaryDirectory.checkedLines("App.swift", """
            import NeedleFoundation
            struct E: Error {}
            struct F: Error {}
            final class RootComponent: BootstrapComponent {
                var x: Int { get throws(F) { 0 } }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            protocol ChildDependency: Dependency {
                var x: Int { get throws(E) }
            }
            final class ChildComponent: Component<ChildDependency> {}
            """)
        #expect(lines == [
            """
            App/App.swift:9:9: error: ChildDependency (x: Int) throws only E, but RootComponent provides it with a getter that may throw another error, along the DI branch of RootComponent->ChildComponent: the generated provider cannot read it. [digen/SynchronousReadsAsync]
            App/App.swift:9:9: note: RootComponent.x at App/App.swift:5:9 has a `get throws(F)` getter.
            App/App.swift:9:9: note: Declare the member `var x: Int { get throws }` (with the getter's other effects too), and read it with `try` in ChildComponent.
            """,
        ])
    }

    @Test func namesAreSpelledForWhereTheyStand() {
        #expect(SwiftSpelling.isPlainIdentifier("名前") && SwiftSpelling.isPlainIdentifier("emoji😀") && SwiftSpelling.isPlainIdentifier("café\u{301}"))
        #expect(!SwiftSpelling.isPlainIdentifier("1st") && !SwiftSpelling.isPlainIdentifier("My Type") && !SwiftSpelling.isPlainIdentifier("a.b"))
        #expect(SwiftSpelling.runtimeTypeName("My Type") == "`My\u{A0}Type`")
        #expect(SwiftSpelling.runtimeTypeName("default") == "default")
        #expect(SwiftSpelling.argumentLabel("default") == "default")
        #expect(SwiftSpelling.argumentLabel("inout") == "`inout`")
        #expect(SwiftSpelling.argumentLabel("My Type") == "`My Type`")
        #expect(SwiftSpelling.identifierFragment("1st") == "_1st")
        #expect(SwiftSpelling.identifierFragment("My Dep") == "My_Dep")
        #expect(SwiftSpelling.declaredTypeName("async") == "`async`")
        #expect(SwiftSpelling.typeName("Any") == "Any")
        #expect(SwiftSpelling.declaredTypeName("`Any`") == "`Any`")
    }
}
