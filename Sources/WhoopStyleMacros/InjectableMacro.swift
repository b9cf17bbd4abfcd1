import InjectableCore
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Injectable`: conforms a struct, class or actor to `Injectable`.
///
/// It generates `static func inject(container: Container) -> Self` and, unless one initializer
/// is marked `@InjectableInit`, a memberwise `init` over the injectable stored properties; the
/// expansion has the same shape as WhoopDI's. A class that is not `final` can only build `Self`
/// through a `required` initializer, so for such a class the memberwise `init` is `required`,
/// and an `@InjectableInit` initializer that is not `required` is reached through a generated
/// `required convenience init(injectingFrom:)`.
struct InjectableMacro: MemberMacro, ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let target = try InjectableTarget(declaration)
        let members = InjectableMembers(declaration.memberBlock.members)
        switch members.markedInitializers.count {
        case 0:
            return memberwise(target, properties: members.properties)
        case 1:
            return through(members.markedInitializers[0], target)
        default:
            throw MacroExpansionErrorMessage("Only one initializer with the `@InjectableInit` macro is allowed")
        }
    }

    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        _ = try InjectableTarget(declaration)
        guard needsConformance(declaration, conformingTo: protocols) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: spacingAfterName(of: declaration)): Injectable { }")]
    }

    /// Whether to add the `Injectable` conformance. The compiler passes the conformances the type
    /// does not have yet, so an empty list from it means the type already conforms (declared on
    /// the type, inherited from a superclass, or implied by a protocol it names). A test harness
    /// that knows nothing of the macro's conformances (`assertMacroExpansion(macros:)`) also
    /// passes an empty list; a type that names nothing it could inherit a conformance from gets
    /// the extension then too, as WhoopDI's always did.
    private static func needsConformance(_ declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax]) -> Bool {
        let inherited = declaration.inheritanceClause?.inheritedTypes ?? []
        let namesInjectable = inherited.contains {
            ["Injectable", "WhoopStyle.Injectable"].contains($0.type.trimmedDescription)
        }
        if namesInjectable { return false }
        return !protocols.isEmpty || inherited.isEmpty
    }

    /// The blanks that follow the type's name in its declaration, so that `struct Thing {` gives
    /// `extension Thing : Injectable`, word for word as WhoopDI writes it. Nothing when they hold
    /// more than spaces and tabs.
    private static func spacingAfterName(of declaration: some DeclGroupSyntax) -> String {
        guard let name = declaration.asProtocol(NamedDeclSyntax.self)?.name,
              name.trailingTrivia.pieces.allSatisfy({ $0.isSpaceOrTab })
        else { return "" }
        return name.trailingTrivia.description
    }

    /// `inject(container:)` plus a memberwise `init` over `properties`.
    private static func memberwise(_ target: InjectableTarget, properties: [InjectableProperty]) -> [DeclSyntax] {
        let arguments = properties.map { property in
            "\(property.name): container.inject(\(property.injectedName?.trimmedDescription ?? "nil"))"
        }
        let parameters = properties.map { property in
            // A stored closure needs an escaping parameter.
            let type = (property.isFunction ? "@escaping " : "") + property.type.trimmedDescription
            return "\(property.name): \(type)" + (property.defaultValue.map { " = \($0.trimmedDescription)" } ?? "")
        }
        let assignments = properties.map { "    self.\($0.name) = \($0.name)" }
        let initModifiers = target.needsRequiredInitializer ? "\(target.access) required" : target.access
        return [
            """

            \(raw: target.access) static func inject(container: Container) -> Self {
                Self.init(\(raw: arguments.joined(separator: ", ")))
            }
            """,
            """
            \(raw: initModifiers) init(\(raw: parameters.joined(separator: ", "))) {
            \(raw: assignments.joined(separator: "\n"))
            }
            """,
        ]
    }

    /// `inject(container:)` calling `initializer` with every argument resolved by type.
    private static func through(_ initializer: InitializerDeclSyntax, _ target: InjectableTarget) -> [DeclSyntax] {
        let arguments = initializer.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? "" : "\(parameter.firstName.text): "
            return label + "container.inject()"
        }.joined(separator: ", ")
        let isRequired = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.required) }
        guard target.needsRequiredInitializer, !isRequired else {
            return [
                """
                \(raw: target.access) static func inject(container: Container) -> Self {
                    Self.init(\(raw: arguments))
                }
                """
            ]
        }
        return [
            """
            \(raw: target.access) required convenience init(injectingFrom container: Container) {
                self.init(\(raw: arguments))
            }
            """,
            """
            \(raw: target.access) static func inject(container: Container) -> Self {
                Self.init(injectingFrom: container)
            }
            """,
        ]
    }
}

/// What `@Injectable` needs to know about the type it is attached to.
private struct InjectableTarget {
    /// The access level of the generated members.
    let access: String
    /// Whether the type is a class that is not `final`: `Self.init` needs a `required` init.
    let needsRequiredInitializer: Bool

    init(_ declaration: some DeclGroupSyntax) throws {
        if let structDecl = declaration.as(StructDeclSyntax.self) {
            access = AccessLevel.keyword(for: structDecl.modifiers)
            needsRequiredInitializer = false
        } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
            access = AccessLevel.keyword(for: actorDecl.modifiers)
            needsRequiredInitializer = false
        } else if let classDecl = declaration.as(ClassDeclSyntax.self) {
            access = AccessLevel.keyword(for: classDecl.modifiers)
            needsRequiredInitializer = !classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        } else {
            throw MacroExpansionErrorMessage("@Injectable needs to be declared on a concrete type, not a protocol")
        }
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
