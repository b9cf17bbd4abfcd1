import SwiftSyntax

/// The accessors read on the component a construction chain makes, where digen can see them.
///
/// Drip looks a parent or module up only when an accessor reads it, and stops the program then
/// ("failed to find module X"), so a chain that lacks one fails only where it is read. The reads
/// digen sees are member accesses on the variable the chain is stored in: later in the block
/// that declares a local variable (`let view = ViewComponent()…; view.status.inject()`), or
/// anywhere in the members of the type that declares a property (`self.component.status`). A
/// chain that is not stored (returned, passed on, given as a parent) has no reads digen sees.
struct ChainReads {
    let reader: ExpressionReader

    /// The member names read on the variable that stores `call`'s value, sorted, each once.
    func accessorNames(readOn call: FunctionCallExprSyntax) -> [String] {
        guard let variable = reader.storedVariable(of: call),
              let declaration = Syntax(call).ancestor(ofType: VariableDeclSyntax.self) else { return [] }
        let region: Syntax
        let isProperty: Bool
        if let members = declaration.parent?.parent?.as(MemberBlockItemListSyntax.self) {
            region = Syntax(members)
            isProperty = true
        } else if let items = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            region = Syntax(items)
            isProperty = false
        } else {
            return []
        }
        let finder = AccessFinder(variable: variable, throughSelf: isProperty)
        finder.walk(region)
        var names: Set<String> = []
        for access in finder.found where !DripReader.chainSteps.contains(access.declName.baseName.identifierName) {
            // The nearest declaration of the name must be this one (not a shadowing local).
            guard reader.declaration(of: variable, before: Syntax(access), includingMembers: true)?.id == call.id else { continue }
            names.insert(access.declName.baseName.identifierName)
        }
        return names.sorted()
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
