import SwiftSyntax

/// Walks a parsed file for what the WhoopDI and Drip front ends need, and for the shapes of the
/// types it declares (their properties and initializers), which type requests.
///
/// Declarations are walked by hand, member list by member list, as `SummaryVisitor` walks them;
/// only code whose text holds a word of `codeKeywords` (a container set-up, an injection, a
/// construction chain, a local type) is visited node by node, by a `CodeWalker`.
final class StyleVisitor {
    private let reader: ExpressionReader
    private let styles: Set<Style>
    private let codeKeywords: KeywordSearch
    /// Whether the file makes a container in top-level code, where any later top-level
    /// statement may call an accessor on it.
    private let makesContainers: Bool
    private var enclosingTypes: [String] = []
    /// The access of the types whose members are being walked, innermost last (`private` for
    /// code): nothing declared in one is reachable more widely.
    private var enclosingAccess: [AccessLevel] = []
    /// The access the extension whose members are being walked gives those that write none
    /// (`public extension`); `nil` in a type's body.
    private var memberDefault: AccessLevel?

    private(set) var whoop = WhoopFileSummary()
    private(set) var drip = DripFileSummary()
    private(set) var shapes: [TypeShape] = []
    /// Where the construction each chain's outermost call made is, so a later statement on the
    /// variable that stores it extends it (and it is not read twice).
    private var constructionIndex: [SyntaxIdentifier: Int] = [:]

    /// Words without which code holds no call `record(_:)` reads for WhoopDI: a `Container`,
    /// `WhoopDI.setup`/`registerModules`, `createChild`, an injection, or an accessor call on
    /// `WhoopDI` or on a container made in the same block.
    static let whoopCodeKeywords = ["Container", "WhoopDI", "createChild", "inject"]
    /// Words of the calls that make a container: code that holds one is read whole, since a
    /// statement that calls an accessor on the container need not name it (`c.coffeeMaker()`).
    private static let containerKeywords = KeywordSearch(["Container", "createChild"])
    /// Words without which code holds no Drip construction chain: its steps, `X.make(…)`, and a
    /// component made bare (`let app = AppComponent()`), which matters when what is read on it
    /// needs a module: found by the conventional name (a component named otherwise, made bare
    /// in code with none of the other words, is not read; `CheckingDripCode` lists it).
    static let dripCodeKeywords = ["parent", "module", "override", "make", "Component("]
    /// Words that declare a type, whose shape is recorded wherever it is.
    static let typeKeywords = ["class ", "struct ", "enum ", "actor ", "extension "]
    private static let typeSearch = KeywordSearch(typeKeywords)
    private static let whoopSearch = KeywordSearch(typeKeywords + whoopCodeKeywords)
    private static let dripSearch = KeywordSearch(typeKeywords + dripCodeKeywords)
    private static let whoopAndDripSearch = KeywordSearch(typeKeywords + whoopCodeKeywords + dripCodeKeywords)

    /// Reads what `styles` need (only shapes when it is empty) from a tree parsed from `source`.
    init(path: String, source: SourceText, styles: Set<Style>) {
        reader = ExpressionReader(source: source, path: path)
        self.styles = styles
        codeKeywords = switch (styles.contains(.whoop), styles.contains(.drip)) {
        case (true, true): Self.whoopAndDripSearch
        case (true, false): Self.whoopSearch
        case (false, true): Self.dripSearch
        case (false, false): Self.typeSearch
        }
        makesContainers = styles.contains(.whoop) && Self.containerKeywords.occurs(in: source.bytes)
    }

    func walk(_ tree: SourceFileSyntax) {
        for item in tree.statements { visit(item.item, topLevel: true) }
    }

    // MARK: Declarations

    private func visit(_ item: CodeBlockItemSyntax.Item, topLevel: Bool) {
        switch item {
        case .decl(let declaration): visit(declaration, topLevel: topLevel)
        case .stmt(let statement): searchCode(statement, topLevel: topLevel)
        case .expr(let expression): searchCode(expression, topLevel: topLevel)
        }
    }

    /// Records a type declaration and walks its members; searches any other declaration's code.
    func visit(_ declaration: DeclSyntax, topLevel: Bool = false) {
        // One look at the kind, rather than a cast attempt per kind: most members are none of these.
        switch declaration.kind {
        case .classDecl:
            visitClass(declaration.cast(ClassDeclSyntax.self))
        case .structDecl:
            let node = declaration.cast(StructDeclSyntax.self)
            let access = declaredAccess(node.modifiers)
            recordShape(name: node.name, members: node.memberBlock, isStruct: true, access: access, generics: node.genericParameterClause)
            recordInjectable(node.name, node.attributes, node.modifiers, node.memberBlock)
            visitMembers(node.memberBlock, of: node.name.identifierName, access: access)
        case .actorDecl:
            let node = declaration.cast(ActorDeclSyntax.self)
            let access = declaredAccess(node.modifiers)
            recordShape(name: node.name, members: node.memberBlock, isStruct: false, access: access)
            visitMembers(node.memberBlock, of: node.name.identifierName, access: access)
        case .enumDecl:
            let node = declaration.cast(EnumDeclSyntax.self)
            let access = declaredAccess(node.modifiers)
            recordShape(name: node.name, members: node.memberBlock, isStruct: false, access: access)
            visitMembers(node.memberBlock, of: node.name.identifierName, access: access)
        case .extensionDecl:
            let node = declaration.cast(ExtensionDeclSyntax.self)
            let name = TypeDescriptionBuilder.description(of: node.extendedType).baseName ?? ""
            // The extended type's own access is its declaration's; the extension's is the default
            // of its members.
            let membersAccess = AccessLevel(modifiers: node.modifiers)
            recordShape(
                name: .identifier(name), members: node.memberBlock, isStruct: false, access: membersAccess ?? .internal,
                memberDefault: membersAccess, location: reader.location(of: node.extendedType))
            shapes[shapes.count - 1].isExtension = true
            visitMembers(node.memberBlock, of: name, access: enclosingAccess.last ?? .open, memberDefault: membersAccess)
        case .ifConfigDecl:
            // Conditions cannot be evaluated here, so every branch counts.
            for clause in declaration.cast(IfConfigDeclSyntax.self).clauses {
                switch clause.elements {
                case .statements(let items)?: for item in items { visit(item.item, topLevel: topLevel) }
                case .decls(let members)?: for member in members { visit(member.decl) }
                default: searchCode(clause, topLevel: topLevel)
                }
            }
        case .functionDecl:
            let node = declaration.cast(FunctionDeclSyntax.self)
            if styles.contains(.whoop), node.genericParameterClause == nil, let result = node.signature.returnClause?.type {
                let name = node.name.identifierName
                whoop.functionResults.append(WhoopFunctionResult(
                    name: enclosingTypes.last.map { $0 + "." + name } ?? name, type: reader.declared(result)))
            }
            searchCode(declaration, topLevel: topLevel)
        case .protocolDecl, .typeAliasDecl:
            // Nothing here is read: a typealias's shape part is read with its type's members.
            break
        default:
            // Functions, properties, initialisers and the like: only their code can matter.
            searchCode(declaration, topLevel: topLevel)
        }
    }

    private func visitClass(_ node: ClassDeclSyntax) {
        let access = declaredAccess(node.modifiers)
        recordShape(name: node.name, members: node.memberBlock, isStruct: false, access: access, generics: node.genericParameterClause)
        if styles.contains(.whoop) {
            if let module = WhoopReader(reader: reader).module(node) { whoop.modules.append(module) }
            recordInjectable(node.name, node.attributes, node.modifiers, node.memberBlock)
        }
        if styles.contains(.drip) {
            let drip = DripReader(reader: reader)
            if let module = drip.module(node) {
                self.drip.modules.append(module)
            } else if let component = drip.component(node) {
                self.drip.components.append(component)
            }
        }
        visitMembers(node.memberBlock, of: node.name.identifierName, access: access)
    }

    /// Walks the members of `typeName`, which can be reached with `access`; those that write no
    /// access get `memberDefault` (an extension's).
    private func visitMembers(_ block: MemberBlockSyntax, of typeName: String, access: AccessLevel, memberDefault: AccessLevel? = nil) {
        let outerDefault = self.memberDefault
        enclosingTypes.append(typeName)
        enclosingAccess.append(access)
        self.memberDefault = memberDefault
        for member in block.members { visit(member.decl) }
        self.memberDefault = outerDefault
        enclosingAccess.removeLast()
        enclosingTypes.removeLast()
    }

    /// A type's access: written among `modifiers` or given by the enclosing extension, and no
    /// wider than the types it is nested in.
    private func declaredAccess(_ modifiers: DeclModifierListSyntax) -> AccessLevel {
        let written = AccessLevel(modifiers: modifiers) ?? memberDefault ?? .internal
        return enclosingAccess.last.map { written.limited(to: $0) } ?? written
    }

    /// Visits a declaration made in code (a function's local type), which nothing outside that
    /// code can name.
    private func visitInCode(_ declaration: DeclSyntax) {
        let outerDefault = memberDefault
        enclosingAccess.append(.private)
        memberDefault = nil
        visit(declaration)
        memberDefault = outerDefault
        enclosingAccess.removeLast()
    }

    // MARK: Code

    /// Visits `node` node by node only if its text may hold something to record. Code that
    /// makes a container is read whole, as is all top-level code of a file that makes one there.
    private func searchCode(_ node: some SyntaxProtocol, topLevel: Bool) {
        if topLevel && makesContainers {
            codeWalker(prunes: false).walk(node)
            return
        }
        guard isRelevant(node) else { return }
        let makesContainer = styles.contains(.whoop) && reader.source.mentions(Self.containerKeywords, in: node)
        codeWalker(prunes: !makesContainer).walk(node)
    }

    private func codeWalker(prunes: Bool) -> CodeWalker {
        CodeWalker(
            prunes: prunes, isRelevant: { [unowned self] in isRelevant($0) }, record: { [unowned self] in record($0) },
            declaration: { [unowned self] in visitInCode($0) })
    }

    private func isRelevant(_ node: some SyntaxProtocol) -> Bool {
        reader.source.mentions(codeKeywords, in: node)
    }

    /// Reads `call` as a WhoopDI set-up, injection or accessor call and as a Drip construction.
    private func record(_ call: FunctionCallExprSyntax) {
        if styles.contains(.whoop) {
            WhoopReader(reader: reader).record(call, into: &whoop)
        }
        if styles.contains(.drip) {
            recordConstruction(call)
        }
    }

    // MARK: Helpers

    private func recordConstruction(_ call: FunctionCallExprSyntax) {
        let reader = DripReader(reader: self.reader)
        guard let chain = reader.chain(of: call) else { return }
        if let (steps, declaration) = reader.extensionTarget(of: chain, endingAt: call) {
            if constructionIndex[declaration.id] == nil,
               let made = reader.construction(declaration, enclosingTypeName: enclosingTypes.last, allowingBare: true) {
                constructionIndex[declaration.id] = drip.constructions.count
                drip.constructions.append(made)
            }
            if let index = constructionIndex[declaration.id] { reader.add(steps, to: &drip.constructions[index]) }
            return
        }
        guard constructionIndex[call.id] == nil,
              let construction = reader.construction(chain, endingAt: call, enclosingTypeName: enclosingTypes.last) else { return }
        constructionIndex[call.id] = drip.constructions.count
        drip.constructions.append(construction)
    }

    private func recordInjectable(
        _ name: TokenSyntax, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, _ members: MemberBlockSyntax
    ) {
        guard styles.contains(.whoop), !attributes.isEmpty,
              let injectable = WhoopReader(reader: reader).injectable(name: name, attributes: attributes, modifiers: modifiers, members: members)
        else { return }
        whoop.injectables.append(injectable)
    }

    /// Records the shape of the type named `name`.
    private func recordShape(
        name: TokenSyntax, members: MemberBlockSyntax, isStruct: Bool, access: AccessLevel,
        generics: GenericParameterClauseSyntax? = nil, memberDefault: AccessLevel? = nil, location: SourceLocation? = nil
    ) {
        var shape = TypeShape(
            name: name.identifierName, isStruct: isStruct, properties: [], initializers: [],
            location: location ?? reader.location(of: name))
        shape.access = access
        addMembers(members.members, to: &shape, memberDefault: memberDefault)
        shape.genericParameters = generics?.parameters.map(\.name.identifierName) ?? []
        shapes.append(shape)
    }

    /// Adds the properties, initializers and typealiases declared in `members` to `shape`, those
    /// in every `#if` clause included: conditions cannot be evaluated here. Initializers that write
    /// no access get `memberDefault` (an extension's).
    private func addMembers(_ members: MemberBlockItemListSyntax, to shape: inout TypeShape, memberDefault: AccessLevel?) {
        for member in members {
            let declaration = member.decl
            switch declaration.kind {
            case .typeAliasDecl:
                let alias = declaration.cast(TypeAliasDeclSyntax.self)
                if alias.genericParameterClause == nil { shape.typealiases[alias.name.identifierName] = reader.declared(alias.initializer.value) }
            case .initializerDecl:
                let node = declaration.cast(InitializerDeclSyntax.self)
                var declared = initializer(node)
                declared.access = AccessLevel(modifiers: node.modifiers) ?? memberDefault ?? .internal
                shape.initializers.append(declared)
            case .variableDecl:
                shape.properties += properties(declaration.cast(VariableDeclSyntax.self))
            case .ifConfigDecl:
                for clause in declaration.cast(IfConfigDeclSyntax.self).clauses {
                    if case .decls(let nested)? = clause.elements { addMembers(nested, to: &shape, memberDefault: memberDefault) }
                }
            default:
                continue
            }
        }
    }

    private func initializer(_ initializer: InitializerDeclSyntax) -> InitializerDeclaration {
        InitializerDeclaration(
            parameters: initializer.signature.parameterClause.parameters.map { parameter in
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.identifierName
                // A variadic parameter (`Int...`) or a parameter pack (`repeat each T`) may be
                // given no argument at all, as a defaulted one may.
                let mayBeLeftOut = parameter.defaultValue != nil || parameter.ellipsis != nil || parameter.type.is(PackExpansionTypeSyntax.self)
                return InitializerDeclaration.Parameter(label: label, type: reader.declared(parameter.type), hasDefault: mayBeLeftOut)
            },
            location: reader.location(of: initializer.initKeyword))
    }

    /// The instance properties `variable` declares whose type is written or can be inferred.
    private func properties(_ variable: VariableDeclSyntax) -> [StoredProperty] {
        var isStatic = false
        var isLazy = false
        for modifier in variable.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): isStatic = true
            case .keyword(.lazy): isLazy = true
            default: break
            }
        }
        guard !isStatic else { return [] }
        var found: [StoredProperty] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                  let type = binding.typeAnnotation.map({ reader.declared($0.type) })
                    ?? binding.initializer.flatMap({ reader.initialValueType($0.value) }) else { continue }
            found.append(StoredProperty(
                name: name, type: type,
                isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
                hasInitialValue: binding.initializer != nil || isLazy,
                isStored: Self.isStored(binding) && !isLazy))
        }
        return found
    }

    /// Whether `binding` is stored: it has no accessors, or only `willSet` and `didSet`
    /// observers, which observe a stored value.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { accessor in
            accessor.accessorSpecifier.tokenKind == .keyword(.willSet) || accessor.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }
}
