/// How Needle 0.25.1's generator reads a component property's access. It looks only at the
/// first modifier of the property and of the class or extension around it, so
/// `override public var` is not public to it and `private(set) public var` is private; in a
/// component's body it keeps only public properties, in an extension every one that is not
/// private or fileprivate.
public enum NeedleAccess: String, Codable, Hashable, Sendable {
    /// Needle provides it.
    case provider
    /// Needle leaves it out without a word: not public by its first modifier, in a component's body.
    case notPublicInBody
    /// Needle leaves it out with its "private/fileprivate, therefore inaccessible" note.
    case inaccessible

    /// Needle's reading of a property whose first modifier is `leading` (an access keyword, or
    /// `nil`), declared in a class or extension whose first modifier is `containerLeading`.
    init(leading: AccessLevel?, containerLeading: AccessLevel?, inExtension: Bool) {
        let hidden: Set<AccessLevel> = [.private, .fileprivate]
        if let leading, hidden.contains(leading) {
            self = .inaccessible
        } else if let containerLeading, hidden.contains(containerLeading) {
            self = .inaccessible
        } else if inExtension || leading == .public {
            self = .provider
        } else {
            self = .notPublicInBody
        }
    }
}
