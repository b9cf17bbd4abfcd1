/// Every diagnostic's explanation, gathered from where each lives: a graph problem's beside the
/// rule that reports it (each rule's `explanations`), an input problem's in
/// `InputProblemExplanations`. `digen explain` prints them, SARIF describes its rules with them,
/// and `Sources/digen/digen.docc/Diagnostics.md` is generated from them (`DiagnosticReference`),
/// so that they never differ.
///
/// The examples' messages are the words the code that reports each diagnostic writes; only
/// paths, names and numbers in them are made up.
public enum DiagnosticCatalog {
    /// Every id in the reference's order: graph problems, then input problems, each in the order
    /// `DiagnosticID` declares them.
    public static var ids: [DiagnosticID] {
        DiagnosticID.allCases.filter { !$0.isInputProblem } + DiagnosticID.allCases.filter(\.isInputProblem)
    }

    /// Every explanation, in the order of `ids`.
    public static var explanations: [DiagnosticExplanation] {
        ids.map { byID[$0]! }
    }

    /// Each id's explanation. Every id has exactly one (a test holds them to it).
    private static let byID: [DiagnosticID: DiagnosticExplanation] = Dictionary(
        (GraphRules.explanations + InputProblemExplanations.all).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The explanation of `id`.
    static func explanation(of id: DiagnosticID) -> DiagnosticExplanation {
        guard let explanation = byID[id] else { preconditionFailure("\(id.rawValue) has no explanation") }
        return explanation
    }
}

extension DiagnosticID {
    /// What this diagnostic means and how to fix it.
    public var explanation: DiagnosticExplanation {
        DiagnosticCatalog.explanation(of: self)
    }
}
