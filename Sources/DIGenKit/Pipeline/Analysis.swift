/// The outcome of a run: every diagnostic, the model the checks saw, and counts for the summary.
public struct Analysis: Sendable {
    /// All diagnostics of the run, in file, line and column order.
    public var diagnostics: [Diagnostic]
    /// The merged application model; `nil` when the inputs could not be read at all.
    public var model: AppModel?
    /// Swift files found after exclusions.
    public var filesFound: Int
    /// Files parsed (the rest cannot contain DI declarations and were skipped unparsed).
    public var filesParsed: Int
    /// Root-to-component paths checked.
    public var pathsChecked: Int
    /// Other modules' summaries read beside the sources (`--summary`).
    public var summariesRead = 0
    /// The files the run read as sources (and the sources lists that named them), which
    /// `generate` and `graph` never write over; files digen generated are not among them.
    var sourceFiles: [String] = []
    /// The files among the sources in the shape `needle generate` writes, which are not read:
    /// an app migrating from Needle has one, which `generate` may replace.
    var needleOutputs: [String] = []
    /// The files that passed the keyword filter and were parsed: every file that can declare
    /// DI, in scan order.
    var parsedFiles: [String] = []
    /// The facts of the run's own files (not those of summaries), kept when `digen summarize`
    /// asks for them.
    var facts: [FileSummary] = []
    /// The run's own files the keyword filter passed over, kept with `facts`.
    var skippedFiles: [String] = []
    /// Their bytes as the reading stage read them, kept with `facts`.
    var skippedBytes: [String: [UInt8]] = [:]
    /// The run's own files' readings for Drip, for the files that were not read for Drip but may
    /// use its members (`FileReading.dripReading`), kept with `facts`.
    var dripReadings: [String: FileSummary] = [:]
    /// Every Needle root-to-component path the check resolved, for generation to read.
    var needlePaths: [NeedlePath] = []
    /// The WhoopDI and Drip graph the rules checked (empty when the sources use neither).
    public var graph = StaticGraph()
    /// The hash of the content of every file the run read, by path (its sources, the summaries,
    /// other modules' files), when the options ask for it (`CheckOptions.recordsFilesRead`).
    var filesRead: [String: ContentHash] = [:]
    /// What the generated WhoopDI accessors and Drip builders name of other modules, and how those
    /// modules declare it (`nil` when the run reads no other module): what generation leaves out.
    var otherModules: CrossModuleStyleAccess.Findings?
    /// What the stages finished with (the summaries, the type lookup), left for the caller to free.
    var spent = SpentValues()

    /// 0 when there are no errors, 2 when any error is about the input (a missing path, an
    /// unreadable file, a syntax error, a bad option), otherwise 1.
    public var exitCode: Int32 {
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.contains(where: { $0.id.isInputProblem }) { return 2 }
        return errors.isEmpty ? 0 : 1
    }

    /// The one-line summary printed after the diagnostics: what was checked of each style
    /// found, or that no style's declarations were found at all.
    public var summary: String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let components = model?.components.count ?? 0
        let whoopScopes = graph.scopes.count { $0.style == .whoop && $0.kind != .localInject }
        let whoopDefinitions = Set(graph.bindings.filter { graph.scopes[$0.scope].style == .whoop }.map(\.location)).count
        let dripComponents = graph.scopes.count { $0.style == .drip }
        let counts = errors == 0 && warnings == 0
            ? "no problems"
            : "\(plural(errors, "error")), \(plural(warnings, "warning"))"
        if components == 0 && whoopScopes == 0 && dripComponents == 0 && errors == 0 && warnings == 0 {
            return "digen: no Needle, WhoopDI or Drip declarations found in \(plural(filesFound, "Swift file"))."
        }
        var checked: [String] = []
        if components > 0 || (whoopScopes == 0 && dripComponents == 0) {
            checked.append("\(plural(components, "component")) on \(plural(pathsChecked, "path"))")
        }
        if whoopScopes > 0 {
            checked.append("\(plural(whoopDefinitions, "WhoopDI definition")) in \(plural(whoopScopes, "container or module set", "containers or module sets"))")
        }
        if dripComponents > 0 {
            checked.append(plural(dripComponents, "Drip component"))
        }
        let summaries = summariesRead == 0 ? "" : " and \(plural(summariesRead, "module summary", "module summaries"))"
        return "digen: \(counts): \(checked.joined(separator: ", ")) "
            + "checked in \(plural(filesFound, "Swift file")) (\(filesParsed) parsed)\(summaries)."
    }

    private func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
