import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import WhoopStyleMacros

/// The macros as the compiler sees them: `@Injectable` asks for the `Injectable` conformance.
let whoopStyleMacros: [String: MacroSpec] = [
    "Injectable": MacroSpec(type: InjectableMacro.self, conformances: ["Injectable"]),
    "InjectableName": MacroSpec(type: InjectableNameMacro.self),
    "InjectableInit": MacroSpec(type: InjectableInitMacro.self),
]

/// Expands `source` with WhoopStyle's macros and records a Swift Testing issue for every
/// difference from `expanded` and `diagnostics`.
func assertExpansion(
    _ source: String,
    expandedSource expanded: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source,
        expandedSource: expanded,
        diagnostics: diagnostics,
        macroSpecs: whoopStyleMacros,
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    )
}
