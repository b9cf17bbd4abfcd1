import SwiftSyntax

/// The UTF-8 text a tree was parsed from, for cheap text and line/column look-ups by position.
///
/// Slicing the original bytes is much cheaper than asking a syntax node for its trimmed
/// description, which builds a new tree; and one pass for line starts is cheaper than a
/// `SourceLocationConverter`, which walks the whole tree.
struct SourceText {
    let bytes: UnsafeBufferPointer<UInt8>
    private let lineStarts: [Int]

    /// `bytes` must outlive this value.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var starts = [0]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and UTF-8 column of `position`, as compilers count them.
    func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
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
            return TypeNormalizer.collapseWhitespace(node.trimmedDescription)
        }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let text = String(decoding: slice, as: UTF8.self)
        let hasWhitespace = slice.contains { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        return hasWhitespace ? TypeNormalizer.collapseWhitespace(text) : text
    }
}
