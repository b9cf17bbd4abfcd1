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
        var bare = Substring(name)
        if bare.count > 2, bare.hasPrefix("`"), bare.hasSuffix("`") { bare = bare.dropFirst().dropLast() }
        let text = String(bare)
        return keywords.contains(text) || specialNames.contains(text) || !isPlainIdentifier(text) ? "`\(text)`" : text
    }

    /// Whether `name` is a letter or `_` followed by letters, digits and `_`.
    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
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

    /// `text` as it may stand in a `//` or `///` comment: on one line, its control characters
    /// written as escapes (`PrintableText`).
    static func commentText(_ text: String) -> String {
        PrintableText.escaped(text)
    }
}
