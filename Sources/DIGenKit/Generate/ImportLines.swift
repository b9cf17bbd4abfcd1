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
}
