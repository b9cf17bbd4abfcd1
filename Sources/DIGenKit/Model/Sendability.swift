/// Which types the sources show to be not `Sendable`, for the checks of values shared across
/// isolation domains. Only certain cases count: a class declared with no inheritance clause and
/// no global actor, to which no extension adds `Sendable`. Anything else may be `Sendable` in
/// ways the sources alone do not show (a superclass, a protocol that refines `Sendable`).
enum Sendability {
    /// The names of the classes in `summaries` that are certainly not `Sendable`.
    static func nonSendableClasses(in summaries: [FileSummary]) -> Set<String> {
        var classes: Set<String> = []
        var madeSendable: Set<String> = []
        for file in summaries.indices {
            classes.formUnion(summaries[file].nonSendableClasses)
            for declaration in summaries[file].extensions where declaration.inheritedTypes.contains(where: declaresSendable) {
                madeSendable.insert(declaration.name)
            }
        }
        return classes.subtracting(madeSendable)
    }

    /// Whether an inherited type is `Sendable` (`Sendable`, `@unchecked Sendable`, `Swift.Sendable`).
    private static func declaresSendable(_ inherited: TypeText) -> Bool {
        var type = inherited.structure
        if case .attributed(_, let inner) = type { type = inner }
        return type.baseName == "Sendable"
    }

    /// Whether `type` (resolved) is one of `classes`: a plain name, as a singleton's type is written.
    static func isNonSendable(_ type: TypeDescription, among classes: Set<String>) -> Bool {
        guard case .nominal(let name, _, let arguments) = type, arguments.isEmpty else { return false }
        return classes.contains(name)
    }
}
