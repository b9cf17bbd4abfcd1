import SwiftSyntax

/// Walks a parsed file for what the WhoopDI and Drip front ends need, and for the shapes of the
/// types it declares (their properties and initializers), which type requests.
final class StyleVisitor: SyntaxVisitor {
    private let reader: ExpressionReader
    private let styles: Set<Style>
    private var enclosingTypes: [String] = []

    private(set) var whoop = WhoopFileSummary()
    private(set) var drip = DripFileSummary()
    private(set) var shapes: [TypeShape] = []
    /// Where the construction each chain's outermost call made is, so a later statement on the
    /// variable that stores it extends it (and it is not read twice).
    private var constructionIndex: [SyntaxIdentifier: Int] = [:]

    /// Reads what `styles` need (only shapes when it is empty) from a tree parsed from `source`.
    init(path: String, source: SourceText, styles: Set<Style>) {
        reader = ExpressionReader(source: source, path: path)
        self.styles = styles
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        recordShape(name: node.name, members: node.memberBlock, isStruct: false, generics: node.genericParameterClause)
        if styles.contains(.whoop) {
            if let module = WhoopReader(reader: reader).module(node) { whoop.modules.append(module) }
            recordInjectable(node.name, node.attributes, node.memberBlock)
        }
        if styles.contains(.drip) {
            let drip = DripReader(reader: reader)
            if let module = drip.module(node) {
                self.drip.modules.append(module)
            } else if let component = drip.component(node) {
                self.drip.components.append(component)
            }
        }
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordShape(name: node.name, members: node.memberBlock, isStruct: true, generics: node.genericParameterClause)
        recordInjectable(node.name, node.attributes, node.memberBlock)
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        recordShape(name: node.name, members: node.memberBlock, isStruct: false)
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordShape(name: node.name, members: node.memberBlock, isStruct: false)
        enclosingTypes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeDescriptionBuilder.description(of: node.extendedType).baseName ?? ""
        recordShape(name: .identifier(name), members: node.memberBlock, isStruct: false, location: reader.location(of: node.extendedType))
        shapes[shapes.count - 1].isExtension = true
        enclosingTypes.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }

    // MARK: Code

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if styles.contains(.whoop) {
            WhoopReader(reader: reader).record(node, into: &whoop)
        }
        if styles.contains(.drip) {
            recordConstruction(node)
        }
        return .visitChildren
    }

    // MARK: Helpers

    private func recordConstruction(_ call: FunctionCallExprSyntax) {
        let reader = DripReader(reader: self.reader)
        if let (steps, declaration) = reader.extensionTarget(of: call) {
            if constructionIndex[declaration.id] == nil,
               let made = reader.construction(declaration, enclosingTypeName: enclosingTypes.last, allowingBare: true) {
                constructionIndex[declaration.id] = drip.constructions.count
                drip.constructions.append(made)
            }
            if let index = constructionIndex[declaration.id] { reader.add(steps, to: &drip.constructions[index]) }
            return
        }
        guard constructionIndex[call.id] == nil,
              let construction = reader.construction(call, enclosingTypeName: enclosingTypes.last) else { return }
        constructionIndex[call.id] = drip.constructions.count
        drip.constructions.append(construction)
    }

    private func recordInjectable(_ name: TokenSyntax, _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax) {
        guard styles.contains(.whoop), !attributes.isEmpty,
              let injectable = WhoopReader(reader: reader).injectable(name: name, attributes: attributes, members: members)
        else { return }
        whoop.injectables.append(injectable)
    }

    private func recordShape(
        name: TokenSyntax, members: MemberBlockSyntax, isStruct: Bool, generics: GenericParameterClauseSyntax? = nil,
        location: SourceLocation? = nil
    ) {
        var properties: [StoredProperty] = []
        var initializers: [InitializerDeclaration] = []
        var typealiases: [String: DeclaredType] = [:]
        for member in members.members {
            if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil {
                typealiases[alias.name.text] = reader.declared(alias.initializer.value)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(InitializerDeclaration(
                    parameters: initializer.signature.parameterClause.parameters.map { parameter in
                        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                        return InitializerDeclaration.Parameter(
                            label: label, type: reader.declared(parameter.type), hasDefault: parameter.defaultValue != nil)
                    },
                    location: reader.location(of: initializer.initKeyword)))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                }
                guard !isStatic else { continue }
                let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation.map({ reader.declared($0.type) })
                            ?? binding.initializer.flatMap({ reader.initialValueType($0.value) }) else { continue }
                    properties.append(StoredProperty(
                        name: name, type: type,
                        isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
                        hasInitialValue: binding.initializer != nil || isLazy,
                        isStored: binding.accessorBlock == nil && !isLazy))
                }
            }
        }
        var shape = TypeShape(
            name: name.text, isStruct: isStruct, properties: properties, initializers: initializers,
            location: location ?? reader.location(of: name))
        shape.typealiases = typealiases
        shape.genericParameters = generics?.parameters.map(\.name.text) ?? []
        shapes.append(shape)
    }
}
