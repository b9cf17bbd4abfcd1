/// The import block of a generated file.
enum ImportLines {
    /// `lines` and `additional` (a module name, or a whole `import`/`@testable import` line),
    /// trimmed, without repeats, sorted.
    static func merged(_ lines: [String], additional: [String]) -> [String] {
        var merged = Set(lines)
        for extra in additional {
            let trimmed = extra.trimmingTrailingWhitespace().drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty else { continue }
            let isStatement = trimmed.hasPrefix("import ") || trimmed.hasPrefix("@")
            merged.insert(isStatement ? String(trimmed) : "import " + trimmed)
        }
        return merged.sorted()
    }

    /// The module an import line names: `NeedleFoundation` for `import NeedleFoundation`,
    /// `@testable import NeedleFoundation` and `import class NeedleFoundation.Component`; `nil`
    /// when the line is not an import.
    static func module(of line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.popFirst() == "import", var path = words.popFirst() else { return nil }
        if importKinds.contains(String(path)), let next = words.popFirst() { path = next }
        return path.split(separator: ".").first.map(String.init)
    }

    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
}
