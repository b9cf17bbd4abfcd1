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

/// The JSON form, written directly into one buffer (Foundation's encoder takes seconds on a
/// large app): keys in alphabetical order, two-space indents, optional fields left out when
/// absent, so that output is deterministic and diffs well. `ExportedGraph`'s `Codable`
/// conformance reads it back.
struct JSONWriter {
    private var out = ""

    static func text(of graph: ExportedGraph) -> String {
        var writer = JSONWriter()
        // About 130 bytes an entry; reserving once spares many regrowths of a large file.
        writer.out.reserveCapacity(160 * (graph.bindings.count + graph.edges.count + graph.scopes.count + graph.missing.count) + 64)
        writer.out += "{\n"
        writer.array("bindings", graph.bindings) { writer, binding in
            writer.field("id", binding.id)
            writer.field("key", binding.key)
            writer.field("kind", binding.kind)
            writer.field("location", binding.location)
            if let name = binding.name { writer.field("name", name) }
            writer.field("owner", binding.owner)
            writer.field("scope", binding.scope)
            if let type = binding.type { writer.field("type", type) }
        }
        writer.array("edges", graph.edges) { writer, edge in
            writer.field("from", edge.from)
            writer.field("kind", edge.kind)
            writer.field("onCycle", raw: edge.onCycle ? "true" : "false")
            writer.field("to", edge.to)
        }
        writer.array("missing", graph.missing) { writer, missing in
            writer.field("id", missing.id)
            writer.field("key", missing.key)
            writer.field("location", missing.location)
            writer.field("reported", raw: missing.reported ? "true" : "false")
            writer.field("scope", missing.scope)
        }
        writer.array("scopes", graph.scopes) { writer, scope in
            writer.field("id", scope.id)
            writer.field("kind", scope.kind)
            if let location = scope.location { writer.field("location", location) }
            writer.field("name", scope.name)
            writer.field("parents", raw: "[" + scope.parents.map(Self.string).joined(separator: ", ") + "]")
            writer.field("style", scope.style)
        }
        writer.out += "  \"version\": \(graph.version)\n}\n"
        return writer.out
    }

    /// `"name": [ {…}, … ],` with each element's fields written by `fields`.
    private mutating func array<Element>(_ name: String, _ elements: [Element], fields: (inout JSONWriter, Element) -> Void) {
        out += "  \"" + name + "\": "
        guard !elements.isEmpty else {
            out += "[],\n"
            return
        }
        out += "[\n"
        for (index, element) in elements.enumerated() {
            out += "    {\n"
            fields(&self, element)
            // The last field's comma goes: objects end with a field line "…,\n".
            out.removeLast(2)
            out += "\n    }" + (index == elements.count - 1 ? "\n" : ",\n")
        }
        out += "  ],\n"
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
