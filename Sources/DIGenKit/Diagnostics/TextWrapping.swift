/// Prose broken into lines of a given width at spaces, for `digen explain` and the diagnostics
/// reference. A code span (between backticks) is broken only when it cannot fit on a line of its
/// own, and a word longer than the width gets a line of its own.
enum TextWrapping {
    /// `text` as lines of at most `width` characters (unless one word is longer), the first
    /// starting with `firstIndent` and the rest with `indent`. With `forMarkdown`, no line starts
    /// with a word Markdown would read as the start of a list, heading, quote or table row; such
    /// a word stays on the line before.
    static func lines(_ text: String, width: Int, firstIndent: String = "", indent: String = "", forMarkdown: Bool = false) -> [String] {
        var lines: [String] = []
        var line = firstIndent
        var lineHasWord = false
        let room = width - indent.count
        // A code span too long for any line is broken at its spaces after all.
        let words = words(text).flatMap { word in
            word.count > room && word.contains(" ") ? word.split(separator: " ").map(String.init) : [word]
        }
        for word in words {
            let fits = line.count + 1 + word.count <= width
            if lineHasWord && !fits && !(forMarkdown && startsBlock(word)) {
                lines.append(line)
                line = indent + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// The words of `text`: what lies between spaces outside code spans.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if character == " " && !inCode {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether `word` at the start of a line would begin a Markdown block: `-`, `+`, `*`, `#`,
    /// `>` or `|` first, or a number followed by `.` or `)`.
    private static func startsBlock(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        if "-+*#>|".contains(first) { return true }
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < word.count else { return false }
        let next = word[word.index(word.startIndex, offsetBy: digits.count)]
        return next == "." || next == ")"
    }
}
