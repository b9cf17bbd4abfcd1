import SwiftSyntax

/// Finds where a file stops being valid Swift: the first missing token the parser had to invent
/// and the first stretch of code it could not place.
final class SyntaxProblemFinder: SyntaxVisitor {
    private let path: String
    private let source: SourceText
    private(set) var problems: [SyntaxProblem] = []
    private let limit = 3

    /// Finds the problems of a tree parsed from `source`, reported at their places in `path`.
    init(path: String, source: SourceText) {
        self.path = path
        self.source = source
        super.init(viewMode: .all)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing && problems.count < limit {
            let expected = token.text.isEmpty ? describe(token.tokenKind) : "'\(token.text)'"
            record("expected \(expected)", at: token.position)
        }
        return .skipChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if problems.count < limit {
            let text = TypeNormalizer.collapseWhitespace(node.trimmedDescription)
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            record("unexpected code '\(shown)'", at: node.positionAfterSkippingLeadingTrivia)
        }
        return .skipChildren
    }

    private func record(_ message: String, at position: AbsolutePosition) {
        let place = source.lineAndColumn(of: position)
        let problem = SyntaxProblem(message: message, location: SourceLocation(file: path, line: place.line, column: place.column))
        // Several closing braces missing at one place are one problem to the reader.
        if !problems.contains(problem) { problems.append(problem) }
    }

    private func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        default: "more code"
        }
    }
}
