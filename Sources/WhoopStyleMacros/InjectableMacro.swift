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
        let markedInitializers = declaration.memberBlock.members.compactMap { member in
            member.decl.as(InitializerDeclSyntax.self).flatMap { $0.attributes.attributes(named: "InjectableInit").isEmpty ? nil : $0 }
        }
        switch markedInitializers.count {
        case 0:
            return memberwise(target, properties: InjectableProperty.all(in: declaration.memberBlock.members))
        case 1:
            return through(markedInitializers[0], target)
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
        // The compiler leaves out protocols the type already conforms to.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Injectable { }")]
    }

    /// `inject(container:)` plus a memberwise `init` over `properties`.
    private static func memberwise(_ target: InjectableTarget, properties: [InjectableProperty]) -> [DeclSyntax] {
        let arguments = properties.map { property in
            "\(property.name): container.inject(\(property.injectedName ?? "nil"))"
        }
        let parameters = properties.map { property in
            "\(property.name): \(property.parameterType)" + (property.defaultValue.map { " = \($0)" } ?? "")
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
