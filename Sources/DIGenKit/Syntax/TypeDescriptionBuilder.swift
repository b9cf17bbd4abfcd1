import SwiftSyntax

/// Turns written types into `TypeDescription`s: sugar expanded, `any` dropped, compositions
/// sorted, so that the model compares types by structure.
enum TypeDescriptionBuilder {
    /// The structure of `type`.
    static func description(of type: TypeSyntax) -> TypeDescription {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return nominal(identifier.name.identifierName, qualifier: nil, identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let qualifier = TypeNormalizer.collapseWhitespace(member.baseType.trimmedDescription)
            return nominal(member.name.identifierName, qualifier: qualifier, member.genericArgumentClause)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(description(of: optional.wrappedType))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(description(of: unwrapped.wrappedType))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(description(of: array.element))
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: description(of: dictionary.key), value: description(of: dictionary.value))
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map {
                TypeDescription.TupleElement(label: $0.firstName?.identifierName, type: description(of: $0.type))
            }
            if elements.count == 1, elements[0].label == nil { return elements[0].type }
            return .tuple(elements)
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            return .function(
                parameters: function.parameters.map { description(of: $0.type) },
                isAsync: function.effectSpecifiers?.asyncSpecifier != nil,
                throws: function.effectSpecifiers?.throwsClause != nil,
                result: description(of: function.returnClause.type))
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let attributes = keyedAttributes(of: attributed)
            let base = description(of: attributed.baseType)
            return attributes.isEmpty ? base : .attributed(attributes: attributes, base)
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            let constraint = description(of: someOrAny.constraint)
            // `any P` and a bare `P` are the same existential type.
            return someOrAny.someOrAnySpecifier.tokenKind == .keyword(.any) ? constraint : .opaque(constraint)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return .composition(composition.elements.map { description(of: $0.type) }.sorted())
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return .metatype(description(of: metatype.baseType), isProtocol: metatype.metatypeSpecifier.text == "Protocol")
        }
        return .other(TypeNormalizer.collapseWhitespace(type.trimmedDescription))
    }

    /// The specifiers and attributes of `attributed` that make it another type: `inout` and
    /// `@convention(…)`. Ownership (`consuming`, `borrowing`, `__owned`, `__shared`), `sending`,
    /// `isolated`, `@Sendable`, global actors and `@escaping` say how a value is passed or where it
    /// may be used, not which value a container holds, so a key leaves them out.
    static func keyedAttributes(of attributed: AttributedTypeSyntax) -> [String] {
        var kept: [String] = []
        for specifier in attributed.specifiers where specifier.trimmedDescription == "inout" { kept.append("inout") }
        for element in attributed.attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "convention" else { continue }
            kept.append(TypeNormalizer.collapseWhitespace(attribute.trimmedDescription))
        }
        return kept
    }

    /// A nominal type, with the standard library's generic sugar types made structural.
    static func nominal(_ name: String, qualifier: String?, _ clause: GenericArgumentClauseSyntax?) -> TypeDescription {
        let arguments: [TypeDescription] = clause?.arguments.map { argument in
            switch argument.argument {
            case .type(let type): description(of: type)
            case .expr(let expression): .other(TypeNormalizer.collapseWhitespace(expression.trimmedDescription))
            }
        } ?? []
        return nominal(name, qualifier: qualifier, arguments: arguments)
    }

    /// `Optional<T>`, `Array<T>` and `Dictionary<K, V>` (bare or `Swift.`-qualified) as their
    /// sugared structure; any other name as a nominal type.
    static func nominal(_ name: String, qualifier: String?, arguments: [TypeDescription]) -> TypeDescription {
        if qualifier == nil || qualifier == "Swift" {
            switch (name, arguments.count) {
            case ("Optional", 1): return .optional(arguments[0])
            case ("Array", 1): return .array(arguments[0])
            case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
            default: break
            }
        }
        return .nominal(name: name, qualifier: qualifier == "Swift" ? nil : qualifier, arguments: arguments)
    }

    /// The type an expression names when it is used as a type (`Box<Int>` in `Box<Int>(…)`,
    /// `Module.Pump` in `Module.Pump.init(…)`), or `nil` when it is not a type reference.
    static func typeReference(_ expression: ExprSyntax) -> TypeDescription? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierName
            guard name.first?.isUppercase == true, name != "Self" else { return nil }
            return nominal(name, qualifier: nil, arguments: [])
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self),
           let base = typeReference(specialization.expression),
           case .nominal(let name, let qualifier, _) = base {
            return nominal(name, qualifier: qualifier, specialization.genericArgumentClause)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.identifierName
            guard name.first?.isUppercase == true else { return nil }
            let qualifier = TypeNormalizer.collapseWhitespace(base.trimmedDescription)
            guard qualifier.first?.isUppercase == true else { return nil }
            return nominal(name, qualifier: qualifier, arguments: [])
        }
        if let typeExpression = expression.as(TypeExprSyntax.self) {
            return description(of: typeExpression.type)
        }
        return nil
    }
}
