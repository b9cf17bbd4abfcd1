import Foundation

extension DIGen {
    /// The text of the wiring file for the sources `options` names, or `nil` when the check
    /// finds errors (they are in the analysis).
    public static func generatedCode(_ options: CheckOptions, _ generateOptions: GenerateOptions) -> (code: String?, analysis: Analysis) {
        let analysis = check(options)
        guard analysis.exitCode == 0, let model = analysis.model else { return (nil, analysis) }
        return (NeedleCodeGenerator(model: model, paths: analysis.needlePaths, options: generateOptions).generate(), analysis)
    }

    /// `digen generate`: checks the sources and, when the graph has no errors, writes the wiring
    /// file to `outputPath` (relative to the scan's working directory) atomically, leaving it
    /// untouched when its content would not change. With errors it prints the check's
    /// diagnostics and writes nothing.
    public static func runGenerate(
        outputPath: String, _ options: CheckOptions, headerDocPath: String? = nil, additionalImports: [String] = [],
        providerStyle: ProviderStyle = .classes, loggingLevel: LoggingLevel = .warning
    ) -> CommandOutput {
        let workingDirectory = URL(fileURLWithPath: options.scan.workingDirectory, isDirectory: true)
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : workingDirectory.appendingPathComponent(path).standardizedFileURL.path
        }
        var generateOptions = GenerateOptions(additionalImports: additionalImports, providerStyle: providerStyle)
        if let headerDocPath {
            guard let data = FileManager.default.contents(atPath: absolute(headerDocPath)),
                  let text = String(data: data, encoding: .utf8)
            else {
                let diagnostic = Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "Could not read the header doc file at \(absolute(headerDocPath)).")
                return CommandOutput(exitCode: 2, standardError: diagnostic.description + "\n")
            }
            generateOptions.headerDoc = text
        }

        var (code, analysis) = generatedCode(options, generateOptions)
        var remarks: [String] = []
        if let code {
            let destination = absolute(outputPath)
            do {
                switch try GeneratedFileWriter.write(code, to: destination) {
                case .written:
                    remarks.append("digen: wrote \(destination).")
                case .unchanged:
                    remarks.append("digen: Not writing the file as content is unchanged: \(destination).")
                }
            } catch {
                analysis.diagnostics.append(Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "Could not write the generated file at \(destination): \(error.localizedDescription)"))
            }
        }
        var output = checkOutput(for: analysis, loggingLevel: loggingLevel)
        if code == nil && output.exitCode == 0 { output.exitCode = 2 }
        if loggingLevel.minimumSeverity <= .note && !remarks.isEmpty {
            output.standardError += remarks.joined(separator: "\n") + "\n"
        }
        return output
    }
}
