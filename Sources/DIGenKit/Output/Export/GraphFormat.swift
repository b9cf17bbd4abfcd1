import Foundation

/// What `digen graph` writes: `--format dot|json|mermaid`.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
    /// Graphviz's DOT language.
    case dot
    /// JSON, in the schema Sources/digen/digen.docc/ExportingTheGraph.md documents.
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

/// The JSON form, written directly into one buffer (Foundation's encoder takes seconds on a
/// large app): keys in alphabetical order, two-space indents, optional fields left out when
/// absent, so that output is deterministic and diffs well. `ExportedGraph`'s `Codable`
/// conformance reads it back.
struct JSONWriter {
    /// The objects being written, by one thread.
    private var out = ""
    /// The document so far, in order: arrays are written in pieces and joined at the end.
    private var pieces: [String] = []

    /// Arrays longer than this are written in parallel pieces, one per core.
    static let parallelThreshold = 4_096

    static func text(of graph: ExportedGraph, concurrencyLimit: Int = ProcessInfo.processInfo.activeProcessorCount) -> String {
        var writer = JSONWriter()
        writer.array("bindings", graph.bindings, concurrencyLimit: concurrencyLimit) { writer, binding in
            writer.field("id", binding.id)
            writer.field("key", binding.key)
            writer.field("kind", binding.kind)
            writer.field("location", binding.location)
            if let name = binding.name { writer.field("name", name) }
            writer.field("owner", binding.owner)
            writer.field("scope", binding.scope)
            if let type = binding.type { writer.field("type", type) }
        }
        writer.array("edges", graph.edges, concurrencyLimit: concurrencyLimit) { writer, edge in
            writer.field("from", edge.from)
            writer.field("kind", edge.kind)
            writer.field("onCycle", raw: edge.onCycle ? "true" : "false")
            writer.field("to", edge.to)
        }
        writer.array("missing", graph.missing, concurrencyLimit: concurrencyLimit) { writer, missing in
            writer.field("id", missing.id)
            writer.field("key", missing.key)
            writer.field("location", missing.location)
            writer.field("reported", raw: missing.reported ? "true" : "false")
            writer.field("scope", missing.scope)
        }
        writer.array("scopes", graph.scopes, concurrencyLimit: concurrencyLimit) { writer, scope in
            writer.field("id", scope.id)
            writer.field("kind", scope.kind)
            if let location = scope.location { writer.field("location", location) }
            writer.field("name", scope.name)
            writer.field("parents", raw: "[" + scope.parents.map(Self.string).joined(separator: ", ") + "]")
            writer.field("style", scope.style)
        }
        writer.pieces.append("  \"version\": \(graph.version)\n}\n")
        // Joined once, into a buffer of the exact size: a large graph's text is megabytes.
        var text = "{\n"
        text.reserveCapacity(writer.pieces.reduce(text.utf8.count) { $0 + $1.utf8.count })
        for piece in writer.pieces { text += piece }
        return text
    }

    /// `"name": [ {…}, … ],` with each element's fields written by `fields`; a long array is
    /// written in pieces on up to `concurrencyLimit` threads and joined in order.
    private mutating func array<Element: Sendable>(
        _ name: String, _ elements: [Element], concurrencyLimit: Int,
        fields: @escaping @Sendable (inout JSONWriter, Element) -> Void
    ) {
        guard !elements.isEmpty else {
            pieces.append("  \"" + name + "\": [],\n")
            return
        }
        pieces.append("  \"" + name + "\": [\n")
        let count = elements.count < Self.parallelThreshold ? 1 : max(1, concurrencyLimit)
        let size = (elements.count + count - 1) / count
        let written = ParallelRunner.run(count: count, concurrencyLimit: count, timeout: nil) { piece in
            var writer = JSONWriter()
            let range = min(piece * size, elements.count)..<min((piece + 1) * size, elements.count)
            for element in elements[range] { writer.object(element, fields: fields) }
            return writer.out
        }
        pieces += written.outputs.compactMap { $0 }.filter { !$0.isEmpty }
        // Every object ends "},\n"; the last one's comma goes.
        pieces[pieces.count - 1].removeLast(2)
        pieces.append("\n  ],\n")
    }

    /// One object of an array, `    {…},\n`.
    private mutating func object<Element>(_ element: Element, fields: (inout JSONWriter, Element) -> Void) {
        out += "    {\n"
        fields(&self, element)
        // The last field's comma goes: objects end with a field line "…,\n".
        out.removeLast(2)
        out += "\n    },\n"
    }

    private mutating func field(_ key: String, _ value: String) {
        field(key, raw: Self.string(value))
    }

    private mutating func field(_ key: String, raw value: String) {
        out += "      \""
        out += key
        out += "\": "
        out += value
        out += ",\n"
    }

    /// A JSON string literal of `text`.
    private static func string(_ text: String) -> String {
        // Most text needs no escape; checking its bytes is far cheaper than rebuilding it.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
