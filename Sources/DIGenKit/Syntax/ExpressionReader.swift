import SwiftSyntax

/// Reads types out of expressions the way the compiler infers them, for the cases DI code uses:
/// what a closure produces, where an argument goes, and where a call's result goes.
struct ExpressionReader {
    let source: SourceText
    let path: String

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let place = source.lineAndColumn(of: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: path, line: place.line, column: place.column)
    }

    func declared(_ type: TypeSyntax) -> DeclaredType {
        DeclaredType(written: source.trimmedText(of: type), type: TypeDescriptionBuilder.description(of: type))
    }

    // MARK: What an expression produces

    /// The type `expression` evaluates to, when its form says: `T(…)`, `T.init(…)`,
    /// `Module.T(…)`, `T<A>(…)`, `x as T`, and literals (`"a"` is a `String`, as the compiler
    /// infers it with nothing else to go on).
    func producedType(of expression: ExprSyntax) -> DeclaredType? {
        let expression = unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return constructedType(by: call).map { DeclaredType(inferred: $0) }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return castType(in: sequence)
        }
        if expression.is(StringLiteralExprSyntax.self) { return DeclaredType(inferred: .named("String")) }
        if expression.is(IntegerLiteralExprSyntax.self) { return DeclaredType(inferred: .named("Int")) }
        if expression.is(FloatLiteralExprSyntax.self) { return DeclaredType(inferred: .named("Double")) }
        if expression.is(BooleanLiteralExprSyntax.self) { return DeclaredType(inferred: .named("Bool")) }
        return nil
    }

    /// The type a property's initial value gives it when no type is written: what the value
    /// produces, or the type a chain of calls on a new value starts with
    /// (`lazy var shop = ShopComponent().module(…) { … }`).
    func initialValueType(_ value: ExprSyntax) -> DeclaredType? {
        if let produced = producedType(of: value) { return produced }
        var base = unwrapped(value)
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let inner = member.base {
            base = inner
        }
        guard base.id != unwrapped(value).id, let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        return constructedType(by: call).map { DeclaredType(inferred: $0) }
    }

    /// The type a call constructs, when its callee names a type.
    func constructedType(by call: FunctionCallExprSyntax) -> TypeDescription? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.identifierName == "init", let base = member.base {
            callee = base
        }
        return TypeDescriptionBuilder.typeReference(callee)
    }

    /// `T` in a trailing `… as T`.
    func castType(in sequence: SequenceExprSyntax) -> DeclaredType? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[elements.count - 2].is(UnresolvedAsExprSyntax.self),
              let type = elements[elements.count - 1].as(TypeExprSyntax.self) else { return nil }
        let cast = elements[elements.count - 2].as(UnresolvedAsExprSyntax.self)!
        // `as?` and `as!` produce something else.
        guard cast.questionOrExclamationMark == nil else { return nil }
        return declared(type.type)
    }

    /// What a closure produces: its written result type, else its one expression or first
    /// `return`.
    func producedType(of closure: ClosureExprSyntax) -> DeclaredType? {
        if let written = closure.signature?.returnClause?.type { return declared(written) }
        let statements = Array(closure.statements)
        if statements.count == 1, let expression = statements[0].item.as(ExprSyntax.self) {
            return producedType(of: expression)
        }
        for statement in statements {
            if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
                return producedType(of: returned)
            }
            if let returned = statement.item.as(ExpressionStmtSyntax.self)?.expression {
                if statements.count == 1 { return producedType(of: returned) }
            }
        }
        return nil
    }

    /// `expression` without `try`, `await` and parentheses.
    func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let node = current.as(TryExprSyntax.self) { current = node.expression; continue }
            if let node = current.as(AwaitExprSyntax.self) { current = node.expression; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
               let only = tuple.elements.first, only.label == nil {
                current = only.expression
                continue
            }
            return current
        }
    }

    // MARK: Where a value goes

    /// Where the value of `expression` goes. `generatorResult` answers for a closure that is the
    /// generator of a call whose result type is known elsewhere (a Drip module method's).
    func context(of expression: some SyntaxProtocol, generatorResult: (ClosureExprSyntax) -> DeclaredType? = { _ in nil }) -> ValueContext {
        var node = Syntax(expression)
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
                continue
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(list)
                guard let index = elements.firstIndex(where: { $0.id == node.id }) else { return .unknown }
                if index == 0, let type = castType(in: sequence) { return .declared(type) }
                // `_ = get() as T`: the cast binds tighter than the assignment before it.
                if index > 0, elements[index - 1].is(AssignmentExprSyntax.self), index + 2 < elements.count,
                   let cast = elements[index + 1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
                   let type = elements[index + 2].as(TypeExprSyntax.self) {
                    return .declared(declared(type.type))
                }
                return .unknown
            }
            if let labeled = parent.as(LabeledExprSyntax.self) {
                guard let list = labeled.parent?.as(LabeledExprListSyntax.self) else { return .unknown }
                if let tuple = list.parent?.as(TupleExprSyntax.self), list.count == 1, labeled.label == nil {
                    node = Syntax(tuple)
                    continue
                }
                guard let call = list.parent?.as(FunctionCallExprSyntax.self), let type = constructedType(by: call) else {
                    return .unknown
                }
                let labels = list.map { $0.label?.identifierName }
                let index = list.firstIndex { $0.id == labeled.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0
                return .argument(ArgumentPosition(calledType: type, label: labeled.label?.identifierName, index: index, labels: labels))
            }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
                      let annotation = binding.typeAnnotation else { return .unknown }
                return .declared(declared(annotation.type))
            }
            if parent.is(ReturnStmtSyntax.self) {
                return resultContext(enclosing: parent, generatorResult: generatorResult)
            }
            if let item = parent.as(CodeBlockItemSyntax.self) {
                // The one expression of a closure or getter is what it returns.
                guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return .unknown }
                return resultContext(enclosing: parent, generatorResult: generatorResult)
            }
            return .unknown
        }
        return .unknown
    }

    /// The result type of the closure, function or getter around `node`.
    private func resultContext(enclosing node: Syntax, generatorResult: (ClosureExprSyntax) -> DeclaredType?) -> ValueContext {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                if let written = closure.signature?.returnClause?.type { return .declared(declared(written)) }
                return generatorResult(closure).map { .declared($0) } ?? .unknown
            }
            if let function = scope.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { .declared(declared($0.type)) } ?? .unknown
            }
            if let binding = scope.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { .declared(declared($0.type)) } ?? .unknown
            }
            current = scope.parent
        }
        return .unknown
    }

    // MARK: Small readers

    /// The value of a string literal without interpolation, as the program sees it (escapes
    /// resolved, a multi-line literal's indentation taken off), or nil. Key names are values: as
    /// Swift compares `String`s, `"caf\u{E9}"` and `"café"` (and `"cafe\u{301}"`) are one name.
    func stringLiteral(_ expression: ExprSyntax) -> String? {
        unwrapped(expression).as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The names of a member chain (`self.app.component` gives `["self", "app", "component"]`),
    /// or nil when it is not one.
    func memberChain(_ expression: ExprSyntax) -> [String]? {
        // Walked from the end of the chain down to its first name, without recursion: a chain
        // may be tens of thousands of members long.
        var names: [String] = []
        var current = unwrapped(expression)
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.identifierName)
                return names.reversed()
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            names.append(member.declName.baseName.identifierName)
            current = unwrapped(base)
        }
    }

    /// The type names constructed by the elements of an array literal (`[A(), B()]`).
    func constructedTypeNames(in expression: ExprSyntax) -> [String] {
        guard let array = unwrapped(expression).as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            unwrapped(element.expression).as(FunctionCallExprSyntax.self).flatMap(constructedType(by:))?.baseName
        }
    }

    /// The closure passed to `call`, trailing or as its argument labelled `label` (or its last
    /// unlabelled one).
    func closure(of call: FunctionCallExprSyntax, label: String? = nil) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        for argument in call.arguments.reversed() {
            if let closure = argument.expression.as(ClosureExprSyntax.self),
               argument.label == nil || argument.label?.identifierName == label {
                return closure
            }
        }
        return nil
    }

    /// The name a closure gives its first parameter (`module` in `{ module in … }`), or `$0`.
    func firstParameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            return names.first?.name.identifierName ?? "$0"
        case .parameterClause(let clause)?:
            return clause.parameters.first.map { ($0.secondName ?? $0.firstName).identifierName } ?? "$0"
        case nil:
            return "$0"
        }
    }

    /// The expression a one-statement body returns, bare or after `return`.
    func returnedExpression(of items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
            ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The name of the method `call` calls on `self`, written `f(…)` or `self.f(…)`.
    func ownMethodName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.identifierName
        }
        return nil
    }

    /// The outermost call stored by the declaration of `name` that `node` sees: an earlier
    /// statement of an enclosing block or, with `includingMembers`, a property of an enclosing
    /// type.
    func declaration(of name: String, before node: Syntax, includingMembers: Bool) -> FunctionCallExprSyntax? {
        var child = node
        while let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let found = item.item.as(VariableDeclSyntax.self).flatMap({ initializerCall(of: name, in: $0) }) {
                        return found
                    }
                }
            } else if includingMembers, let members = parent.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let found = member.decl.as(VariableDeclSyntax.self).flatMap({ initializerCall(of: name, in: $0) }) {
                        return found
                    }
                }
            }
            child = parent
        }
        return nil
    }

    /// The outermost braced block (function or accessor body, closure) around `node`, by id;
    /// `nil` for top-level code. What the parse stage may skip is exactly such a block.
    func outermostBlock(of node: Syntax) -> SyntaxIdentifier? {
        var found: SyntaxIdentifier?
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) {
                found = ancestor.id
            }
            // A type's member block holds declarations, not code: blocks above it are separate.
            if ancestor.is(MemberBlockSyntax.self) { break }
            current = ancestor.parent
        }
        return found
    }

    private func initializerCall(of name: String, in variable: VariableDeclSyntax) -> FunctionCallExprSyntax? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName == name {
            return binding.initializer.flatMap { unwrapped($0.value).as(FunctionCallExprSyntax.self) }
        }
        return nil
    }

    /// The variable `expression`'s value is stored in (`let x = …`, `lazy var x = …`), if any.
    func storedVariable(of expression: some SyntaxProtocol) -> String? {
        var node = Syntax(expression)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else {
            return nil
        }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
    }
}
