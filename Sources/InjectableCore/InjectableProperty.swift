import SwiftSyntax

/// A stored property that `@Injectable` fills from the container: a single, explicitly typed,
/// non-static, non-lazy stored property that is not a `let` with an initial value.
package struct InjectableProperty {
    /// The property's name.
    package let name: String
    /// The property's pattern, where it is declared.
    package let pattern: IdentifierPatternSyntax
    /// The property's written type.
    package let type: TypeSyntax
    /// The property's initial value, which becomes the memberwise parameter's default.
    package let defaultValue: ExprSyntax?
    /// The expression given to `@InjectableName(name:)`, if any: the key's name.
    package let injectedName: ExprSyntax?

    /// The injectable property `variable` declares, or nil when it declares none.
    package init?(_ variable: VariableDeclSyntax) {
        guard variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
              let type = binding.typeAnnotation?.type,
              Self.isStored(binding),
              !variable.modifiers.contains(where: Self.excludesFromInit),
              !(variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil)
        else { return nil }
        name = pattern.identifier.text
        self.pattern = pattern
        self.type = type
        defaultValue = binding.initializer?.value
        injectedName = Self.injectedName(in: variable.attributes)
    }

    /// Whether the property holds a function, which a memberwise parameter takes `@escaping`
    /// (`() -> Void`, `@Sendable () -> Void`).
    package var isFunction: Bool { Self.isFunction(type) }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .none:
            return true
        case .getter:
            return false
        case .accessors(let accessors):
            // Observers keep a property stored; any other accessor makes it computed.
            return accessors.allSatisfy { accessor in
                accessor.accessorSpecifier.tokenKind == .keyword(.willSet)
                    || accessor.accessorSpecifier.tokenKind == .keyword(.didSet)
            }
        }
    }

    private static func excludesFromInit(_ modifier: DeclModifierSyntax) -> Bool {
        switch modifier.name.tokenKind {
        case .keyword(.static), .keyword(.class), .keyword(.lazy): true
        default: false
        }
    }

    private static func isFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return isFunction(attributed.baseType)
        }
        return false
    }

    private static func injectedName(in attributes: AttributeListSyntax) -> ExprSyntax? {
        for attribute in attributes.attributes(named: "InjectableName") {
            guard case .argumentList(let arguments) = attribute.arguments else { continue }
            if let name = arguments.first(where: { $0.label?.text == "name" }) {
                return name.expression
            }
        }
        return nil
    }
}
