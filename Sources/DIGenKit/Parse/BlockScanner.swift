/// The byte-level scan behind `CodeBlockBlanker`.
struct BlockScanner {
    /// A type, extension or protocol declaration up to its member block's brace.
    struct TypeHead {
        enum Keyword: CaseIterable {
            // In the order of `BlockScanner.typeKeywords`.
            case `class`, `struct`, `enum`, `protocol`, `extension`, actor
        }

        var keyword: Keyword
        /// Where the keyword starts.
        var keywordStart: Int
        /// Whether it is declared inside a code block (a local type).
        var isInCode: Bool
        /// The name after the keyword; empty when it is backquoted.
        var name: Range<Int>?
        /// Whether a `:` comes before the brace: a superclass, conformances or a `where` clause.
        var inherits = false
        /// Whether a `<` comes before the brace: generic parameters (or generic arguments in
        /// what it inherits).
        var isGeneric = false
        /// Where the declaration starts, its modifiers included, when the scan is sure of it: the
        /// keyword and the modifiers before it are the first tokens of their line (or follow a
        /// brace or `;`), and no attribute comes before them.
        var declarationStart: Int?
    }

    /// A member block: the declaration it belongs to and the bytes between its braces.
    struct MemberBlock {
        /// An `init` declared among the block's members: from the keyword to its closing brace,
        /// and its body between the braces.
        struct Initializer: Equatable {
            var declaration: Range<Int>
            var body: Range<Int>
        }

        var head: TypeHead
        var body: Range<Int>
        /// The initializers among its members, in order.
        var initializers: [Initializer] = []
        /// False when an `init` among its members has no body the scan could find.
        var initializersAreKnown = true
    }

    /// An `init` among a member block's members whose body has not been closed yet.
    private struct InitializerHead {
        var block: Int
        var start: Int
        /// How many frames were open at `init`: its body's brace opens at this depth.
        var depth: Int
        var bodyOpen: Int?
    }
    /// What an open bracket on the stack is.
    private enum Frame {
        /// `{`: a type's or extension's member block (its record's index in `memberBlocks`), or a
        /// code block (from `start`, the offset after the brace).
        case members(Int)
        case code(start: Int)
        /// `(` in code.
        case parenthesis
        /// `\(` in a string literal: code up to the matching `)`, then the string goes on.
        case interpolation(StringKind)
    }

    private struct StringKind {
        var isMultiline: Bool
        /// The number of `#` around a raw string.
        var hashes: Int
    }

    /// Words after which a `/` starts an expression, so may open a regex literal.
    private static let expressionKeywords: Set<[UInt8]> = Set([
        "return", "throw", "throws", "case", "if", "guard", "while", "in", "where", "try", "await", "else",
        "repeat", "switch", "yield", "is", "as", "let", "var", "do", "catch", "defer", "for", "then",
        "some", "any", "each", "consume", "copy", "discard",
    ].map { Array($0.utf8) })

    /// Words that may follow `class` when it is a modifier (`class func`), not a declaration.
    private static let afterClassModifier: Set<[UInt8]> = Set([
        "func", "var", "let", "subscript", "init", "override", "final", "static", "dynamic", "open", "public",
        "package", "internal", "fileprivate", "private", "required", "convenience", "nonisolated", "lazy",
    ].map { Array($0.utf8) })

    private static let typeKeywords: [[UInt8]] =
        ["class", "struct", "enum", "protocol", "extension", "actor"].map { Array($0.utf8) }

    /// Words that end the signature of a function declared without a body (a protocol's
    /// requirement): the next declaration's introducers and modifiers.
    private static let declarationWords: Set<[UInt8]> = Set([
        "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "class", "struct", "enum",
        "protocol", "extension", "actor", "import", "static", "private", "public", "internal", "fileprivate", "open",
        "package", "override", "final", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "required",
        "convenience", "nonisolated", "macro", "operator", "precedencegroup", "indirect", "optional", "prefix",
        "postfix", "infix",
    ].map { Array($0.utf8) })

    /// Words that introduce a declaration other than a type: an attribute before one is its own.
    private static let introducers: Set<[UInt8]> = Set([
        "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import", "macro",
        "operator", "precedencegroup",
    ].map { Array($0.utf8) })

    /// The modifiers a type declaration can have.
    private static let typeModifiers: [[UInt8]] =
        ["final", "public", "private", "fileprivate", "internal", "open", "package", "indirect"].map { Array($0.utf8) }

    /// Whether `word` is one of `typeModifiers`; allocates nothing.
    private func isTypeModifier(_ word: Range<Int>) -> Bool {
        guard word.count >= 4 && word.count <= 11 else { return false }
        for modifier in Self.typeModifiers where isWord(word, modifier) { return true }
        return false
    }

    private static let funcKeyword = Array("func".utf8)
    private static let initKeyword = Array("init".utf8)
    private static let importKeyword = Array("import".utf8)

    /// A `func` declaration outside code whose body has not been reached yet.
    private struct FunctionHead {
        /// How many frames were open at `func`: the body's brace opens at this depth.
        var depth: Int
        var nameEnd: Int
        var parametersOpen: Int?
        var parametersClose: Int?

        /// The removable parts of the signature, given the body's opening brace.
        func signature(bodyOpen: Int) -> [Range<Int>] {
            guard let parametersOpen, let parametersClose else { return [] }
            return [nameEnd..<parametersOpen, parametersOpen + 1..<parametersClose, parametersClose + 1..<bodyOpen]
                .filter { !$0.isEmpty }
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var stack: [Frame] = []
    /// How many `.code` frames are open: blocks inside another code block are not candidates.
    private var openCodeBlocks = 0
    /// The function whose signature is being read, and the signature of the outermost code block
    /// open now when it is that function's body.
    private var function: FunctionHead?
    private var openBodySignature: [Range<Int>] = []
    /// Set by a type-declaring keyword, consumed by the next `{`: that brace opens a member block.
    private var declaresType = false
    /// The type declaration whose `{` has not been reached yet, while `declaresType` is set.
    private var typeHead: TypeHead?
    private var initializer: InitializerHead?
    /// Whether no token has been read since the last line break, brace or `;`.
    private var atLineStart = true
    /// Where the run of type modifiers (`public final`) that opens the current line starts,
    /// while every token since has been one.
    private var modifierRun: Int?
    /// Set by `@`, cleared by a declaration's introducer, a brace or `;`: an attribute may
    /// belong to the next declaration.
    private var attributePending = false
    /// Every member block, in the order their braces open.
    private(set) var memberBlocks: [MemberBlock] = []
    /// The last byte of the last token in code, and the last identifier if that token was one.
    private var previous: UInt8 = 0
    private var previousIdentifier: Range<Int>?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Every code block not nested in another, or nil when the scan gave up.
    mutating func outermostCodeBlocks() -> [CodeBlockCandidate]? {
        var blocks: [CodeBlockCandidate] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "\n"):
                atLineStart = true
                modifierRun = nil
                index += 1
                continue
            case UInt8(ascii: "/"):
                let next = peek(1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                    continue
                }
                if next == UInt8(ascii: "*") {
                    guard skipBlockComment() else { return nil }
                    continue
                }
                guard slashIsAnOperator() else { return nil }
                index += 1
            case UInt8(ascii: "#"):
                endFunctionHead()
                endLineStart()
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                let after = peek(hashes)
                if after == UInt8(ascii: "/") { return nil }  // an extended regex literal
                if after == UInt8(ascii: "\"") {
                    index += hashes
                    guard scanString(hashes: hashes) else { return nil }
                    continue
                }
                index += hashes
                continue
            case UInt8(ascii: "\""):
                endLineStart()
                guard scanString(hashes: 0) else { return nil }
                continue
            case UInt8(ascii: "`"):
                // A backquoted name: a keyword inside it declares nothing. A type named so is not
                // deferred (its name is read as the parser spells it only after a parse).
                if declaresType, typeHead?.name == nil { typeHead?.name = index..<index }
                endLineStart()
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`") {
                    if bytes[index] == UInt8(ascii: "\n") { return nil }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                previous = UInt8(ascii: "`")
                previousIdentifier = nil
                continue
            case UInt8(ascii: "("):
                if function?.depth == stack.count && function?.parametersOpen == nil { function?.parametersOpen = index }
                stack.append(.parenthesis)
                index += 1
            case UInt8(ascii: ")"):
                switch stack.popLast() {
                case .parenthesis?:
                    if function?.depth == stack.count && function?.parametersClose == nil { function?.parametersClose = index }
                    index += 1
                case .interpolation(let kind)?:
                    index += 1
                    previous = UInt8(ascii: "\"")
                    previousIdentifier = nil
                    guard continueString(kind) else { return nil }
                    continue
                default:
                    return nil
                }
            case UInt8(ascii: "{"):
                if declaresType {
                    stack.append(.members(memberBlocks.count))
                    memberBlocks.append(MemberBlock(
                        head: typeHead ?? TypeHead(keyword: .extension, keywordStart: index, isInCode: openCodeBlocks > 0),
                        body: index + 1..<index + 1))
                    typeHead = nil
                } else {
                    if openCodeBlocks == 0 {
                        // The body of the function being read, or a brace in its signature (a
                        // closure as a default value), which ends the reading.
                        openBodySignature = function?.depth == stack.count ? function?.signature(bodyOpen: index) ?? [] : []
                        if initializer?.depth == stack.count, initializer?.bodyOpen == nil { initializer?.bodyOpen = index }
                    }
                    stack.append(.code(start: index + 1))
                    openCodeBlocks += 1
                }
                function = nil
                declaresType = false
                index += 1
            case UInt8(ascii: "}"):
                function = nil
                switch stack.popLast() {
                case .members(let record)?:
                    memberBlocks[record].body = memberBlocks[record].body.lowerBound..<index
                    if initializer?.block == record {
                        // An `init` with no body: its block's initializers are not known.
                        memberBlocks[record].initializersAreKnown = false
                        initializer = nil
                    }
                case .code(let start)?:
                    openCodeBlocks -= 1
                    if openCodeBlocks == 0 {
                        blocks.append(CodeBlockCandidate(body: start..<index, signature: openBodySignature))
                        openBodySignature = []
                        if let head = initializer, head.bodyOpen == start - 1 {
                            memberBlocks[head.block].initializers.append(
                                MemberBlock.Initializer(declaration: head.start..<index + 1, body: start..<index))
                            initializer = nil
                        }
                    }
                default:
                    return nil
                }
                index += 1
            default:
                if Self.isIdentifierByte(byte) {
                    scanIdentifier()
                    continue
                }
                // An attribute, a statement's end or a value ends a body-less function's signature.
                if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=") { endFunctionHead() }
                if byte == UInt8(ascii: "@") { attributePending = true }
                if declaresType {
                    if byte == UInt8(ascii: ":") { typeHead?.inherits = true }
                    if byte == UInt8(ascii: "<") { typeHead?.isGeneric = true }
                }
                index += 1
            }
            previous = byte
            previousIdentifier = nil
            // A brace or `;` ends a declaration: what follows starts one as a new line does.
            let endsADeclaration = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
            atLineStart = endsADeclaration
            modifierRun = nil
            if endsADeclaration { attributePending = false }
        }
        return stack.isEmpty ? blocks : nil
    }

    // MARK: Tokens

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        SwiftBytes.isIdentifierByte(byte)
    }

    /// A token other than a name was read: a modifier run cannot go on.
    private mutating func endLineStart() {
        atLineStart = false
        modifierRun = nil
    }

    private mutating func scanIdentifier() {
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        let word = start..<index
        if atLineStart {
            modifierRun = start
            atLineStart = false
        }
        // Most names are none of the words below; their lengths and first letters say so cheaply.
        if word.count >= 4 && word.count <= 9 {
            switch bytes[start] {
            case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "p"), UInt8(ascii: "a"):
                for keyword in Self.typeKeywords.indices where isWord(word, Self.typeKeywords[keyword]) {
                    if startsADeclaration(isClass: keyword == 0) {
                        declaresType = true
                        typeHead = TypeHead(keyword: TypeHead.Keyword.allCases[keyword], keywordStart: start, isInCode: openCodeBlocks > 0)
                        typeHead?.declarationStart = attributePending ? nil : modifierRun
                        attributePending = false
                        modifierRun = nil
                        if openCodeBlocks == 0, function?.depth == stack.count { function = nil }
                        previous = bytes[index - 1]
                        previousIdentifier = word
                        return
                    }
                    break
                }
            case UInt8(ascii: "i") where openCodeBlocks == 0 && isWord(word, Self.initKeyword) && previous != UInt8(ascii: "."):
                if case .members(let block)? = stack.last {
                    if let open = initializer { memberBlocks[open.block].initializersAreKnown = false }
                    initializer = InitializerHead(block: block, start: start, depth: stack.count)
                }
            case UInt8(ascii: "f") where openCodeBlocks == 0 && isWord(word, Self.funcKeyword) && previous != UInt8(ascii: "."):
                function = functionHead()
                previous = bytes[index - 1]
                previousIdentifier = word
                return
            default:
                break
            }
        }
        if modifierRun != nil, !isTypeModifier(word) { modifierRun = nil }
        if attributePending, Self.introducers.contains(Array(bytes[word])) { attributePending = false }
        if declaresType, typeHead != nil, typeHead?.name == nil { typeHead?.name = word }
        if openCodeBlocks == 0, function?.depth == stack.count, Self.declarationWords.contains(Array(bytes[word])) {
            function = nil
        }
        previous = bytes[index - 1]
        previousIdentifier = word
    }

    /// The function whose `func` keyword was just read, when a plain name follows it (not an
    /// operator or a backquoted name).
    private func functionHead() -> FunctionHead? {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: "_") || (bytes[next] | 0x20 >= UInt8(ascii: "a") && bytes[next] | 0x20 <= UInt8(ascii: "z"))
        else { return nil }
        while next < bytes.count, Self.isIdentifierByte(bytes[next]) { next += 1 }
        return FunctionHead(depth: stack.count, nameEnd: next)
    }

    private mutating func endFunctionHead() {
        if function?.depth == stack.count { function = nil }
    }

    /// Whether the bytes in `range` spell `word`; allocates nothing.
    private func isWord(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
        guard range.count == word.count else { return false }
        for (offset, letter) in word.enumerated() where bytes[range.lowerBound + offset] != letter { return false }
        return true
    }

    /// Bytes after which a type keyword is a name (`enum:`, `let actor = …`, `(class)`), not a
    /// declaration.
    private static let notAfterADeclaringKeyword: Set<UInt8> = Set(":=.,)];?!".utf8)

    /// Whether the type keyword just read declares a type: it is neither a name (`.class`,
    /// `actor.run()`, `enum:`), an `import class`, nor the modifier of `class func`. When in
    /// doubt it says yes, which at worst leaves a code block unblanked.
    private func startsADeclaration(isClass: Bool) -> Bool {
        if previous == UInt8(ascii: ".") { return false }
        if let previousIdentifier, isWord(previousIdentifier, Self.importKeyword) { return false }
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")
            || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r") {
            next += 1
        }
        guard next < bytes.count, !Self.notAfterADeclaringKeyword.contains(bytes[next]) else { return false }
        if isClass {
            var end = next
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            if Self.afterClassModifier.contains(Array(bytes[next..<end])) { return false }
        }
        return true
    }

    /// Whether the `/` at `index` can only be a division-like operator: it follows the end of an
    /// operand (a name that is not a keyword, a number, a closing bracket or a string).
    private func slashIsAnOperator() -> Bool {
        if let previousIdentifier {
            return !Self.expressionKeywords.contains(Array(bytes[previousIdentifier]))
        }
        switch previous {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            return true
        default:
            return false
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// Skips a block comment, nested ones included; false if it is not closed.
    private mutating func skipBlockComment() -> Bool {
        guard let end = SwiftBytes.endOfBlockComment(in: bytes, from: index) else { return false }
        index = end
        return true
    }

    // MARK: Strings

    /// Scans a string literal whose opening quote is at `index`, after `hashes` raw delimiters;
    /// false if it is malformed.
    private mutating func scanString(hashes: Int) -> Bool {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        return continueString(StringKind(isMultiline: isMultiline, hashes: hashes))
    }

    /// Scans the rest of a string literal from `index`: to its end, or to an interpolation, whose
    /// code the main loop scans next. False if the string is malformed.
    private mutating func continueString(_ kind: StringKind) -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(at: index + 1, count: kind.hashes) {
                let escaped = index + 1 + kind.hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    stack.append(.interpolation(kind))
                    index = escaped + 1
                    return true
                }
                // An escaped character; in a multi-line string a backslash may also end the line.
                index = escaped + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = kind.isMultiline ? 3 : 1
                var closing = 0
                while closing < quotes, index + closing < bytes.count, bytes[index + closing] == UInt8(ascii: "\"") {
                    closing += 1
                }
                if closing == quotes, hashesFollow(at: index + quotes, count: kind.hashes) {
                    index += quotes + kind.hashes
                    previous = UInt8(ascii: "\"")
                    previousIdentifier = nil
                    return true
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n"), !kind.isMultiline { return false }
            index += 1
        }
        return false
    }

    private func hashesFollow(at start: Int, count: Int) -> Bool {
        SwiftBytes.hashesFollow(in: bytes, at: start, count: count)
    }
}
