/// Finds, without parsing, the code blocks of a file that cannot hold anything digen records, and
/// blanks them out so that the parser skips over their contents.
///
/// A code block is the body of a function, initialiser, accessor, closure or statement, as
/// opposed to the member block of a type or extension, whose declarations digen reads. An
/// outermost code block (one not inside another) is blanked when it is long enough to be worth it
/// and holds none of `SummaryVisitor.relevantKeywords`; the summary visitor reads code only when
/// it holds one of them, so the summary of the blanked text is the summary of the original. When
/// the block is the body of a `func` with a plain name, the function's generic clause,
/// parameters, effects and result type go with it (unless they hold one of the words), leaving
/// `func name(){}`: no visitor reads the signature of a function whose body holds nothing.
///
/// `compacted` removes the blanked bytes and keeps a map back to the original offsets, which
/// spares the parser even the whitespace; `blanked` turns every blanked byte but line breaks into
/// a space instead, so every position, line and column stays where it was.
///
/// The scan follows comments, string literals of every kind (multi-line, raw, with
/// interpolations) and backquoted names. Where it cannot be sure of the structure it gives up and
/// the file is parsed as it is: a `/` that may open a regex literal, an unterminated string or
/// comment, unbalanced brackets. The price of blanking is that a syntax error inside a blanked
/// block is left to the compiler; digen still reports those in the code it reads.
struct CodeBlockBlanker {
    /// Blocks with fewer bytes between their braces are left alone: blanking them saves nothing.
    static let minimumLength = 8

    private let relevant: KeywordSearch
    /// Words that keep a block when they stand in the declaration just before its brace
    /// (`override var moduleDependencies: [DependencyModule] { [Kitchen()] }`).
    private let heads: KeywordSearch?

    /// How far before a block's brace `heads` are looked for.
    static let headLength = 96

    /// A blanker that keeps every block holding one of `relevant`'s words, or preceded by one of
    /// `heads`.
    init(keeping relevant: KeywordSearch = SummaryVisitor.relevantKeywords, heads: KeywordSearch? = nil) {
        self.relevant = relevant
        self.heads = heads
    }

    /// Words in the code WhoopDI's and Drip's front ends read: definitions, requests, container
    /// set-up, generators and construction chains.
    static let whoopAndDripKeywords = KeywordSearch([
        "parent", "class ", "protocol ", "typealias ", "struct ", "enum ", "actor ", "extension ", "import ",
        "factory", "singleton", "get(", "inject", "Container", "WhoopDI", "setup", "registerModules", "accumulate",
        "createChild", "module", "Module", "single", "transient", "abstract", "override", "make(",
    ])

    /// Words before a block that make it part of something the front ends read: a
    /// `moduleDependencies` getter, and the closures of a Drip chain's steps
    /// (`.parent { self.app.component }`, `.module(M.self) { M($0) }`, `.override { Fake() }`),
    /// which need not say any keyword themselves.
    private static let whoopAndDripHeads = KeywordSearch(["moduleDependencies", "parent", "module", "override"])

    /// The blanker for a file read for `styles`: Needle's keywords alone, or with WhoopDI's and
    /// Drip's too.
    static func forStyles(_ styles: Set<Style>) -> CodeBlockBlanker {
        guard !styles.subtracting([.needle]).isEmpty else { return CodeBlockBlanker() }
        return CodeBlockBlanker(keeping: whoopAndDripKeywords, heads: whoopAndDripHeads)
    }

    /// `bytes` with each skippable block blanked, or nil when there is none or the scan gave up.
    func blanked(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let ranges = removableRanges(in: bytes), !ranges.isEmpty else { return nil }
        var copy = Array(bytes)
        for range in ranges {
            for index in range where copy[index] != UInt8(ascii: "\n") && copy[index] != UInt8(ascii: "\r") {
                copy[index] = UInt8(ascii: " ")
            }
        }
        return copy
    }

    /// `bytes` without the skippable blocks' contents, with the map from the offsets of what is
    /// left to those of the original; nil when there is nothing to skip or the scan gave up.
    func compacted(_ bytes: UnsafeBufferPointer<UInt8>) -> CompactedSource? {
        guard let ranges = removableRanges(in: bytes), !ranges.isEmpty else { return nil }
        return CompactedSource(bytes, removing: ranges)
    }

    /// The byte ranges between the braces of every skippable block, in order, or nil when the scan
    /// gave up.
    func skippableBlocks(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        skippable(in: bytes)?.map(\.body)
    }

    /// Every byte range that can go, in order: the skippable blocks' contents and the signatures
    /// of the functions they are the bodies of.
    func removableRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard let blocks = skippable(in: bytes) else { return nil }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(blocks.count)
        for block in blocks {
            // A signature that says one of the words stays: a default value may be a call
            // something records (`func make(_ c: C = C(parent: root)) { … }`).
            if let span = block.signatureSpan, !relevant.occurs(in: bytes, from: span.lowerBound, to: span.upperBound) {
                ranges += block.signature
            }
            ranges.append(block.body)
        }
        return ranges
    }

    private func skippable(in bytes: UnsafeBufferPointer<UInt8>) -> [CodeBlockCandidate]? {
        var scanner = BlockScanner(bytes: bytes)
        guard let candidates = scanner.outermostCodeBlocks() else { return nil }
        return candidates.filter { candidate in
            let range = candidate.body
            guard range.count >= Self.minimumLength,
                  !relevant.occurs(in: bytes, from: range.lowerBound, to: range.upperBound) else { return false }
            guard let heads else { return true }
            return !heads.occurs(in: bytes, from: range.lowerBound - Self.headLength, to: range.lowerBound)
        }
    }
}

/// An outermost code block `BlockScanner` found: the bytes between its braces, and, when it is
/// the body of a `func` with a plain name, the parts of the signature that can go with it.
struct CodeBlockCandidate {
    var body: Range<Int>
    /// The generic clause, the parameters inside their parentheses, and everything from the
    /// closing parenthesis to the body's brace; empty when the block is no such body.
    var signature: [Range<Int>] = []

    /// From the end of the function's name to the body's brace.
    var signatureSpan: Range<Int>? {
        guard let first = signature.first, let last = signature.last else { return nil }
        return first.lowerBound..<last.upperBound
    }
}

/// The byte-level scan behind `CodeBlockBlanker`.
private struct BlockScanner {
    /// What an open bracket on the stack is.
    private enum Frame {
        /// `{`: a type's or extension's member block, or a code block (from `start`, the offset
        /// after the brace).
        case members
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

    private static let funcKeyword = Array("func".utf8)
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
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
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
                guard scanString(hashes: 0) else { return nil }
                continue
            case UInt8(ascii: "`"):
                // A backquoted name: a keyword inside it declares nothing.
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
                    stack.append(.members)
                } else {
                    if openCodeBlocks == 0 {
                        // The body of the function being read, or a brace in its signature (a
                        // closure as a default value), which ends the reading.
                        openBodySignature = function?.depth == stack.count ? function?.signature(bodyOpen: index) ?? [] : []
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
                case .members?:
                    break
                case .code(let start)?:
                    openCodeBlocks -= 1
                    if openCodeBlocks == 0 {
                        blocks.append(CodeBlockCandidate(body: start..<index, signature: openBodySignature))
                        openBodySignature = []
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
                index += 1
            }
            previous = byte
            previousIdentifier = nil
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

    private mutating func scanIdentifier() {
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        let word = start..<index
        // Most names are none of the words below; their lengths and first letters say so cheaply.
        if word.count >= 4 && word.count <= 9 {
            switch bytes[start] {
            case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "p"), UInt8(ascii: "a"):
                for keyword in Self.typeKeywords.indices where isWord(word, Self.typeKeywords[keyword]) {
                    if startsADeclaration(isClass: keyword == 0) { declaresType = true }
                    break
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
