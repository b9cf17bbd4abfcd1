/// Where chains of names end (a typealias's last alias, a component class's Needle base), each
/// chain followed once: every name on a chain learns the chain's end, so a later chain stops at
/// the first name already known, and ten thousand links take ten thousand steps in all. A chain
/// that loops, or leaves the names `step` knows, ends nowhere (`nil`).
enum ChainEnds {
    /// One link of a chain.
    enum Step<End> {
        /// The chain goes on to this name.
        case next(String)
        /// The chain ends at this name, with this value.
        case end(End)
        /// The chain leaves what is known: it ends nowhere.
        case unknown
    }

    /// The end of the chain from `start`, recorded in `known` (a name to its chain's end, `nil`
    /// for nowhere) for every name on the way.
    static func end<End>(from start: String, known: inout [String: End?], step: (String) -> Step<End>) -> End? {
        var chain: [String] = []
        var onChain: Set<String> = []
        var current = start
        var end: End?
        while true {
            if let recorded = known[current] {
                end = recorded
                break
            }
            // Back at a name on this chain: a loop, which ends nowhere.
            guard onChain.insert(current).inserted else { break }
            chain.append(current)
            switch step(current) {
            case .next(let name):
                current = name
                continue
            case .end(let value):
                end = value
            case .unknown:
                break
            }
            break
        }
        for name in chain { known[name] = .some(end) }
        return end
    }
}
