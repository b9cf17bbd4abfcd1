import SwiftSyntax

/// A stored property that `@Injectable` fills from the container: a single, explicitly typed,
/// non-static, non-lazy stored property that is not a `let` with an initial value.
struct InjectableProperty {
    /// The property's name.
    let name: String
    /// The type of the memberwise initializer's parameter (`@escaping` added to function types).
    let parameterType: String
    /// The property's initial value, which becomes the parameter's default.
    let defaultValue: String?
    /// The expression given to `@InjectableName(name:)`, if any.
    let injectedName: String?

    /// The injectable property `variable` declares, or nil when it declares none.
    init?(_ variable: VariableDeclSyntax) {
        guard variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
              let type = binding.typeAnnotation?.type.trimmed,
              Self.isStored(binding),
              !variable.modifiers.contains(where: Self.excludesFromInit),
              !(variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil)
        else { return nil }
        name = identifier.identifier.text
        parameterType = Self.isFunction(type) ? "@escaping \(type)" : "\(type)"
        defaultValue = binding.initializer?.value.trimmedDescription
        injectedName = Self.injectedName(in: variable.attributes)
    }

    /// The injectable properties declared among `members`, in declaration order.
    static func all(in members: MemberBlockItemListSyntax) -> [InjectableProperty] {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self).flatMap(InjectableProperty.init) }
    }

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

    // A stored closure needs an escaping parameter, attributed (`@Sendable () -> Void`) or not.
    private static func isFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return isFunction(attributed.baseType)
        }
        return false
    }

    private static func injectedName(in attributes: AttributeListSyntax) -> String? {
        for attribute in attributes.attributes(named: "InjectableName") {
            guard case .argumentList(let arguments) = attribute.arguments else { continue }
            if let name = arguments.first(where: { $0.label?.text == "name" }) {
                return name.expression.trimmedDescription
            }
        }
        return nil
    }
}
