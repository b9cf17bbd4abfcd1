import SwiftParser
import SwiftSyntax

/// The parse stage for one file: read it, skip it cheaply if it cannot declare anything DI
/// cares about, otherwise parse it whole, once, and summarise it for every style it may use.
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
        /// A file in the shape `needle generate` writes: the wiring an app migrating from Needle
        /// still has, which digen's output replaces.
        case needleGenerated
        /// Could not be read, or nests deeper than digen parses.
        case failed(Diagnostic)
    }

    /// Words one of which every relevant file contains: Needle's components and roots,
    /// dependency protocols, instantiations (`parent:`) and typealiases that later stages
    /// resolve; and the imports of the WhoopDI and Drip libraries.
    static let fileKeywords = KeywordSearch(["Component", "Dependency", "parent", "typealias", "Whoop", "Drip"])

    /// Summarises the file at `path` for the styles in `selected` (Needle's declarations are
    /// read whenever Needle is selected; WhoopDI's and Drip's when the file imports them, or
    /// when they are in `alsoReading`: another file of the run imports them). With a `cache`,
    /// facts read before from the same content are taken from it, and new ones stored in it.
    static func summarize(
        path: String, selected: Set<Style> = Set(Style.allCases), maximumSize: Int = ScanOptions.defaultMaximumFileSize,
        alsoReading: Set<Style> = [], cache: FactCache? = nil
    ) -> Outcome {
        reading(path: path, selected: selected, maximumSize: maximumSize, alsoReading: alsoReading, cache: cache).outcome
    }

    /// Everything the run takes from the file at `path`, from one read and at most one parse:
    /// its outcome as `summarize(path:…)` gives it; for a file the keyword filter skips, the
    /// bytes read (later steps look in them for the shapes of types, and hash them); and, with
    /// `readingForDrip`, for a parsed file that is not read for Drip but may use Drip's members
    /// (`RunImports`), its reading for Drip too, from the same tree, for the run to take when
    /// another file imports Drip.
    static func reading(
        path: String, selected: Set<Style> = Set(Style.allCases), maximumSize: Int = ScanOptions.defaultMaximumFileSize,
        alsoReading: Set<Style> = [], cache: FactCache? = nil, readingForDrip: Bool = false, hashing: Bool = false
    ) -> FileReading {
        let raw: [UInt8]
        let bytes: [UInt8]
        switch readBytes(path, maximumSize: maximumSize) {
        case .text(let read, let text):
            (raw, bytes) = (read, text)
        case .problem(let diagnostic):
            return FileReading(outcome: .failed(diagnostic))
        }
        var reading = reading(
            raw: raw, text: bytes, path: path, selected: selected, alsoReading: alsoReading, cache: cache, readingForDrip: readingForDrip)
        if hashing { reading.content = raw.withUnsafeBufferPointer(ContentHash.init) }
        return reading
    }

    /// `reading(path:…)` of the bytes read from `path` (`raw`) and their text.
    private static func reading(
        raw: [UInt8], text bytes: [UInt8], path: String, selected: Set<Style>, alsoReading: Set<Style>, cache: FactCache?,
        readingForDrip: Bool
    ) -> FileReading {
        guard mayDeclareDI(bytes) else { return FileReading(outcome: .skipped, skippedBytes: raw) }
        // A file digen wrote (found among the sources) holds wiring, not the app's graph.
        guard !isGenerated(bytes) else { return FileReading(outcome: .generated) }
        guard !isNeedleGenerated(bytes) else { return FileReading(outcome: .needleGenerated) }
        return bytes.withUnsafeBufferPointer { buffer in
            var styles = StyleDetection.styles(in: buffer).union(alsoReading).intersection(selected)
            // A WhoopDI module that subclasses the app's own module base needs no import; its
            // modules count only where a container of a file that imports WhoopDI lists them.
            if selected.contains(.whoop), !styles.contains(.whoop), RunImports.mayDeclareWhoopModule(buffer) { styles.insert(.whoop) }
            let forDrip = readingForDrip && selected.contains(.drip) && !styles.contains(.drip)
                && (RunImports.mayUseDripMembers(buffer) || RunImports.mayDeclareDripModule(buffer))
            let dripStyles = styles.union([.drip])
            let hash = cache == nil ? nil : ContentHash(buffer)
            let key = hash.flatMap { cache?.key(content: $0, styles: styles) }
            let dripKey = forDrip ? hash.flatMap { cache?.key(content: $0, styles: dripStyles) } : nil
            var summary = key.flatMap { cache?.facts(for: $0, path: path) }
            var dripReading = dripKey.flatMap { cache?.facts(for: $0, path: path) }
            if let summary, !forDrip || dripReading != nil {
                return FileReading(outcome: .summarized(summary), dripReading: dripReading)
            }
            switch SwiftFileParser.parse(SourceText(buffer), path: path) {
            case .parsed(let tree, let source):
                if summary == nil {
                    let read = summarize(tree, source: source, path: path, styles: styles)
                    if let key { cache?.store(read, for: key) }
                    summary = read
                }
                if forDrip, dripReading == nil, let base = summary {
                    // Reading for another style changes only what the style visitor reads.
                    let read = restyled(base, tree, source: source, path: path, styles: dripStyles)
                    if let dripKey { cache?.store(read, for: dripKey) }
                    dripReading = read
                }
                return FileReading(outcome: .summarized(summary!), dripReading: dripReading)
            case .tooDeep(let diagnostic):
                return FileReading(outcome: .failed(diagnostic))
            }
        }
    }

    /// A file's bytes as read, and as UTF-8 text.
    private enum FileBytes {
        case text(read: [UInt8], text: [UInt8])
        case problem(Diagnostic)
    }

    /// The text of the file at `path` as UTF-8, or the diagnostic that says why there is none:
    /// it cannot be read, is not a regular file, is too large, or is not text. Every file read
    /// is decoded before the keyword filter looks at it, so a file that is not text is always
    /// reported. UTF-16 and UTF-32 text, with or without a byte-order mark, is read as the text
    /// it is.
    static func read(_ path: String, maximumSize: Int) -> FileText {
        switch readBytes(path, maximumSize: maximumSize) {
        case .text(_, let text): .text(text)
        case .problem(let diagnostic): .problem(diagnostic)
        }
    }

    /// What `read` reads, with the bytes as they are on disk.
    private static func readBytes(_ path: String, maximumSize: Int) -> FileBytes {
        func failure(_ id: DiagnosticID, _ message: String) -> FileBytes {
            .problem(Diagnostic(id: id, location: .startOf(path), message: message))
        }
        switch FileReader.read(path, maximumSize: maximumSize) {
        case .bytes(let bytes):
            return text(bytes, path: path)
        case .failure(let reason):
            return failure(.unreadableFile, "Could not read \(path): \(reason)")
        case .notRegular(let kind):
            return failure(.unreadableFile, "Could not read \(path): it is \(kind), not a regular file.")
        case .tooLarge(let size):
            return failure(.fileTooLarge, "\(path) is \(size) bytes, larger than the \(maximumSize >> 20) MB digen reads (--max-file-size).")
        }
    }

    /// `bytes`, read from `path`, as UTF-8 text, or the diagnostic that says why they are not text.
    private static func text(_ bytes: [UInt8], path: String) -> FileBytes {
        func failure(_ id: DiagnosticID, _ message: String) -> FileBytes {
            .problem(Diagnostic(id: id, location: .startOf(path), message: message))
        }
        switch TextDecoding.decode(bytes) {
        case .text(let text): return .text(read: bytes, text: text)
        case .invalid(let encoding):
            return failure(.unreadableFile, "\(path) is not valid \(encoding) text, so it cannot be parsed as Swift.")
        case .unknown:
            return failure(.unreadableFile, "\(path) is not UTF-8, UTF-16 or UTF-32 text, so it cannot be parsed as Swift.")
        }
    }

    /// Summarises only the shapes of the types the file at `path` declares, for a file the
    /// keyword filter skipped whose types another style's requests name; `nil` when it cannot be
    /// read, decoded or parsed (it was already reported, or it holds nothing to read).
    static func summarizeShapes(path: String, maximumSize: Int = ScanOptions.defaultMaximumFileSize) -> FileSummary? {
        guard case .text(let bytes) = read(path, maximumSize: maximumSize) else { return nil }
        return summarizeShapes(text: bytes, path: path)
    }

    /// `summarizeShapes(path:)` of a file whose bytes were read already (`read`: as on disk).
    static func summarizeShapes(read: [UInt8], path: String) -> FileSummary? {
        guard case .text(_, let bytes) = text(read, path: path) else { return nil }
        return summarizeShapes(text: bytes, path: path)
    }

    private static func summarizeShapes(text bytes: [UInt8], path: String) -> FileSummary? {
        bytes.withUnsafeBufferPointer { buffer in
            guard case .parsed(let tree, let source) = SwiftFileParser.parse(SourceText(buffer), path: path) else { return nil }
            let visitor = StyleVisitor(path: path, source: source, styles: [])
            visitor.walk(tree)
            var summary = FileSummary(path: path)
            summary.shapes = visitor.shapes
            return summary
        }
    }

    /// Summarises what the file at `path` declares, each declaration with its access: protocols,
    /// classes and typealiases as Needle's reading finds them, and every type's shape. For a file
    /// of another module that may declare a type the generated code names, whose summary holds no
    /// access for it (a file the keyword filter passed over, or one read for Needle alone); `nil`
    /// when it cannot be read, decoded or parsed.
    static func summarizeDeclarations(path: String, maximumSize: Int = ScanOptions.defaultMaximumFileSize) -> FileSummary? {
        guard let bytes = FileReader.bytes(path, maximumSize: maximumSize) else { return nil }
        return summarizeDeclarations(read: bytes, path: path)
    }

    /// `summarizeDeclarations(path:)` of a file whose bytes were read already (`read`: as on disk).
    static func summarizeDeclarations(read: [UInt8], path: String) -> FileSummary? {
        guard case .text(_, let bytes) = text(read, path: path) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard case .parsed(let tree, let source) = SwiftFileParser.parse(SourceText(buffer), path: path) else { return nil }
            let declarations = SummaryVisitor(path: path, source: source)
            declarations.walk(tree)
            let shapes = StyleVisitor(path: path, source: source, styles: [])
            shapes.walk(tree)
            var summary = declarations.summary
            summary.shapes = shapes.shapes
            return summary
        }
    }

    /// Parses and summarises `source` for `styles` (beyond Needle, whose declarations are read
    /// by their shape); for tests and tools that hold a file's text. A file that nests deeper
    /// than digen parses gives an empty summary.
    static func summarize(source: String, path: String, styles: Set<Style>? = nil) -> FileSummary {
        var text = source
        text.makeContiguousUTF8()
        // After `makeContiguousUTF8` the closure always runs, so the result is never nil.
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            summarize(bytes: bytes, path: path, styles: styles ?? StyleDetection.styles(in: bytes))
        } ?? FileSummary(path: path)
    }

    /// Parses and summarises valid UTF-8 `bytes` for `styles`; an empty summary when they nest
    /// deeper than digen parses.
    static func summarize(bytes: UnsafeBufferPointer<UInt8>, path: String, styles: Set<Style> = []) -> FileSummary {
        guard case .parsed(let tree, let source) = SwiftFileParser.parse(SourceText(bytes), path: path) else {
            return FileSummary(path: path)
        }
        return summarize(tree, source: source, path: path, styles: styles)
    }

    /// The summary of `tree`, parsed from `source`: Needle's declarations, and for the other
    /// styles in `styles` their declarations and the shapes of the declared types.
    private static func summarize(_ tree: SourceFileSyntax, source: SourceText, path: String, styles: Set<Style>) -> FileSummary {
        let visitor = SummaryVisitor(path: path, source: source)
        visitor.walk(tree)
        var summary = visitor.summary
        if !styles.subtracting([.needle]).isEmpty {
            summary = restyled(summary, tree, source: source, path: path, styles: styles)
        }
        if tree.hasError {
            let finder = SyntaxProblemFinder(path: path, source: source)
            finder.walk(tree)
            summary.syntaxErrors = finder.problems
        }
        return summary
    }

    /// `base`, the summary of `tree`, with what the style visitor reads for `styles` instead: the
    /// summary `summarize(tree, …, styles: styles)` gives, without reading Needle's part again.
    private static func restyled(_ base: FileSummary, _ tree: SourceFileSyntax, source: SourceText, path: String, styles: Set<Style>) -> FileSummary {
        var summary = base
        let others = styles.subtracting([.needle])
        let styleVisitor = StyleVisitor(path: path, source: source, styles: others)
        styleVisitor.walk(tree)
        summary.styles = others
        summary.shapes = styleVisitor.shapes
        summary.whoop = styleVisitor.whoop
        summary.drip = styleVisitor.drip
        return summary
    }

    /// What every file `needle generate` writes holds: its hash declaration near the top, and the
    /// registration function that fills the provider registry. No source an app writes holds
    /// the first; together they are Needle's output, whatever the file is called.
    static let needleHashDeclaration = KeywordSearch(["private let needleDependenciesHash"])
    static let needleRegistration = KeywordSearch(["public func registerProviderFactories()"])
    static let needleRegistry = KeywordSearch(["__DependencyProviderRegistry.instance"])

    /// Whether `bytes` are a file in the shape `needle generate` writes.
    static func isNeedleGenerated(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            needleHashDeclaration.occurs(in: buffer, to: 16_384) && needleRegistration.occurs(in: buffer) && needleRegistry.occurs(in: buffer)
        }
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
