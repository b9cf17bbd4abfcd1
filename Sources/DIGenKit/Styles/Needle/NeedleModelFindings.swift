/// What Needle's model builder met and set aside while merging the files into one `AppModel`:
/// declarations Needle does not accept, or that add nothing to the model. The builder only
/// records them; the rules of this folder judge and word them.
struct NeedleModelFindings: Sendable {
    /// A second declaration of a name the model already has; the first one is kept.
    struct Duplicate: Sendable {
        var name: String
        var location: SourceLocation
        /// Where the declaration the model kept is.
        var first: SourceLocation
    }

    /// An extension that declares properties, of a component-like name nothing declares.
    struct DanglingExtension: Sendable {
        var name: String
        var location: SourceLocation
        var propertyCount: Int
    }

    /// A component made with something other than `self` as its parent.
    struct BadInstantiation: Sendable {
        var component: String
        /// The file that makes it.
        var file: String
        var location: SourceLocation
        /// The parent argument as written.
        var parentArgument: String
    }

    /// A private or fileprivate member of a dependency protocol.
    struct HiddenMember: Sendable {
        var protocolName: String
        var member: PropertyDeclaration
    }

    /// Components named twice.
    var duplicateComponents: [Duplicate] = []
    /// Dependency protocols named twice.
    var duplicateDependencies: [Duplicate] = []
    /// Extensions whose properties provide nothing, since nothing declares their type.
    var extensionsWithoutDeclaration: [DanglingExtension] = []
    /// Instantiations the model does not take as a child.
    var badInstantiations: [BadInstantiation] = []
    /// Dependency-protocol members the generated file could not see.
    var hiddenDependencyMembers: [HiddenMember] = []
    /// Protocols a component names as its dependency that are declared but are not dependency
    /// protocols, by name: where each is declared.
    var protocolsNotDependencies: [String: SourceLocation] = [:]
    /// A pluginized component's plugin extension protocol that nothing declares, by component.
    var undeclaredPluginExtensions: [String: String] = [:]
}
