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
        try walk(from: start, children: children, enter: visit, leave: { _ in })
    }

    /// The same walk, telling also when it leaves a path: `enter` is called with each path as
    /// `visit` is, and `leave` with the same path once every path below it has been entered and
    /// left, so that a caller can keep what it knows about the path up to date as the path grows
    /// and shrinks at its end instead of looking at the whole path each time.
    ///
    /// Stops as soon as it would enter path number `limit + 1` (counting `start`), without
    /// calling `leave` for the paths still open, and returns `nil`; otherwise returns how many
    /// paths it entered.
    @discardableResult
    public static func walk<Node: Hashable>(
        from start: [Node], limit: Int = .max, children: (Node) -> [Node],
        enter: ([Node]) throws -> Void, leave: ([Node]) throws -> Void
    ) rethrows -> Int? {
        guard let last = start.last else { return 0 }
        guard limit >= 1 else { return nil }
        var path = start
        var onPath = Set(start)
        var entered = 1
        try enter(path)
        var pending = [children(last)[...]]
        while !pending.isEmpty {
            guard let child = pending[pending.count - 1].popFirst() else {
                pending.removeLast()
                try leave(path)
                if path.count > start.count { onPath.remove(path.removeLast()) }
                continue
            }
            guard onPath.insert(child).inserted else { continue }
            guard entered < limit else { return nil }
            entered += 1
            path.append(child)
            try enter(path)
            pending.append(children(child)[...])
        }
        return entered
    }

    /// How many paths `walk(from: [start], …)` enters, found without walking them: for each
    /// scope, one path for itself plus those below each child, each scope counted once. Linear in
    /// the scopes and edges below `start`, however many paths there are; a count beyond `Int.max`
    /// is `Int.max`. `nil` when a cycle is reachable from `start`: the walk then enters only the
    /// paths that do not close it, which this count cannot tell apart.
    public static func count<Node: Hashable>(from start: Node, children: (Node) -> [Node]) -> Int? {
        var pathsBelow: [Node: Int] = [:]
        var onStack: Set<Node> = [start]
        var stack: [(node: Node, children: ArraySlice<Node>, paths: Int)] = [(start, children(start)[...], 1)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if let child = stack[top].children.popFirst() {
                if let known = pathsBelow[child] {
                    stack[top].paths = saturatingSum(stack[top].paths, known)
                } else if onStack.insert(child).inserted {
                    stack.append((child, children(child)[...], 1))
                } else {
                    return nil
                }
                continue
            }
            let done = stack.removeLast()
            onStack.remove(done.node)
            pathsBelow[done.node] = done.paths
            if !stack.isEmpty { stack[stack.count - 1].paths = saturatingSum(stack[stack.count - 1].paths, done.paths) }
        }
        return pathsBelow[start]
    }

    private static func saturatingSum(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? .max : sum
    }
}
