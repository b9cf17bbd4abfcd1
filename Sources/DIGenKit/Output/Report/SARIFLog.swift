import Foundation

/// A report as a SARIF 2.1.0 log: one run of the tool `digen`, a rule per diagnostic id that
/// occurs, a result per diagnostic. File locations are URIs relative to the report's root (base
/// id `SRCROOT`, left for the reader to place, so that the log names no machine's folders);
/// columns are counted in Unicode code points, as SARIF counts them.
struct SARIFLog: Encodable {
    /// The schema the log follows, as SARIF's own examples name it.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base id of every relative file location.
    static let rootBaseID = "SRCROOT"

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    var schema = SARIFLog.schemaURI
    var version = "2.1.0"
    var runs: [Run]

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "unicodeCodePoints"
        var invocations: [Invocation]
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "digen"
        var version = DIGen.version
        var semanticVersion = DIGen.version
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var help: Message
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var exitCode: Int32
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]?
    }

    struct Message: Encodable {
        var text: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    init(_ report: DiagnosticReport, paths: ReportPaths) {
        let ids = Set(report.diagnostics.map(\.id)).sorted { $0.rawValue < $1.rawValue }
        let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let rules = ids.map { id in
            Rule(
                id: id.rawValue, name: String(id.rawValue.dropFirst("digen/".count)),
                shortDescription: Message(text: Self.summary(of: id)),
                help: Message(text: "Run `digen explain \(id.rawValue)` for what it means and how to fix it."))
        }
        var columns = CodePointColumns()
        let results = report.diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.id.rawValue, ruleIndex: ruleIndex[diagnostic.id] ?? 0,
                level: Self.level(diagnostic.severity),
                message: Message(text: ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")),
                locations: diagnostic.location.map { location in
                    let artifact = paths.relative(location.file).map {
                        ArtifactLocation(uri: ReportPaths.uriPath($0), uriBaseId: Self.rootBaseID)
                    } ?? ArtifactLocation(uri: "file://" + ReportPaths.uriPath(paths.absolute(location.file)))
                    let column = columns.column(of: location, at: paths.absolute(location.file))
                    return [Location(physicalLocation: PhysicalLocation(
                        artifactLocation: artifact, region: Region(startLine: max(location.line, 1), startColumn: column)))]
                })
        }
        let root = ArtifactLocation(description: Message(text: "The folder the run took as its root (--root, else the working directory)."))
        runs = [Run(
            tool: Tool(driver: Driver(rules: rules)),
            originalUriBaseIds: [Self.rootBaseID: root],
            invocations: [Invocation(executionSuccessful: report.exitCode != 2, exitCode: report.exitCode)],
            results: results)]
    }

    /// The rule's one-sentence description: the summary `digen explain` gives.
    static func summary(of id: DiagnosticID) -> String {
        id.explanation.summary
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

/// Columns counted in Unicode code points, from digen's columns in UTF-8 bytes: each file is read
/// once. Where the file cannot be read, or the column lies past its line, the byte column stands.
struct CodePointColumns {
    private var lineStarts: [String: (bytes: [UInt8], starts: [Int])?] = [:]

    mutating func column(of location: SourceLocation, at path: String) -> Int {
        let byteColumn = max(location.column, 1)
        if lineStarts[path] == nil {
            if case .bytes(let bytes) = FileReader.read(path, maximumSize: ScanOptions.defaultMaximumFileSize) {
                var starts = [0]
                for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
                lineStarts[path] = (bytes, starts)
            } else {
                lineStarts[path] = .some(nil)
            }
        }
        guard let read = lineStarts[path] ?? nil, location.line >= 1, location.line <= read.starts.count else { return byteColumn }
        let start = read.starts[location.line - 1]
        let end = start + byteColumn - 1
        guard end <= read.bytes.count else { return byteColumn }
        // A code point starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
        return read.bytes[start..<end].count { $0 & 0xC0 != 0x80 } + 1
    }
}
