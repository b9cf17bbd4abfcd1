/// Finds, before parsing, the first place a file nests deeper than the parser can safely recurse.
///
/// swift-syntax's parser recurses once per level of most nested constructs, and guards only some
/// of them with its own nesting limit: generic arguments (`A<A<…>>`), array types (`[[…]]`),
/// function types (`(Int) -> (Int) -> …`), `#if` blocks, `try`/`await` chains and string
/// interpolations nested thousands deep overflow the stack (or, for interpolations, take
/// gigabytes), and nested square brackets take time that doubles with each level. This byte scan measures each of them and reports the first line where one passes
/// `limit`, so that the file is reported instead of parsed.
///
/// What it counts, skipping comments and the text of string literals:
/// - open `(`, `[`, `{`, string interpolations `\(`, `#if` blocks, and generic `<` (one right
///   after a name or a `>`), all together: the depth; and open `[` on their own;
/// - `->` arrows in a row, and `try`/`await` keywords in a row: the chains.
/// A chain ends at `{`, `}`, `;` and `=`, and at a line break unless the line ends or the next
/// one starts with a token that continues it (`->`, `<`, `,`, `try`, …). An unclosed generic `<`
/// (a comparison such as `a<b`) stops counting at the same places, so ordinary code never adds
/// up to a false report.
struct NestingScanner {
    /// What passed the limit, and where.
    struct Excess: Equatable, Sendable {
        enum Kind: String, Sendable {
            case nesting = "brackets, generic arguments, `#if` blocks and string interpolations nested"
            case arrows = "function arrows (`->`) chained"
            case prefixes = "`try` and `await` chained"
            case squareBrackets = "square brackets (`[`) nested"
        }

        var kind: Kind
        /// The limit it passed.
        var limit: Int
        /// 1-based line of the token that passed the limit.
        var line: Int
        var column: Int
    }

    /// The deepest nesting digen parses; deeper files get `digen/NestingTooDeep`. Real code stays
    /// far below it; the parser's recursion at this depth fits in a worker thread's stack.
    static let defaultLimit = 256
    /// The deepest nesting of square brackets digen parses. The parser's time doubles with each
    /// level of nested array or dictionary types and literals (24 levels take seconds, 30
    /// minutes), so they have a limit of their own.
    static let squareBracketLimit = 16

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Open brackets, interpolations and `#if`s, innermost last; each with its unclosed generic
    /// `<`s.
    private var frames: [Frame] = [Frame(opener: .file)]
    private var depth = 0
    /// How many of the open frames are `[`.
    private var squareBrackets = 0
    private var arrows = 0
    private var prefixes = 0
    /// Whether the last token continues a chain onto the next line.
    private var lastContinues = false
    private var sawLineBreak = false
    /// Where the last interpolation opened (its `\`).
    private var lastInterpolation = 0
    /// The last byte of the last token, for telling a generic `<` from an operator.
    private var previous: UInt8 = 0

    private struct Frame {
        enum Opener { case file, bracket, squareBracket, interpolation(hashes: Int, multiline: Bool), poundIf }
        var opener: Opener
        var angles = 0
    }

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int = NestingScanner.defaultLimit) {
        self.bytes = bytes
        self.limit = limit
    }

    /// The first construct that passes the limit, or nil when the file stays within it.
    mutating func firstExcess() -> Excess? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                newLine(after: index)
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            default:
                break
            }
            if let excess = token(byte) { return excess }
        }
        return nil
    }

    // MARK: Tokens

    /// Reads the token starting with `byte` at `index`; returns what it pushed past the limit.
    private mutating func token(_ byte: UInt8) -> Excess? {
        let start = index
        var continues = false
        var isChainToken = false
        defer {
            index = min(index, bytes.count)
            previous = index > start ? bytes[index - 1] : byte
            lastContinues = continues
        }
        if sawLineBreak {
            sawLineBreak = false
            if !lastContinues && !startsAContinuation(byte) { endChains() }
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if byte == UInt8(ascii: "{") { endChains() }
            index += 1
            frames.append(Frame(opener: byte == UInt8(ascii: "[") ? .squareBracket : .bracket))
            depth += 1
            continues = byte != UInt8(ascii: "{")
            if depth > limit { return excess(.nesting, at: start) }
            if byte == UInt8(ascii: "[") {
                squareBrackets += 1
                if squareBrackets > Self.squareBracketLimit { return excess(.squareBrackets, at: start) }
            }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            index += 1
            if byte == UInt8(ascii: "}") { endChains() }
            if case .interpolation(let hashes, let multiline)? = frames.last?.opener, byte == UInt8(ascii: ")") {
                pop()
                skipString(hashes: hashes, multiline: multiline)
                return depth > limit ? excess(.nesting, at: lastInterpolation) : nil
            }
            switch frames.last?.opener {
            case .bracket?, .squareBracket?: pop()
            default: break
            }
        case UInt8(ascii: ";"):
            index += 1
            endChains()
        case UInt8(ascii: "<"):
            index += 1
            if Self.isIdentifierByte(previous) || previous == UInt8(ascii: ">") || previous == UInt8(ascii: "?") {
                frames[frames.count - 1].angles += 1
                depth += 1
                if depth > limit { return excess(.nesting, at: start) }
            }
            continues = true
        case UInt8(ascii: ">"):
            index += 1
            if frames[frames.count - 1].angles > 0 {
                frames[frames.count - 1].angles -= 1
                depth -= 1
            }
            continues = true
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            index += 2
            arrows += 1
            continues = true
            isChainToken = true
            if arrows > limit { return excess(.arrows, at: start) }
        case UInt8(ascii: "="):
            index += 1
            while index < bytes.count, Self.isOperatorByte(bytes[index]) { index += 1 }
            endChains()
            continues = true
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "&"):
            index += 1
            continues = true
        case UInt8(ascii: "\""):
            skipStringLiteral(hashes: 0)
            if depth > limit { return excess(.nesting, at: lastInterpolation) }
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                index += hashes
                skipStringLiteral(hashes: hashes)
                if depth > limit { return excess(.nesting, at: lastInterpolation) }
            } else {
                return directive(start: start)
            }
        case UInt8(ascii: "`"):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        default:
            if Self.isIdentifierByte(byte) {
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                if isPrefixKeyword(at: start) {
                    prefixes += 1
                    continues = true
                    if prefixes > limit { return excess(.prefixes, at: start) }
                    return nil
                }
            } else {
                index += 1
                continues = Self.isOperatorByte(byte)
            }
        }
        if !isChainToken && byte != UInt8(ascii: "(") && !continues { prefixes = 0 }
        return nil
    }

    /// `#if`, `#elseif`, `#else`, `#endif`, or another `#` word.
    private mutating func directive(start: Int) -> Excess? {
        index += 1
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        if isWord(start + 1, "if") {
            frames.append(Frame(opener: .poundIf))
            depth += 1
            if depth > limit { return excess(.nesting, at: start) }
        } else if isWord(start + 1, "endif") {
            // Brackets left open inside the block (only in broken code) close with it.
            while let last = frames.last, frames.count > 1 {
                pop()
                if case .poundIf = last.opener { break }
            }
        }
        return nil
    }

    private mutating func pop() {
        guard frames.count > 1 else { return }
        let frame = frames.removeLast()
        depth -= 1 + frame.angles
        if case .squareBracket = frame.opener { squareBrackets -= 1 }
    }

    /// Ends the `->` and `try` chains, and forgets the current frame's unclosed `<`s.
    private mutating func endChains() {
        arrows = 0
        prefixes = 0
        depth -= frames[frames.count - 1].angles
        frames[frames.count - 1].angles = 0
    }

    private mutating func newLine(after position: Int) {
        line += 1
        lineStart = position + 1
        sawLineBreak = true
    }

    private func startsAContinuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: ","), UInt8(ascii: "."),
             UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "!"):
            return true
        default:
            return isPrefixKeyword(at: index)
        }
    }

    /// Whether the identifier at `start` is `try` or `await`.
    private func isPrefixKeyword(at start: Int) -> Bool {
        switch bytes[start] {
        case UInt8(ascii: "t"): isWord(start, "try")
        case UInt8(ascii: "a"): isWord(start, "await")
        default: false
        }
    }

    private func excess(_ kind: Excess.Kind, at position: Int) -> Excess {
        Excess(kind: kind, limit: kind == .squareBrackets ? Self.squareBracketLimit : limit, line: line, column: position - lineStart + 1)
    }

    // MARK: Strings and comments

    /// Skips a string literal whose opening quote is at `index`.
    private mutating func skipStringLiteral(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        skipString(hashes: hashes, multiline: multiline)
    }

    /// Skips string text up to its closing quote, or up to an interpolation, which it opens as a
    /// frame (the main loop reads its code).
    private mutating func skipString(hashes: Int, multiline: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(at: index + 1, count: hashes) {
                let escaped = index + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    lastInterpolation = index
                    index = escaped + 1
                    frames.append(Frame(opener: .interpolation(hashes: hashes, multiline: multiline)))
                    depth += 1
                    return
                }
                index = min(escaped + 1, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closing = 0
                while closing < quotes, index + closing < bytes.count, bytes[index + closing] == UInt8(ascii: "\"") { closing += 1 }
                if closing == quotes, hashesFollow(at: index + quotes, count: hashes) {
                    index += quotes + hashes
                    return
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n") {
                // An unterminated single-line string ends at the line break (the parser reports it).
                if !multiline { return }
                newLine(after: index)
            }
            index += 1
        }
    }

    private mutating func skipBlockComment() {
        let end = SwiftBytes.endOfBlockComment(in: bytes, from: index) ?? bytes.count
        for position in index..<end where bytes[position] == UInt8(ascii: "\n") { newLine(after: position) }
        index = end
    }

    // MARK: Bytes

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func hashesFollow(at start: Int, count: Int) -> Bool {
        SwiftBytes.hashesFollow(in: bytes, at: start, count: count)
    }

    /// Whether the identifier starting at `start` is exactly `word`.
    private func isWord(_ start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[start + offset] != letters[offset] { return false }
        return start + count == bytes.count || !Self.isIdentifierByte(bytes[start + count])
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        SwiftBytes.isIdentifierByte(byte)
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
