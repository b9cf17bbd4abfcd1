import Foundation

extension CommandOutput {
    /// This output of `command`, run with `options`, written as `settings` ask:
    /// - text on the standard streams: as it is;
    /// - JSON or SARIF with no report file: the document on standard output, nothing on standard
    ///   error;
    /// - a report file: the document written there atomically (untouched when unchanged), the
    ///   text on standard error as before; a file that cannot be written is an
    ///   `OutputNotWritten` error and exit code 2.
    ///
    /// GitHub annotations go to standard output whenever the text is shown. Paths in SARIF and
    /// annotations are relative to `--root` (else the working directory), and in text and JSON
    /// too with `relativePaths`, so that a report does not depend on where the sources are.
    public func reported(_ settings: ReportSettings, command: String, options: CheckOptions) -> CommandOutput {
        let paths = ReportPaths(root: options.summaryRoot, workingDirectory: options.scan.workingDirectory)
        let relative = diagnostics.map(paths.relative)
        // SARIF and annotations make each location relative to the root themselves: they are
        // given the locations as read, so that a path is made relative once.
        let located = diagnostics.map(paths.relativeMessage)
        let report = DiagnosticReport(
            command: command, exitCode: exitCode, summary: settings.relativePaths ? summary.map(paths.relativeText) : summary,
            diagnostics: settings.format == .sarif ? located : settings.relativePaths ? relative : diagnostics)
        var output = self
        if settings.relativePaths {
            output.standardError = paths.relativeText(standardError)
            output.diagnostics = relative
        }
        let showsText = settings.format == .text || settings.reportPath != nil
        if settings.githubAnnotations {
            // Only digen's own annotations may be workflow commands.
            output.standardError = GitHubAnnotation.neutralized(output.standardError)
            output.standardOutput = GitHubAnnotation.neutralized(output.standardOutput)
        }
        if settings.githubAnnotations && showsText {
            output.standardOutput += located.map { GitHubAnnotation.line(for: $0, paths: paths) + "\n" }.joined()
        }
        guard let reportPath = settings.reportPath else {
            if settings.format != .text {
                let document = report.rendered(as: settings.format, root: paths.root, workingDirectory: paths.workingDirectory)
                output.standardOutput += settings.githubAnnotations ? GitHubAnnotation.neutralizedJSON(document) : document
                output.standardError = ""
            }
            return output
        }
        let destination = RelativePath.resolve(reportPath, against: options.scan.workingDirectory)
        do {
            _ = try GeneratedFileWriter.write(
                report.rendered(as: settings.format, root: paths.root, workingDirectory: paths.workingDirectory),
                to: destination, protecting: Self.inputs(of: options))
        } catch {
            let reason = (error as? GeneratedFileWriter.Refusal)?.description ?? error.localizedDescription
            let diagnostic = Diagnostic(id: .outputNotWritten, location: nil, message: "Could not write the report at \(destination): \(reason)")
            output.standardError += diagnostic.description + "\n"
            output.exitCode = 2
        }
        return output
    }

    /// Every file the run read, which a report must not replace.
    private static func inputs(of options: CheckOptions) -> Set<String> {
        let sources = options.scan.sourceRootPaths.isEmpty ? [] : SourceScanner(options: options.scan).scan().files
        return Set(sources + options.scan.sourceRootPaths.map { RelativePath.resolve($0, against: options.scan.workingDirectory) }
            + options.summaryPaths.map { RelativePath.resolve($0, against: options.scan.workingDirectory) })
    }
}
