import InjectableCore
import SwiftSyntax

/// Reads WhoopDI-style declarations out of syntax: module definitions, `get` and `inject`
/// requests, container set-up calls and `@Injectable` types.
struct WhoopReader {
    let reader: ExpressionReader

    static let definitionCalls: [String: (WhoopDefinition.Kind, takesParams: Bool)] = [
        "factory": (.factory, false), "singleton": (.singleton, false),
        "factoryWithParams": (.factory, true), "singletonWithParams": (.singleton, true),
        "accumulateFactory": (.accumulateFactory, false), "accumulateSingleton": (.accumulateSingleton, false),
    ]

    /// Functions `WhoopDI` and `Container` have themselves, which no accessor is named.
    static let libraryFunctions: Set<String> = WhoopNames.libraryMembers.union(["validate", "get", "getAsync"])

    // MARK: Modules

    /// The module `node` may be, when it has a superclass (a subclass of a module that overrides
    /// nothing is a module too; the front end follows the superclass chain).
    func module(_ node: ClassDeclSyntax) -> WhoopModuleDeclaration? {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first.map({ TypeDescriptionBuilder.description(of: $0.type) }),
              let superclassName = superclass.baseName else { return nil }
        var definitions: [WhoopDefinition] = []
        var dependencies: [String]?
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.identifierName == "defineDependencies",
               function.signature.parameterClause.parameters.isEmpty, let body = function.body {
                definitions += self.definitions(in: Syntax(body), receivers: ["self"])
            }
            if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName == "moduleDependencies" {
                dependencies = moduleList(in: binding)
            }
        }
        return WhoopModuleDeclaration(
            name: node.name.identifierName, superclassName: superclassName, definitions: definitions,
            moduleDependencies: dependencies, location: reader.location(of: node.name))
    }

    /// The module classes a `moduleDependencies` getter returns: the constructions of its array
    /// literal, as for a container's list (`[Feature(config: c)]` is `Feature`), or, when it
    /// returns something else (`super.moduleDependencies + [Extra()]`), every construction in it.
    private func moduleList(in binding: PatternBindingSyntax) -> [String] {
        var returned: ExprSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?:
            returned = reader.returnedExpression(of: items)
        case .accessors(let list)?:
            returned = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body
                .flatMap { reader.returnedExpression(of: $0.statements) }
        case nil:
            returned = binding.initializer?.value
        }
        if let returned, reader.unwrapped(returned).is(ArrayExprSyntax.self) {
            return reader.constructedTypeNames(in: returned)
        }
        return CallCollector.calls(in: Syntax(binding)).compactMap { reader.constructedType(by: $0)?.baseName }
    }

    /// The definition calls in `node` made on one of `receivers` (or on nothing).
    func definitions(in node: Syntax, receivers: Set<String>) -> [WhoopDefinition] {
        // One walk finds every call; a definition's requests are the calls inside its closure,
        // which follow it in the list.
        let calls = CallCollector.calls(in: node)
        var found: [WhoopDefinition] = []
        for index in calls.indices {
            if let definition = definition(calls[index], receivers: receivers, later: calls[(index + 1)...]) {
                found.append(definition)
            }
        }
        return found
    }

    /// The definition `call` makes; `later` are the calls after it in source order.
    private func definition(
        _ call: FunctionCallExprSyntax, receivers: Set<String>, later: ArraySlice<FunctionCallExprSyntax>
    ) -> WhoopDefinition? {
        guard let (name, receiver) = calleeName(call), receiver.map(receivers.contains) ?? true,
              let (kind, takesParams) = Self.definitionCalls[name] else { return nil }
        var definedName: String?
        var dynamicName = false
        var accumulationKey: String?
        for argument in call.arguments {
            switch argument.label?.identifierName {
            case "name"?, "named"?:
                if argument.expression.is(NilLiteralExprSyntax.self) { break }
                definedName = reader.stringLiteral(argument.expression)
                dynamicName = definedName == nil
            case "for"?:
                accumulationKey = reader.memberChain(argument.expression)?.dropLast().joined(separator: ".")
            default:
                break
            }
        }
        let closure = reader.closure(of: call, label: kind == .factory || kind == .singleton ? "factory" : "provideValue")
        let type = kind == .factory || kind == .singleton ? closure.flatMap(reader.producedType(of:)) : nil
        var definition = WhoopDefinition(
            kind: kind, takesParams: takesParams, name: definedName, hasDynamicName: dynamicName, type: type,
            accumulationKey: accumulationKey, requests: closure.map { requests(among: later, in: $0) } ?? [],
            location: reader.location(of: call),
            isMainActor: closure.map { Self.isMainActor($0, of: kind, takesParams: takesParams) } == true ? true : nil,
            isAsync: (kind == .factory || kind == .singleton) && closure.map(AsyncEffect.isAsync) == true ? true : nil)
        if type == nil, kind == .factory || kind == .singleton, let closure { definition.calledFunction = calledFunction(in: closure) }
        return definition
    }

    /// The function `closure` only returns a call of (`makePump()`, `self.makePump()`,
    /// `Factory.pump()`), written as called.
    private func calledFunction(in closure: ClosureExprSyntax) -> String? {
        guard closure.signature?.returnClause == nil, closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        let expression: ExprSyntax?
        switch item {
        case .expr(let value): expression = value
        case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
        default: expression = nil
        }
        guard let expression, let call = reader.unwrapped(expression).as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let owner: String
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            owner = "self"
        } else if let type = TypeDescriptionBuilder.typeReference(base), let name = type.baseName {
            owner = name
        } else {
            return nil
        }
        return owner + "." + member.declName.baseName.identifierName
    }

    /// Whether `closure`, given to a definition call of `kind`, is main-actor: it is written
    /// `{ @MainActor in … }`, or it is a `factory` or `singleton` closure with a parameter, which
    /// only WhoopStyle's main-actor overload (taking a `DefinitionResolver`) accepts.
    static func isMainActor(_ closure: ClosureExprSyntax, of kind: WhoopDefinition.Kind, takesParams: Bool) -> Bool {
        guard let signature = closure.signature else { return false }
        if DeclaredIsolation.writesMainActor(signature.attributes) { return true }
        guard kind == .factory || kind == .singleton, !takesParams else { return false }
        switch signature.parameterClause {
        case .simpleInput(let names)?: return names.count == 1
        case .parameterClause(let clause)?: return clause.parameters.count == 1
        case nil: return false
        }
    }

    /// The `get` calls among `calls` (in source order) that are inside `closure`, bare or on any
    /// receiver (`self.get()`, `module.get()`).
    private func requests(among calls: ArraySlice<FunctionCallExprSyntax>, in closure: ClosureExprSyntax) -> [WhoopRequest] {
        let start = closure.position
        let end = closure.endPosition
        var found: [WhoopRequest] = []
        for call in calls {
            let position = call.position
            guard position < end else { break }
            guard position >= start, let (name, _) = calleeName(call), name == "get" || name == "getAsync" else { continue }
            found.append(request(call))
        }
        return found
    }

    /// What a `get` or `inject` call asks for.
    func request(_ call: FunctionCallExprSyntax) -> WhoopRequest {
        var name: String?
        var dynamic = false
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self),
           !first.expression.is(NilLiteralExprSyntax.self) {
            name = reader.stringLiteral(first.expression)
            dynamic = name == nil
        }
        let awaits = calleeName(call).map { $0.name == "getAsync" || $0.name == "injectAsync" } == true
        return WhoopRequest(
            name: name, hasDynamicName: dynamic, context: reader.context(of: call), location: reader.location(of: call),
            isAsync: awaits ? true : nil)
    }

    /// The called function's name and the receiver it is called on, if any (`self` for
    /// `self.get()`, `WhoopDI` for `WhoopDI.inject()`).
    func calleeName(_ call: FunctionCallExprSyntax) -> (name: String, receiver: String?)? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.identifierName, nil)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return (member.declName.baseName.identifierName, base.baseName.identifierName)
        }
        return nil
    }

    // MARK: Containers and injections

    /// A container set-up call or an injection, recorded into `summary`.
    func record(_ call: FunctionCallExprSyntax, into summary: inout WhoopFileSummary) {
        if let type = reader.constructedType(by: call), type.baseName == "Container" {
            let modules = call.arguments.first { $0.label?.identifierName == "modules" }
            let local = reader.closure(of: call)
            // `Container()` alone, or with other arguments only, defines nothing to read.
            guard modules != nil || local != nil else { return }
            let parent = call.arguments.first { $0.label?.identifierName == "parent" }.flatMap { reader.memberChain($0.expression) }
            summary.containers.append(WhoopContainerDeclaration(
                kind: parent.map { .child(parentVariable: $0.joined(separator: ".")) } ?? .container,
                variable: reader.storedVariable(of: call),
                modules: modules.map { reader.constructedTypeNames(in: $0.expression) } ?? [],
                unreadModules: modules.flatMap { unreadModules($0.expression) },
                localDefinitions: local.map { definitions(in: Syntax($0), receivers: [reader.firstParameterName(of: $0)]) } ?? [],
                location: reader.location(of: call)))
            return
        }
        guard let (name, receiver) = calleeName(call), let receiver else {
            recordPassedModules(call, into: &summary)
            return
        }
        switch name {
        case "setup" where receiver == "WhoopDI", "registerModules" where receiver == "WhoopDI":
            let list = call.arguments.first?.expression
            summary.containers.append(WhoopContainerDeclaration(
                kind: .appContainer, variable: nil, modules: list.map(reader.constructedTypeNames(in:)) ?? [],
                unreadModules: list.flatMap(unreadModules), localDefinitions: [], location: reader.location(of: call)))
        case "createChild" where receiver.first?.isLowercase == true:
            let list = call.arguments.first.flatMap { $0.expression.is(ClosureExprSyntax.self) ? nil : $0.expression }
            let local = reader.closure(of: call).map { closure in
                definitions(in: Syntax(closure), receivers: [reader.firstParameterName(of: closure)])
            } ?? []
            summary.containers.append(WhoopContainerDeclaration(
                kind: .child(parentVariable: receiver), variable: reader.storedVariable(of: call),
                modules: list.map(reader.constructedTypeNames(in:)) ?? [], unreadModules: list.flatMap(unreadModules),
                localDefinitions: local, location: reader.location(of: call)))
        case "inject" where receiver == "WhoopDI" || receiver.first?.isLowercase == true,
             "injectAsync" where receiver == "WhoopDI" || receiver.first?.isLowercase == true:
            let local = reader.closure(of: call).map { closure in
                definitions(in: Syntax(closure), receivers: [reader.firstParameterName(of: closure)])
            } ?? []
            let declaration = receiver == "WhoopDI"
                ? nil : reader.declaration(of: receiver, before: Syntax(call), includingMembers: true)
            summary.injections.append(WhoopInjection(
                containerVariable: receiver == "WhoopDI" ? nil : receiver,
                containerLocation: declaration.map { reader.location(of: $0) }, request: request(call), localDefinitions: local))
        case _ where call.arguments.isEmpty && call.trailingClosure == nil && !Self.libraryFunctions.contains(name):
            if receiver == "WhoopDI" {
                summary.accessorCalls.append(WhoopAccessorCall(
                    containerVariable: nil, containerLocation: nil, name: name, location: reader.location(of: call)))
            } else if let declaration = containerDeclaration(receiver, before: call) {
                summary.accessorCalls.append(WhoopAccessorCall(
                    containerVariable: receiver, containerLocation: reader.location(of: declaration), name: name,
                    location: reader.location(of: call)))
            }
        default:
            recordPassedModules(call, into: &summary)
        }
    }

    /// Records the array literals of constructions that `call`, which is no container set-up
    /// digen reads, is given: a helper that builds a container from them.
    private func recordPassedModules(_ call: FunctionCallExprSyntax, into summary: inout WhoopFileSummary) {
        for argument in call.arguments where reader.unwrapped(argument.expression).is(ArrayExprSyntax.self) {
            let names = reader.constructedTypeNames(in: argument.expression)
            guard !names.isEmpty else { continue }
            summary.passedModules.append(WhoopPassedModules(
                typeNames: names, calleeName: reader.source.trimmedText(of: call.calledExpression), location: reader.location(of: call)))
        }
    }

    /// `list` as written, unless it is an array literal whose every element constructs a module
    /// (`[ShopModule(), MenuModule(config: c)]`), the only lists digen can read whole.
    private func unreadModules(_ list: ExprSyntax) -> String? {
        if let array = reader.unwrapped(list).as(ArrayExprSyntax.self), array.elements.allSatisfy({ element in
            reader.unwrapped(element.expression).as(FunctionCallExprSyntax.self).flatMap(reader.constructedType(by:))?.baseName != nil
        }) {
            return nil
        }
        return reader.source.trimmedText(of: list)
    }

    /// The `Container(…)` or `….createChild(…)` call that stores the container `variable` names,
    /// when its declaration comes earlier in the same outermost block as `call` (or both are
    /// top-level code). Only such calls are read: that block says `Container` or `createChild`,
    /// so the parse stage never skips it, whatever else it holds.
    private func containerDeclaration(_ variable: String, before call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard variable.first?.isLowercase == true,
              let declared = reader.declaration(of: variable, before: Syntax(call), includingMembers: false),
              reader.outermostBlock(of: Syntax(declared)) == reader.outermostBlock(of: Syntax(call))
        else { return nil }
        if reader.constructedType(by: declared)?.baseName == "Container" || calleeName(declared)?.name == "createChild" {
            return declared
        }
        return nil
    }

    // MARK: @Injectable

    /// The `@Injectable` type `node` declares, if it is one, with the requests the macro's
    /// expansion makes (`InjectableMembers` decides which, for the macro and for digen).
    func injectable(
        name: TokenSyntax, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, members: MemberBlockSyntax
    ) -> InjectableDeclaration? {
        guard InjectableMembers.isInjectable(attributes) else { return nil }
        let injected = InjectableMembers(members.members)
        var requests: [WhoopRequest] = []
        if let marked = injected.markedInitializers.first {
            for parameter in marked.signature.parameterClause.parameters {
                requests.append(WhoopRequest(
                    name: nil, hasDynamicName: false, context: .declared(reader.declared(parameter.type)),
                    location: reader.location(of: parameter)))
            }
        } else {
            for property in injected.properties {
                requests.append(WhoopRequest(
                    name: property.injectedName.flatMap(reader.stringLiteral), hasDynamicName: false,
                    context: .declared(reader.declared(property.type)), location: reader.location(of: property.pattern)))
            }
        }
        return InjectableDeclaration(
            name: name.identifierName, requests: requests, location: reader.location(of: name),
            isolation: DeclaredIsolation.written(attributes, modifiers))
    }
}
