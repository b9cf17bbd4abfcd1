/// What the front ends ask of the types declared in the sources: the parameter an argument is
/// passed to, a property's type, and a type with its typealiases resolved on its structure.
struct TypeLookup: Sendable {
    /// Each type's declaration.
    private var shapes: [String: TypeShape] = [:]
    /// What each type's extensions add: initializers and properties.
    private var extensions: [String: TypeShape] = [:]
    private let aliases: TypealiasTable

    init(_ summaries: [FileSummary], aliases: TypealiasTable) {
        self.aliases = aliases
        add(summaries)
    }

    /// Names `needed` that no parsed file declares, for a second look at skipped files.
    func undeclared(_ needed: Set<String>) -> Set<String> {
        needed.filter { shapes[$0] == nil && extensions[$0] == nil }
    }

    /// Adds the shapes of `summaries`: a type's first declaration, and everything its
    /// extensions add.
    mutating func add(_ summaries: [FileSummary]) {
        for summary in summaries {
            for shape in summary.shapes {
                if shape.isExtension {
                    extensions[shape.name, default: shape.withoutMembers].initializers += shape.initializers
                    extensions[shape.name]!.properties += shape.properties
                } else if shapes[shape.name] == nil {
                    shapes[shape.name] = shape
                }
            }
        }
    }

    /// `type` with qualifiers dropped and typealiases resolved: the form keys compare in.
    func resolved(_ type: TypeDescription) -> TypeDescription {
        aliases.resolved(type)
    }

    /// The type of the parameter the argument at `position` is passed to.
    func parameterType(at position: ArgumentPosition) -> DeclaredType? {
        guard let name = position.calledType.baseName, let shape = shapes[name] ?? extensions[name] else { return nil }
        let initializers = shape.initializers + (shape.isExtension ? [] : shape.memberwiseInitializer.map { [$0] } ?? [])
            + (shape.isExtension ? [] : extensions[name]?.initializers ?? [])
        // A generic type's parameters stand for the arguments the call gives (`Box<Int>(…)`).
        let arguments = position.calledType.genericArguments
        var substitutions: [String: TypeDescription] = [:]
        if arguments.count == shape.genericParameters.count {
            for (parameter, argument) in zip(shape.genericParameters, arguments) { substitutions[parameter] = argument }
        }
        for initializer in initializers {
            guard let parameter = initializer.parameter(forArgumentAt: position.index, labels: position.labels) else { continue }
            var unbound = false
            let type = parameter.type.type.map { part in
                guard case .nominal(let name, nil, let partArguments) = part, partArguments.isEmpty,
                      shape.genericParameters.contains(name) else { return part }
                guard let substitute = substitutions[name] else {
                    unbound = true
                    return part
                }
                return substitute
            }
            // A parameter of a generic type the call leaves to inference is not known here.
            if unbound { return nil }
            return type == parameter.type.type ? parameter.type : DeclaredType(inferred: type)
        }
        return nil
    }

    /// The type a typealias nested in `typeName` stands for (`FinalValue` of an accumulation key).
    func nestedAlias(_ name: String, in typeName: String) -> DeclaredType? {
        shapes[typeName]?.typealiases[name]
    }

    /// Whether `type` names a generic type declared in the sources without its arguments
    /// (`Box` for `struct Box<Value>`), which is not a type a value can have.
    func lacksGenericArguments(_ type: TypeDescription) -> Bool {
        guard case .nominal(let name, _, let arguments) = type, arguments.isEmpty, let shape = shapes[name] else { return false }
        return !shape.genericParameters.isEmpty
    }

    /// Whether the Drip module named `name` can be made from its component alone: it declares
    /// no initializer (it inherits `init(_ component:)`) or one taking a single unlabelled
    /// argument.
    func isMadeFromComponent(_ name: String) -> Bool {
        guard let shape = shapes[name], !shape.initializers.isEmpty else { return true }
        return shape.initializers.contains { initializer in
            initializer.parameters.first?.label == nil && initializer.parameters.dropFirst().allSatisfy(\.hasDefault)
                && !initializer.parameters.isEmpty
        }
    }

    /// The declared type of property `name` of the type named `typeName`.
    func propertyType(of typeName: String, named name: String) -> DeclaredType? {
        (shapes[typeName]?.properties.first { $0.name == name } ?? extensions[typeName]?.properties.first { $0.name == name })?.type
    }

    /// The type `context` gives, with `position`s looked up.
    func type(of context: ValueContext) -> DeclaredType? {
        switch context {
        case .declared(let type): type
        case .argument(let position): parameterType(at: position)
        case .unknown: nil
        }
    }
}
