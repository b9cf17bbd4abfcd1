import SwiftSyntax

/// Walks one parsed file and fills a `FileSummary`. Only declarations and calls that can matter
/// to a DI graph are kept; bodies are walked only to find `parent:` calls.
final class SummaryVisitor: SyntaxVisitor {
    private enum Container {
        /// A class or extension: calls inside it are made by that type.
        case entity(String)
        /// A struct, enum, actor or protocol: calls inside it are not a component's.
        case other
    }

    /// Words without which a declaration or code block holds nothing to record: no `parent:`
    /// call, no type, extension, typealias or import declaration.
    private static let relevantKeywords = KeywordSearch([
        "parent", "class ", "protocol ", "typealias ", "struct ", "enum ", "actor ", "extension ", "import ",
    ])

    private let source: SourceText
    private(set) var summary: FileSummary
    private var containers: [Container] = []

    /// `source` is the UTF-8 text `tree` was parsed from; it must outlive the walk.
    init(path: String, source: UnsafeBufferPointer<UInt8>) {
        self.source = SourceText(source)
        summary = FileSummary(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Skipping bodies

    // Most of a file is members and bodies with nothing to record (a component's properties are
    // read from its member list directly); a byte search of a node's text is much cheaper than
    // walking its nodes.
    private func visitIfRelevant(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let relevant = Self.relevantKeywords.occurs(
            in: source.bytes, from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
        return relevant ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // A type, extension, typealias or import declaration is always recorded, so there is no
        // point searching its text.
        if case .decl(let declaration) = node.item, !declaration.is(FunctionDeclSyntax.self),
           !declaration.is(VariableDeclSyntax.self) {
            return .visitChildren
        }
        return visitIfRelevant(node)
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        visitIfRelevant(node)
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        visitIfRelevant(node)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        visitIfRelevant(node)
    }

    // MARK: Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        summary.imports.append(source.trimmedText(of: node))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        containers.append(.entity(node.name.text))
        // A class with no superclass can be neither a component nor a component's superclass.
        guard let inheritance = node.inheritanceClause else {
            summary.otherTypeNames.append(node.name.text)
            return .visitChildren
        }
        let access = AccessLevel(modifiers: node.modifiers) ?? .internal
        summary.classes.append(TypeDeclaration(
            name: node.name.text,
            inheritedTypes: inherited(inheritance),
            properties: properties(in: node.memberBlock.members, containerAccess: access, extensionAccess: nil),
            location: location(of: node.name),
            isNested: containers.count > 1))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        summary.protocols.append(TypeDeclaration(
            name: node.name.text,
            inheritedTypes: inherited(node.inheritanceClause),
            // A protocol's requirements are as visible as the protocol itself.
            properties: properties(in: node.memberBlock.members, containerAccess: .internal, extensionAccess: nil),
            location: location(of: node.name),
            isNested: !containers.isEmpty))
        containers.append(.other)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeNormalizer.text(of: node.extendedType, source: source)
        let name = extended.baseName ?? extended.normalized
        summary.extensions.append(TypeDeclaration(
            name: name,
            inheritedTypes: inherited(node.inheritanceClause),
            properties: properties(
                in: node.memberBlock.members, containerAccess: .internal,
                extensionAccess: AccessLevel(modifiers: node.modifiers)),
            location: location(of: node.extendedType),
            isNested: !containers.isEmpty))
        containers.append(.entity(name))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        summary.otherTypeNames.append(node.name.text)
        containers.append(.other)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        summary.otherTypeNames.append(node.name.text)
        containers.append(.other)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        summary.otherTypeNames.append(node.name.text)
        containers.append(.other)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) {
        containers.removeLast()
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        // A generic alias cannot be substituted by name alone.
        guard node.genericParameterClause == nil else { return .skipChildren }
        let target = node.initializer.value
        let members = target.as(CompositionTypeSyntax.self)?.elements.map { TypeNormalizer.text(of: $0.type, source: source) } ?? []
        summary.typealiases.append(TypealiasDeclaration(
            name: node.name.text,
            target: TypeNormalizer.text(of: target, source: source),
            compositionMembers: members,
            location: location(of: node.name)))
        return .skipChildren
    }

    // MARK: Instantiations

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let parent = node.arguments.first(where: { $0.label?.text == "parent" }),
              let typeName = instantiatedTypeName(node)
        else { return .visitChildren }
        var enclosing: String?
        if case .entity(let name)? = containers.last { enclosing = name }
        summary.instantiations.append(Instantiation(
            typeName: typeName,
            parentArgument: source.trimmedText(of: parent.expression),
            enclosingTypeName: enclosing,
            location: location(of: node)))
        return .visitChildren
    }

    /// The type a `parent:` call creates, when it names one: `X(…)`, `Module.X(…)`, `X.init(…)`,
    /// or `.init(…)` where the type is written on the property or function around it.
    private func instantiatedTypeName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return startsUppercase(reference.baseName.text) ? reference.baseName.text : nil
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let memberName = member.declName.baseName.text
        guard let base = member.base else {
            return memberName == "init" ? contextualTypeName(of: call) : nil
        }
        if memberName == "init" {
            let baseName = lastName(of: base)
            guard let baseName, !["self", "super", "Self"].contains(baseName) else { return nil }
            return baseName
        }
        return startsUppercase(memberName) ? memberName : nil
    }

    private func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return lastName(of: specialization.expression)
        }
        if expression.is(SuperExprSyntax.self) { return "super" }
        return nil
    }

    /// Walks out through returns, getters and code blocks to the declaration whose written type
    /// the implicit member expression takes.
    private func contextualTypeName(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call).parent
        while let current = node {
            if let binding = current.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { nominalName(of: $0.type) }
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { nominalName(of: $0.type) }
            }
            let passesThrough = current.is(ReturnStmtSyntax.self) || current.is(ExpressionStmtSyntax.self)
                || current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
                || current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self)
                || current.is(AccessorDeclSyntax.self) || current.is(AccessorDeclListSyntax.self)
                || current.is(InitializerClauseSyntax.self)
            guard passesThrough else { return nil }
            node = current.parent
        }
        return nil
    }

    private func nominalName(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return nominalName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return nominalName(of: unwrapped.wrappedType)
        }
        return TypeNormalizer.text(of: type, source: source).baseName
    }

    private func startsUppercase(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }

    // MARK: Helpers

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [TypeText] {
        clause?.inheritedTypes.map { TypeNormalizer.text(of: $0.type, source: source) } ?? []
    }

    /// The instance properties with a written type declared directly in `members`. In
    /// `var a, b: Int` both are `Int`, as in Swift.
    private func properties(
        in members: MemberBlockItemListSyntax, containerAccess: AccessLevel, extensionAccess: AccessLevel?
    ) -> [PropertyDeclaration] {
        var found: [PropertyDeclaration] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            if isStatic { continue }
            var access = AccessLevel(modifiers: variable.modifiers) ?? extensionAccess ?? .internal
            // Members of a private type are no more visible than the type.
            if containerAccess.isFilePrivate && !access.isFilePrivate { access = .fileprivate }
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var annotation = binding.typeAnnotation
                if annotation == nil && binding.initializer == nil {
                    annotation = bindings[(index + 1)...].lazy
                        .first { $0.typeAnnotation != nil || $0.initializer != nil }?.typeAnnotation
                }
                guard let annotation else { continue }
                found.append(PropertyDeclaration(
                    name: name, type: TypeNormalizer.text(of: annotation.type, source: source), access: access,
                    location: location(of: binding.pattern)))
            }
        }
        return found
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        let place = source.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: summary.path, line: place.line, column: place.column)
    }
}

extension AccessLevel {
    /// The access level written among `modifiers`, ignoring setter-only ones like `private(set)`.
    init?(modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.private): self = .private
            case .keyword(.fileprivate): self = .fileprivate
            case .keyword(.internal): self = .internal
            case .keyword(.package): self = .package
            case .keyword(.public): self = .public
            case .keyword(.open): self = .open
            default: continue
            }
            return
        }
        return nil
    }
}
