import Foundation

/// What a `digen` command prints and how it exits; the command line writes these out as they
/// are, so tests can run a command without starting a process.
public struct CommandOutput: Sendable, Equatable {
    /// The process exit code.
    public var exitCode: Int32
    /// Text for standard output (the command's product: a tree, a version).
    public var standardOutput: String
    /// Text for standard error (diagnostics and the summary line).
    public var standardError: String
    /// The diagnostics the text shows, for a report in another format (`reported(_:command:options:)`).
    public var diagnostics: [Diagnostic] = []
    /// The command's one-line summary, when it prints one.
    public var summary: String?
    /// What the run finished with, freed with this output. Not part of what the command printed,
    /// so not compared.
    public var spent = SpentValues()

    /// Output with every field given.
    public init(
        exitCode: Int32, standardOutput: String = "", standardError: String = "", diagnostics: [Diagnostic] = [],
        summary: String? = nil
    ) {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.diagnostics = diagnostics
        self.summary = summary
    }

    /// Whether both print the same and exit the same; what they keep to free is not compared.
    public static func == (lhs: CommandOutput, rhs: CommandOutput) -> Bool {
        (lhs.exitCode, lhs.standardOutput, lhs.standardError, lhs.diagnostics, lhs.summary)
            == (rhs.exitCode, rhs.standardOutput, rhs.standardError, rhs.diagnostics, rhs.summary)
    }
}

extension DIGen {
    /// `digen check`: the diagnostics at `loggingLevel` and a summary line.
    /// A run whose inputs and options are those of a run before it answers from the cache
    /// (`RunResultCache`) without parsing.
    public static func runCheck(_ options: CheckOptions, loggingLevel: LoggingLevel = .warning) -> CommandOutput {
        let memo = RunMemo(command: "check", options, loggingLevel: loggingLevel)
        if let output = memo?.recalled() { return output }
        let analysis = check(memo?.recording(options) ?? options)
        var output = checkOutput(for: analysis, loggingLevel: loggingLevel)
        memo?.store(output, written: nil, analysis: analysis)
        output.spent.keep(analysis)
        return output
    }

    /// What `digen check` prints for `analysis`: the diagnostics at `loggingLevel` and a summary.
    public static func checkOutput(for analysis: Analysis, loggingLevel: LoggingLevel = .warning) -> CommandOutput {
        let shown = shown(analysis.diagnostics, at: loggingLevel)
        let report = shown.map(\.description) + [analysis.summary]
        return CommandOutput(
            exitCode: analysis.exitCode, standardError: report.joined(separator: "\n") + "\n", diagnostics: shown,
            summary: analysis.summary)
    }

    /// `digen print-dependency-tree`: the tree on standard output, or diagnostics explaining why
    /// there is none.
    public static func runPrintDependencyTree(
        _ options: CheckOptions, rootComponentName: String = "RootComponent", loggingLevel: LoggingLevel = .warning
    ) -> CommandOutput {
        guard options.styles.styles.contains(.needle) else {
            let diagnostic = Diagnostic(
                id: .invalidOption, location: nil,
                message: "print-dependency-tree prints Needle's component tree, and --style \(options.styles.rawValue) reads no Needle declarations.",
                notes: ["Use digen graph --style \(options.styles.rawValue) for that style's graph."])
            return CommandOutput(exitCode: 2, standardError: diagnostic.description + "\n")
        }
        let result = dependencyTree(options, rootComponentName: rootComponentName)
        let (tree, analysis) = (result.text, result.analysis)
        let shown = render(analysis.diagnostics, at: loggingLevel)
        let errorText = shown.isEmpty ? "" : shown.joined(separator: "\n") + "\n"
        var output = tree.map { CommandOutput(exitCode: 0, standardOutput: $0 + "\n", standardError: errorText) }
            ?? CommandOutput(exitCode: analysis.exitCode == 0 ? 2 : analysis.exitCode, standardError: errorText)
        output.spent.keep(analysis)
        return output
    }

    /// `digen version`.
    public static func runVersion() -> CommandOutput {
        CommandOutput(exitCode: 0, standardOutput: version + "\n")
    }

    static func render(_ diagnostics: [Diagnostic], at level: LoggingLevel) -> [String] {
        shown(diagnostics, at: level).map(\.description)
    }

    /// The diagnostics a run at `level` shows.
    static func shown(_ diagnostics: [Diagnostic], at level: LoggingLevel) -> [Diagnostic] {
        diagnostics.filter { $0.severity >= level.minimumSeverity }
    }
}
