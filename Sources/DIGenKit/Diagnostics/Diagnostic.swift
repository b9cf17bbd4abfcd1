/// One problem (or remark) digen found, with where it is and what to do about it.
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of this kind of problem.
    public var id: DiagnosticID
    /// How serious it is.
    public var severity: Severity
    /// Where it is; `nil` when it concerns no particular file (an option, for example).
    public var location: SourceLocation?
    /// One plain sentence (Needle's wording where Needle reports the same problem).
    public var message: String
    /// Further facts that help, each printed on its own line after the message.
    public var notes: [String]

    /// A diagnostic with every field given.
    public init(
        id: DiagnosticID, severity: Severity = .error, location: SourceLocation?, message: String,
        notes: [String] = []
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// Compiler-style text: `path:line:column: error: message [digen/Id]`, then one
    /// `path:line:column: note: …` line per note. Control characters in the path, the message and
    /// the notes (which quote names from the sources) are escaped (`PrintableText`), so each is one
    /// line whatever the sources hold.
    public var description: String {
        let prefix = location.map { "\(PrintableText.escaped($0.description)): " } ?? "digen: "
        var lines = ["\(prefix)\(severity.rawValue): \(PrintableText.escaped(message)) [\(id.rawValue)]"]
        for note in notes {
            lines.append("\(prefix)note: \(PrintableText.escaped(note))")
        }
        return lines.joined(separator: "\n")
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, then message, so output never depends on scheduling.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.id.rawValue < rhs.id.rawValue
    }
}

extension Diagnostic {
    /// `diagnostics` sorted, with those of one id, place and message (the same problem reached
    /// from several containers) made one, their notes kept in order without repeats.
    static func merged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        var position: [Diagnostic: Int] = [:]
        for diagnostic in diagnostics {
            var identity = diagnostic
            identity.notes = []
            if let index = position[identity] {
                for note in diagnostic.notes where !merged[index].notes.contains(note) { merged[index].notes.append(note) }
            } else {
                position[identity] = merged.count
                merged.append(diagnostic)
            }
        }
        return merged.sorted()
    }
}
