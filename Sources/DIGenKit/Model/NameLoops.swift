import DIGraph

/// Loops among named declarations (typealiases, superclasses, inherited protocols), found with
/// DIGraph's cycle search so that each is reported once, whatever its length, without a depth
/// limit.
enum NameLoops {
    /// Each loop in `edges` (a name to the names it refers to), written from its smallest name
    /// back to it (`["A", "B", "A"]`), in name order.
    static func find(in edges: [String: [String]]) -> [[String]] {
        var graph = DependencyGraph<String>()
        for (name, targets) in edges {
            for target in targets { graph.addEdge(from: name, to: target) }
        }
        return graph.cycles()
    }
}
