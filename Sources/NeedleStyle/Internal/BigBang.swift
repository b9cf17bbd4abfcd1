/// The parent of every `BootstrapComponent`: the `"^"` at the start of each path. It has no
/// parent itself.
final class BigBang: Scope, Sendable {
    static let pathElement = "^"
    /// Every bootstrap component shares this one; it holds nothing.
    static let shared = BigBang()

    var path: [String] { [Self.pathElement] }

    var parent: Scope {
        needleFatalError(.bootstrapComponentHasNoParent)
    }

    var __componentPathNode: AnyObject? { ComponentPathNode.root }

    private init() {}
}
