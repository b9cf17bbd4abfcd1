/// What one kind of diagnostic means and how to fix it: the text `digen explain` prints and the
/// diagnostics reference (`Sources/digen/digen.docc/Diagnostics.md`) shows, both rendered by `DiagnosticReference`
/// from `DiagnosticID.explanation`.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// A section of digen's documentation that says more, linked from the reference.
    public struct Section: Sendable, Hashable {
        /// The section's heading, exactly as the article writes it: `Drip rules`.
        public var title: String
        /// The article of digen's documentation catalog (`Sources/digen/digen.docc`) that holds
        /// it, by file name without the extension: `CheckingDripCode`.
        public var article: String

        /// A section with every field given.
        public init(title: String, article: String) {
            self.title = title
            self.article = article
        }
    }

    /// The diagnostic explained.
    public var id: DiagnosticID
    /// The styles it concerns, in style order; empty when it concerns no style in particular (an
    /// input, an option, the run).
    public var styles: [Style]
    /// One plain sentence: what it reports (SARIF's `shortDescription` too).
    public var summary: String
    /// What it means: when digen reports it, and why it matters.
    public var meaning: String
    /// Diagnostics as digen prints them, with this id, one for each severity it is reported with
    /// and each kind of message it has; only the paths and names in them are made up.
    public var examples: [Diagnostic]
    /// How to fix it: one or more concrete steps or alternatives.
    public var fixes: [String]
    /// Where the documentation says more.
    public var seeAlso: [Section]
    /// A program whose run reports the examples, verbatim (a test runs it); every graph problem's
    /// explanation has one.
    var program: ExampleProgram?

    /// An explanation with every field given.
    public init(
        id: DiagnosticID, styles: [Style], summary: String, meaning: String, examples: [Diagnostic], fixes: [String],
        seeAlso: [Section] = []
    ) {
        self.id = id
        self.styles = styles
        self.summary = summary
        self.meaning = meaning
        self.examples = examples
        self.fixes = fixes
        self.seeAlso = seeAlso
    }

    /// The severities it is reported with, most serious first (those of its examples).
    public var severities: [Severity] {
        Set(examples.map(\.severity)).sorted(by: >)
    }

    /// Whether it is about the input rather than the graph: as an error, it makes digen exit
    /// with 2 instead of 1 (`DiagnosticID.isInputProblem`).
    public var isInputProblem: Bool {
        id.isInputProblem
    }

    /// The exit code it makes a command end with when it is an error: 2 for an input problem, 1
    /// for a graph problem; `nil` when it is never an error.
    public var exitCode: Int32? {
        guard severities.contains(.error) else { return nil }
        return isInputProblem ? 2 : 1
    }
}
