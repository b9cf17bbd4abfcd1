/// The one writer of what generated code spells out from names and text the sources hold: a name
/// as an identifier (in backquotes where Swift needs them, never in two pairs), a string as a
/// literal, and text in a comment (on one line). Every generator writes through it, so that no
/// name or text read from the sources can end a comment, break a declaration or become code.
enum SwiftSpelling {
    /// Swift's keywords, which a name must write in backquotes.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "super", "throws", "true", "try", "any", "some", "await", "consume", "copy", "discard", "each",
    ]

    /// Names that are not keywords but cannot stand bare as a member's or variable's name.
    private static let specialNames: Set<String> = ["self", "Self", "Any", "Type", "Protocol", "_"]

    /// `name` written so it can stand as a name: in backquotes when it is a keyword or not a plain
    /// identifier (a raw identifier such as `` `my value` ``). A name still in the backquotes it
    /// was written with is taken without them first, so it never gets two pairs.
    static func identifier(_ name: String) -> String {
        // Nearly every name is an ASCII word starting with a capital (a type's), which is no
        // keyword and needs no backquotes; sorting types by `description` asks often.
        if let first = name.utf8.first, first >= 0x41, first <= 0x5A, isASCIIWord(name),
           !specialNames.contains(name) {
            return name
        }
        var bare = Substring(name)
        if bare.utf8.count > 2, bare.hasPrefix("`"), bare.hasSuffix("`") { bare = bare.dropFirst().dropLast() }
        let text = String(bare)
        return keywords.contains(text) || specialNames.contains(text) || !isPlainIdentifier(text) ? "`\(text)`" : text
    }

    /// `name`, one type's name without qualifier as a type written in the sources names it,
    /// written so it can stand where a type is named: as `identifier` writes it, except that
    /// `Any` and `Self` stay bare (in backquotes they would name a type of the sources instead).
    /// A type the sources declare is named by `identifier`.
    static func typeName(_ name: String) -> String {
        name == "Any" || name == "Self" ? name : declaredTypeName(name)
    }

    /// Words that are keywords only in some places, a type's name among them (`async`,
    /// `nonisolated`): in backquotes, such a name is a type's in every place.
    private static let contextualKeywords: Set<String> = [
        "actor", "async", "nonisolated", "isolated", "sending", "borrowing", "consuming", "package", "macro", "get", "set",
        "willSet", "didSet", "mutating", "nonmutating", "override", "required", "convenience", "lazy", "weak", "unowned",
        "final", "dynamic", "indirect", "optional", "prefix", "postfix", "infix", "some", "any", "each", "repeat",
    ]

    /// `name` written so it can stand as a name anywhere, a type's or a value's, at the start
    /// of a statement too: as `identifier` writes it, contextual keywords in backquotes as
    /// well (`` `async` ``, `` `willSet` ``).
    static func strictIdentifier(_ name: String) -> String {
        contextualKeywords.contains(name) ? "`\(name)`" : identifier(name)
    }

    /// `name`, the name of a type the sources declare, written where a type is named
    /// (`strictIdentifier`).
    static func declaredTypeName(_ name: String) -> String {
        strictIdentifier(name)
    }

    /// `name` as the label of an argument in a call: bare when it is a keyword, which a label
    /// need not escape (Swift warns when one is), except `inout`, `var` and `let`; otherwise
    /// as `identifier` writes it.
    static func argumentLabel(_ name: String) -> String {
        let written = identifier(name)
        guard written.hasPrefix("`") else { return written }
        let bare = String(written.dropFirst().dropLast())
        let isKeyword = keywords.contains(bare) || specialNames.contains(bare)
        return isKeyword && !["inout", "var", "let", "_"].contains(bare) ? bare : written
    }

    /// `name`, a type's name, as Swift's run time prints it (`String(describing:)`), which is how
    /// Needle's component paths name components: bare when it is a plain identifier, keywords
    /// included (`default`); otherwise in backquotes, each space a no-break space (U+00A0), as
    /// the mangling keeps it (`` `Root Component` ``).
    static func runtimeTypeName(_ name: String) -> String {
        if name == "`Any`" || name == "`Self`" { return String(name.dropFirst().dropLast()) }
        // Nearly every name is ASCII letters and digits, which need no closer look.
        if isASCIIWord(name), let first = name.utf8.first, !(first >= 0x30 && first <= 0x39) { return name }
        return isPlainIdentifier(name) ? name : "`" + name.replacingOccurrences(of: " ", with: "\u{A0}") + "`"
    }

    /// `name` made into a plain identifier that can start a generated name: every character
    /// that cannot stand in one replaced with `_` (`My Dep` gives `My_Dep`), and `_` before a
    /// first character that cannot start one (`1st` gives `_1st`).
    static func identifierFragment(_ name: String) -> String {
        var fragment = String(name.unicodeScalars.map { isIdentifierHead($0) || isIdentifierContinuation($0) ? Character($0) : "_" })
        if let first = fragment.unicodeScalars.first, !isIdentifierHead(first) { fragment = "_" + fragment }
        return fragment
    }

    /// Whether `name` can be written as a Swift name, bare or in backquotes: it is not empty,
    /// holds no backquote and no control character (a line break ends a raw identifier).
    static func canBeIdentifier(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains { $0 == "`" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Whether `name` is ASCII letters, digits and `_` only.
    private static func isASCIIWord(_ name: String) -> Bool {
        name.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
    }

    /// Whether `name` is an identifier Swift reads without backquotes (keywords aside): an
    /// identifier head followed by identifier characters, as the language reference's grammar
    /// defines them (so `名前` and `emoji😀` are, `My Type` and `1st` are not).
    static func isPlainIdentifier(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isIdentifierHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isIdentifierHead(scalar) || isIdentifierContinuation(scalar) else { return false }
        }
        return true
    }

    /// The grammar's identifier-head: `A`–`Z`, `a`–`z`, `_`, and these ranges beyond ASCII.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The grammar's identifier-character beyond the heads: `0`–`9` and combining marks.
    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        return headRanges.contains { $0.contains(value) }
    }

    private static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
        continuationRanges.contains { $0.contains(scalar.value) }
    }

    /// A Swift string literal whose value is `text`: quotes, backslashes and control characters
    /// escaped, scalar by scalar (so a `\r\n` pair is escaped too).
    static func stringLiteral(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// `text` as code in a doc comment: in backquotes, or in double ones with spaces when it
    /// holds a backquote itself (`` `My Type` ``); on one line (`commentText`).
    static func codeSpan(_ text: String) -> String {
        let line = commentText(text)
        return line.contains("`") ? "`` \(line) ``" : "`\(line)`"
    }

    /// `text` as it may stand in a `//` or `///` comment: on one line, its control characters
    /// written as escapes (`PrintableText`).
    static func commentText(_ text: String) -> String {
        PrintableText.escaped(text)
    }
}
