import SwiftSyntax

/// Finds every function call below a node. (A `SyntaxVisitor` reuses its node storage as it
/// walks, which measured cheaper than walking `children(viewMode:)` by hand, even skipping
/// tokens.)
final class CallCollector: SyntaxVisitor {
    private var calls: [FunctionCallExprSyntax] = []

    /// The calls in `node` (itself included), outermost first, in source order.
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
