import Foundation
import SwiftSyntax

/// The UTF-8 text a tree was parsed from, exactly as the file holds it, for cheap text and
/// line/column look-ups by position.
///
/// Slicing the bytes is much cheaper than asking a syntax node for its trimmed description,
/// which builds a new tree; and one pass for line starts is cheaper than a
/// `SourceLocationConverter`, which walks the whole tree.
struct SourceText {
    /// What the tree was parsed from.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset where each line starts. A line ends at `\n`, `\r\n` or a lone `\r`, as the
    /// Swift compiler counts lines.
    private let lineStarts: [Int]

    /// `bytes` must outlive this value.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        let count = bytes.count
        // Most files have no carriage return at all: `memchr` then finds each line break many
        // bytes at a time.
        if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
            var position = 0
            while position < count, let found = memchr(base + position, Int32(UInt8(ascii: "\n")), count - position) {
                position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(position)
            }
            return starts
        }
        var position = 0
        while position < count {
            switch bytes[position] {
            case UInt8(ascii: "\n"):
                starts.append(position + 1)
            case UInt8(ascii: "\r"):
                // `\r\n` is one line break, counted at its `\n`.
                if position + 1 < count, bytes[position + 1] == UInt8(ascii: "\n") { break }
                starts.append(position + 1)
            default:
                break
            }
            position += 1
        }
        return starts
    }

    /// The 1-based line and UTF-8 column of `position`, as compilers count them.
    func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        lineAndColumn(ofOffset: position.utf8Offset)
    }

    /// The 1-based line and UTF-8 column of the byte at `offset`.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The text of `node` without its leading and trailing trivia, with runs of whitespace
    /// collapsed (see `TypeNormalizer.collapseWhitespace`).
    func trimmedText(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= bytes.count else {
            return TypeNormalizer.collapseWhitespace(Self.textWithoutComments(node))
        }
        // A comment inside the node (`import // the module` + a new line + `Foundation`) would
        // swallow the rest of a collapsed line, and a raw identifier (`` `My  Type` ``) is a
        // name only with its spaces as written: the text is then rebuilt from the tokens, a
        // space where trivia was, which gives the same text as collapsing otherwise.
        let range = bytes[start..<end]
        if range.contains(UInt8(ascii: "`"))
            || range.contains(UInt8(ascii: "/")) && node.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment) {
            return Self.textWithoutComments(node)
        }
        return collapsedText(start..<end)
    }

    /// The tokens of `node`, a space between two where trivia separates them.
    private static func textWithoutComments(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var separated = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty && (separated || !token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            separated = !token.trailingTrivia.isEmpty
        }
        return text
    }

    private static func hasComment(_ token: TokenSyntax) -> Bool {
        (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
            default: false
            }
        }
    }

    /// The text in `range`, with runs of whitespace collapsed.
    func collapsedText(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        let text = String(decoding: slice, as: UTF8.self)
        let hasWhitespace = slice.contains { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        return hasWhitespace ? TypeNormalizer.collapseWhitespace(text) : text
    }

    /// Whether `keywords` occur in the text of `node`, trivia included.
    func mentions(_ keywords: KeywordSearch, in node: some SyntaxProtocol) -> Bool {
        keywords.occurs(in: bytes, from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
    }
}
