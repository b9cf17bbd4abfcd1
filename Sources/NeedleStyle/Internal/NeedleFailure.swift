/// A misuse that stops the program, with the message Needle prints for it.
///
/// Every fatal path goes through `needleFatalError(_:)`, so the texts can be tested here even
/// though the crash cannot.
enum NeedleFailure: Error, Equatable, CustomStringConvertible {
    /// No dependency provider factory is registered for the component's path.
    case missingDependencyProviderFactory(path: [String])
    /// The factory for `component`'s path returned an object that does not conform to the
    /// component's dependency protocol.
    case incorrectDependencyProviderType(component: String, expected: String, actual: String)
    /// No plugin extension provider factory is registered for the component's name.
    case missingPluginExtensionProviderFactory(path: [String])
    /// The plugin extension provider factory returned an object of the wrong type.
    case incorrectPluginExtensionProviderType(component: String, expected: String, actual: String)
    /// `nonCoreComponent` was read after the bound lifecycle reached `deinit`.
    case nonCoreComponentReleased(component: String)
    /// A pluginized component went away without `bind(to:)` having been called.
    case pluginizedComponentNotBound(component: String)
    /// A component whose dependency provider factory is a main-actor one was made off the main
    /// actor. Needle has no main-actor factories.
    case mainActorProviderOffMainActor(path: [String])
    /// Something asked for the parent of a `BootstrapComponent`'s parent.
    case bootstrapComponentHasNoParent
    /// A `shared {}` factory needed its own value (`reason` is DIGraph's cycle message). Needle
    /// overflows the stack here instead.
    case sharedInstanceFailed(reason: String)

    /// The message, word for word as Needle has it where Needle has one.
    var description: String {
        switch self {
        case let .missingDependencyProviderFactory(path):
            // Needle's words, then the usual cause, which Needle leaves unsaid.
            "Missing dependency provider factory for \(path). "
                + "Call registerProviderFactories() (from the file `digen generate` writes) once at launch, "
                + "before any component is made; if it runs, regenerate that file: this path is not in it."
        case let .incorrectDependencyProviderType(component, expected, actual):
            "Dependency provider factory for \(component) returned incorrect type. "
                + "Should be of type \(expected). Actual type is \(actual)"
        case let .missingPluginExtensionProviderFactory(path):
            "Missing plugin extension provider factory for \(path)"
        case let .incorrectPluginExtensionProviderType(component, expected, actual):
            "Plugin extension provider factory for \(component) returned incorrect type. "
                + "Should be of type \(expected). Actual type is \(actual)"
        case let .nonCoreComponentReleased(component):
            "Attempt to access non-core component of \(component) after it has been released."
        case let .pluginizedComponentNotBound(component):
            // "lifecyle" is Needle's spelling; the message is kept as Needle prints it.
            "\(component) should be bound to its corresponding lifecyle to avoid memory leaks."
        case let .mainActorProviderOffMainActor(path):
            "The dependency provider for \(path.joined(separator: "->")) is isolated to the main actor, "
                + "but the component was made off the main actor. Make it on the main actor "
                + "(mark the code that makes it @MainActor), or make its dependency protocol nonisolated."
        case .bootstrapComponentHasNoParent:
            "BootstrapComponent does not have a parent, do not use this property."
        case let .sharedInstanceFailed(reason):
            "Cannot create a shared instance: \(reason)"
        }
    }
}

/// Stops the program with `failure`'s message.
func needleFatalError(_ failure: NeedleFailure, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(failure.description, file: file, line: line)
}
