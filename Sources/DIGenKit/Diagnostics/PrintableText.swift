/// Text taken from sources and file names (a path, a quoted key name, a written type), made safe
/// to print on one line of a terminal or a CI log: every control character (line breaks,
/// escape, the other C0 and C1 controls and DEL) is written as a Swift escape (`\n`, `\r`,
/// `\u{1B}`), so that no name can end a diagnostic's line, start a line of its own (a forged
/// `::error` workflow command, say) or drive the terminal. A tab stays as it is.
enum PrintableText {
    /// `text`, its control characters escaped; `text` itself when it has none.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case _ where isControl(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
