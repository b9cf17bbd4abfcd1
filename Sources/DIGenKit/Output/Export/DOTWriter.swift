/// The DOT form: a cluster per scope holding its bindings, a red node per missing key, request
/// edges solid, parent edges dashed, edges on a cycle red.
struct DOTWriter {
    let graph: ExportedGraph

    func text() -> String {
        var out = "digraph DI {\n"
        out += "    rankdir=LR;\n"
        out += "    fontname=\"Helvetica\";\n"
        out += "    node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
        out += "    edge [fontname=\"Helvetica\", fontsize=9];\n"
        for scope in graph.scopes {
            out += "\n    subgraph cluster_\(scope.id) {\n"
            out += "        label=\(quoted(scope.title));\n"
            out += "        \(scope.id) [label=\(quoted(scope.name)), shape=folder, style=\"\"];\n"
            for binding in graph.bindings where binding.scope == scope.id {
                out += "        \(binding.id) [label=\(quoted("\(binding.key)\n\(binding.kind) in \(binding.owner)"))];\n"
            }
            out += "    }\n"
        }
        if !graph.missing.isEmpty { out += "\n" }
        for missing in graph.missing {
            out += missing.reported
                ? "    \(missing.id) [label=\(quoted("missing: \(missing.key)")), color=red, fontcolor=red];\n"
                : "    \(missing.id) [label=\(quoted("not checked: \(missing.key)")), style=\"rounded,dashed\", color=gray, fontcolor=gray];\n"
        }
        if !graph.edges.isEmpty { out += "\n" }
        let reportedMissing = Set(graph.missing.filter(\.reported).map(\.id))
        for edge in graph.edges {
            var attributes: [String] = []
            if edge.kind == "parent" { attributes += ["style=dashed", "label=\"parent\""] }
            if edge.onCycle || reportedMissing.contains(edge.to) { attributes.append("color=red") }
            out += "    \(edge.from) -> \(edge.to)" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";\n"
        }
        return out + "}\n"
    }

    /// A DOT string literal: quotes and backslashes escaped, line breaks as `\n`.
    private func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
