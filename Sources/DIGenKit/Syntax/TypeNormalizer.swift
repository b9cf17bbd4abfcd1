import SwiftSyntax

/// Turns a written type into `TypeText`, comparing types by structure rather than by spelling:
/// `Int?`, `Optional<Int>` and `Swift.Optional<Swift.Int>` all normalise to `Optional<Int>`.
///
/// Module prefixes are dropped the way Needle drops them, by keeping the last name of a dotted
/// type; a nested type `Outer.Inner` is therefore compared as `Inner`.
enum TypeNormalizer {
    /// `type` as `TypeText`; `source`, when given, is the text the tree was parsed from, which
    /// makes the written text cheaper to get.
    static func text(of type: TypeSyntax, source: SourceText? = nil) -> TypeText {
        let written = source?.trimmedText(of: type) ?? collapseWhitespace(type.trimmedDescription)
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let arguments = genericArguments(identifier.genericArgumentClause, source: source)
            return TypeText(
                written: written, normalized: nominal(identifier.name.identifierName, arguments),
                baseName: identifier.name.identifierName, qualifier: nil, genericArguments: arguments,
                structure: TypeDescriptionBuilder.nominal(identifier.name.identifierName, qualifier: nil, arguments: arguments.map(\.structure)))
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let arguments = genericArguments(member.genericArgumentClause, source: source)
            let qualifier = source?.trimmedText(of: member.baseType) ?? collapseWhitespace(member.baseType.trimmedDescription)
            return TypeText(
                written: written, normalized: nominal(member.name.identifierName, arguments),
                baseName: member.name.identifierName, qualifier: qualifier, genericArguments: arguments,
                structure: TypeDescriptionBuilder.nominal(member.name.identifierName, qualifier: qualifier, arguments: arguments.map(\.structure)))
        }
        return TypeText(written: written, normalized: normalized(type), structure: TypeDescriptionBuilder.description(of: type))
    }

    /// The canonical text of `type`.
    static func normalized(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return nominal(identifier.name.identifierName, genericArguments(identifier.genericArgumentClause))
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return nominal(member.name.identifierName, genericArguments(member.genericArgumentClause))
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return "Optional<\(normalized(optional.wrappedType))>"
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return "Optional<\(normalized(unwrapped.wrappedType))>"
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return "Array<\(normalized(array.element))>"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "Dictionary<\(normalized(dictionary.key)), \(normalized(dictionary.value))>"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { element -> String in
                let label = element.firstName.map { "\($0.identifierName): " } ?? ""
                return label + normalized(element.type)
            }
            // `(T)` is just `T`.
            if elements.count == 1, tuple.elements.first?.firstName == nil { return elements[0] }
            return "(\(elements.joined(separator: ", ")))"
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            let parameters = function.parameters.map { normalized($0.type) }.joined(separator: ", ")
            var effects = ""
            if function.effectSpecifiers?.asyncSpecifier != nil { effects += " async" }
            if function.effectSpecifiers?.throwsClause != nil { effects += " throws" }
            return "(\(parameters))\(effects) -> \(normalized(function.returnClause.type))"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return (TypeDescriptionBuilder.keyedAttributes(of: attributed) + [normalized(attributed.baseType)]).joined(separator: " ")
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            // `any P` and a bare `P` are the same existential type.
            if someOrAny.someOrAnySpecifier.tokenKind == .keyword(.any) {
                return normalized(someOrAny.constraint)
            }
            return "some \(normalized(someOrAny.constraint))"
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            // `A & B` is the same type as `B & A`.
            return composition.elements.map { normalized($0.type) }.sorted().joined(separator: " & ")
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return "\(normalized(metatype.baseType)).\(metatype.metatypeSpecifier.text)"
        }
        return collapseWhitespace(type.trimmedDescription)
    }

    private static func genericArguments(_ clause: GenericArgumentClauseSyntax?, source: SourceText? = nil) -> [TypeText] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            switch argument.argument {
            case .type(let type):
                return text(of: type, source: source)
            case .expr(let expression):
                let written = collapseWhitespace(expression.trimmedDescription)
                return TypeText(written: written, normalized: written)
            }
        }
    }

    private static func nominal(_ name: String, _ arguments: [TypeText]) -> String {
        guard !arguments.isEmpty else { return name }
        return "\(name)<\(arguments.map(\.normalized).joined(separator: ", "))>"
    }

    /// Runs of whitespace (including newlines) become one space, and none is kept next to `<`,
    /// `>`, `.`, `(`, `)`, `[`, `]` or before `,` and `:`.
    static func collapseWhitespace(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, !noSpaceAfter.contains(last), !noSpaceBefore.contains(byte) {
                result.append(0x20)
            }
            pendingSpace = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let noSpaceAfter: Set<UInt8> = Set("<.([".utf8)
    private static let noSpaceBefore: Set<UInt8> = Set(">.,:)]<".utf8)
}
