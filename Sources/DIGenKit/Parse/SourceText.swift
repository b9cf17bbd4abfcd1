import Foundation
import SwiftSyntax

/// The UTF-8 text a tree was parsed from, for cheap text and line/column look-ups by position.
///
/// The parsed text may be a compaction of the file (`CompactedSource`): text is read from what
/// was parsed, while lines and columns, and `original`, are the file's, through `offsets`.
///
/// Slicing the parsed bytes is much cheaper than asking a syntax node for its trimmed
/// description, which builds a new tree; and one pass for line starts is cheaper than a
/// `SourceLocationConverter`, which walks the whole tree.
struct SourceText {
    /// What the tree was parsed from.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file before any code was taken out (the same bytes when none was).
    let original: UnsafeBufferPointer<UInt8>
    let offsets: OffsetMap
    private let lineStarts: [Int]
    /// The line and column in the file where `original` starts, when it is a part of one.
    private let firstLine: Int
    private let firstColumn: Int

    /// `bytes` must outlive this value.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(parsed: bytes, original: bytes, offsets: .identity)
    }

    /// Text parsed from `parsed`, the compaction of `original` that `offsets` describe; both
    /// must outlive this value. `original` starts at `line` and `column` of its file.
    init(parsed: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, offsets: OffsetMap, line: Int = 1, column: Int = 1) {
        bytes = parsed
        self.original = original
        self.offsets = offsets
        firstLine = line
        firstColumn = column
        var starts = [0]
        if let base = original.baseAddress {
            // `memchr` finds each line break many bytes at a time.
            var position = 0
            while position < original.count, let found = memchr(base + position, Int32(UInt8(ascii: "\n")), original.count - position) {
                position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(position)
            }
        }
        lineStarts = starts
    }

    /// The offset in the file of `position` in the parsed text.
    func originalOffset(of position: AbsolutePosition) -> Int {
        offsets.original(position.utf8Offset)
    }

    /// The 1-based line and UTF-8 column of `position`, as compilers count them in the file.
    func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        lineAndColumn(ofOriginal: originalOffset(of: position))
    }

    /// The 1-based line and UTF-8 column of the byte at `offset` in `original`.
    func lineAndColumn(ofOriginal offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = offset - lineStarts[low] + 1
        return (low + firstLine, low == 0 ? column + firstColumn - 1 : column)
    }

    /// The text of `node` without its leading and trailing trivia, with runs of whitespace
    /// collapsed (see `TypeNormalizer.collapseWhitespace`).
    func trimmedText(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= bytes.count else {
            return TypeNormalizer.collapseWhitespace(node.trimmedDescription)
        }
        return collapsedText(start..<end)
    }

    /// The parsed text in `range`, with runs of whitespace collapsed.
    func collapsedText(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        let text = String(decoding: slice, as: UTF8.self)
        let hasWhitespace = slice.contains { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        return hasWhitespace ? TypeNormalizer.collapseWhitespace(text) : text
    }
}
