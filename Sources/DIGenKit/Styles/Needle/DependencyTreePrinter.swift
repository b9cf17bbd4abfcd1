import DIGraph

/// `print-dependency-tree`'s output, in Needle's format: one component per line, indented with
/// one tab per level, the `Component` suffix dropped, children in name order.
struct DependencyTreePrinter {
    let model: AppModel

    func tree(from rootName: String) -> String {
        var lines: [String] = []
        // A component already on the current path is not entered again (a cycle is reported by
        // the checks).
        ScopePaths.walk(from: [rootName], children: { model.components[$0]?.children ?? [] }) { path in
            lines.append(String(repeating: "\t", count: path.count - 1) + shortName(path[path.count - 1]))
        }
        return lines.joined(separator: "\n")
    }

    private func shortName(_ name: String) -> String {
        guard name.hasSuffix(NeedleNames.component), name != NeedleNames.component else { return name }
        return String(name.dropLast(NeedleNames.component.count))
    }
}

extension NeedlePathResolver {
    /// What stops `print-dependency-tree` from printing the tree below `start`: component
    /// cycles, and more paths below `start` than the check walks from a root.
    func treeProblems(from start: String) -> [Diagnostic] {
        var problems = NeedleCycleRule.cycles(in: model).diagnostics
        if let component = model.components[start],
           let count = ScopePaths.count(from: start, children: { model.components[$0]?.children ?? [] }),
           count > pathLimit {
            problems.append(TooManyPathsRule.diagnostic(OverfullRoot(root: component, count: .exactly(count), limit: pathLimit)))
        }
        return problems
    }
}
