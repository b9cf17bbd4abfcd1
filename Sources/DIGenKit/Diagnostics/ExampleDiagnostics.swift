/// The example diagnostics of one id's explanation, as digen prints them: only the paths, names
/// and numbers in them are made up.
struct ExampleDiagnostics {
    let id: DiagnosticID

    init(_ id: DiagnosticID) {
        self.id = id
    }

    /// An error at `place` (`file:line:column`, or nil for one without a place).
    func error(_ place: String?, _ message: String, notes: [String] = []) -> Diagnostic {
        example(.error, place, message, notes)
    }

    /// A warning at `place`.
    func warning(_ place: String?, _ message: String, notes: [String] = []) -> Diagnostic {
        example(.warning, place, message, notes)
    }

    /// A note at `place`.
    func note(_ place: String?, _ message: String, notes: [String] = []) -> Diagnostic {
        example(.note, place, message, notes)
    }

    private func example(_ severity: Severity, _ place: String?, _ message: String, _ notes: [String]) -> Diagnostic {
        Diagnostic(id: id, severity: severity, location: place.map(Self.location), message: message, notes: notes)
    }

    /// `file:line:column` as a location.
    private static func location(_ text: String) -> SourceLocation {
        let parts = text.split(separator: ":")
        return SourceLocation(
            file: parts.dropLast(2).joined(separator: ":"), line: Int(parts[parts.count - 2])!, column: Int(parts[parts.count - 1])!)
    }
}

extension DiagnosticExplanation.Section {
    // The sections of digen's documentation that explanations point to.
    static let matchingRule = Self(title: "The matching rule", article: "WhatDigenReads")
    static let whoopRules = Self(title: "WhoopDI rules", article: "CheckingWhoopDICode")
    static let dripRules = Self(title: "Drip rules", article: "CheckingDripCode")
    static let loops = Self(title: "Loops among declarations", article: "WhatDigenReads")
    static let limits = Self(title: "Limits, and what is skipped", article: "WhatDigenReads")
    static let recognised = Self(title: "What digen recognises", article: "WhatDigenReads")
    static let options = Self(title: "Options", article: "Commands")
    static let needle = Self(title: "Needle", article: "WhatDigenReads")
    static let mustBePublic = Self(title: "What must be public", article: "MultiModuleApps")
    static let summarize = Self(title: "With other build systems: `digen summarize`", article: "MultiModuleApps")
    static let factCache = Self(title: "Fast repeat runs: the fact cache", article: "MultiModuleApps")
}
