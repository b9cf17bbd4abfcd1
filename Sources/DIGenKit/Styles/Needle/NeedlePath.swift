import DIGraph

/// One root-to-component path as the check resolved it: the components, root first, and for
/// each member of the last component's dependency protocol (in the protocol's order) the
/// ancestor that provides it, or `nil` when none does.
///
/// The components are not stored per path: a path is a node of the tree of paths the check's
/// walk made (`NeedlePathTree`), so that a path takes the same room however long it is. Its
/// component list and text are made on demand, in time proportional to its length.
struct NeedlePath: Sendable {
    /// The tree the path is a node of.
    let tree: NeedlePathTree
    /// The path's node in `tree`.
    let node: Int
    /// Per dependency member, where the check found it.
    var sources: [StaticResolver.Match?]

    /// The component the path ends at.
    var component: String { tree.name(of: node) }

    /// The component before it (the one that instantiates it), `nil` for a root's path.
    var parentComponent: String? { tree.parent(of: node).map(tree.name(of:)) }

    /// How many components the path holds.
    var count: Int { tree.depth(of: node) }

    /// The component names, root first.
    var components: [String] {
        var names = [String](repeating: "", count: count)
        var current: Int? = node
        var position = names.count
        while let index = current {
            position -= 1
            names[position] = tree.name(of: index)
            current = tree.parent(of: index)
        }
        return names
    }

    /// The path as Needle registers it: `^->RootComponent->ChildComponent`, each name as the run
    /// time prints the type (`SwiftSpelling.runtimeTypeName`).
    var text: String {
        let names = components
        var text = "^"
        text.reserveCapacity(names.reduce(1) { $0 + $1.utf8.count + 2 })
        for name in names {
            text += "->"
            text += SwiftSpelling.runtimeTypeName(name)
        }
        return text
    }
}

extension NeedlePath {
    /// `paths`, in the order the check lists them, ordered by their text, as Needle registers
    /// them. The check lists each root's paths depth first, roots and children in name order,
    /// and when every name is made of ASCII letters, digits and underscores, which all sort after
    /// the `-` of the `->` between names, that is the order of the texts already: a path comes
    /// before the longer paths it starts, and two paths that part sort as the names where they
    /// part. So the texts, which a long chain makes long, are made and compared only when some
    /// name has other characters.
    static func inTextOrder(_ paths: [NeedlePath]) -> [NeedlePath] {
        let plain = paths.allSatisfy { path in
            path.component.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            }
        }
        return plain ? paths : paths.map { (text: $0.text, path: $0) }.sorted { $0.text < $1.text }.map(\.path)
    }
}

/// Every path a check walked, each stored as its last component and the path it extends.
final class NeedlePathTree: Sendable {
    /// The component names, by number.
    private let names: [String]
    /// Per node, its component's number.
    private let components: [Int]
    /// Per node, the node of the path it extends, or -1 for a root's path.
    private let parents: [Int]
    /// Per node, how many components its path holds.
    private let depths: [Int]

    /// A tree of the nodes given by `components` and `parents` (each parent before its
    /// children), naming components by their number in `names`.
    init(names: [String], components: [Int], parents: [Int]) {
        self.names = names
        self.components = components
        self.parents = parents
        var depths = [Int](repeating: 1, count: parents.count)
        for (node, parent) in parents.enumerated() where parent >= 0 { depths[node] = depths[parent] + 1 }
        self.depths = depths
    }

    /// How many paths the tree holds.
    var count: Int { components.count }

    func name(of node: Int) -> String { names[components[node]] }

    func parent(of node: Int) -> Int? { parents[node] >= 0 ? parents[node] : nil }

    func depth(of node: Int) -> Int { depths[node] }
}
