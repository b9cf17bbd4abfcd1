import SwiftSyntax

/// The accessors read on the component a construction chain makes, where digen can see them.
///
/// Drip looks a parent or module up only when an accessor reads it, and stops the program then
/// ("failed to find module X"), so a chain that lacks one fails only where it is read. The reads
/// digen sees are member accesses on the variable the chain is stored in: later in the block
/// that declares a local variable (`let view = ViewComponent()…; view.status.inject()`), and,
/// for a property (`let`, `var`, `lazy var`, `static`), anywhere in its file where Swift reaches
/// the property: in the members of the type and of its extensions (`component.core`,
/// `self.component.core`), and on a variable made as an instance of the type
/// (`let controller = ViewController(…)`; `controller.component.core`, `controller.self.component.core`).
/// A chain that is not stored (returned, passed on, given as a parent) has no reads digen sees.
struct ChainReads {
    let reader: ExpressionReader

    /// What is read on the variable that stores `call`'s value: the member names, sorted, each
    /// once; and those read outside the block or type that declares it, with the first place
    /// each is read there.
    struct Reads {
        var names: [String] = []
        var elsewhere: [(name: String, location: SourceLocation)] = []
    }

    /// The member names read on the variable that stores `call`'s value, sorted, each once.
    func accessorNames(readOn call: FunctionCallExprSyntax) -> [String] {
        reads(on: call).names
    }

    /// What is read on the variable that stores `call`'s value (`Reads`).
    func reads(on call: FunctionCallExprSyntax) -> Reads {
        guard let variable = reader.storedVariable(of: call),
              let declaration = Syntax(call).ancestor(ofType: VariableDeclSyntax.self) else { return Reads() }
        let region: Syntax
        let isProperty: Bool
        if let members = declaration.parent?.parent?.as(MemberBlockItemListSyntax.self) {
            region = Syntax(members)
            isProperty = true
        } else if let items = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            region = Syntax(items)
            isProperty = false
        } else {
            return Reads()
        }
        let finder = AccessFinder(variable: variable, throughSelf: isProperty)
        finder.walk(region)
        var names: Set<String> = []
        for access in finder.found where !DripReader.chainSteps.contains(access.declName.baseName.identifierName) {
            // The nearest declaration of the name must be this one (not a shadowing local).
            guard reader.declaration(of: variable, before: Syntax(access), includingMembers: true)?.id == call.id else { continue }
            names.insert(access.declName.baseName.identifierName)
        }
        var reads = Reads()
        if isProperty, let owner = Self.ownerName(of: region) {
            // The rest of the file: the type's extensions, and instances of the type.
            let elsewhere = PropertyReadFinder(property: variable, owner: owner, region: region.id, reader: reader)
            elsewhere.walk(Syntax(call).root)
            for (name, location) in elsewhere.found where !DripReader.chainSteps.contains(name) && !names.contains(name) {
                if !reads.elsewhere.contains(where: { $0.name == name }) { reads.elsewhere.append((name, location)) }
            }
            names.formUnion(reads.elsewhere.map(\.name))
        }
        reads.names = names.sorted()
        return reads
    }

    /// The name of the type whose member block `region` is.
    private static func ownerName(of region: Syntax) -> String? {
        guard let block = region.parent?.as(MemberBlockSyntax.self), let declaration = block.parent else { return nil }
        return declaredTypeName(of: declaration)
    }

    /// Finds reads of a property of `owner` outside its own member block: `property.x` and
    /// `self.property.x` in extensions of `owner`, and `v.property.x` (or `v.self.property.x`)
    /// where `v` is declared as `owner(…)`.
    private final class PropertyReadFinder: SyntaxVisitor {
        let property: String
        let owner: String
        let region: SyntaxIdentifier
        let reader: ExpressionReader
        var found: [(String, SourceLocation)] = []

        init(property: String, owner: String, region: SyntaxIdentifier, reader: ExpressionReader) {
            self.property = property
            self.owner = owner
            self.region = region
            self.reader = reader
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            node.id == region ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base.map(Self.withoutSelfSuffix), let holder = base.as(MemberAccessExprSyntax.self) ?? nil,
                  holder.declName.baseName.identifierName == property else {
                if let base = node.base.map(Self.withoutSelfSuffix), let reference = base.as(DeclReferenceExprSyntax.self),
                   reference.baseName.identifierName == property, insideOwner(node) {
                    found.append((node.declName.baseName.identifierName, reader.location(of: node)))
                }
                return .visitChildren
            }
            if let instance = holder.base.map(Self.withoutSelfSuffix) {
                if let reference = instance.as(DeclReferenceExprSyntax.self) {
                    if reference.baseName.tokenKind == .keyword(.self) {
                        if insideOwner(node) { found.append((node.declName.baseName.identifierName, reader.location(of: node))) }
                    } else if let made = reader.declaration(of: reference.baseName.identifierName, before: Syntax(node), includingMembers: true),
                              made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == owner {
                        found.append((node.declName.baseName.identifierName, reader.location(of: node)))
                    }
                }
            }
            return .visitChildren
        }

        /// `x.self` is `x`.
        private static func withoutSelfSuffix(_ expression: ExprSyntax) -> ExprSyntax {
            var current = expression
            while let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
                  let base = member.base {
                current = base
            }
            return current
        }

        /// Whether `node` is in code of `owner` or of an extension of it.
        private func insideOwner(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let ancestor = current {
                if let name = declaredTypeName(of: ancestor) { return name == owner }
                current = ancestor.parent
            }
            return false
        }
    }

    /// Collects `variable.member` (and, for a property, `self.variable.member`).
    private final class AccessFinder: SyntaxVisitor {
        let variable: String
        let throughSelf: Bool
        var found: [MemberAccessExprSyntax] = []

        init(variable: String, throughSelf: Bool) {
            self.variable = variable
            self.throughSelf = throughSelf
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base, isVariable(base) { found.append(node) }
            return .visitChildren
        }

        private func isVariable(_ base: ExprSyntax) -> Bool {
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName == variable }
            guard throughSelf, let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.identifierName == variable,
                  let owner = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
            return owner.baseName.tokenKind == .keyword(.self)
        }
    }
}

private extension Syntax {
    /// The nearest ancestor of type `type`, stopping at code blocks and member blocks.
    func ancestor<Node: SyntaxProtocol>(ofType type: Node.Type) -> Node? {
        var current = parent
        while let node = current {
            if let found = node.as(Node.self) { return found }
            if node.is(CodeBlockItemListSyntax.self) || node.is(MemberBlockItemListSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}

/// The name of the type `node` declares or extends (the last name of an extended type), or nil
/// when it is no type declaration.
private func declaredTypeName(of node: Syntax) -> String? {
    guard let declaration = node.as(DeclSyntax.self) else { return nil }
    return switch declaration.as(DeclSyntaxEnum.self) {
    case .classDecl(let type): type.name.identifierName
    case .structDecl(let type): type.name.identifierName
    case .enumDecl(let type): type.name.identifierName
    case .actorDecl(let type): type.name.identifierName
    case .extensionDecl(let type):
        type.extendedType.as(IdentifierTypeSyntax.self)?.name.identifierName
            ?? type.extendedType.as(MemberTypeSyntax.self)?.name.identifierName
    default: nil
    }
}
