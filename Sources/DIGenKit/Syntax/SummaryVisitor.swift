import SwiftSyntax

/// Walks one parsed file and fills a `FileSummary`.
///
/// Declarations are walked by hand, member list by member list, which is much cheaper than a
/// generic visit of every node; only code that may hold a `parent:` call or a local type (found by
/// a byte search of its text) is visited node by node, by a `CodeWalker`.
final class SummaryVisitor {
    /// Words without which code holds nothing to record: no `parent:` call, and no type,
    /// extension, typealias or import declaration.
    static let relevantWords = [
        "parent", "class ", "protocol ", "typealias ", "struct ", "enum ", "actor ", "extension ", "import ",
    ]
    /// A search for `relevantWords`.
    static let relevantKeywords = KeywordSearch(relevantWords)

    /// What the tree was parsed from.
    private let source: SourceText
    private(set) var summary: FileSummary
    /// The types whose members are being walked, outermost first.
    private var scope = DeclarationScope()
    /// The access an extension whose members are being walked gives them (`public extension`).
    private var extensionAccess: AccessLevel?
    /// For each `#if` clause being walked, outermost first, its line and the lines of the
    /// clauses before it in its `#if`.
    private var conditions: [String] = []

    /// Summarises the tree parsed from `source`.
    init(path: String, source: SourceText) {
        self.source = source
        summary = FileSummary(path: path)
    }

    func walk(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            visit(item.item, enclosing: nil, nested: false)
        }
    }

    // MARK: Declarations

    /// `enclosing` is the class or extension whose code this is, `nil` at the top level or in a
    /// struct, enum, actor or protocol.
    private func visit(_ item: CodeBlockItemSyntax.Item, enclosing: String?, nested: Bool) {
        switch item {
        case .decl(let declaration):
            visit(declaration, enclosing: enclosing, nested: nested)
        case .stmt(let statement):
            searchCode(statement, enclosing: enclosing)
        case .expr(let expression):
            searchCode(expression, enclosing: enclosing)
        }
    }

    func visit(_ declaration: DeclSyntax, enclosing: String?, nested: Bool) {
        // One look at the kind, rather than a cast attempt per kind: most members are none of these.
        switch declaration.kind {
        case .classDecl:
            visitClass(declaration.cast(ClassDeclSyntax.self), nested: nested)
        case .extensionDecl:
            visitExtension(declaration.cast(ExtensionDeclSyntax.self), nested: nested)
        case .protocolDecl:
            let node = declaration.cast(ProtocolDeclSyntax.self)
            recordPath(node.name)
            summary.protocols.append(TypeDeclaration(
                name: node.name.identifierName,
                inheritedTypes: inherited(node.inheritanceClause),
                // A protocol's requirements are as visible as the protocol itself.
                properties: properties(
                    in: node.memberBlock.members, containerAccess: AccessLevel(modifiers: node.modifiers) ?? .internal,
                    extensionAccess: nil),
                location: location(of: node.name),
                isNested: nested,
                scope: scope,
                access: AccessLevel(modifiers: node.modifiers) ?? .internal,
                isolation: DeclaredIsolation.written(node.attributes, node.modifiers)))
        case .structDecl:
            let node = declaration.cast(StructDeclSyntax.self)
            recordPath(node.name)
            recordOtherType(node.name)
            visitMembers(node.memberBlock, enclosing: nil, of: [node.name.identifierName], generics: node.genericParameterClause)
        case .enumDecl:
            let node = declaration.cast(EnumDeclSyntax.self)
            recordPath(node.name)
            recordOtherType(node.name)
            visitMembers(node.memberBlock, enclosing: nil, of: [node.name.identifierName], generics: node.genericParameterClause)
        case .actorDecl:
            let node = declaration.cast(ActorDeclSyntax.self)
            recordPath(node.name)
            recordOtherType(node.name)
            visitMembers(node.memberBlock, enclosing: nil, of: [node.name.identifierName], generics: node.genericParameterClause)
        case .typeAliasDecl:
            visitTypealias(declaration.cast(TypeAliasDeclSyntax.self))
        case .importDecl:
            recordImport(source.trimmedText(of: declaration))
        case .ifConfigDecl:
            let clauses = declaration.cast(IfConfigDeclSyntax.self).clauses
            var headers = ""
            for clause in clauses {
                headers += header(of: clause) + "\n"
                let outer = conditions
                conditions.append(headers)
                defer { conditions = outer }
                switch clause.elements {
                case .statements(let items)?:
                    for item in items { visit(item.item, enclosing: enclosing, nested: nested) }
                case .decls(let members)?:
                    for member in members { visit(member.decl, enclosing: enclosing, nested: nested) }
                default:
                    searchCode(clause, enclosing: enclosing)
                }
            }
        default:
            // Functions, properties, initialisers and the like: only their code can matter.
            searchCode(declaration, enclosing: enclosing)
        }
    }

    /// An import, inside the `#if` clauses that enclose it: a declaration the generated file can
    /// copy as it is, `#if canImport(Darwin)` + `import Darwin` + `#endif` for one in a clause,
    /// the clauses before it kept empty (`#if A` + `#else` + `import B` + `#endif`).
    private func recordImport(_ declaration: String) {
        guard !conditions.isEmpty else { return summary.imports.append(declaration) }
        summary.imports.append(
            conditions.joined() + declaration + "\n" + Array(repeating: "#endif", count: conditions.count).joined(separator: "\n"))
    }

    /// `#if os(Linux)`, `#elseif DEBUG`, `#else`: a clause's line.
    private func header(of clause: IfConfigClauseSyntax) -> String {
        guard let condition = clause.condition else { return clause.poundKeyword.text }
        return clause.poundKeyword.text + " " + source.trimmedText(of: condition)
    }

    private func visitClass(_ node: ClassDeclSyntax, nested: Bool) {
        recordPath(node.name)
        // A class with no superclass can be neither a component nor a component's superclass.
        if let inheritance = node.inheritanceClause {
            let access = AccessLevel(modifiers: node.modifiers) ?? .internal
            // Only the superclass, which Swift requires to be written first, can make a component.
            let superclass = inheritance.inheritedTypes.first.map { TypeNormalizer.text(of: $0.type, source: source) }
            summary.classes.append(TypeDeclaration(
                name: node.name.identifierName,
                inheritedTypes: superclass.map { [$0] } ?? [],
                properties: properties(
                    in: node.memberBlock.members, containerAccess: access, extensionAccess: nil,
                    containerLeading: AccessLevel(firstModifierOf: node.modifiers)),
                location: location(of: node.name),
                isNested: nested,
                genericParameters: node.genericParameterClause?.parameters.map(\.name.identifierName) ?? [],
                scope: scope,
                access: access,
                isolation: DeclaredIsolation.written(node.attributes, node.modifiers)))
        } else {
            recordOtherType(node.name)
            // A global actor (`@MainActor`, or an actor of the app's own) makes a class Sendable.
            let hasGlobalActor = node.attributes.contains { element in
                guard case .attribute(let attribute) = element else { return true }
                return attribute.attributeName.trimmedDescription.hasSuffix("Actor")
            }
            if !hasGlobalActor { summary.nonSendableClasses.append(node.name.identifierName) }
        }
        visitMembers(
            node.memberBlock, enclosing: node.name.identifierName, of: [node.name.identifierName], generics: node.genericParameterClause)
    }

    /// Names a struct, enum, actor or base class.
    private func recordOtherType(_ name: TokenSyntax) {
        summary.otherTypeNames.append(name.identifierName)
    }

    /// Records where a type or typealias named `name` is declared.
    private func recordPath(_ name: TokenSyntax) {
        summary.declaredPaths.append(ScopedNameLookup.path(of: name.identifierName, in: scope))
    }

    private func visitExtension(_ node: ExtensionDeclSyntax, nested: Bool) {
        let extended = TypeNormalizer.text(of: node.extendedType, source: source)
        let name = extended.baseName ?? extended.normalized
        summary.extensions.append(TypeDeclaration(
            name: name,
            inheritedTypes: inherited(node.inheritanceClause),
            properties: properties(
                in: node.memberBlock.members, containerAccess: .internal,
                extensionAccess: AccessLevel(modifiers: node.modifiers),
                containerLeading: AccessLevel(firstModifierOf: node.modifiers), inExtension: true),
            location: location(of: node.extendedType),
            isNested: nested,
            scope: scope))
        visitMembers(
            node.memberBlock, enclosing: name, of: Self.path(of: node.extendedType), generics: nil,
            extensionAccess: AccessLevel(modifiers: node.modifiers))
    }

    /// Walks the members of the type `path` names (a type's own name, or the dotted name an
    /// extension extends), with that type's generic parameters in scope; an extension's members
    /// get `extensionAccess` when they write none.
    private func visitMembers(
        _ block: MemberBlockSyntax, enclosing: String?, of path: [String], generics: GenericParameterClauseSyntax?,
        extensionAccess: AccessLevel? = nil
    ) {
        let outer = (scope, self.extensionAccess)
        scope.path += path
        scope.genericParameters += generics?.parameters.map(\.name.identifierName) ?? []
        self.extensionAccess = extensionAccess
        for member in block.members {
            visit(member.decl, enclosing: enclosing, nested: true)
        }
        (scope, self.extensionAccess) = outer
    }

    /// The names of a dotted type (`["Outer", "Inner"]` for `Outer.Inner<T>`), for an extension's
    /// scope.
    private static func path(of type: TypeSyntax) -> [String] {
        if let member = type.as(MemberTypeSyntax.self) { return path(of: member.baseType) + [member.name.identifierName] }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.identifierName] }
        return [TypeNormalizer.collapseWhitespace(type.trimmedDescription)]
    }

    private func visitTypealias(_ node: TypeAliasDeclSyntax) {
        recordPath(node.name)
        // A generic alias cannot be substituted by name alone.
        guard node.genericParameterClause == nil else { return }
        let target = node.initializer.value
        let members = target.as(CompositionTypeSyntax.self)?.elements.map { TypeNormalizer.text(of: $0.type, source: source) } ?? []
        summary.typealiases.append(TypealiasDeclaration(
            name: node.name.identifierName,
            target: TypeNormalizer.text(of: target, source: source),
            structure: TypeDescriptionBuilder.description(of: target),
            compositionMembers: members,
            location: location(of: node.name),
            scope: scope,
            access: AccessLevel(modifiers: node.modifiers) ?? extensionAccess ?? .internal))
    }

    // MARK: Code

    /// Visits `node` node by node only if its text may hold something to record. What it
    /// declares is in a scope of its own (see `DeclarationScope.path`), with the generic
    /// parameters of the function or initializer it is.
    private func searchCode(_ node: some SyntaxProtocol, enclosing: String?) {
        guard isRelevant(node) else { return }
        let outer = scope
        scope.path.append("<code@\(node.position.utf8Offset)>")
        let generics = node.as(FunctionDeclSyntax.self)?.genericParameterClause
            ?? node.as(InitializerDeclSyntax.self)?.genericParameterClause
            ?? node.as(SubscriptDeclSyntax.self)?.genericParameterClause
        scope.genericParameters += generics?.parameters.map(\.name.identifierName) ?? []
        // What code declares is seen in that code alone, whatever it is written in.
        let outerExtensionAccess = extensionAccess
        extensionAccess = .private
        defer { (scope, extensionAccess) = (outer, outerExtensionAccess) }
        CodeWalker(
            isRelevant: { [unowned self] in isRelevant($0) }, record: { [unowned self] in record($0, enclosing: enclosing) },
            declaration: { [unowned self] in visit($0, enclosing: enclosing, nested: true) }
        ).walk(node)
    }

    private func isRelevant(_ node: some SyntaxProtocol) -> Bool {
        source.mentions(Self.relevantKeywords, in: node)
    }

    // MARK: Instantiations

    /// Records `call` if it passes a `parent:` argument to a type.
    private func record(_ call: FunctionCallExprSyntax, enclosing: String?) {
        guard let parent = call.arguments.first(where: { $0.label?.identifierName == "parent" }),
              let typeName = instantiatedTypeName(call)
        else { return }
        summary.instantiations.append(Instantiation(
            typeName: typeName,
            parentArgument: source.trimmedText(of: parent.expression),
            enclosingTypeName: enclosing,
            location: location(of: call)))
    }

    /// The type a `parent:` call creates, when it names one: `X(…)`, `Module.X(…)`, `X.init(…)`,
    /// or `.init(…)` where the type is written on the property or function around it.
    private func instantiatedTypeName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return startsUppercase(reference.baseName.identifierName) ? reference.baseName.identifierName : nil
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let memberName = member.declName.baseName.identifierName
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
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.identifierName }
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
    /// `var a, b: Int` both are `Int`, as in Swift. `containerLeading` is the access keyword the
    /// class or extension starts with, for Needle's reading of each property's access.
    private func properties(
        in members: MemberBlockItemListSyntax, containerAccess: AccessLevel, extensionAccess: AccessLevel?,
        containerLeading: AccessLevel? = nil, inExtension: Bool = false
    ) -> [PropertyDeclaration] {
        var found: [PropertyDeclaration] = []
        for member in members {
            // Conditions cannot be evaluated here, so every `#if` branch counts.
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested)? = clause.elements {
                        found += properties(
                            in: nested, containerAccess: containerAccess, extensionAccess: extensionAccess,
                            containerLeading: containerLeading, inExtension: inExtension)
                    }
                }
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            if isStatic { continue }
            var access = AccessLevel(modifiers: variable.modifiers) ?? extensionAccess ?? .internal
            // Members of a private type are no more visible than the type.
            if containerAccess.isFilePrivate && !access.isFilePrivate { access = .fileprivate }
            let needleAccess = NeedleAccess(
                leading: AccessLevel(firstModifierOf: variable.modifiers), containerLeading: containerLeading,
                inExtension: inExtension)
            let isolation = DeclaredIsolation.written(variable.attributes, variable.modifiers)
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else { continue }
                var annotation = binding.typeAnnotation
                if annotation == nil && binding.initializer == nil {
                    annotation = bindings[(index + 1)...].lazy
                        .first { $0.typeAnnotation != nil || $0.initializer != nil }?.typeAnnotation
                }
                guard let annotation else { continue }
                let effects = AsyncEffect.getterEffects(binding.accessorBlock, source: source)
                found.append(PropertyDeclaration(
                    name: name, type: TypeNormalizer.text(of: annotation.type, source: source), access: access,
                    location: location(of: binding.pattern), isShared: returnsShared(binding), needleAccess: needleAccess,
                    isolation: isolation, getterIsAsync: effects.isAsync ? true : nil, getterThrows: effects.throwsErrors ? true : nil,
                    getterThrownType: effects.thrownType))
            }
        }
        return found
    }

    /// Whether the getter of `binding` starts with `shared {` (or `return shared {`, or for an
    /// async getter `await shared {`, `try await shared {`), read from
    /// the bytes: a getter that returns `shared { … }` starts so, and reading its first words
    /// is cheaper than walking its tree.
    private func returnsShared(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        let original = source.bytes
        var index = block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset + 1
        let end = min(block.endPosition.utf8Offset, original.count)
        func skipSpace() {
            while index < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(original[index]) {
                index += 1
            }
        }
        func word(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= end else { return false }
            for offset in 0..<count where original[index + offset] != text.utf8Start[offset] { return false }
            // Not the start of a longer name (`sharedInstance`).
            if index + count < end {
                let next = original[index + count]
                if next == UInt8(ascii: "_") || (next >= 0x30 && next <= 0x39) || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) {
                    return false
                }
            }
            index += count
            return true
        }
        skipSpace()
        if word("get") {
            skipSpace()
            // An async shared instance: `get async { await shared {`, `get async throws { try await shared {`.
            for effect: StaticString in ["async", "throws"] where word(effect) { skipSpace() }
            guard index < end, original[index] == UInt8(ascii: "{") else { return false }
            index += 1
            skipSpace()
        }
        for keyword: StaticString in ["return", "try", "await"] where word(keyword) { skipSpace() }
        guard word("shared") else { return false }
        skipSpace()
        return index < end && original[index] == UInt8(ascii: "{")
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        let place = source.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: summary.path, line: place.line, column: place.column)
    }
}

extension AccessLevel {
    /// The access level written among `modifiers`, ignoring setter-only ones like `private(set)`.
    init?(modifiers: DeclModifierListSyntax) {
        guard let level = modifiers.lazy.filter({ $0.detail == nil }).compactMap({ Self(keyword: $0.name.tokenKind) }).first
        else { return nil }
        self = level
    }

    /// The access keyword that is the first of `modifiers`, setter-only forms included
    /// (`private(set)` gives `private`), as Needle 0.25.1 reads it; `nil` when the first modifier
    /// is another keyword (`override`, `final`) or there is none.
    init?(firstModifierOf modifiers: DeclModifierListSyntax) {
        guard let first = modifiers.first, let level = Self(keyword: first.name.tokenKind) else { return nil }
        self = level
    }

    /// The access level an access keyword names.
    private init?(keyword: TokenKind) {
        switch keyword {
        case .keyword(.private): self = .private
        case .keyword(.fileprivate): self = .fileprivate
        case .keyword(.internal): self = .internal
        case .keyword(.package): self = .package
        case .keyword(.public): self = .public
        case .keyword(.open): self = .open
        default: return nil
        }
    }
}
