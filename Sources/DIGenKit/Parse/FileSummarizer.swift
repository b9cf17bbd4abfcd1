import SwiftParser
import SwiftSyntax

/// The parse stage for one file: read it, skip it cheaply if it cannot declare anything DI
/// cares about, otherwise parse it and summarise it for every style it may use.
enum FileSummarizer {
    /// A file's text, or why it has none.
    enum FileText {
        /// Valid UTF-8.
        case text([UInt8])
        case problem(Diagnostic)
    }

    enum Outcome: Sendable, Equatable {
        /// Parsed; the summary may still carry syntax errors.
        case summarized(FileSummary)
        /// Cannot contain DI declarations, so it was not parsed.
        case skipped
        /// A file `digen generate` wrote: wiring, not the app's graph.
        case generated
        /// Could not be read.
        case failed(Diagnostic)
    }

    /// Words one of which every relevant file contains: Needle's components and roots,
    /// dependency protocols, instantiations (`parent:`) and typealiases that later stages
    /// resolve; and the imports of the WhoopDI and Drip libraries.
    static let fileKeywords = KeywordSearch(["Component", "Dependency", "parent", "typealias", "Whoop", "Drip"])

    /// Summarises the file at `path` for the styles in `selected` (Needle's declarations are
    /// read whenever Needle is selected; WhoopDI's and Drip's when the file imports them, or
    /// when they are in `alsoReading`: another file of the run imports them).
    static func summarize(
        path: String, selected: Set<Style> = Set(Style.allCases), maximumSize: Int = ScanOptions.defaultMaximumFileSize,
        alsoReading: Set<Style> = []
    ) -> Outcome {
        let bytes: [UInt8]
        switch read(path, maximumSize: maximumSize) {
        case .text(let text):
            bytes = text
        case .problem(let diagnostic):
            return .failed(diagnostic)
        }
        guard mayDeclareDI(bytes) else { return .skipped }
        // A file digen wrote (found among the sources) holds wiring, not the app's graph.
        guard !isGenerated(bytes) else { return .generated }
        if let excess = bytes.withUnsafeBufferPointer({ buffer in
            var scanner = NestingScanner(bytes: buffer)
            return scanner.firstExcess()
        }) {
            return .failed(tooDeep(excess, path: path))
        }
        let styles = bytes.withUnsafeBufferPointer { StyleDetection.styles(in: $0) }.union(alsoReading).intersection(selected)
        return .summarized(bytes.withUnsafeBufferPointer { summarize(bytes: $0, path: path, styles: styles, deferringPlainTypes: true) })
    }

    /// The text of the file at `path` as UTF-8, or the diagnostic that says why there is none:
    /// it cannot be read, is not a regular file, is too large, or is not text. Every file read
    /// is decoded before the keyword filter looks at it, so a file that is not text is always
    /// reported. UTF-16 with a byte-order mark is read as the text it is.
    static func read(_ path: String, maximumSize: Int) -> FileText {
        func failure(_ id: DiagnosticID, _ message: String) -> FileText {
            .problem(Diagnostic(id: id, location: .startOf(path), message: message))
        }
        switch FileReader.read(path, maximumSize: maximumSize) {
        case .bytes(let bytes):
            // Most source files are plain ASCII, which is valid UTF-8 as it is; only other files
            // need the full check.
            if TextDecoding.isASCII(bytes) || TextDecoding.utf8(bytes) != nil { return .text(bytes) }
            if let converted = TextDecoding.utf16WithByteOrderMark(bytes) { return .text(converted) }
            return failure(.unreadableFile, "\(path) is not UTF-8 text, so it cannot be parsed as Swift.")
        case .failure(let reason):
            return failure(.unreadableFile, "Could not read \(path): \(reason)")
        case .notRegular(let kind):
            return failure(.unreadableFile, "Could not read \(path): it is \(kind), not a regular file.")
        case .tooLarge(let size):
            return failure(.fileTooLarge, "\(path) is \(size) bytes, larger than the \(maximumSize >> 20) MB digen reads (--max-file-size).")
        }
    }

    /// The diagnostic for a file that nests deeper than `NestingScanner` allows.
    static func tooDeep(_ excess: NestingScanner.Excess, path: String) -> Diagnostic {
        Diagnostic(
            id: .nestingTooDeep, location: SourceLocation(file: path, line: excess.line, column: excess.column),
            message: "\(path) has \(excess.kind.rawValue) more than \(excess.limit) deep here, deeper than digen parses; the file is not checked.")
    }

    /// Summarises only the shapes of the types the file at `path` declares, for a file the
    /// keyword filter skipped whose types another style's requests name; `nil` when it cannot be
    /// read or decoded (it was already reported, or it holds nothing to read).
    static func summarizeShapes(path: String, maximumSize: Int = ScanOptions.defaultMaximumFileSize) -> FileSummary? {
        guard case .text(let bytes) = read(path, maximumSize: maximumSize),
              !bytes.withUnsafeBufferPointer({ buffer in
                  var scanner = NestingScanner(bytes: buffer)
                  return scanner.firstExcess() != nil
              }) else { return nil }
        var summary = FileSummary(path: path)
        summary.shapes = bytes.withUnsafeBufferPointer { shapes(in: $0, path: path) }
        return summary
    }

    /// Code blocks never hold a declaration's shape, so every long one can be skipped.
    private static let shapeBlanker = CodeBlockBlanker(keeping: KeywordSearch([]))

    /// The shapes of the types `declaration` declares, as a parse of its whole file gives them.
    static func shapes(of declaration: DeferredTypeDeclaration, path: String) -> [TypeShape] {
        declaration.text.withUnsafeBufferPointer { shapes(in: $0, path: path, line: declaration.line, column: declaration.column) }
    }

    /// The shape of the type `declaration` declares with its initializers only (no properties
    /// or typealiases), read from just the parts that declare them; nil when those parts alone
    /// cannot say what its initializers are.
    static func initializerShape(of declaration: DeferredTypeDeclaration, path: String) -> TypeShape? {
        guard let pieces = declaration.initializerPieces else { return nil }
        return declaration.text.withUnsafeBufferPointer { bytes -> TypeShape? in
            var gaps: [Range<Int>] = []
            var next = 0
            for piece in pieces {
                if piece.lowerBound > next { gaps.append(next..<piece.lowerBound) }
                next = piece.upperBound
            }
            if next < bytes.count { gaps.append(next..<bytes.count) }
            return withText(of: bytes, without: gaps, line: declaration.line, column: declaration.column) { parsedShapes($0, path: path).first }
        }
    }

    /// The shapes of the types declared in `bytes`, which start at `line` and `column` of the
    /// file at `path`.
    private static func shapes(in bytes: UnsafeBufferPointer<UInt8>, path: String, line: Int = 1, column: Int = 1) -> [TypeShape] {
        withParsedText(of: bytes, blanker: shapeBlanker, deferringPlainTypes: false, line: line, column: column) { source, _ in
            parsedShapes(source, path: path)
        }
    }

    /// The shapes of the types declared in `source`, parsed.
    private static func parsedShapes(_ source: SourceText, path: String) -> [TypeShape] {
        let tree = Parser.parse(source: source.bytes, maximumNestingLevel: NestingScanner.defaultLimit)
        let visitor = StyleVisitor(path: path, source: source, styles: [])
        visitor.walk(tree)
        return visitor.shapes
    }

    static func summarize(source: String, path: String, styles: Set<Style>? = nil) -> FileSummary {
        var text = source
        text.makeContiguousUTF8()
        // After `makeContiguousUTF8` the closure always runs, so the result is never nil.
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            summarize(bytes: bytes, path: path, styles: styles ?? StyleDetection.styles(in: bytes))
        } ?? FileSummary(path: path)
    }

    /// Parses and summarises valid UTF-8 `bytes` for `styles` (beyond Needle). Unless
    /// `blankingIrrelevantCode` is false, the code blocks that cannot hold anything to record
    /// are taken out first (`CodeBlockBlanker`), which spares the parser most of a typical file
    /// and gives the same summary. With `deferringPlainTypes`, the member blocks of plain types
    /// are taken out too, and their shapes left as placeholders for `TypeLookup` to read from
    /// `deferredTypes` on demand (`resolvingDeferredTypes()` gives the summary without them).
    static func summarize(
        bytes: UnsafeBufferPointer<UInt8>, path: String, styles: Set<Style> = [], blankingIrrelevantCode: Bool = true,
        deferringPlainTypes: Bool = false
    ) -> FileSummary {
        guard blankingIrrelevantCode else {
            return parseAndSummarize(SourceText(bytes), plainTypes: .none, path: path, styles: styles) ?? FileSummary(path: path)
        }
        let blanker = CodeBlockBlanker.forStyles(styles)
        if deferringPlainTypes, let summary = withParsedText(of: bytes, blanker: blanker, deferringPlainTypes: true, { source, plain in
            parseAndSummarize(source, plainTypes: plain, path: path, styles: styles)
        }) {
            return summary
        }
        // A type taken out turned out to need its members read (an `@Injectable` one): parse them.
        return withParsedText(of: bytes, blanker: blanker, deferringPlainTypes: false) { source, _ in
            parseAndSummarize(source, plainTypes: .none, path: path, styles: styles)
        } ?? FileSummary(path: path)
    }

    /// Calls `body` with the text to parse, `bytes` without what `blanker` takes out (or `bytes`
    /// themselves when it takes out nothing), and the plain types taken out. `bytes` start at
    /// `line` and `column` of their file.
    private static func withParsedText<Result>(
        of bytes: UnsafeBufferPointer<UInt8>, blanker: CodeBlockBlanker, deferringPlainTypes: Bool, line: Int = 1, column: Int = 1,
        _ body: (SourceText, PlainTypes) -> Result
    ) -> Result {
        guard let plan = blanker.plan(bytes, deferringPlainTypes: deferringPlainTypes) else {
            return body(SourceText(parsed: bytes, original: bytes, offsets: .identity, line: line, column: column), .none)
        }
        return withText(of: bytes, without: plan.ranges, line: line, column: column) { source in
            body(source, plan.plainTypes.isEmpty ? .none : PlainTypes(blocks: plan.plainTypes, offsets: source.offsets))
        }
    }

    /// Calls `body` with `bytes` without `ranges` (in order, not overlapping), mapped back to
    /// `bytes`, which start at `line` and `column` of their file.
    private static func withText<Result>(
        of bytes: UnsafeBufferPointer<UInt8>, without ranges: [Range<Int>], line: Int, column: Int, _ body: (SourceText) -> Result
    ) -> Result {
        guard !ranges.isEmpty else { return body(SourceText(parsed: bytes, original: bytes, offsets: .identity, line: line, column: column)) }
        let compacted = CompactedSource(bytes, removing: ranges)
        return compacted.bytes.withUnsafeBufferPointer { parsed in
            body(SourceText(parsed: parsed, original: bytes, offsets: compacted.offsets, line: line, column: column))
        }
    }

    /// The summary of the tree parsed from `source`; nil when a type in `plainTypes` needs its
    /// members read after all.
    private static func parseAndSummarize(_ source: SourceText, plainTypes: PlainTypes, path: String, styles: Set<Style>) -> FileSummary? {
        let tree = Parser.parse(source: source.bytes, maximumNestingLevel: NestingScanner.defaultLimit)
        let visitor = SummaryVisitor(path: path, source: source, plainTypes: plainTypes)
        visitor.walk(tree)
        // Each type taken out must have been met where the scan found it: otherwise its names and
        // shapes would be missing, and the file is parsed whole instead.
        guard visitor.plainTypesMet == plainTypes.keptHeads else { return nil }
        var summary = visitor.summary
        // The types taken out whole are named by the scan, in the places a walk would meet them.
        let takenOut = plainTypes.namesTakenOut
        if !takenOut.isEmpty {
            summary.otherTypeNames = merged(
                summary.otherTypeNames, at: visitor.otherTypeOffsets, with: takenOut.map { ($0.name.offset, $0.name.name) })
        }
        let others = styles.subtracting([.needle])
        if !others.isEmpty {
            let styleVisitor = StyleVisitor(path: path, source: source, styles: others, plainTypes: plainTypes)
            styleVisitor.walk(tree)
            if styleVisitor.needsPlainTypeMembers || styleVisitor.plainTypesMet != plainTypes.keptHeads { return nil }
            summary.styles = others
            summary.shapes = styleVisitor.shapes
            if !takenOut.isEmpty {
                // Such a type is not generic, so its placeholder lacks nothing a placeholder has.
                let placeholders = takenOut.map { taken -> (Int, TypeShape) in
                    let place = source.lineAndColumn(ofOriginal: taken.name.offset)
                    return (taken.name.offset, TypeShape.placeholder(
                        for: taken.name, at: SourceLocation(file: path, line: place.line, column: place.column),
                        standingFor: DeferredShapeReference(declaration: taken.block, member: taken.member)))
                }
                summary.shapes = merged(styleVisitor.shapes, at: styleVisitor.shapeOffsets, with: placeholders)
            }
            summary.whoop = styleVisitor.whoop
            summary.drip = styleVisitor.drip
            summary.deferredTypes = plainTypes.blocks.map { block in
                let start = source.lineAndColumn(ofOriginal: block.declaration.lowerBound)
                return DeferredTypeDeclaration(
                    text: Array(UnsafeBufferPointer(rebasing: source.original[block.declaration])), line: start.line, column: start.column,
                    initializerPieces: block.initializerPieces)
            }
        }
        if tree.hasError {
            let finder = SyntaxProblemFinder(path: path, source: source)
            finder.walk(tree)
            summary.syntaxErrors = finder.problems
        }
        return summary
    }

    /// `elements`, which are at `offsets` in the file, with `inserted` put among them in the order
    /// of their offsets (both lists are in order).
    private static func merged<Element>(_ elements: [Element], at offsets: [Int], with inserted: [(Int, Element)]) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(elements.count + inserted.count)
        var next = 0
        for (index, element) in elements.enumerated() {
            while next < inserted.count, inserted[next].0 < offsets[index] {
                result.append(inserted[next].1)
                next += 1
            }
            result.append(element)
        }
        result += inserted[next...].map(\.1)
        return result
    }

    /// The line every file `digen generate` writes starts with (after an optional header doc).
    static let generatedMarker = KeywordSearch(["// Generated by `digen generate`. Do not edit"])

    /// Whether `bytes` are a file digen generated: read back among the sources, its Needle
    /// conformances would change the next output, and its WhoopDI accessors and Drip builders
    /// would count as the app's own calls.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { generatedMarker.occurs(in: $0, to: 4_096) }
    }

    /// Whether `bytes` contain one of `fileKeywords`.
    static func mayDeclareDI(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { fileKeywords.occurs(in: $0) }
    }
}
