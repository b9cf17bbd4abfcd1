import SwiftParser
import SwiftSyntax

/// What a module summary read from disk must say before digen believes it. A summary is digen's
/// output, but also a build artifact that travels (a remote cache, a CI cache, a checked-in
/// folder), and its text reaches generated code: so its module is a module's name, each file's
/// imports are import declarations, which the generated file may copy, every name it declares
/// can be written as a Swift name, and every type written as the sources wrote it parses as a
/// type and nothing more. (Locations are checked as they are read, by `SourceLocation`'s coding,
/// and paths by `SummaryCoding`'s.)
enum SummaryChecks {
    /// What is wrong with `summary`, as the thing it holds (`a module name "…"`); nil when nothing is.
    static func problem(in summary: ModuleSummary) -> String? {
        let module = summary.module
        if module.isEmpty || module.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "/" }) {
            return "the module name \(SwiftSpelling.stringLiteral(module))"
        }
        var checked: Set<String> = []
        var typesChecked: Set<String> = []
        for file in summary.files + summary.dripReadings {
            for line in file.imports where checked.insert(line).inserted {
                guard isImportDeclaration(line) else {
                    return "the import line \(SwiftSpelling.stringLiteral(line)) for \(file.path)"
                }
            }
            if let problem = problem(in: file, typesChecked: &typesChecked) { return problem + " for \(file.path)" }
        }
        return nil
    }

    /// The first name or written type of `file` that cannot be what it says, as the thing it
    /// holds; the types already found good are in `typesChecked`.
    private static func problem(in file: FileSummary, typesChecked: inout Set<String>) -> String? {
        var names: [String] = file.otherTypeNames + file.nonSendableClasses
        var types: [String] = []
        for declaration in file.classes + file.protocols + file.extensions {
            names.append(declaration.name)
            types += declaration.inheritedTypes.map(\.written)
            for property in declaration.properties {
                names.append(property.name)
                types.append(property.type.written)
                if let thrown = property.getterThrownType { types.append(thrown) }
            }
        }
        for alias in file.typealiases {
            names.append(alias.name)
            types.append(alias.target.written)
        }
        for module in file.whoop.modules {
            names.append(module.name)
            types += module.definitions.compactMap { $0.type?.written }
            names += module.definitions.compactMap(\.calledFunction).flatMap { $0.split(separator: ".").map(String.init) }.filter { $0 != "self" }
        }
        for function in file.whoop.functionResults {
            names += function.name.split(separator: ".").map(String.init)
            types.append(function.type.written)
        }
        names += file.whoop.injectables.map(\.name)
        for component in file.drip.components {
            names.append(component.name)
            for accessor in component.parents + component.modules {
                names.append(accessor.name)
                types.append(accessor.type.written)
            }
        }
        for module in file.drip.modules {
            // A module through the app's own base class has its owner decided later (empty).
            names += [module.name] + (module.ownerName.isEmpty ? [] : [module.ownerName]) + (module.superclassName.map { [$0] } ?? [])
            names += module.genericParameters ?? []
            types += module.superclassArguments ?? []
            for generator in module.generators {
                names.append(generator.methodName)
                types.append(generator.resultType.written)
            }
        }
        if let name = names.first(where: { !isName($0) }) { return "the name \(SwiftSpelling.stringLiteral(name))" }
        for type in types where !typesChecked.contains(type) {
            guard isType(type) else { return "the type \(SwiftSpelling.stringLiteral(type))" }
            typesChecked.insert(type)
        }
        return nil
    }

    /// Whether `name` can be written as a Swift name (`SwiftSpelling.canBeIdentifier`), or is
    /// `` `Any` `` or `` `Self` ``, which digen keeps in their backquotes.
    static func isName(_ name: String) -> Bool {
        name == "`Any`" || name == "`Self`" || SwiftSpelling.canBeIdentifier(name)
    }

    /// Whether `text` parses as one type and nothing else, its tokens separated by spaces alone
    /// (no comment, no line break), as digen writes a type it read.
    static func isType(_ text: String) -> Bool {
        // Most written types are names with arguments and sugar (`APIClient`, `Box<Int>?`,
        // `[String: Foundation.URL]`), which a small grammar accepts; only the others are parsed.
        var simple = SimpleType(text)
        if simple.readsWholeType() { return true }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError, type.description == text else { return false }
        return type.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).allSatisfy { piece in
                if case .spaces = piece { return true }
                return false
            }
        }
    }

    /// Whether `text` parses as one import declaration and nothing else, or as one `#if` whose
    /// clauses hold nothing but such declarations (an import the sources make under conditions).
    static func isImportDeclaration(_ text: String) -> Bool {
        let file = Parser.parse(source: text)
        guard !file.hasError, file.statements.count == 1, let statement = file.statements.first else { return false }
        return isImportOnly(statement.item)
    }

    private static func isImportOnly(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if item.is(ImportDeclSyntax.self) { return true }
        guard let conditional = item.as(IfConfigDeclSyntax.self) else { return false }
        return conditional.clauses.allSatisfy { clause in
            switch clause.elements {
            case .statements(let items)?: items.allSatisfy { isImportOnly($0.item) }
            case nil: true
            default: false
            }
        }
    }
}

/// A reader of the types most written types are, in the form digen writes them: a dotted name with
/// generic arguments, `[T]` and `[K: V]`, each followed by any `?` and `!` (`Box<Int>?`,
/// `[String: Foundation.URL]`). What it reads whole is a type; what it does not may still be one.
private struct SimpleType {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Whether the whole text is one type of this form.
    mutating func readsWholeType() -> Bool {
        readType() && position == scalars.count
    }

    private mutating func readType() -> Bool {
        if take("[") {
            guard readType() else { return false }
            if take(":") {
                guard take(" "), readType() else { return false }
            }
            guard take("]") else { return false }
        } else {
            guard readName() else { return false }
            while take(".") {
                guard readName() else { return false }
            }
            if take("<") {
                guard readType() else { return false }
                while take(",") {
                    guard take(" "), readType() else { return false }
                }
                guard take(">") else { return false }
            }
        }
        while take("?") || take("!") {}
        return true
    }

    private mutating func readName() -> Bool {
        let start = position
        while position < scalars.count, scalars[position].properties.isAlphabetic || scalars[position] == "_"
            || (position > start && ("0"..."9").contains(scalars[position])) {
            position += 1
        }
        guard position > start else { return false }
        let name = String(String.UnicodeScalarView(scalars[start..<position]))
        return SwiftSpelling.isPlainIdentifier(name) && !SwiftSpelling.keywords.contains(name)
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
        return true
    }
}
