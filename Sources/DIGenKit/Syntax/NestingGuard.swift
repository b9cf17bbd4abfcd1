// The parser's own lexer is reached through swift-syntax's testing interface; what it returns
// (tokens with their kinds and text) is the same across the versions the package allows, and
// `SwiftFileParser` parses with the same lexer.
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Finds, before the parse, the first place a file nests deeper than swift-syntax's parser can
/// take, counted on the parser's own tokens: comments, strings, interpolations, regex literals
/// and line endings are read exactly as the parse reads them.
///
/// The parser guards brackets and braces with its own nesting limit, but not everything it
/// recurses on: generic arguments (`A<A<…>>`), function types (`(Int) -> (Int) -> …`), `#if`
/// blocks and prefix chains (`try try …`) nested thousands deep overflow its stack or take
/// minutes, and nested square brackets take time that doubles with each level. This guard
/// measures each of them in one pass over the tokens, which takes time linear in the file.
///
/// What it counts:
/// - open `(`, `[`, `{` and `#if` blocks: the depth; and open `[` on their own (a string
///   interpolation opens a `(`);
/// - generic `<`s inside that depth, counted once a `>` closes them: a `<` that touches the name
///   before it (`Array<`, not `a < b`) may still be a comparison (`a<b`), which nothing closes;
///   such `<`s are dropped where generic arguments cannot go on (an `=`, `;`, brace, keyword or
///   line break). More than four times the limit left open at once is reported all the same;
/// - `->` arrows in a row in one bracket, and prefix words (`try`, `await`, `copy`, `consume`,
///   `borrow`, `unsafe`, `each`, `repeat`) in a row: the chains, each ended by any token that
///   cannot continue it.
/// A file with too few of the bytes these need to pass any limit is not lexed at all
/// (`staysWithinLimits`).
struct NestingGuard {
    /// What passed a limit, and where.
    struct Excess: Equatable, Sendable {
        enum Kind: String, Sendable {
            case nesting = "brackets, braces, generic arguments and `#if` blocks nested"
            case squareBrackets = "square brackets (`[`) nested"
            case arrows = "function arrows (`->`) chained"
            case prefixes = "`try`, `await` and other prefix words chained"
        }

        var kind: Kind
        /// The limit it passed.
        var limit: Int
        /// The offset in the file of the token that passed it.
        var offset: Int
    }

    /// The deepest nesting and the longest chains digen parses; the parser's recursion this deep
    /// fits in a worker thread's stack.
    static let limit = 256
    /// The deepest nesting of square brackets digen parses. The parser's time doubles with each
    /// level of nested array types and literals (24 levels take seconds, 30 minutes), so they
    /// have a limit of their own.
    static let squareBracketLimit = 16

    private enum Opener { case file, parenthesis, squareBracket, brace, poundIf }

    private struct Frame {
        var opener: Opener
        /// Unclosed generic `<`s opened in this frame.
        var angles = 0
        /// `->` arrows in a row in this frame.
        var arrows = 0
    }

    /// The first place `bytes` pass a limit, or nil when they stay within all of them. Unless
    /// `lexingEveryFile` (for tests), a file that `staysWithinLimits` is not lexed.
    static func firstExcess(in bytes: UnsafeBufferPointer<UInt8>, lexingEveryFile: Bool = false) -> Excess? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        if !lexingEveryFile && staysWithinLimits(bytes) { return nil }
        var tracker = LookaheadTracker()
        return withUnsafeMutablePointer(to: &tracker) { tracker in
            #if canImport(SwiftSyntax603)
            var tokens = Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: [])
            #else
            var tokens = Lexer.tokenize(bytes, lookaheadTracker: tracker)
            #endif
            var state = NestingGuard()
            while let token = tokens.next(), token.rawTokenKind != .endOfFile {
                let text = token.tokenText
                let offset = (text.baseAddress.map { base.distance(to: $0) }) ?? 0
                if let excess = state.read(token, offset: offset) { return excess }
            }
            return nil
        }
    }

    /// Whether `bytes` hold too few of the characters that open a nesting or make a chain for any
    /// limit to be passed, whatever in them is code and whatever is comment or string: each token
    /// the guard counts needs bytes of its own (`(`, `[`, `{` or `<`; `#if`; `->`; a prefix word),
    /// so their counts bound every depth and chain the guard could measure. Most files of real
    /// code are this small, and need no lexing at all.
    static func staysWithinLimits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var openers = 0
        var squareBrackets = 0
        var arrows = 0
        var prefixes = 0
        func follows(_ word: StaticString, at index: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            return true
        }
        // A prefix word's bytes standing as a word (a token is never part of a longer name),
        // wherever they are: in code, comments and strings alike, so the count is a bound.
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func startsPrefixWord(at index: Int) -> Bool {
            if index > 0 && isNamePart(bytes[index - 1]) { return false }
            for word in Self.prefixWordBytes where index + word.count <= bytes.count {
                guard (0..<word.count).allSatisfy({ bytes[index + $0] == word[$0] }) else { continue }
                return index + word.count == bytes.count || !isNamePart(bytes[index + word.count])
            }
            return false
        }
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"):
                openers += 1
            case UInt8(ascii: "["):
                openers += 1
                squareBrackets += 1
            case UInt8(ascii: "#") where follows("#if", at: index):
                openers += 1
            case UInt8(ascii: "-") where follows("->", at: index):
                arrows += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z") where startsPrefixWord(at: index):
                prefixes += 1
            default:
                continue
            }
            if openers > limit || squareBrackets > squareBracketLimit || arrows > limit || prefixes > limit { return false }
        }
        return true
    }

    private var frames = [Frame(opener: .file)]
    /// Open brackets, braces and `#if` blocks.
    private var depth = 0
    /// Open generic `<`s, in every frame.
    private var openAngles = 0
    /// Where the `<` that took `depth + openAngles` past the limit is, while it is open.
    private var angleExcessOffset: Int?
    private var squareBrackets = 0
    private var prefixes = 0
    /// Whether the last token can stand right before generic arguments (a name, `Self`, `>`).
    private var lastTakesGenerics = false
    /// Whether the last token has no space after it.
    private var lastEndsTight = false

    private mutating func read(_ token: Lexer.Lexeme, offset: Int) -> Excess? {
        let kind = token.rawTokenKind
        let text = token.tokenText
        // Space between two tokens is the first one's trailing trivia or the second one's leading
        // trivia (a line break and what follows it).
        let touchesPrevious = lastEndsTight && token.textRange.lowerBound == 0 && !token.isAtStartOfLineFlag
        defer {
            lastEndsTight = token.textRange.upperBound == token.byteLength
            lastTakesGenerics = lastEndsTight
                && (kind == .identifier || kind == .keyword && (text == "Self" || text == "Any") || kind == .postfixQuestionMark
                    || kind == .exclamationMark || kind == .rightSquare || kind == .rightParen
                    || Self.isOperator(kind) && text.last == UInt8(ascii: ">"))
        }
        // Prefix chains: `try`, `await` and the parser's other prefix words one after another
        // (`try? await copy …`). Prefix operators cannot chain: written together they are one
        // operator token (`!!x`), and a space after one makes it a binary operator.
        if Self.prefixWords.contains(text) || (prefixes > 0 && (kind == .postfixQuestionMark || kind == .exclamationMark)) {
            if kind != .postfixQuestionMark && kind != .exclamationMark { prefixes += 1 }
            if prefixes > Self.limit { return Excess(kind: .prefixes, limit: Self.limit, offset: offset) }
        } else {
            prefixes = 0
        }
        switch kind {
        case .leftParen: return open(.parenthesis, at: offset)
        case .leftSquare: return open(.squareBracket, at: offset)
        case .leftBrace:
            dropAngles()
            return open(.brace, at: offset)
        case .poundIf:
            dropAngles()
            return open(.poundIf, at: offset)
        case .rightParen: close(.parenthesis)
        case .rightSquare: close(.squareBracket)
        case .rightBrace: close(.brace)
        case .poundEndif: close(.poundIf)
        case .arrow:
            frames[frames.count - 1].arrows += 1
            if frames[frames.count - 1].arrows > Self.limit { return Excess(kind: .arrows, limit: Self.limit, offset: offset) }
        case .comma, .colon:
            frames[frames.count - 1].arrows = 0
        case .semicolon, .equal, .keyword, .poundElse, .poundElseif:
            if kind == .keyword && Self.typeKeywords.contains(text) { break }
            dropAngles()
            frames[frames.count - 1].arrows = 0
        default:
            if Self.isOperator(kind) { return readOperator(text, touchesPrevious: touchesPrevious, offset: offset) }
            if token.isAtStartOfLineFlag { dropAngles() }
        }
        return nil
    }

    /// The words the parser reads as a prefix of an expression, recursing once for each.
    static let prefixWords: Set<SyntaxText> = ["try", "await", "unsafe", "borrow", "copy", "consume", "each", "repeat"]
    /// The same words' bytes.
    private static let prefixWordBytes: [[UInt8]] = ["try", "await", "unsafe", "borrow", "copy", "consume", "each", "repeat"].map { Array($0.utf8) }

    /// Keywords that can stand inside a type, so they neither end generic arguments nor break a
    /// chain of arrows.
    private static let typeKeywords: Set<SyntaxText> = [
        "Self", "Any", "some", "any", "inout", "throws", "rethrows", "async", "let", "repeat", "each",
    ]

    private static func isOperator(_ kind: RawTokenKind) -> Bool {
        kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    }

    /// A `<` that touches a name opens generic arguments; `>`s close them; any other operator
    /// with space around it (`a < b`, `x + y`) ends them.
    private mutating func readOperator(_ text: SyntaxText, touchesPrevious: Bool, offset: Int) -> Excess? {
        if text == "<" && touchesPrevious && lastTakesGenerics {
            frames[frames.count - 1].angles += 1
            openAngles += 1
            if depth + openAngles > Self.limit && angleExcessOffset == nil { angleExcessOffset = offset }
            if frames[frames.count - 1].angles > 4 * Self.limit {
                return Excess(kind: .nesting, limit: Self.limit, offset: angleExcessOffset ?? offset)
            }
            return nil
        }
        if text.first == UInt8(ascii: ">") && touchesPrevious {
            // A `>` closing a `<` shows it opened generic arguments, as deep as it was; one with
            // space before it (`c > d`) is a comparison.
            if frames[frames.count - 1].angles > 0, depth + openAngles > Self.limit {
                return Excess(kind: .nesting, limit: Self.limit, offset: angleExcessOffset ?? offset)
            }
            var closing = text.prefix { $0 == UInt8(ascii: ">") }.count
            while closing > 0 && frames[frames.count - 1].angles > 0 {
                frames[frames.count - 1].angles -= 1
                openAngles -= 1
                closing -= 1
            }
            return nil
        }
        if text != "&" && text != "." && text != "?" && text != "!" && text != "..." { dropAngles() }
        return nil
    }

    private mutating func open(_ opener: Opener, at offset: Int) -> Excess? {
        frames.append(Frame(opener: opener))
        depth += 1
        if depth > Self.limit { return Excess(kind: .nesting, limit: Self.limit, offset: offset) }
        if opener == .squareBracket {
            squareBrackets += 1
            if squareBrackets > Self.squareBracketLimit {
                return Excess(kind: .squareBrackets, limit: Self.squareBracketLimit, offset: offset)
            }
        }
        return nil
    }

    /// Closes the innermost frame opened by `opener`, and every frame opened inside it that
    /// was left unclosed (the parse reports those; the guard only measures).
    private mutating func close(_ opener: Opener) {
        guard let index = frames.lastIndex(where: { $0.opener == opener }), index > 0 else { return }
        for frame in frames[index...] {
            depth -= 1
            openAngles -= frame.angles
            if frame.opener == .squareBracket { squareBrackets -= 1 }
        }
        frames.removeSubrange(index...)
        if depth + openAngles <= Self.limit { angleExcessOffset = nil }
    }

    /// Forgets the `<`s of the innermost frame that turned out not to open generic arguments.
    private mutating func dropAngles() {
        openAngles -= frames[frames.count - 1].angles
        frames[frames.count - 1].angles = 0
        if depth + openAngles <= Self.limit { angleExcessOffset = nil }
    }
}

extension Lexer.Lexeme {
    /// Whether the token starts a line.
    fileprivate var isAtStartOfLineFlag: Bool { flags.contains(.isAtStartOfLine) }
}
