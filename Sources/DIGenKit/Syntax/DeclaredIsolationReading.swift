import SwiftSyntax

/// How the reading stage reads a `DeclaredIsolation` off the syntax tree.
extension DeclaredIsolation {
    /// The isolation `attributes` and `modifiers` state, or nil when they state none.
    static func written(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> DeclaredIsolation? {
        if writesMainActor(attributes) { return .mainActor }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return .nonisolated }
        return nil
    }

    /// Whether `attributes` (a declaration's or a closure's) include `@MainActor`.
    static func writesMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "MainActor" || name == "_Concurrency.MainActor"
        }
    }
}
