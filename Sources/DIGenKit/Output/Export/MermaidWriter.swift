/// The Mermaid form: a flowchart with a subgraph per scope, missing keys and edges on a cycle in
/// red.
struct MermaidWriter {
    let graph: ExportedGraph

    func text() -> String {
        var out = "flowchart LR\n"
        out += "    classDef missing stroke:#c00,color:#c00\n"
        out += "    classDef unchecked stroke:#888,color:#888,stroke-dasharray:4\n"
        for scope in graph.scopes {
            out += "    subgraph \(scope.id)_group[\(label(scope.title))]\n"
            out += "        \(scope.id)[/\(label(scope.name))/]\n"
            for binding in graph.bindings where binding.scope == scope.id {
                out += "        \(binding.id)(\(label("\(binding.key)<br/>\(binding.kind) in \(binding.owner)")))\n"
            }
            out += "    end\n"
        }
        for missing in graph.missing {
            out += missing.reported
                ? "    \(missing.id)[\(label("missing: \(missing.key)"))]:::missing\n"
                : "    \(missing.id)[\(label("not checked: \(missing.key)"))]:::unchecked\n"
        }
        let reportedMissing = Set(graph.missing.filter(\.reported).map(\.id))
        var red: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            out += "    \(edge.from) " + (edge.kind == "parent" ? "-. parent .->" : "-->") + " \(edge.to)\n"
            if edge.onCycle || reportedMissing.contains(edge.to) { red.append(index) }
        }
        if !red.isEmpty {
            out += "    linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#c00\n"
        }
        return out
    }

    /// A quoted Mermaid label, with the characters Mermaid reads as markup written as entities
    /// (`<br/>` is kept as the line break it is).
    private func label(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped.replacingOccurrences(of: "#lt;br/#gt;", with: "<br/>") + "\""
    }
}
