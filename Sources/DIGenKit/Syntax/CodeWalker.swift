import SwiftSyntax

/// Visits code a declaration walker (`SummaryVisitor`, `StyleVisitor`) found worth reading node
/// by node: hands each call to `record`, skips the statements, accessors and closures that
/// `isRelevant` says hold nothing to record (unless told not to prune), and hands each local
/// type, extension or typealias declaration back to `declaration` instead of entering it.
final class CodeWalker: SyntaxVisitor {
    private let isRelevant: (Syntax) -> Bool
    private let prunes: Bool
    private let record: (FunctionCallExprSyntax) -> Void
    private let declaration: (DeclSyntax) -> Void

    init(
        prunes: Bool = true, isRelevant: @escaping (Syntax) -> Bool,
        record: @escaping (FunctionCallExprSyntax) -> Void, declaration: @escaping (DeclSyntax) -> Void
    ) {
        self.isRelevant = isRelevant
        self.prunes = prunes
        self.record = record
        self.declaration = declaration
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { prune(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { prune(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { prune(node) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { local(node) }

    private func prune(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        !prunes || isRelevant(Syntax(node)) ? .visitChildren : .skipChildren
    }

    private func local(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        declaration(DeclSyntax(node))
        return .skipChildren
    }
}
