import SwiftSyntax

extension TokenSyntax {
    /// The name this token spells, without the backquotes that let a keyword serve as a name:
    /// `` `class` `` and `class` are one name to Swift, and so to digen. `` `Any` `` and
    /// `` `Self` `` keep theirs: bare, those names mean the standard library's `Any` and the
    /// enclosing type, in backquotes a type the sources declare.
    var identifierName: String {
        let text = self.text
        guard text.utf8.count > 2, text.utf8.first == UInt8(ascii: "`"), text.utf8.last == UInt8(ascii: "`") else { return text }
        if text == "`Any`" || text == "`Self`" { return text }
        return String(text.dropFirst().dropLast())
    }
}
