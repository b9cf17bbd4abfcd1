import SwiftParser
import SwiftSyntax

/// The parse stage for one file: read it, skip it cheaply if it cannot declare anything DI
/// cares about, otherwise parse it and summarise it.
enum FileSummarizer {
    enum Outcome: Sendable, Equatable {
        /// Parsed; the summary may still carry syntax errors.
        case summarized(FileSummary)
        /// Cannot contain DI declarations, so it was not parsed.
        case skipped
        /// Could not be read.
        case failed(Diagnostic)
    }

    /// Words one of which every relevant file contains: components and roots, dependency
    /// protocols, instantiations (`parent:`), and typealiases that later stages resolve.
    static let fileKeywords = KeywordSearch(["Component", "Dependency", "parent", "typealias"])

    static func summarize(path: String) -> Outcome {
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .bytes(let read):
            bytes = read
        case .failure(let reason):
            return .failed(Diagnostic(
                id: .unreadableFile, location: .startOf(path), message: "Could not read \(path): \(reason)"))
        }
        guard mayDeclareDI(bytes) else { return .skipped }
        // Most source files are plain ASCII, which is valid UTF-8 as it is; only other files need
        // the full check.
        let isValidText = TextDecoding.isASCII(bytes) || TextDecoding.utf8(bytes) != nil
        guard isValidText else {
            return .failed(Diagnostic(
                id: .unreadableFile, location: .startOf(path),
                message: "\(path) is not UTF-8 text, so it cannot be parsed as Swift."))
        }
        return .summarized(bytes.withUnsafeBufferPointer { summarize(bytes: $0, path: path) })
    }

    static func summarize(source: String, path: String) -> FileSummary {
        var text = source
        text.makeContiguousUTF8()
        // After `makeContiguousUTF8` the closure always runs, so the result is never nil.
        return text.utf8.withContiguousStorageIfAvailable { summarize(bytes: $0, path: path) } ?? FileSummary(path: path)
    }

    /// Parses and summarises valid UTF-8 `bytes`. Unless `blankingIrrelevantCode` is false, the
    /// code blocks that cannot hold anything to record are blanked first (`CodeBlockBlanker`),
    /// which spares the parser most of a typical file and gives the same summary.
    static func summarize(bytes: UnsafeBufferPointer<UInt8>, path: String, blankingIrrelevantCode: Bool = true) -> FileSummary {
        if blankingIrrelevantCode, let blanked = CodeBlockBlanker().blanked(bytes) {
            return blanked.withUnsafeBufferPointer { parseAndSummarize(bytes: $0, path: path) }
        }
        return parseAndSummarize(bytes: bytes, path: path)
    }

    private static func parseAndSummarize(bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileSummary {
        let tree = Parser.parse(source: bytes)
        let visitor = SummaryVisitor(path: path, source: bytes)
        visitor.walk(tree)
        var summary = visitor.summary
        if tree.hasError {
            let finder = SyntaxProblemFinder(path: path, tree: tree)
            finder.walk(tree)
            summary.syntaxErrors = finder.problems
        }
        return summary
    }

    /// Whether `bytes` contain one of `fileKeywords`.
    static func mayDeclareDI(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { fileKeywords.occurs(in: $0) }
    }
}
