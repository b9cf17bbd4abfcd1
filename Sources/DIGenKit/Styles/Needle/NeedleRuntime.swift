/// The Needle runtime a generated file is written for: the module its `import` line names.
/// Both runtimes have every name the file uses (`NeedleFoundation.Scope`, `Scope.parent`,
/// `EmptyDependencyProvider(component:)`, `__DependencyProviderRegistry` and, for pluginized
/// apps, `__PluginExtensionProviderRegistry`), so only the import differs.
public enum NeedleRuntime: String, CaseIterable, Hashable, Sendable {
    /// `NeedleFoundation` when the Needle sources import it and not `NeedleStyle`; otherwise
    /// `NeedleStyle`.
    case auto
    /// Uber's `NeedleFoundation`.
    case needleFoundation = "NeedleFoundation"
    /// This package's `NeedleStyle`.
    case needleStyle = "NeedleStyle"

    /// The module to import, given the import lines of the files that declare the Needle graph.
    func module(forSourceImports imports: [String]) -> String {
        switch self {
        case .needleFoundation: return Self.needleFoundation.rawValue
        case .needleStyle: return Self.needleStyle.rawValue
        case .auto:
            let modules = Set(imports.compactMap(ImportLines.module(of:)))
            let foundationOnly = modules.contains(Self.needleFoundation.rawValue) && !modules.contains(Self.needleStyle.rawValue)
            return foundationOnly ? Self.needleFoundation.rawValue : Self.needleStyle.rawValue
        }
    }
}
