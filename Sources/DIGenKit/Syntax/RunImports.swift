/// Which libraries the files of a run import, taken together.
///
/// Swift lets one file of a module import a library and another file use it: the members of a
/// library's extensions (Drip's `parent { … }` and `module { … }` on the module's own component
/// classes) are visible in every file of a module that imports it anywhere (Swift 5's member
/// lookup). So a file that imports only Foundation may still make a Drip component, and it is
/// read for Drip when another file of the run imports Drip.
///
/// WhoopDI is widened only for modules: its calls that digen reads go through its own type
/// names (`Container(modules:)`, `WhoopDI.inject`, `DependencyModule`, `@Injectable`), which a
/// file cannot name without importing WhoopDIKit; a file that does not import it and calls
/// `Container(…)` or `inject(…)` means another library's (Swinject's, Factory's). But a module
/// that subclasses the app's own module base inherits `factory`, `singleton` and `get` from
/// `DependencyModule` and needs no import: such a file is read for WhoopDI when another file
/// of the run imports it.
enum RunImports {
    /// The modules whose import makes a run's other files read for Drip.
    static let dripModules: Set<String> = ["Drip", "DripStyle"]

    /// The modules whose import makes a run's other files read for WhoopDI's modules.
    static let whoopModules: Set<String> = ["WhoopDIKit", "WhoopStyle"]

    /// Whether one of `summaries` imports WhoopDIKit or WhoopStyle.
    static func importsWhoop(_ summaries: [FileSummary]) -> Bool {
        imports(whoopModules, in: summaries)
    }

    /// Whether one of `summaries` imports Drip or DripStyle (`import Drip`,
    /// `@testable import DripStyle`, `import class Drip.Component`).
    static func importsDrip(_ summaries: [FileSummary]) -> Bool {
        imports(dripModules, in: summaries)
    }

    /// Whether one of `summaries` imports one of `modules`.
    private static func imports(_ modules: Set<String>, in summaries: [FileSummary]) -> Bool {
        summaries.contains { summary in summary.imports.contains { modules.contains(importedModule($0)) } }
    }

    /// The module an import declaration's text names: the first part of its last word (of the
    /// import line itself, for an import inside `#if` clauses).
    static func importedModule(_ declaration: String) -> String {
        let line = declaration.split(separator: "\n").last { !$0.hasPrefix("#") } ?? ""
        let path = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last ?? ""
        return String(path.split(separator: ".").first ?? "")
    }

    /// Words without which a file that does not import Drip holds nothing of Drip's that digen
    /// reads: a chain's steps or builder (`.parent {`, `.module(`, `.override(`, `.make(`) and
    /// an accessor's getter (`parent()`, `module()`). A file without them is not read again.
    private static let memberWords = KeywordSearch([".parent", ".module", ".override", ".make(", "parent()", "module()"])

    /// Whether `bytes`, the text of a file that does not import Drip, may use Drip's members.
    static func mayUseDripMembers(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        memberWords.occurs(in: bytes)
    }

    /// Words without which a file the keyword filter passed over holds no Drip module of its
    /// own: a generator's body calls `single`, `transient` or `abstract()`, members a module of
    /// the app's own base class calls without importing Drip (harbor's `class SystemModule:
    /// AppModule` in a file that imports only Foundation).
    private static let generatorWords = KeywordSearch(["single {", "single(", "transient {", "transient(", "abstract("])

    /// Whether `bytes`, the text of a file the keyword filter passed over, may declare a Drip
    /// module, in a run where another file imports Drip.
    static func mayDeclareDripModule(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        generatorWords.occurs(in: bytes)
    }

    /// Words without which a file the keyword filter passed over holds no WhoopDI module of its
    /// own: a module declares what it defines in `defineDependencies()` and what it includes in
    /// `moduleDependencies`.
    private static let whoopModuleWords = KeywordSearch(["defineDependencies", "moduleDependencies"])

    /// Whether `bytes`, the text of a file the keyword filter passed over, may declare a WhoopDI
    /// module, in a run where another file imports WhoopDI.
    static func mayDeclareWhoopModule(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        whoopModuleWords.occurs(in: bytes)
    }
}
