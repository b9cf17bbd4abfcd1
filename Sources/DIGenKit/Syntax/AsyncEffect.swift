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
    /// (`var x: T { get async throws }`, or `get async { … }`): whether it is async, whether it
    /// throws, and the one error type it throws (`throws(StoreError)`), as `source` writes it.
    /// `throws(Never)` is no throw and `throws(any Error)` an untyped one, as Swift has them.
    static func getterEffects(
        _ accessors: AccessorBlockSyntax?, source: SourceText
    ) -> (isAsync: Bool, throwsErrors: Bool, thrownType: String?) {
        guard case .accessors(let list)? = accessors?.accessors,
              let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
              let effects = getter.effectSpecifiers else { return (false, false, nil) }
        let isAsync = effects.asyncSpecifier != nil
        guard let clause = effects.throwsClause else { return (isAsync, false, nil) }
        guard let thrown = clause.type else { return (isAsync, true, nil) }
        switch TypeDescriptionBuilder.description(of: thrown).unqualified {
        case .nominal(name: "Never", qualifier: nil, arguments: []): return (isAsync, false, nil)
        case .nominal(name: "Error", qualifier: nil, arguments: []): return (isAsync, true, nil)
        default: return (isAsync, true, source.trimmedText(of: thrown))
        }
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
