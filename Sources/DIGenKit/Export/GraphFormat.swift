import Foundation

/// What `digen graph` writes: `--format dot|json|mermaid`.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
    /// Graphviz's DOT language.
    case dot
    /// JSON, in the schema Docs/digen.md documents.
    case json
    /// A Mermaid flowchart, which Markdown viewers render.
    case mermaid

    /// `graph` in this format.
    func text(of graph: ExportedGraph) -> String {
        switch self {
        case .dot: DOTWriter(graph: graph).text()
        case .json: JSONWriter.text(of: graph)
        case .mermaid: MermaidWriter(graph: graph).text()
        }
    }
}

/// The JSON form: keys sorted, indented, so that output is deterministic and diffs well.
enum JSONWriter {
    static func text(of graph: ExportedGraph) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(graph)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
