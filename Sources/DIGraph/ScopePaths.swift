/// Every path down a graph of scopes from a start: the static walk that Needle's checks,
/// generation and dependency tree all share.
///
/// A scope may have several parents (a Needle component instantiated by two others), so it is
/// reached once per path. A scope already on the path is not entered again, so a cycle (which a
/// separate check reports) cannot loop.
public enum ScopePaths {
    /// Calls `visit` with every path that begins with `start`, `start` itself first, then depth
    /// first with children in the order `children` gives them. Runs without recursion, so a graph
    /// of any depth is safe.
    public static func walk<Node: Hashable>(
        from start: [Node], children: (Node) -> [Node], visit: ([Node]) throws -> Void
    ) rethrows {
        guard let last = start.last else { return }
        var path = start
        var onPath = Set(start)
        try visit(path)
        var pending = [children(last)[...]]
        while !pending.isEmpty {
            guard let child = pending[pending.count - 1].popFirst() else {
                pending.removeLast()
                if path.count > start.count { onPath.remove(path.removeLast()) }
                continue
            }
            guard onPath.insert(child).inserted else { continue }
            path.append(child)
            try visit(path)
            pending.append(children(child)[...])
        }
    }
}
