/// What the front ends ask of the types declared in the sources: the parameter an argument is
/// passed to, a property's type, and a type with its typealiases resolved on its structure.
struct TypeLookup: Sendable {
    private var shapes: [String: TypeShape] = [:]
    private var aliases: [String: TypealiasDeclaration] = [:]
    /// One diagnostic per typealias loop (`typealias A = B`, `typealias B = A`).
    private(set) var diagnostics: [Diagnostic] = []

    init(_ summaries: [FileSummary]) {
        for summary in summaries {
            for shape in summary.shapes {
                if let known = shapes[shape.name] {
                    // An extension-free type is declared once; keep every initializer seen.
                    shapes[shape.name]?.initializers = known.initializers + shape.initializers
                } else {
                    shapes[shape.name] = shape
                }
            }
            for alias in summary.typealiases where aliases[alias.name] == nil { aliases[alias.name] = alias }
        }
        diagnostics = aliasLoops()
    }

    /// Names `needed` that no parsed file declares, for a second look at skipped files.
    func undeclared(_ needed: Set<String>) -> Set<String> {
        needed.filter { shapes[$0] == nil }
    }

    /// Adds the shapes of `summaries` (read in a second pass).
    mutating func add(_ summaries: [FileSummary]) {
        for summary in summaries {
            for shape in summary.shapes where shapes[shape.name] == nil { shapes[shape.name] = shape }
        }
    }

    /// `type` with every non-generic typealias replaced by what it stands for, and qualifiers
    /// dropped: the form keys are compared in.
    func resolved(_ type: TypeDescription) -> TypeDescription {
        aliases.isEmpty ? type.unqualified : resolved(type.unqualified, seen: [])
    }

    /// `seen` holds the aliases being expanded, so a loop (reported on its own) stops.
    private func resolved(_ type: TypeDescription, seen: Set<String>) -> TypeDescription {
        type.map { part in
            guard case .nominal(let name, _, let arguments) = part, arguments.isEmpty, !seen.contains(name),
                  let alias = aliases[name] else { return part }
            return resolved(alias.structure.unqualified, seen: seen.union([name]))
        }
    }

    /// The type of the parameter the argument at `position` is passed to.
    func parameterType(at position: ArgumentPosition) -> DeclaredType? {
        guard let name = position.calledType.baseName, let shape = shapes[name] else { return nil }
        let initializers = shape.initializers + (shape.memberwiseInitializer.map { [$0] } ?? [])
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

    /// The declared type of property `name` of the type named `typeName`.
    func propertyType(of typeName: String, named name: String) -> DeclaredType? {
        shapes[typeName]?.properties.first { $0.name == name }?.type
    }

    /// The type `context` gives, with `position`s looked up.
    func type(of context: ValueContext) -> DeclaredType? {
        switch context {
        case .declared(let type): type
        case .argument(let position): parameterType(at: position)
        case .unknown: nil
        }
    }

    /// Each loop of typealiases, once, at its first alias by name.
    private func aliasLoops() -> [Diagnostic] {
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for name in aliases.keys.sorted() where !reported.contains(name) {
            var chain = [name]
            var current = name
            while let next = aliases[current]?.structure.baseName, aliases[current]?.structure.genericArguments.isEmpty == true,
                  aliases[next] != nil {
                if let start = chain.firstIndex(of: next) {
                    let loop = Array(chain[start...])
                    if reported.isDisjoint(with: loop) {
                        let first = loop.min()!
                        let rotated = Array(loop[loop.firstIndex(of: first)!...] + loop[..<loop.firstIndex(of: first)!])
                        diagnostics.append(Diagnostic(
                            id: .typealiasCycle, location: aliases[first]!.location,
                            message: "Typealias cycle: \((rotated + [first]).joined(separator: " -> ")).",
                            notes: rotated.map { "\($0) is declared at \(aliases[$0]!.location)." }))
                    }
                    reported.formUnion(loop)
                    break
                }
                chain.append(next)
                current = next
            }
        }
        return diagnostics
    }
}
