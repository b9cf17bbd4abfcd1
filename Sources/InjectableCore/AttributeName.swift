import SwiftSyntax

extension AttributeSyntax {
    /// Whether the attribute is `@name` or a module-qualified `@Module.name`.
    package func isNamed(_ name: String) -> Bool {
        if let identifier = attributeName.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == name
        }
        if let member = attributeName.as(MemberTypeSyntax.self) {
            return member.name.text == name
        }
        return false
    }
}

extension AttributeListSyntax {
    /// The attributes called `name`, qualified or not.
    package func attributes(named name: String) -> [AttributeSyntax] {
        compactMap { element in
            guard case .attribute(let attribute) = element, attribute.isNamed(name) else { return nil }
            return attribute
        }
    }

    /// Whether an attribute called `name`, qualified or not, is among these.
    package func contains(named name: String) -> Bool {
        contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.isNamed(name)
        }
    }
}
