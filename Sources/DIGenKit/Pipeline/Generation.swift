import Foundation

extension DIGen {
    /// The text of the wiring file for the sources `options` names, or `nil` when the check
    /// finds errors (they are in the analysis).
    public static func generatedCode(_ options: CheckOptions, _ generateOptions: GenerateOptions) -> GeneratedCode {
        let analysis = check(options)
        guard analysis.exitCode == 0, let model = analysis.model else { return GeneratedCode(text: nil, analysis: analysis) }
        options.progress?.begin("generating")
        let sections = GeneratedSections(analysis.graph, otherModules: analysis.otherModules)
        // A target of WhoopDI or Drip code alone gets no Needle wiring, which would import
        // NeedleStyle; a Needle target, even one with no components yet, still gets it.
        if model.components.isEmpty && !analysis.graph.scopes.isEmpty {
            var text = NeedleCodeGenerator.header(generateOptions)
            if sections.text.isEmpty {
                text += Self.noNeedleWiring
            } else {
                for line in ImportLines.merged(sections.imports, additional: generateOptions.additionalImports) { text += line + "\n" }
                text += sections.text
            }
            return GeneratedCode(text: text, analysis: analysis)
        }
        var generator = NeedleCodeGenerator(model: model, paths: analysis.needlePaths, options: generateOptions)
        generator.otherSections = sections
        return GeneratedCode(text: generator.generate(), analysis: analysis)
    }

    /// Where `--emit-input-deps-file` writes the list of inputs for the output at `destination`:
    /// beside it, its extension replaced by `.inputs`, as Needle does.
    public static func inputDepsPath(for destination: String) -> String {
        URL(fileURLWithPath: destination).deletingPathExtension().appendingPathExtension("inputs").path
    }

    /// The body of a generated file for sources without Needle components.
    static let noNeedleWiring = "// The sources declare no Needle components, so there is no Needle wiring to generate.\n"

    /// `digen generate`: checks the sources and, when the graph has no errors, writes the wiring
    /// file to `outputPath` (relative to the scan's working directory) atomically, leaving it
    /// untouched when its content would not change. With errors it prints the check's
    /// diagnostics and writes nothing.
    public static func runGenerate(
        outputPath: String, _ options: CheckOptions, headerDocPath: String? = nil,
        generate: GenerateOptions = GenerateOptions(), loggingLevel: LoggingLevel = .warning, emitInputDepsFile: Bool = false
    ) -> CommandOutput {
        let workingDirectory = URL(fileURLWithPath: options.scan.workingDirectory, isDirectory: true)
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : workingDirectory.appendingPathComponent(path).standardizedFileURL.path
        }
        var generateOptions = generate
        if let headerDocPath {
            // Bounded like every other input: a header is a few lines.
            let maximumSize = options.scan.maximumFileSize
            let read = FileReader.read(absolute(headerDocPath), maximumSize: maximumSize)
            if case .tooLarge(let size) = read {
                let diagnostic = Diagnostic(
                    id: .fileTooLarge, location: .startOf(absolute(headerDocPath)),
                    message: "The header doc file \(absolute(headerDocPath)) is \(size) bytes, larger than the \(maximumSize >> 20) MB digen reads (--max-file-size).")
                return CommandOutput(exitCode: 2, standardError: diagnostic.description + "\n", diagnostics: [diagnostic])
            }
            guard case .bytes(let data) = read, let text = String(bytes: data, encoding: .utf8) else {
                let diagnostic = Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "Could not read the header doc file at \(absolute(headerDocPath)).")
                return CommandOutput(exitCode: 2, standardError: diagnostic.description + "\n", diagnostics: [diagnostic])
            }
            generateOptions.headerDoc = text
        }

        let destination = absolute(outputPath)
        let memo = emitInputDepsFile ? nil : RunMemo(
            command: "generate", options, loggingLevel: loggingLevel,
            details: [
                "header \(generateOptions.headerDoc.map { ContentHash($0).description } ?? "-")",
                "imports \(generateOptions.additionalImports) per \(generateOptions.registrationsPerFunction)",
                "providers \(generateOptions.providerStyle.rawValue) runtime \(generateOptions.needleRuntime.rawValue)",
            ],
            destination: destination)
        if let output = memo?.recalled() { return output }
        let generated = generatedCode(memo?.recording(options) ?? options, generateOptions)
        let code = generated.text
        var analysis = generated.analysis
        var remarks: [String] = []
        var replacedNeedleOutput = false
        var written: String?
        if let code {
            do {
                switch try GeneratedFileWriter.write(code, to: destination, protecting: Set(analysis.sourceFiles)) {
                case .written:
                    remarks.append("digen: wrote \(destination).")
                    if analysis.needleOutputs.contains(destination) {
                        replacedNeedleOutput = true
                    }
                case .unchanged:
                    remarks.append("digen: Not writing the file as content is unchanged: \(destination).")
                }
                written = code
                if emitInputDepsFile {
                    let inputs = inputDepsPath(for: destination)
                    let text = analysis.parsedFiles.sorted().map { $0 + "\n" }.joined()
                    if try GeneratedFileWriter.write(text, to: inputs, protecting: Set(analysis.sourceFiles)) == .written {
                        remarks.append("digen: wrote \(inputs).")
                    }
                }
            } catch {
                analysis.diagnostics.append(Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "Could not write the generated file at \(destination): \((error as? GeneratedFileWriter.Refusal)?.description ?? error.localizedDescription)"))
            }
        }
        var output = checkOutput(for: analysis, loggingLevel: loggingLevel)
        if code == nil && output.exitCode == 0 { output.exitCode = 2 }
        if loggingLevel.minimumSeverity <= .note && !remarks.isEmpty {
            output.standardError += remarks.joined(separator: "\n") + "\n"
        }
        if replacedNeedleOutput && loggingLevel.minimumSeverity <= .warning {
            output.standardError += "digen: \(destination) was Needle's generated file; it now holds digen's, which later runs recognise as their own.\n"
        }
        if output.exitCode != 0 {
            // The last line a build log shows (the plugin's output ends with it): what failed.
            output.standardError += "digen: generate failed: \(absolute(outputPath)) was not written; see the errors above.\n"
        }
        memo?.store(output, written: written, analysis: generated.analysis)
        output.spent.keep(generated)
        return output
    }
}
