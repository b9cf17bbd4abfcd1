import SwiftParser
import SwiftSyntax

/// What a module summary read from disk must say before digen believes it. A summary is digen's
/// output, but also a build artifact that travels (a remote cache, a CI cache, a checked-in
/// folder), and its text reaches generated code: so its module is a module's name, and each
/// file's imports are import declarations, which the generated file may copy. (Locations are
/// checked as they are read: `SourceLocation`'s coding.)
enum SummaryChecks {
    /// What is wrong with `summary`, as the thing it holds (`a module name "…"`); nil when nothing is.
    static func problem(in summary: ModuleSummary) -> String? {
        let module = summary.module
        if module.isEmpty || module.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "/" }) {
            return "the module name \(SwiftSpelling.stringLiteral(module))"
        }
        var checked: Set<String> = []
        for file in summary.files + summary.dripReadings {
            for line in file.imports where checked.insert(line).inserted {
                guard isImportDeclaration(line) else {
                    return "the import line \(SwiftSpelling.stringLiteral(line)) for \(file.path)"
                }
            }
        }
        return nil
    }

    /// Whether `text` parses as one import declaration and nothing else, or as one `#if` whose
    /// clauses hold nothing but such declarations (an import the sources make under conditions).
    static func isImportDeclaration(_ text: String) -> Bool {
        let file = Parser.parse(source: text)
        guard !file.hasError, file.statements.count == 1, let statement = file.statements.first else { return false }
        return isImportOnly(statement.item)
    }

    private static func isImportOnly(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if item.is(ImportDeclSyntax.self) { return true }
        guard let conditional = item.as(IfConfigDeclSyntax.self) else { return false }
        return conditional.clauses.allSatisfy { clause in
            switch clause.elements {
            case .statements(let items)?: items.allSatisfy { isImportOnly($0.item) }
            case nil: true
            default: false
            }
        }
    }
}
