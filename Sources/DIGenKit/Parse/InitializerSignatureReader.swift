/// Reads the initializers of a deferred type declaration straight from its bytes, for the
/// signatures most code writes: `init`, `init?` or `init!` with parameters whose types are names
/// (qualified, with generic arguments), optionals, arrays and dictionaries of such, default
/// values without strings, comments or `<`, and `async`, `throws` or `rethrows` after them.
///
/// Anything else (a generic `init`, a closure or tuple type, an attribute, `inout`, a comment,
/// a variadic parameter, a `where` clause, a non-ASCII name) makes it answer nil, and the caller
/// parses the signatures instead: what it does answer is what that parse gives
/// (`InitializerDeclaration`s with the same labels, written types, structures, defaults and
/// locations), which a property test checks over every fixture and a corpus of real sources.
///
/// A request's argument is typed by the initializer it is passed to; on a large app that is
/// thousands of small declarations, each of which a parse would take a whole parser set-up for.
struct InitializerSignatureReader {
    /// The declaration's text, for its bytes, written types and lines and columns.
    private let source: SourceText
    private var bytes: UnsafeBufferPointer<UInt8> { source.bytes }
    private var index: Int
    private let end: Int

    private init(_ source: SourceText, range: Range<Int>) {
        self.source = source
        index = range.lowerBound
        end = range.upperBound
    }

    /// The initializers `declaration` declares, read from its initializer signatures, in order;
    /// nil when it has none that can be read alone, or one is not of the forms read here.
    static func initializers(of declaration: DeferredTypeDeclaration, path: String) -> [InitializerDeclaration]? {
        guard let signatures = declaration.initializerSignatures else { return nil }
        return declaration.text.withUnsafeBufferPointer { bytes -> [InitializerDeclaration]? in
            let source = SourceText(parsed: bytes, original: bytes, offsets: .identity, line: declaration.line, column: declaration.column)
            var initializers: [InitializerDeclaration] = []
            initializers.reserveCapacity(signatures.count)
            for signature in signatures {
                var reader = InitializerSignatureReader(source, range: signature)
                guard let parameters = reader.signature() else { return nil }
                let place = source.lineAndColumn(ofOriginal: signature.lowerBound)
                initializers.append(InitializerDeclaration(
                    parameters: parameters, location: SourceLocation(file: path, line: place.line, column: place.column)))
            }
            return initializers
        }
    }

    // MARK: The signature

    /// `init` to the body's `{`: the parameters, or nil.
    private mutating func signature() -> [InitializerDeclaration.Parameter]? {
        guard skipWhitespace() + 4 <= end, Self.isWord(bytes[index..<index + 4], "init") else { return nil }
        index += 4
        guard index == end || !Self.isWordByte(bytes[index]) else { return nil }
        // `init?` and `init!` are written without a space.
        if index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") { index += 1 }
        guard take(UInt8(ascii: "(")) else { return nil }
        var parameters: [InitializerDeclaration.Parameter] = []
        if !take(UInt8(ascii: ")")) {
            while true {
                guard let parameter = parameter() else { return nil }
                parameters.append(parameter)
                if take(UInt8(ascii: ")")) { break }
                // A trailing comma is left to the parser.
                guard take(UInt8(ascii: ",")), !peek(UInt8(ascii: ")")) else { return nil }
            }
        }
        // The signature ends with its body's opening brace.
        while peekWord() == .effect { _ = word() }
        guard take(UInt8(ascii: "{")), index == end else { return nil }
        return parameters
    }

    /// `label name: Type = default`, or nil.
    private mutating func parameter() -> InitializerDeclaration.Parameter? {
        guard case .name(let first) = word() else { return nil }
        if case .name = peekWord() { _ = word() }
        guard take(UInt8(ascii: ":")), let type = type() else { return nil }
        var hasDefault = false
        if take(UInt8(ascii: "=")) {
            guard skipDefaultValue() else { return nil }
            hasDefault = true
        }
        return InitializerDeclaration.Parameter(label: first == "_" ? nil : first, type: type, hasDefault: hasDefault)
    }

    /// Moves past a default value to the `,` or `)` after it; false for a value with a string,
    /// a comment, a `#` or a `<` in it (which could make the parser read it otherwise), or none.
    private mutating func skipDefaultValue() -> Bool {
        let start = skipWhitespace()
        var depth = 0
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return index > start }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return index > start }
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "<"), UInt8(ascii: "`"),
                 UInt8(ascii: "'"), UInt8(ascii: "\\"):
                return false
            default:
                if bytes[index] >= 0x80 { return false }
            }
            index += 1
        }
        return false
    }

    // MARK: Types

    /// A type of the forms read here, as `ExpressionReader.declared` describes it, or nil.
    private mutating func type() -> DeclaredType? {
        let start = skipWhitespace()
        guard let structure = typeStructure() else { return nil }
        return DeclaredType(written: source.collapsedText(start..<index), type: structure)
    }

    private mutating func typeStructure() -> TypeDescription? {
        var structure: TypeDescription
        let start = skipWhitespace()
        if take(UInt8(ascii: "[")) {
            guard let element = typeStructure() else { return nil }
            if take(UInt8(ascii: ":")) {
                guard let value = typeStructure(), take(UInt8(ascii: "]")) else { return nil }
                structure = .dictionary(key: element, value: value)
            } else {
                guard take(UInt8(ascii: "]")) else { return nil }
                structure = .array(element)
            }
        } else {
            guard let nominal = nominal(from: start) else { return nil }
            structure = nominal
        }
        // `?` and `!` follow the type with no space.
        while index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") {
            structure = .optional(structure)
            index += 1
        }
        // `?=`, `!=` or `>=` right after a type could be lexed as an operator.
        guard index == end || bytes[index] != UInt8(ascii: "=") else { return nil }
        return structure
    }

    /// `A`, `A<B>` or `A<B>.C<D>` from `start`: the last name, qualified by what comes before it.
    private mutating func nominal(from start: Int) -> TypeDescription? {
        var qualifierEnd: Int?
        while true {
            guard case .name(let name) = word(), name != "_" else { return nil }
            var arguments: [TypeDescription] = []
            // Generic arguments follow the name with no space.
            if index < end, bytes[index] == UInt8(ascii: "<") {
                index += 1
                repeat {
                    guard let argument = typeStructure() else { return nil }
                    arguments.append(argument)
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: ">")) else { return nil }
            }
            // A member type's `.` and name follow with no space; `...` (a variadic parameter) is
            // not one.
            guard index + 1 < end, bytes[index] == UInt8(ascii: "."), Self.isWordByte(bytes[index + 1]) else {
                let qualifier = qualifierEnd.map { source.collapsedText(start..<$0) }
                return TypeDescriptionBuilder.nominal(name, qualifier: qualifier, arguments: arguments)
            }
            qualifierEnd = index
            index += 1
        }
    }

    /// Words that make a type or parameter something other than a name (`some P`, `inout T`,
    /// `T.Type`, `let x`); where one is written, the parser reads the signature.
    private static let typeWords: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "sending", "isolated", "each", "repeat", "__owned", "__shared",
        "_const", "let", "var", "Type", "Protocol", "Self", "self", "init",
    ]

    // MARK: Tokens

    private enum Word: Equatable {
        /// `async`, `throws` or `rethrows`.
        case effect
        /// A name (or `_`).
        case name(String)
        /// One of `typeWords`.
        case reserved
        /// Not a word of ASCII letters, digits and `_` starting with a letter or `_`.
        case none
    }

    /// The word at the next token, consumed if there is one.
    private mutating func word() -> Word {
        let start = skipWhitespace()
        while index < end, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return .none }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        switch text {
        case "async", "throws", "rethrows": return .effect
        default: return Self.typeWords.contains(text) ? .reserved : .name(text)
        }
    }

    /// The word at the next token, not consumed.
    private mutating func peekWord() -> Word {
        let saved = index
        defer { index = saved }
        return word()
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func isWord(_ slice: Slice<UnsafeBufferPointer<UInt8>>, _ word: StaticString) -> Bool {
        slice.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// Consumes `byte` if it is the next token's.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    private mutating func peek(_ byte: UInt8) -> Bool {
        skipWhitespace() < end && bytes[index] == byte
    }

    /// Moves past spaces, tabs and line breaks; returns the new index.
    @discardableResult
    private mutating func skipWhitespace() -> Int {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
            index += 1
        }
        return index
    }
}
