/// What the front ends ask of the types declared in the sources: the parameter an argument is
/// passed to, a property's type, and a type with its typealiases resolved on its structure.
struct TypeLookup: Sendable {
    /// The shapes of each file added, as the file's summary holds them; kept whole so that a
    /// type's declaration is found by position instead of copied into a table of its own.
    private var files: [[TypeShape]] = []
    /// Each type's declaration, by position: the file's in `files`, then the shape's in it.
    private var declarations: [String: ShapePosition] = [:]
    /// What each type's extensions add: initializers and properties.
    private var extensions: [String: TypeShape] = [:]
    private let aliases: TypealiasTable

    private struct ShapePosition: Sendable {
        var file: Int32
        var shape: Int32
    }

    init(_ summaries: [FileSummary], aliases: TypealiasTable) {
        self.aliases = aliases
        add(summaries)
    }

    /// The declaration of the type named `name`.
    private func declaration(of name: String) -> TypeShape? {
        declarations[name].map { files[Int($0.file)][Int($0.shape)] }
    }

    /// Adds the shapes of `summaries`: a type's first declaration, and everything its
    /// extensions add.
    mutating func add(_ summaries: [FileSummary]) {
        declarations.reserveCapacity(declarations.count + summaries.reduce(0) { $0 + $1.shapes.count })
        files.reserveCapacity(files.count + summaries.count)
        // Summaries and shapes are read in place: only the parts used are touched.
        for summary in summaries.indices where !summaries[summary].shapes.isEmpty {
            let file = Int32(files.count)
            let shapes = summaries[summary].shapes
            files.append(shapes)
            for index in shapes.indices {
                if shapes[index].isExtension {
                    let shape = shapes[index]
                    extensions[shape.name, default: shape.withoutMembers].initializers += shape.initializers
                    extensions[shape.name]!.properties += shape.properties
                } else {
                    let name = shapes[index].name
                    if declarations[name] == nil { declarations[name] = ShapePosition(file: file, shape: Int32(index)) }
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
        guard let name = position.calledType.baseName else { return nil }
        if let place = declarations[name] {
            let extensionInitializers = extensions.isEmpty ? [] : extensions[name]?.initializers ?? []
            // The declaration is read where `files` holds it, field by field, instead of copied
            // whole for every request; nothing writes to `files` meanwhile.
            return files[Int(place.file)].withUnsafeBufferPointer { shapes in
                parameterType(at: position, in: shapes.baseAddress! + Int(place.shape), extensionInitializers: extensionInitializers)
            }
        }
        guard var shape = extensions[name] else { return nil }
        return withUnsafePointer(to: &shape) { parameterType(at: position, in: $0, extensionInitializers: []) }
    }

    /// The parameter type at `position` among `shape`'s initializers, then its memberwise one
    /// (a declaration's), then `extensionInitializers`: the first that fits the call.
    private func parameterType(
        at position: ArgumentPosition, in shape: UnsafePointer<TypeShape>, extensionInitializers: [InitializerDeclaration]
    ) -> DeclaredType? {
        var found: InitializerDeclaration.Parameter?
        for initializer in shape.pointee.initializers {
            found = initializer.parameter(forArgumentAt: position.index, labels: position.labels)
            if found != nil { break }
        }
        if found == nil, !shape.pointee.isExtension, let memberwise = shape.pointee.memberwiseInitializer {
            found = memberwise.parameter(forArgumentAt: position.index, labels: position.labels)
        }
        if found == nil {
            for initializer in extensionInitializers {
                found = initializer.parameter(forArgumentAt: position.index, labels: position.labels)
                if found != nil { break }
            }
        }
        guard let parameter = found else { return nil }
        // With no generic parameters nothing is substituted: mapping every part to itself gives
        // back the same description (compositions are built sorted), so the type as written stands.
        if shape.pointee.genericParameters.isEmpty { return parameter.type }
        // A generic type's parameters stand for the arguments the call gives (`Box<Int>(…)`).
        let arguments = position.calledType.genericArguments
        var substitutions: [String: TypeDescription] = [:]
        if arguments.count == shape.pointee.genericParameters.count {
            for (parameter, argument) in zip(shape.pointee.genericParameters, arguments) { substitutions[parameter] = argument }
        }
        var unbound = false
        let type = parameter.type.type.map { part in
            guard case .nominal(let name, nil, let partArguments) = part, partArguments.isEmpty,
                  shape.pointee.genericParameters.contains(name) else { return part }
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

    /// The type a typealias nested in `typeName` stands for (`FinalValue` of an accumulation key).
    func nestedAlias(_ name: String, in typeName: String) -> DeclaredType? {
        declaration(of: typeName)?.typealiases[name]
    }

    /// Whether `type` names a generic type declared in the sources without its arguments
    /// (`Box` for `struct Box<Value>`), which is not a type a value can have.
    func lacksGenericArguments(_ type: TypeDescription) -> Bool {
        guard case .nominal(let name, _, let arguments) = type, arguments.isEmpty, let position = declarations[name] else { return false }
        return !files[Int(position.file)][Int(position.shape)].genericParameters.isEmpty
    }

    /// Whether the Drip module named `name` can be made from its component alone: it declares
    /// no initializer (it inherits `init(_ component:)`) or one taking a single unlabelled
    /// argument.
    func isMadeFromComponent(_ name: String) -> Bool {
        guard let shape = declaration(of: name), !shape.initializers.isEmpty else { return true }
        return shape.initializers.contains { initializer in
            initializer.parameters.first?.label == nil && initializer.parameters.dropFirst().allSatisfy(\.hasDefault)
                && !initializer.parameters.isEmpty
        }
    }

    /// The declared type of property `name` of the type named `typeName`.
    func propertyType(of typeName: String, named name: String) -> DeclaredType? {
        (declaration(of: typeName)?.properties.first { $0.name == name } ?? extensions[typeName]?.properties.first { $0.name == name })?.type
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
