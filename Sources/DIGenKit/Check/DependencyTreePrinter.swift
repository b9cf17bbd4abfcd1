/// `print-dependency-tree`'s output, in Needle's format: one component per line, indented with
/// one tab per level, the `Component` suffix dropped, children in name order.
struct DependencyTreePrinter {
    let model: AppModel

    func tree(from rootName: String) -> String {
        var lines: [String] = []
        // Depth-first without recursion, so a deep tree cannot overflow the stack. A component
        // already on the current path is not entered again (a cycle is reported by the checks).
        var path: [String] = []
        var pending: [(name: String, level: Int)] = [(rootName, 0)]
        while let (name, level) = pending.popLast() {
            path.removeLast(path.count - level)
            guard !path.contains(name) else { continue }
            lines.append(String(repeating: "\t", count: level) + shortName(name))
            path.append(name)
            for child in (model.components[name]?.children ?? []).reversed() {
                pending.append((child, level + 1))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func shortName(_ name: String) -> String {
        guard name.hasSuffix(NeedleNames.component), name != NeedleNames.component else { return name }
        return String(name.dropLast(NeedleNames.component.count))
    }
}
