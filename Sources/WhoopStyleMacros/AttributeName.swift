import SwiftSyntax

extension AttributeSyntax {
    /// Whether the attribute is `@name` or a module-qualified `@Module.name`.
    func isNamed(_ name: String) -> Bool {
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
    func attributes(named name: String) -> [AttributeSyntax] {
        compactMap { element in
            guard case .attribute(let attribute) = element, attribute.isNamed(name) else { return nil }
            return attribute
        }
    }
}
