import DIGraph

/// One root-to-component path as the check resolved it: the components, root first, and for
/// each member of the last component's dependency protocol (in the protocol's order) the
/// ancestor that provides it, or `nil` when none does.
struct NeedlePath: Sendable {
    /// The component names, root first.
    var components: [String]
    /// Per dependency member, where the check found it.
    var sources: [StaticResolver.Match?]

    /// The path as Needle registers it: `^->RootComponent->ChildComponent`.
    var text: String { "^->" + components.joined(separator: "->") }
}
