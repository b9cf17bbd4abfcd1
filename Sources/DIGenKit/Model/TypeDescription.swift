/// A Swift type by its structure, so that two spellings of one type compare equal: `Int?`,
/// `Optional<Int>` and `Swift.Optional<Swift.Int>` are all `.optional(.nominal("Int"))`.
///
/// Values are canonical: sugar is expanded, `any P` is `P` (the same existential), a
/// one-element unlabelled tuple is its element, and the members of a composition are sorted.
/// A nominal type's qualifier (module or outer type) is kept for display but not compared, as
/// Needle compares types.
public enum TypeDescription: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    // Only the cases that hold one type directly are `indirect`: a nominal type (by far the most
    // common) keeps its arguments in an array, so it needs no box of its own and costs no
    // allocation.

    /// A named type with its generic arguments: `Box<Int>`, `Foundation.URL`.
    case nominal(name: String, qualifier: String?, arguments: [TypeDescription])
    /// `T?` or `T!`.
    indirect case optional(TypeDescription)
    /// `[T]`.
    indirect case array(TypeDescription)
    /// `[K: V]`.
    indirect case dictionary(key: TypeDescription, value: TypeDescription)
    /// `(a: A, B)`, two or more elements or a labelled one.
    case tuple([TupleElement])
    /// `(A, B) async throws -> R`.
    indirect case function(parameters: [TypeDescription], isAsync: Bool, throws: Bool, result: TypeDescription)
    /// `A & B`, members sorted.
    case composition([TypeDescription])
    /// `T.Type` (or `T.Protocol` when `isProtocol`).
    indirect case metatype(TypeDescription, isProtocol: Bool)
    /// `some P`.
    indirect case opaque(TypeDescription)
    /// `@Sendable () -> Void`, `inout T`: specifiers and attributes as written, then the type.
    indirect case attributed(attributes: [String], TypeDescription)
    /// Anything else, by its whitespace-normalised text.
    case other(String)

    /// One element of a tuple type.
    public struct TupleElement: Codable, Hashable, Sendable {
        /// The element's label, if written.
        public var label: String?
        /// The element's type.
        public var type: TypeDescription

        /// An element with `label` and `type`.
        public init(label: String?, type: TypeDescription) {
            self.label = label
            self.type = type
        }
    }

    /// A nominal type named `name` with no qualifier or arguments.
    public static func named(_ name: String, _ arguments: [TypeDescription] = []) -> TypeDescription {
        .nominal(name: name, qualifier: nil, arguments: arguments)
    }

    /// The last name of a nominal type (`URL` for `Foundation.URL`); `nil` for other kinds.
    public var baseName: String? {
        if case .nominal(let name, _, _) = self { return name }
        return nil
    }

    /// The generic arguments of a nominal type; empty for other kinds.
    public var genericArguments: [TypeDescription] {
        if case .nominal(_, _, let arguments) = self { return arguments }
        return []
    }

    /// The same type with every qualifier dropped: the form keys compare in.
    public var unqualified: TypeDescription {
        // Most types carry no qualifier; rebuilding them would only allocate.
        guard hasQualifier else { return self }
        return map { type in
            if case .nominal(let name, _, let arguments) = type {
                return .nominal(name: name, qualifier: nil, arguments: arguments)
            }
            return type
        }
    }

    /// Whether a nominal type anywhere in it is written with a qualifier.
    private var hasQualifier: Bool {
        switch self {
        case .nominal(_, let qualifier, let arguments): qualifier != nil || arguments.contains { $0.hasQualifier }
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped, _), .opaque(let wrapped),
             .attributed(_, let wrapped):
            wrapped.hasQualifier
        case .dictionary(let key, let value): key.hasQualifier || value.hasQualifier
        case .tuple(let elements): elements.contains { $0.type.hasQualifier }
        case .function(let parameters, _, _, let result): result.hasQualifier || parameters.contains { $0.hasQualifier }
        case .composition(let members): members.contains { $0.hasQualifier }
        case .other: false
        }
    }

    /// Rebuilds the type bottom-up, applying `transform` to each part after its children.
    public func map(_ transform: (TypeDescription) -> TypeDescription) -> TypeDescription {
        let rebuilt: TypeDescription
        switch self {
        case .nominal(let name, let qualifier, let arguments):
            rebuilt = .nominal(name: name, qualifier: qualifier, arguments: arguments.map { $0.map(transform) })
        case .optional(let wrapped):
            rebuilt = .optional(wrapped.map(transform))
        case .array(let element):
            rebuilt = .array(element.map(transform))
        case .dictionary(let key, let value):
            rebuilt = .dictionary(key: key.map(transform), value: value.map(transform))
        case .tuple(let elements):
            rebuilt = .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.map(transform)) })
        case .function(let parameters, let isAsync, let throwing, let result):
            rebuilt = .function(
                parameters: parameters.map { $0.map(transform) }, isAsync: isAsync, throws: throwing,
                result: result.map(transform))
        case .composition(let members):
            rebuilt = .composition(members.map { $0.map(transform) }.sorted())
        case .metatype(let base, let isProtocol):
            rebuilt = .metatype(base.map(transform), isProtocol: isProtocol)
        case .opaque(let constraint):
            rebuilt = .opaque(constraint.map(transform))
        case .attributed(let attributes, let base):
            rebuilt = .attributed(attributes: attributes, base.map(transform))
        case .other:
            rebuilt = self
        }
        return transform(rebuilt)
    }

    /// The type in Swift's sugared spelling: `[Int]`, `String?`, `Box<Int>`.
    public var description: String {
        switch self {
        case .nominal(let name, let qualifier, let arguments):
            let prefix = qualifier.map { "\($0)." } ?? ""
            let suffix = arguments.isEmpty ? "" : "<\(arguments.map(\.description).joined(separator: ", "))>"
            return prefix + SwiftSpelling.typeName(name) + suffix
        case .optional(let wrapped):
            return wrapped.needsParenthesesBeforeSuffix ? "(\(wrapped))?" : "\(wrapped)?"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }
                .joined(separator: ", ") + ")"
        case .function(let parameters, let isAsync, let throwing, let result):
            let effects = (isAsync ? " async" : "") + (throwing ? " throws" : "")
            return "(\(parameters.map(\.description).joined(separator: ", ")))\(effects) -> \(result)"
        case .composition(let members):
            return members.map(\.description).joined(separator: " & ")
        case .metatype(let base, let isProtocol):
            let inner = base.needsParenthesesBeforeSuffix ? "(\(base))" : base.description
            return inner + (isProtocol ? ".Protocol" : ".Type")
        case .opaque(let constraint):
            return "some \(constraint)"
        case .attributed(let attributes, let base):
            return (attributes + [base.description]).joined(separator: " ")
        case .other(let text):
            return text
        }
    }

    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .composition, .opaque, .attributed: true
        default: false
        }
    }

    /// Orders by spelling, then by structure, so that sorted output never depends on hashing.
    public static func < (lhs: TypeDescription, rhs: TypeDescription) -> Bool {
        lhs.description < rhs.description
    }
}
