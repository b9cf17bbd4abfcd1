internal import DIGraph

/// A scope that can hand its path node and graph scope to the components it creates: every
/// `Component`, and the parent of every `BootstrapComponent`.
protocol ComponentPathCarrier: AnyObject {
    var pathNode: ComponentPathNode { get }
    /// The DIGraph scope a child component's scope hangs from, or nil for a root.
    var graphScopeForChildren: DIGraph.Scope? { get }
}
