/// The stable identifier of a kind of diagnostic, printed as `[digen/Name]` after each message.
///
/// Identifiers never change meaning once published, so scripts and suppressions can rely on them.
public enum DiagnosticID: String, Codable, Hashable, Sendable, CaseIterable {
    // Graph problems: the code was read, and the DI graph it describes is wrong (exit code 1).
    /// A dependency-protocol member that no ancestor component provides.
    case missingDependency = "digen/MissingDependency"
    /// Components that instantiate each other in a loop.
    case dependencyCycle = "digen/DependencyCycle"
    /// Two components with the same name.
    case duplicateComponent = "digen/DuplicateComponent"
    /// Two dependency protocols with the same name.
    case duplicateDependency = "digen/DuplicateDependency"
    /// A component's dependency protocol with two members of one name and different types.
    case conflictingDependencyMembers = "digen/ConflictingDependencyMembers"
    /// An extension of a component-like type that is declared nowhere.
    case extensionWithoutDeclaration = "digen/ExtensionWithoutDeclaration"
    /// A pluginized component's plugin extension protocol or non-core component is not declared.
    case unknownPluginExtension = "digen/UnknownPluginExtension"
    /// A plugin extension member that the non-core component does not provide.
    case missingPluginExtensionMember = "digen/MissingPluginExtensionMember"
    /// A component whose dependency protocol is not declared (or does not inherit `Dependency`).
    case unknownDependency = "digen/UnknownDependency"
    /// A component created with something other than `self` as its parent.
    case badInstantiation = "digen/BadInstantiation"
    /// A component that no root reaches; it is not checked.
    case orphanComponent = "digen/OrphanComponent"
    /// A private or fileprivate property, which the DI graph cannot see.
    case inaccessibleProperty = "digen/InaccessibleProperty"
    /// Typealiases that stand for each other in a loop.
    case typealiasCycle = "digen/TypealiasCycle"
    /// Classes whose superclass chain loops.
    case superclassCycle = "digen/SuperclassCycle"
    /// Protocols whose inheritance loops.
    case protocolInheritanceCycle = "digen/ProtocolInheritanceCycle"
    /// A WhoopDI request whose name nothing defines, while a near name is defined.
    case misspelledName = "digen/MisspelledName"
    /// The same WhoopDI key defined twice in one container's modules.
    case duplicateBinding = "digen/DuplicateBinding"
    /// A WhoopDI definition whose type digen cannot infer from its closure.
    case uninferredType = "digen/UninferredType"
    /// A WhoopDI container or module list naming a module not declared in the sources.
    case unknownModule = "digen/UnknownModule"
    /// A Drip component made without a parent one of its accessors reads.
    case missingParent = "digen/MissingParent"
    /// A Drip component made without a module one of its accessors reads.
    case missingModule = "digen/MissingModule"
    /// A Drip `abstract()` generator that no construction of its component overrides.
    case abstractNotOverridden = "digen/AbstractNotOverridden"
    /// A Drip component made by a chain whose value goes where digen does not follow it.
    case unfollowedChain = "digen/UnfollowedChain"
    /// A Needle root with more root-to-component paths than digen walks; none of them is checked.
    case tooManyPaths = "digen/TooManyPaths"
    /// A value made or read on the main actor, required by a consumer that may run elsewhere.
    case nonisolatedReadsMainActor = "digen/NonisolatedReadsMainActor"
    /// A value only an async provider makes, required by a consumer that cannot await it.
    case synchronousReadsAsync = "digen/SynchronousReadsAsync"
    /// One instance of a class that is not `Sendable`, shared across isolation domains.
    case nonSendableSharedAcrossIsolation = "digen/NonSendableSharedAcrossIsolation"

    // Input problems: digen could not read what it was given (exit code 2).
    /// A path given on the command line or in a sources list that does not exist.
    case inputNotFound = "digen/InputNotFound"
    /// A file that could not be read, or is not UTF-8 text.
    case unreadableFile = "digen/UnreadableFile"
    /// A Swift file that does not parse.
    case syntaxError = "digen/SyntaxError"
    /// A directory or sources list with no Swift files, or no Swift files at all.
    case noSources = "digen/NoSources"
    /// A sources list file that could not be read or understood.
    case badSourcesList = "digen/BadSourcesList"
    /// A file whose parsing took longer than the timeout.
    case parsingTimeout = "digen/ParsingTimeout"
    /// An option with a value digen does not understand.
    case invalidOption = "digen/InvalidOption"
    /// `print-dependency-tree` was asked to start at a component that does not exist.
    case unknownRootComponent = "digen/UnknownRootComponent"
    /// `generate` could not read a `--header-doc` file or write its output file.
    case outputNotWritten = "digen/OutputNotWritten"
    /// A file nests brackets, generic arguments, `#if` blocks, interpolations, `->` or
    /// `try`/`await` deeper than digen parses.
    case nestingTooDeep = "digen/NestingTooDeep"
    /// An input is larger than `--max-file-size` allows.
    case fileTooLarge = "digen/FileTooLarge"
    /// A folder walk passed over an entry that is not a readable Swift file (a link that leads
    /// nowhere, a FIFO, a socket, a device, a name that is not UTF-8); shown at `info` level.
    case skippedEntry = "digen/SkippedEntry"
    /// A module summary (`--summary`) that cannot be read: missing, not a summary, or of another
    /// format version.
    case badSummary = "digen/BadSummary"
    /// A declaration of another module the generated code names is not public: a provider,
    /// component or dependency protocol Needle's wiring reads, a type a WhoopDI accessor returns,
    /// or a component, parent, module or initializer a Drip builder names.
    case crossModuleAccess = "digen/CrossModuleAccess"
    /// A component, module or container is named but declared in nothing the run read: a module's
    /// sources or summary are missing from the run.
    case undeclaredType = "digen/UndeclaredType"
    /// The cache folder cannot be used; the run reads every file without it.
    case cacheUnavailable = "digen/CacheUnavailable"

    /// Whether this diagnostic is about the input rather than the graph; an input error makes
    /// `digen` exit with code 2 instead of 1.
    public var isInputProblem: Bool {
        switch self {
        case .inputNotFound, .unreadableFile, .syntaxError, .noSources, .badSourcesList,
             .parsingTimeout, .invalidOption, .unknownRootComponent, .outputNotWritten, .nestingTooDeep, .fileTooLarge,
             .badSummary:
            true
        default:
            false
        }
    }
}
