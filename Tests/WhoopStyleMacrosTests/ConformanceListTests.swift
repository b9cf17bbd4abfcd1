import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import WhoopStyleMacros

/// When `@Injectable` adds the `Injectable` extension, for the conformance lists the compiler or a
/// test harness passes. `assertMacroExpansion(macros:)` passes an empty list for every type.
@Suite("@Injectable's conformance extension")
struct ConformanceListTests {
    /// The macros as `assertMacroExpansion(macros:)` sees them: no conformances.
    let withoutConformances: [String: MacroSpec] = [
        "Injectable": MacroSpec(type: InjectableMacro.self),
        "InjectableName": MacroSpec(type: InjectableNameMacro.self),
    ]

    @Test func anEmptyListStillGivesTheExtensionToATypeThatInheritsNothing() {
        assertMacroExpansion(
            """
            @Injectable struct Gauge {
                let reading: Int
            }
            """,
            expandedSource: """
            struct Gauge {
                let reading: Int

                internal static func inject(container: Container) -> Self {
                    Self.init(reading: container.inject(nil))
                }

                internal init(reading: Int) {
                    self.reading = reading
                }
            }

            extension Gauge : Injectable {
            }
            """,
            macroSpecs: withoutConformances,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    // The compiler passes an empty list when the type already conforms, here through its superclass.
    @Test func anEmptyListGivesNoExtensionToATypeThatInheritsSomething() {
        assertMacroExpansion(
            """
            @Injectable final class AdminGauge: Gauge {
            }
            """,
            expandedSource: """
            final class AdminGauge: Gauge {

                internal static func inject(container: Container) -> Self {
                    Self.init()
                }

                internal init() {

                }
            }
            """,
            macroSpecs: withoutConformances,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    // No blank follows the name when a colon does.
    @Test func aListWithInjectableGivesTheExtensionToATypeThatInheritsSomethingElse() {
        assertExpansion(
            """
            @Injectable struct Reading: Equatable {
                let value: Int
            }
            """,
            expandedSource: """
            struct Reading: Equatable {
                let value: Int

                internal static func inject(container: Container) -> Self {
                    Self.init(value: container.inject(nil))
                }

                internal init(value: Int) {
                    self.value = value
                }
            }

            extension Reading: Injectable {
            }
            """)
    }

    @Test func aTypeThatNamesTheModuleQualifiedProtocolGetsNoExtension() {
        assertExpansion(
            """
            @Injectable struct Probe: WhoopStyle.Injectable {
            }
            """,
            expandedSource: """
            struct Probe: WhoopStyle.Injectable {

                internal static func inject(container: Container) -> Self {
                    Self.init()
                }

                internal init() {

                }
            }
            """)
    }

    // WhoopDI's extension repeats the blanks after the type's name: none before `<`.
    @Test func aGenericTypeGetsNoBlankBeforeTheColon() {
        assertExpansion(
            """
            @Injectable struct Box<Content> {
                let content: Content
            }
            """,
            expandedSource: """
            struct Box<Content> {
                let content: Content

                internal static func inject(container: Container) -> Self {
                    Self.init(content: container.inject(nil))
                }

                internal init(content: Content) {
                    self.content = content
                }
            }

            extension Box: Injectable {
            }
            """)
    }
}
