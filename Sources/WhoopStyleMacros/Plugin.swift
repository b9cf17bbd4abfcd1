import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides WhoopStyle's macros.
@main
struct WhoopStyleMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        InjectableMacro.self,
        InjectableNameMacro.self,
        InjectableInitMacro.self,
    ]
}
