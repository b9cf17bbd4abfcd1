/// Which component properties count as providers (`--access-rules`).
public enum AccessRules: String, CaseIterable, Hashable, Sendable {
    /// Swift's rule for generated code in the components' own module: every property but
    /// `private` and `fileprivate` ones (the default).
    case swift
    /// For generated code in another module: only `public` and `open` properties, and those of a
    /// `public extension` (`--require-public`).
    case `public`
    /// Needle 0.25.1's generator, exactly: in a component's body only a property whose first
    /// modifier is `public`; in an extension every property but private and fileprivate ones;
    /// access read from the first modifier alone (see `NeedleAccess`).
    case needle0_25_1 = "needle-0.25.1"
}
