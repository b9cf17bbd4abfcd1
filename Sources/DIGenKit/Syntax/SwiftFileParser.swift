import SwiftParser
import SwiftSyntax

/// Parses a whole file with swift-syntax, once, after `NestingGuard` has measured it on the
/// parser's own tokens: a file that nests deeper than the parser can take is reported where it
/// passes the limit, instead of being parsed.
enum SwiftFileParser {
    /// What a parse gives.
    enum Result {
        /// The tree, parsed from `source`.
        case parsed(SourceFileSyntax, SourceText)
        /// The file nests deeper than digen parses.
        case tooDeep(Diagnostic)
    }

    /// The parser's own nesting limit, the same as the guard's: with the guard in front it is
    /// never reached, and if it were, the tree would say so and the file would be reported all
    /// the same.
    static let maximumNestingLevel = NestingGuard.limit

    static func parse(_ source: SourceText, path: String) -> Result {
        if let excess = NestingGuard.firstExcess(in: source.bytes) {
            return .tooDeep(tooDeep(path: path, at: source.lineAndColumn(ofOffset: excess.offset), what: excess.kind.rawValue, limit: excess.limit))
        }
        let tree = Parser.parse(source: source.bytes, maximumNestingLevel: maximumNestingLevel)
        guard tree.hasMaximumNestingLevelOverflow else { return .parsed(tree, source) }
        return .tooDeep(tooDeep(
            path: path, at: source.lineAndColumn(of: firstOverflow(in: Syntax(tree))), what: NestingGuard.Excess.Kind.nesting.rawValue,
            limit: maximumNestingLevel))
    }

    private static func tooDeep(path: String, at place: (line: Int, column: Int), what: String, limit: Int) -> Diagnostic {
        Diagnostic(
            id: .nestingTooDeep, location: SourceLocation(file: path, line: place.line, column: place.column),
            message: "\(path) has \(what) more than \(limit) deep here, deeper than digen parses; the file is not checked.")
    }

    /// Where the parser stopped at its nesting limit: the start of the code it left unparsed.
    /// The flag is set on every node above that code, so following it down reaches it in as
    /// many steps as the tree is deep there.
    private static func firstOverflow(in tree: Syntax) -> AbsolutePosition {
        var node = tree
        while !node.is(UnexpectedNodesSyntax.self),
              let child = node.children(viewMode: .sourceAccurate).first(where: { $0.hasMaximumNestingLevelOverflow }) {
            node = child
        }
        return node.positionAfterSkippingLeadingTrivia
    }
}
