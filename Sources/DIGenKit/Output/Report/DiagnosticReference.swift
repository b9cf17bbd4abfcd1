/// The explanations of `DiagnosticCatalog` as people read them: the diagnostics reference
/// (`Sources/digen/digen.docc/Diagnostics.md`, an article of digen's DocC catalog), what `digen explain <id>` prints, and the list `digen explain --list`
/// prints.
public enum DiagnosticReference {
    /// The command that writes the reference file from the catalog.
    public static let regenerationCommand = "swift run digen explain --markdown > \(path)"
    /// Where the reference is kept, from the package's root.
    public static let path = "Sources/digen/digen.docc/Diagnostics.md"

    /// The width of `digen explain`'s text.
    static let textWidth = 80
    /// The width the reference's paragraphs are wrapped to, as the other documents are.
    static let markdownWidth = 100

    // MARK: The reference

    /// The diagnostics reference in Markdown: every id, graph problems then input problems, each
    /// group with an index and then an entry per id.
    public static func markdown() -> String {
        var lines = ["# Diagnostics Reference", ""]
        lines += markdownParagraph("Every id digen reports: what it means, an example, and how to fix it.") + [""]
        lines += [
            "<!-- Generated from the explanations in Sources/DIGenKit (each rule's beside its code, the input problems' in Input/InputProblemExplanations.swift): edit those, then regenerate this file with `\(regenerationCommand)`. -->",
            "",
            "## Overview",
            "",
        ]
        let introduction = [
            "Every diagnostic digen prints ends with a stable id, `[digen/Name]`; an id never changes meaning once published, so scripts can rely on it. This page says, for each id, what it means and how to fix it. In a terminal, `digen explain <id>` prints the same (`digen explain MissingDependency`), and `digen explain --list` lists every id with its summary.",
            "Messages that Needle's generator also produces keep Needle's exact words; WhoopDI's and Drip's keep the words of their libraries' run-time failures where there is one. In the examples below, only paths, names and numbers are made up.",
            "An error among the graph problems makes `check`, `generate`, `summarize` and `print-dependency-tree` exit with 1, and one among the input problems with 2, which wins over 1; warnings and notes leave the exit code at 0. `digen graph` exits with 0 whenever it writes a graph (<doc:OutputAndExitCodes>).",
        ]
        for paragraph in introduction {
            lines += markdownParagraph(paragraph) + [""]
        }
        let groups: [(title: String, introduction: String, inputProblems: Bool)] = [
            ("Graph problems", "The code was read; these concern the DI graph it describes, what of it could be checked, and how the run went.", false),
            ("Input problems", "digen could not read, or could not use, what it was given.", true),
        ]
        for group in groups {
            let explanations = DiagnosticCatalog.explanations.filter { $0.isInputProblem == group.inputProblems }
            lines += ["## \(group.title)", ""] + markdownParagraph(group.introduction) + [""]
            lines += ["| id | severity | summary |", "| --- | --- | --- |"]
            for explanation in explanations {
                let id = explanation.id.rawValue
                lines.append("| <doc:Diagnostics#\(anchor(of: id))> | \(severityText(explanation)) | \(explanation.summary) |")
            }
            lines.append("")
            for explanation in explanations {
                lines += markdownEntry(explanation)
            }
        }
        lines.removeLast()
        return lines.joined(separator: "\n") + "\n"
    }

    /// One id's entry in the reference, ending with a blank line.
    private static func markdownEntry(_ explanation: DiagnosticExplanation) -> [String] {
        var lines = ["### \(explanation.id.rawValue)", ""]
        lines += markdownParagraph(explanation.summary) + [""]
        lines += markdownParagraph(
            "**Severity:** \(severityText(explanation)). **Styles:** \(stylesText(explanation)). **Exit code:** \(exitCodeText(explanation)).")
        lines.append("")
        lines += markdownParagraph("**What it means.** " + explanation.meaning) + [""]
        lines += ["**\(explanation.examples.count == 1 ? "Example" : "Examples")**", "", "```"]
        lines += explanation.examples.map(\.description).joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["```", "", "**How to fix it**", ""]
        for fix in explanation.fixes {
            lines += TextWrapping.lines(fix, width: markdownWidth, firstIndent: "* ", indent: "  ", forMarkdown: true)
        }
        lines.append("")
        if !explanation.seeAlso.isEmpty {
            let links = explanation.seeAlso.map { "<doc:\($0.article)#\(anchor(of: $0.title))>" }
            lines += markdownParagraph("See also: " + links.joined(separator: ", ") + ".") + [""]
        }
        return lines
    }

    private static func markdownParagraph(_ text: String) -> [String] {
        TextWrapping.lines(text, width: markdownWidth, forMarkdown: true)
    }

    /// The fragment DocC gives a heading, in a `<doc:Article#Fragment>` link: its letters, digits,
    /// `-` and `_`, spaces as `-`.
    static func anchor(of heading: String) -> String {
        String(heading.compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    // MARK: The terminal

    /// What `digen explain` prints for one id: plain text, wrapped to 80 columns (the examples
    /// as digen prints them, unwrapped).
    public static func text(for explanation: DiagnosticExplanation) -> String {
        var lines = [explanation.id.rawValue, ""]
        lines += TextWrapping.lines(explanation.summary, width: textWidth) + [""]
        lines += [
            "Severity:  \(severityText(explanation))",
            "Styles:    \(stylesText(explanation))",
        ]
        lines += TextWrapping.lines(exitCodeText(explanation), width: textWidth, firstIndent: "Exit code: ", indent: "           ")
        lines += ["", "What it means:"]
        lines += TextWrapping.lines(explanation.meaning, width: textWidth, firstIndent: "  ", indent: "  ")
        lines += ["", explanation.examples.count == 1 ? "Example:" : "Examples:"]
        for (index, example) in explanation.examples.enumerated() {
            if index > 0 { lines.append("") }
            lines += example.description.split(separator: "\n").map { "  " + $0 }
        }
        lines += ["", "How to fix it:"]
        for fix in explanation.fixes {
            lines += TextWrapping.lines(fix, width: textWidth, firstIndent: "  - ", indent: "    ")
        }
        if !explanation.seeAlso.isEmpty {
            lines += ["", "See also:"]
            for section in explanation.seeAlso {
                lines += TextWrapping.lines(
                    "\(section.title) (Sources/digen/digen.docc/\(section.article).md)", width: textWidth, firstIndent: "  - ", indent: "    ")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `digen explain --list` prints: every id and its summary, one a line, in the
    /// reference's order.
    public static func list() -> String {
        let explanations = DiagnosticCatalog.explanations
        let width = explanations.map(\.id.rawValue.count).max() ?? 0
        return explanations.map { explanation in
            let id = explanation.id.rawValue
            return id + String(repeating: " ", count: width - id.count + 2) + explanation.summary + "\n"
        }.joined()
    }

    // MARK: Shared wording

    /// `error`, or `error or warning`.
    static func severityText(_ explanation: DiagnosticExplanation) -> String {
        explanation.severities.map(\.rawValue).joined(separator: " or ")
    }

    /// The styles' names, or that it concerns none in particular.
    static func stylesText(_ explanation: DiagnosticExplanation) -> String {
        explanation.styles.isEmpty ? "any" : explanation.styles.map(\.description).joined(separator: ", ")
    }

    /// What it does to the exit code, for each severity it has.
    static func exitCodeText(_ explanation: DiagnosticExplanation) -> String {
        guard let code = explanation.exitCode else { return "unchanged (it is never an error)" }
        let kind = explanation.isInputProblem ? "an input problem" : "a graph problem"
        let others = explanation.severities.filter { $0 != .error }
        guard !others.isEmpty else { return "\(code) (\(kind))" }
        return "\(code) as an error (\(kind)); unchanged as a \(others.map(\.rawValue).joined(separator: " or "))"
    }
}
