import DIGraph

extension DiagnosticID {
    /// The id `text` names, as people write it: `digen/MissingDependency`, `MissingDependency`,
    /// `[digen/MissingDependency]` as digen prints it, in any mix of upper and lower case, with
    /// spaces around it; `nil` when it names none.
    public init?(spelling text: String) {
        let name = Self.bareName(text)
        guard let id = Self.allCases.first(where: { Self.bareName($0.rawValue) == name }) else { return nil }
        self = id
    }

    /// The id whose name is nearest `text` when it is near enough to suggest (DIGraph's
    /// near-miss measure, the one `digen/MisspelledName` uses); the first in the reference's
    /// order when several are as near.
    public static func suggestion(for text: String) -> DiagnosticID? {
        let name = bareName(text)
        guard !name.isEmpty else { return nil }
        var best: (id: DiagnosticID, distance: Int)?
        for id in DiagnosticCatalog.ids {
            let distance = EditDistance.between(name, bareName(id.rawValue))
            if distance < best?.distance ?? .max { best = (id, distance) }
        }
        guard let best, EditDistance.isNearMiss(bareName(best.id.rawValue), of: name) else { return nil }
        return best.id
    }

    /// `text` without spaces, brackets and the `digen/` prefix, in lower case.
    private static func bareName(_ text: String) -> String {
        var name = Substring(text.lowercased()).drop { $0.isWhitespace }
        while name.last?.isWhitespace == true { name.removeLast() }
        if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
        if name.hasPrefix("digen/") { name = name.dropFirst("digen/".count) }
        return String(name)
    }
}

extension DIGen {
    /// `digen explain`: what the diagnostic `id` means and how to fix it (any spelling
    /// `DiagnosticID(spelling:)` reads), on standard output; with `list`, every id and its
    /// summary; with `markdown`, the diagnostics reference (`Sources/digen/digen.docc/Diagnostics.md`). An id that
    /// names no diagnostic, or not exactly one of the three, is a usage error (exit code 2)
    /// saying what was given, the nearest id, and how to list them.
    public static func runExplain(_ id: String?, list: Bool = false, markdown: Bool = false) -> CommandOutput {
        let listing = "Run digen explain --list to see every id."
        func usageError(_ message: String) -> CommandOutput {
            let diagnostic = Diagnostic(id: .invalidOption, location: nil, message: message, notes: [listing])
            return CommandOutput(exitCode: 2, standardError: diagnostic.description + "\n")
        }
        switch (id, list, markdown) {
        case (nil, false, false):
            return usageError("digen explain needs a diagnostic id, such as digen/MissingDependency.")
        case (nil, true, false):
            return CommandOutput(exitCode: 0, standardOutput: DiagnosticReference.list())
        case (nil, false, true):
            return CommandOutput(exitCode: 0, standardOutput: DiagnosticReference.markdown())
        case (let id?, false, false):
            if let found = DiagnosticID(spelling: id) {
                return CommandOutput(exitCode: 0, standardOutput: DiagnosticReference.text(for: found.explanation))
            }
            let guess = DiagnosticID.suggestion(for: id).map { "; did you mean \($0.rawValue)?" } ?? "."
            return usageError("No diagnostic has the id \"\(id)\"\(guess)")
        default:
            return usageError("digen explain takes one of a diagnostic id, --list and --markdown, not several.")
        }
    }
}
