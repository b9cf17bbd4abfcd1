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

/// The JSON form, written directly (Foundation's encoder takes seconds on a large app): keys in
/// alphabetical order, two-space indents, optional fields left out when absent, so that output is
/// deterministic and diffs well. `ExportedGraph`'s `Codable` conformance reads it back.
enum JSONWriter {
    static func text(of graph: ExportedGraph) -> String {
        var out = "{\n"
        out += "  \"bindings\": " + array(graph.bindings, indent: 2) { binding in
            var fields = [("id", string(binding.id)), ("key", string(binding.key)), ("kind", string(binding.kind))]
            fields.append(("location", string(binding.location)))
            if let name = binding.name { fields.append(("name", string(name))) }
            fields += [("owner", string(binding.owner)), ("scope", string(binding.scope))]
            if let type = binding.type { fields.append(("type", string(type))) }
            return fields
        } + ",\n"
        out += "  \"edges\": " + array(graph.edges, indent: 2) { edge in
            [("from", string(edge.from)), ("kind", string(edge.kind)), ("onCycle", edge.onCycle ? "true" : "false"), ("to", string(edge.to))]
        } + ",\n"
        out += "  \"missing\": " + array(graph.missing, indent: 2) { missing in
            [("id", string(missing.id)), ("key", string(missing.key)), ("location", string(missing.location)),
             ("reported", missing.reported ? "true" : "false"), ("scope", string(missing.scope))]
        } + ",\n"
        out += "  \"scopes\": " + array(graph.scopes, indent: 2) { scope in
            var fields = [("id", string(scope.id)), ("kind", string(scope.kind))]
            if let location = scope.location { fields.append(("location", string(location))) }
            fields += [("name", string(scope.name)), ("parents", "[" + scope.parents.map(string).joined(separator: ", ") + "]")]
            fields.append(("style", string(scope.style)))
            return fields
        } + ",\n"
        out += "  \"version\": \(graph.version)\n}\n"
        return out
    }

    /// `elements` as a JSON array of objects, each object's fields (already JSON) on lines of
    /// their own.
    private static func array<Element>(_ elements: [Element], indent: Int, fields: (Element) -> [(String, String)]) -> String {
        guard !elements.isEmpty else { return "[]" }
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "    "
        var out = "[\n"
        for (index, element) in elements.enumerated() {
            out += outer + "  {\n"
            let pairs = fields(element)
            for (position, (key, value)) in pairs.enumerated() {
                out += inner + "\"" + key + "\": " + value + (position == pairs.count - 1 ? "\n" : ",\n")
            }
            out += outer + "  }" + (index == elements.count - 1 ? "\n" : ",\n")
        }
        return out + outer + "]"
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
