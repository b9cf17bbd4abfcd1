/// The application's non-generic typealiases, for seeing through them (Needle #278): a component
/// named by an alias, a superclass spelled as an alias of `Component<…>`, a dependency protocol
/// behind an alias, and property types written with an alias.
struct TypealiasTable: Sendable {
    let declarations: [TypealiasDeclaration]
    private let byName: [String: TypealiasDeclaration]
    private static let maximumDepth = 16

    init(_ declarations: [TypealiasDeclaration]) {
        self.declarations = declarations
        var byName: [String: TypealiasDeclaration] = [:]
        for declaration in declarations where byName[declaration.name] == nil {
            byName[declaration.name] = declaration
        }
        self.byName = byName
    }

    var names: some Sequence<String> { byName.keys }

    /// `name` with aliases of plain names followed to the end (`A` for `typealias B = A`).
    func resolvedName(_ name: String) -> String {
        if byName.isEmpty { return name }
        var current = name
        for _ in 0..<Self.maximumDepth {
            guard let alias = byName[current], let target = alias.target.baseName,
                  alias.target.genericArguments.isEmpty, target != current else { break }
            current = target
        }
        return current
    }

    /// `type` with a top-level alias replaced by what it stands for, repeatedly, so
    /// `typealias Base = Component<D>` makes `Base` read as `Component<D>`.
    func expanded(_ type: TypeText) -> TypeText {
        if byName.isEmpty { return type }
        var current = type
        for _ in 0..<Self.maximumDepth {
            guard current.genericArguments.isEmpty, let base = current.baseName,
                  let alias = byName[base], alias.target != current else { break }
            current = alias.target
        }
        return current
    }

    /// The parts of `type` when it is (or is an alias of) a protocol composition.
    func compositionMembers(of type: TypeText) -> [TypeText] {
        guard let base = type.baseName, let alias = byName[resolvedName(base)] ?? byName[base] else { return [] }
        return alias.compositionMembers
    }

    /// For every normalised property type in `summaries` that mentions an alias, the type with the
    /// alias substituted (`Stream` becomes `MyScoreStream` after `typealias Stream = MyScoreStream`).
    func resolvedTypeTexts(in summaries: [FileSummary]) -> [String: String] {
        guard !byName.isEmpty else { return [:] }
        var result: [String: String] = [:]
        let allProperties = summaries.flatMap { summary in
            (summary.classes + summary.protocols + summary.extensions).flatMap(\.properties)
        }
        for property in allProperties where result[property.type.normalized] == nil {
            let resolved = substitute(property.type.normalized)
            if resolved != property.type.normalized { result[property.type.normalized] = resolved }
        }
        return result
    }

    private func substitute(_ text: String) -> String {
        var current = text
        for _ in 0..<Self.maximumDepth {
            var output = ""
            var word = ""
            var changed = false
            func flush() {
                if let first = word.first, first.isUppercase, let alias = byName[word] {
                    output += alias.target.normalized
                    changed = true
                } else {
                    output += word
                }
                word = ""
            }
            for character in current {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    flush()
                    output.append(character)
                }
            }
            flush()
            if !changed { return output }
            current = output
        }
        return current
    }
}
