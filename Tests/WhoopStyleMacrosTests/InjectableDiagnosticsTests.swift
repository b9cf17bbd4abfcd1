import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("@Injectable diagnostics")
struct InjectableDiagnosticsTests {
    @Test func protocolIsRejected() {
        assertExpansion(
            """
            @Injectable protocol Service {
            }
            """,
            expandedSource: """
            protocol Service {
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Injectable needs to be declared on a concrete type, not a protocol", line: 1, column: 1),
                DiagnosticSpec(message: "@Injectable needs to be declared on a concrete type, not a protocol", line: 1, column: 1),
            ])
    }

    @Test func enumIsRejectedWithTheSameMessage() {
        assertExpansion(
            """
            @Injectable enum Mode {
                case on
            }
            """,
            expandedSource: """
            enum Mode {
                case on
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Injectable needs to be declared on a concrete type, not a protocol", line: 1, column: 1),
                DiagnosticSpec(message: "@Injectable needs to be declared on a concrete type, not a protocol", line: 1, column: 1),
            ])
    }

    @Test func twoInjectableInitsAreRejected() {
        assertExpansion(
            """
            @Injectable struct Twice {
                @InjectableInit
                init(a: Int) {}
                @InjectableInit
                init(b: String) {}
            }
            """,
            expandedSource: """
            struct Twice {
                init(a: Int) {}
                init(b: String) {}
            }

            extension Twice : Injectable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "Only one initializer with the `@InjectableInit` macro is allowed", line: 1, column: 1),
            ])
    }

    @Test func injectableInitOnAPropertyIsRejected() {
        assertExpansion(
            """
            struct Misplaced {
                @InjectableInit
                let value: Int
            }
            """,
            expandedSource: """
            struct Misplaced {
                let value: Int
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@InjectableInit can only be applied to an initializer", line: 2, column: 5),
            ])
    }
}
