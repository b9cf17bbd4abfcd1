import SwiftSyntax

/// Reads Drip-style declarations out of syntax: components and their accessors, modules and
/// their generators, and construction chains.
struct DripReader {
    let reader: ExpressionReader

    static let chainSteps: Set<String> = ["parent", "module", "override"]

    // MARK: Components

    /// The component `node` may be: a class with a superclass (whether its chain reaches Drip's
    /// `Component`, through the app's own bases, generic or not, is decided once every file is
    /// known).
    func component(_ node: ClassDeclSyntax) -> DripComponentDeclaration? {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first.map({ TypeDescriptionBuilder.description(of: $0.type) }),
              let superclassName = superclass.baseName else { return nil }
        var parents: [DripAccessor] = []
        var modules: [DripAccessor] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                  let type = binding.typeAnnotation?.type,
                  let returned = returnedCall(of: binding) else { continue }
            let accessor = DripAccessor(name: name, type: reader.declared(type), location: reader.location(of: binding.pattern))
            switch returned {
            case "parent": parents.append(accessor)
            case "module": modules.append(accessor)
            default: break
            }
        }
        // A class with no accessors whose superclass is generic is rarely a component; it is
        // kept only when the chain may lead to `Component` through the app's own generic base.
        return DripComponentDeclaration(
            name: node.name.identifierName, superclassName: superclassName, parents: parents, modules: modules,
            location: reader.location(of: node.name))
    }

    /// `parent` or `module` when the getter of `binding` only returns `parent()` or `module()`
    /// (`lazy var x: T = parent()` counts too).
    private func returnedCall(of binding: PatternBindingSyntax) -> String? {
        var expression: ExprSyntax?
        if let initializer = binding.initializer {
            expression = initializer.value
        } else if let accessors = binding.accessorBlock?.accessors {
            let body: CodeBlockItemListSyntax?
            switch accessors {
            case .getter(let items): body = items
            case .accessors(let list): body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
            guard let body else { return nil }
            expression = reader.returnedExpression(of: body)
        }
        guard let expression, let call = reader.unwrapped(expression).as(FunctionCallExprSyntax.self),
              call.trailingClosure == nil else { return nil }
        let name = reader.ownMethodName(call)
        guard let name, name == "parent" || name == "module" else { return nil }
        return name
    }

    // MARK: Modules

    /// The module `node` is when it subclasses `Module<C>` (or DripStyle's `MainActorModule<C>`),
    /// or the module it may be when it subclasses another class and declares generators: a subclass of the app's own module base (`class SystemModule:
    /// AppModule`, `class NetworkModule: FeatureModule<AppComponent>`, or a typealias of
    /// `Module<AppComponent>`), whose owner is decided once every file is known
    /// (`superclassName`, an empty `ownerName`). A generic class keeps its parameters: a base
    /// whose owner its subclasses give (`class FeatureModule<C: Component>: Module<C>`).
    func module(_ node: ClassDeclSyntax) -> DripModuleDeclaration? {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first.map({ TypeDescriptionBuilder.description(of: $0.type) }),
              let superclassName = superclass.baseName else { return nil }
        let isDirect = (superclassName == "Module" || superclassName == "MainActorModule") && superclass.genericArguments.count == 1
        let owner = isDirect ? superclass.genericArguments[0].baseName : ""
        guard let owner else { return nil }
        let genericParameters = node.genericParameterClause?.parameters.map { $0.name.identifierName } ?? []
        let arguments = superclass.genericArguments.map { $0.baseName ?? $0.description }
        let moduleIsMainActor = superclassName == "MainActorModule"
            || DeclaredIsolation.written(node.attributes, node.modifiers) == .mainActor
        var generators: [DripGenerator] = []
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let result = function.signature.returnClause?.type,
                  let body = function.body, var generator = generator(function, result: reader.declared(result), body: body)
            else { continue }
            switch DeclaredIsolation.written(function.attributes, function.modifiers) {
            case .mainActor?: generator.isMainActor = true
            case .nonisolated?: generator.isMainActor = nil
            case nil: generator.isMainActor = moduleIsMainActor ? true : nil
            }
            generators.append(generator)
        }
        // A class of the app's own module base declares generators (one that declares none and
        // only names a generic base is rarely a module, and every generic class would be one).
        guard isDirect || !generators.isEmpty else { return nil }
        var module = DripModuleDeclaration(name: node.name.identifierName, ownerName: owner, generators: generators, location: reader.location(of: node.name))
        if !isDirect {
            module.superclassName = superclassName
            if !arguments.isEmpty { module.superclassArguments = arguments }
        }
        if !genericParameters.isEmpty { module.genericParameters = genericParameters }
        return module
    }

    private func generator(_ function: FunctionDeclSyntax, result: DeclaredType, body: CodeBlockSyntax) -> DripGenerator? {
        guard let expression = reader.returnedExpression(of: body.statements),
              let call = reader.unwrapped(expression).as(FunctionCallExprSyntax.self)
        else { return nil }
        let calleeName = reader.ownMethodName(call)
        guard let calleeName, let kind = DripGenerator.Kind(rawValue: calleeName) else { return nil }
        let explicitKey = call.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
            .map { reader.source.trimmedText(of: $0.expression) }
        let closure = reader.closure(of: call, label: "generator")
        let found = closure.map { requests(in: $0, result: result) } ?? []
        return DripGenerator(
            methodName: function.name.identifierName, kind: kind, resultType: result, explicitKey: explicitKey, requests: found,
            location: reader.location(of: function.name),
            isAsync: function.signature.effectSpecifiers?.asyncSpecifier != nil ? true : nil)
    }

    /// The `component.accessor….method()` calls in a generator closure, rooted at its parameter
    /// (or at the module's `component`), and the calls of the module's own methods (`inject()`,
    /// `self.inject()`), whose accessor chain is empty.
    private func requests(in closure: ClosureExprSyntax, result: DeclaredType) -> [DripRequest] {
        let parameter = reader.firstParameterName(of: closure)
        var found: [DripRequest] = []
        for call in CallCollector.calls(in: Syntax(closure)) where call.arguments.isEmpty && call.trailingClosure == nil {
            if let name = Self.ownMethodCalled(by: call) {
                let context = reader.context(of: call) { candidate in candidate.id == closure.id ? result : nil }
                found.append(DripRequest(
                    accessors: [], methodName: name, context: context, location: reader.location(of: call),
                    isAsync: AsyncEffect.isAwaited(call) ? true : nil))
                continue
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  var chain = reader.memberChain(base) else { continue }
            if chain.first == parameter {
                chain.removeFirst()
            } else if chain.first == "component" {
                chain.removeFirst()
            } else if chain.starts(with: ["self", "component"]) {
                chain.removeFirst(2)
            } else {
                continue
            }
            guard !chain.isEmpty else { continue }
            let context = reader.context(of: call) { candidate in candidate.id == closure.id ? result : nil }
            found.append(DripRequest(
                accessors: chain, methodName: member.declName.baseName.identifierName, context: context, location: reader.location(of: call),
                isAsync: AsyncEffect.isAwaited(call) ? true : nil))
        }
        return found
    }

    /// The name of the module's own method `call` calls, unqualified or through `self`
    /// (`inject()`, `self.inject()`); nil for any other call.
    private static func ownMethodCalled(by call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.identifierName
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.identifierName
        }
        return nil
    }

    // MARK: Construction chains

    /// The construction chain `call` ends, when it is the outermost call of one and starts with
    /// `X()` or `X.make(…)`; a bare `X()` counts only when `allowingBare` (it is being extended
    /// later).
    func construction(_ call: FunctionCallExprSyntax, enclosingTypeName: String?, allowingBare: Bool = false) -> DripConstruction? {
        chain(of: call).flatMap { construction($0, endingAt: call, enclosingTypeName: enclosingTypeName, allowingBare: allowingBare) }
    }

    /// The construction `chain`, which `call` ends, makes (see `construction(_:enclosingTypeName:allowingBare:)`).
    func construction(
        _ chain: Chain, endingAt call: FunctionCallExprSyntax, enclosingTypeName: String?, allowingBare: Bool = false
    ) -> DripConstruction? {
        switch chain.start {
        case .construction where allowingBare || !chain.steps.isEmpty, .builder:
            break
        case .construction(let type) where type.first?.isUppercase == true && reader.storedVariable(of: call) != nil:
            // `let app = AppComponent()`: a component made with nothing registered, which is
            // wrong exactly when something read on it needs a parent or a module.
            break
        default:
            return nil
        }
        var construction = DripConstruction(
            start: chain.start, variable: reader.storedVariable(of: call), parents: [], modules: [], overrides: [],
            enclosingTypeName: enclosingTypeName, location: reader.location(of: chain.base))
        add(chain.steps, to: &construction)
        if case .construction = chain.start {
            let reads = ChainReads(reader: reader).reads(on: call)
            construction.reads = reads.names
            construction.readsElsewhere = reads.elsewhere.map { DripConstruction.Read(name: $0.name, location: $0.location) }
            if construction.variable == nil { construction.unfollowed = unfollowedDestination(of: call) }
        }
        return construction
    }

    /// Where the value of the chain `call` ends goes, when digen does not follow it there: out of
    /// a function or closure, into a call, a collection or an assignment. Nil when the value is
    /// not kept (`_ = …`, a statement of its own) or is what a `.parent { … }` closure gives.
    private func unfollowedDestination(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
                continue
            }
            // A parenthesised value is the value itself.
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
               let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
               let tuple = list.parent?.as(TupleExprSyntax.self) {
                node = Syntax(tuple)
                continue
            }
            break
        }
        guard let parent = node.parent else { return nil }
        if parent.is(ReturnStmtSyntax.self) { return "returned" }
        if parent.is(LabeledExprSyntax.self) {
            return parent.parent?.parent?.is(TupleExprSyntax.self) == true ? "stored in a tuple" : "passed as an argument"
        }
        if parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self) { return "stored in a collection" }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard elements.count >= 3, elements.last?.id == node.id, elements[elements.count - 2].is(AssignmentExprSyntax.self) else { return nil }
            let target = elements[elements.count - 3]
            if target.is(DiscardAssignmentExprSyntax.self) { return nil }
            return "assigned to `\(reader.source.trimmedText(of: target))`"
        }
        // The only statement of a body is what it returns.
        guard let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return nil }
        if let closure = list.parent?.as(ClosureExprSyntax.self) {
            // `.parent { X()… }` gives its value as a parent, which digen reads.
            if let step = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               step.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName == "parent" {
                return nil
            }
            return "returned from a closure"
        }
        if let body = list.parent, body.is(CodeBlockSyntax.self) || body.is(AccessorBlockSyntax.self) {
            // A function's or getter's body; a `do` or `if` block's statement is not kept.
            let owner = body.parent
            if owner?.is(FunctionDeclSyntax.self) == true || owner?.is(AccessorDeclSyntax.self) == true || body.is(AccessorBlockSyntax.self) {
                return "returned"
            }
        }
        return nil
    }

    /// For `variable.parent { … }.module(…)`: the variable and the outermost call of the chain
    /// its declaration stores (`let variable = X()…`, or a property of the enclosing type), when
    /// `call` is such a statement.
    func extensionTarget(of chain: Chain, endingAt call: FunctionCallExprSyntax) -> (steps: [Step], declaration: FunctionCallExprSyntax)? {
        guard case .variable(let name) = chain.start, !chain.steps.isEmpty,
              let declaration = reader.declaration(of: name, before: Syntax(call), includingMembers: true) else { return nil }
        return (chain.steps, declaration)
    }

    /// Adds what `steps` register to `construction`.
    func add(_ steps: [Step], to construction: inout DripConstruction) {
        for step in steps {
            switch step.name {
            case "parent":
                construction.parents.append(parentSupply(step.call))
            case "module":
                if let module = registeredModule(step.call) { construction.modules.append(module) }
            default:
                if let type = overriddenType(step.call) { construction.overrides.append(type) }
            }
        }
    }

    /// One `.parent`, `.module` or `.override` call of a chain.
    struct Step {
        var name: String
        var call: FunctionCallExprSyntax
    }

    /// A chain's steps and how it starts, read once per call.
    struct Chain {
        var start: DripConstruction.Start
        var base: ExprSyntax
        var steps: [Step]
    }

    /// The steps of the chain `call` ends, and how it starts; nil when `call` is inside a chain
    /// (the outermost call reads it) or the chain starts with neither `X()` nor a variable.
    func chain(of call: FunctionCallExprSyntax) -> Chain? {
        if call.parent?.is(MemberAccessExprSyntax.self) == true { return nil }
        var steps: [Step] = []
        var current = ExprSyntax(call)
        // A step registers something: `parent()` with nothing to register is the getter.
        while let step = current.as(FunctionCallExprSyntax.self), let member = step.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, Self.chainSteps.contains(member.declName.baseName.identifierName),
              step.trailingClosure != nil || !step.arguments.isEmpty {
            steps.insert(Step(name: member.declName.baseName.identifierName, call: step), at: 0)
            current = base
        }
        if let constructed = current.as(FunctionCallExprSyntax.self), constructed.arguments.isEmpty,
           constructed.trailingClosure == nil, let type = reader.constructedType(by: constructed)?.baseName {
            return Chain(start: .construction(type), base: current, steps: steps)
        }
        if let built = current.as(FunctionCallExprSyntax.self), let member = built.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.identifierName == "make", let base = member.base,
           let type = TypeDescriptionBuilder.typeReference(base)?.baseName {
            return Chain(start: .builder(type), base: current, steps: steps)
        }
        if let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.identifierName.first?.isLowercase == true {
            return Chain(start: .variable(reference.baseName.identifierName), base: current, steps: steps)
        }
        return nil
    }

    private func parentSupply(_ step: FunctionCallExprSyntax) -> DripParentSupply {
        guard let closure = reader.closure(of: step, label: "initializer"),
              let expression = reader.returnedExpression(of: closure.statements)
        else { return .unknown(reader.source.trimmedText(of: step)) }
        let value = reader.unwrapped(expression)
        if let sequence = value.as(SequenceExprSyntax.self), let type = reader.castType(in: sequence) { return .declared(type) }
        if let chain = reader.memberChain(value) {
            // A variable made by a construction earlier in the block is of the constructed type.
            if chain.count == 1, chain[0] != "self", let declared = reader.declaration(of: chain[0], before: Syntax(step), includingMembers: true),
               let type = reader.initialValueType(ExprSyntax(declared))?.type.baseName {
                return .constructed(type)
            }
            return .reference(chain)
        }
        // `ApplicationComponent()`, or a chain of calls that starts with one.
        if let type = reader.initialValueType(value)?.type.baseName { return .constructed(type) }
        return .unknown(reader.source.trimmedText(of: value))
    }

    private func registeredModule(_ step: FunctionCallExprSyntax) -> String? {
        if let closure = reader.closure(of: step, label: "initializer"),
           let expression = reader.returnedExpression(of: closure.statements),
           let call = reader.unwrapped(expression).as(FunctionCallExprSyntax.self),
           let type = reader.constructedType(by: call)?.baseName {
            return type
        }
        if let first = step.arguments.first, let chain = reader.memberChain(first.expression), chain.last == "self", chain.count >= 2 {
            return chain[chain.count - 2]
        }
        return nil
    }

    private func overriddenType(_ step: FunctionCallExprSyntax) -> DeclaredType? {
        // A keyed override (`override(Key("x"), value)`) replaces a keyed generator, not a type.
        guard step.arguments.count <= 1 else { return nil }
        if let closure = reader.closure(of: step, label: "generator") { return reader.producedType(of: closure) }
        return step.arguments.first.flatMap { reader.producedType(of: $0.expression) }
    }
}
