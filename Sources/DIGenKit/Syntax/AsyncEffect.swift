import SwiftSyntax

/// Whether code is async as Swift infers it: a closure is async when its signature says `async`
/// or its own body suspends (`await`, `for await`, `async let`), not counting the closures and
/// functions nested in it, whose suspensions are their own.
enum AsyncEffect {
    /// Whether `closure` is an async closure.
    static func isAsync(_ closure: ClosureExprSyntax) -> Bool {
        if closure.signature?.effectSpecifiers?.asyncSpecifier != nil { return true }
        let finder = SuspensionFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    /// The effects written on the getter of a property whose accessor block is `accessors`
    /// (`var x: T { get async throws }`, or `get async { … }`): whether it is async, and whether
    /// it throws.
    static func getterEffects(_ accessors: AccessorBlockSyntax?) -> (isAsync: Bool, throwsErrors: Bool) {
        guard case .accessors(let list)? = accessors?.accessors,
              let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
              let effects = getter.effectSpecifiers else { return (false, false) }
        return (effects.asyncSpecifier != nil, effects.throwsClause != nil)
    }

    /// Whether `call` is covered by an `await` in its own expression (`await c.store.inject()`,
    /// `Reader(archive: await c.store.inject())`).
    static func isAwaited(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if current.is(AwaitExprSyntax.self) { return true }
            if current.is(ClosureExprSyntax.self) || current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
                return false
            }
            node = current.parent
        }
        return false
    }

    /// Finds a suspension point in the code it walks, outside nested closures and functions.
    private final class SuspensionFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.awaitKeyword != nil { found = true }
            return found ? .skipChildren : .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.async) }) { found = true }
            return found ? .skipChildren : .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
