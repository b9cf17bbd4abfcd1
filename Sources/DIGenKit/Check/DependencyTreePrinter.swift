/// `print-dependency-tree`'s output, in Needle's format: one component per line, indented with
/// one tab per level, the `Component` suffix dropped, children in name order.
struct DependencyTreePrinter {
    let model: AppModel

    func tree(from rootName: String) -> String {
        var lines: [String] = []
        var onPath: Set<String> = []
        func visit(_ name: String, level: Int) {
            let shown = name.hasSuffix(NeedleNames.component) && name != NeedleNames.component
                ? String(name.dropLast(NeedleNames.component.count)) : name
            lines.append(String(repeating: "\t", count: level) + shown)
            // A cycle is reported by the checks; here it simply stops the descent.
            guard onPath.insert(name).inserted else { return }
            for child in model.components[name]?.children ?? [] where !onPath.contains(child) {
                visit(child, level: level + 1)
            }
            onPath.remove(name)
        }
        visit(rootName, level: 0)
        return lines.joined(separator: "\n")
    }
}
