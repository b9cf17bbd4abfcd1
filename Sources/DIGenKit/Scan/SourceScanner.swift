import Foundation

/// The scan stage: turns the inputs into the list of Swift files to consider, reporting every
/// input it cannot use instead of stopping at the first.
struct SourceScanner: Sendable {
    struct Result: Sendable, Equatable {
        /// Swift files, deduplicated, in a deterministic order (inputs in order, each directory
        /// sorted).
        var files: [String]
        var diagnostics: [Diagnostic]
    }

    var options: ScanOptions

    func scan() -> Result {
        var result = Result(files: [], diagnostics: [])
        let format = options.sourcesListFormat
        var seen = Set<String>()
        for root in options.sourceRootPaths {
            for file in files(from: root, format: format, diagnostics: &result.diagnostics)
            where !isExcluded(file) && seen.insert(file).inserted {
                result.files.append(file)
            }
        }
        if result.files.isEmpty && !result.diagnostics.contains(where: { $0.severity == .error }) {
            result.diagnostics.append(Diagnostic(
                id: .noSources, location: nil,
                message: "No Swift source files found in \(options.sourceRootPaths.joined(separator: ", ")).",
                notes: options.excludeSuffixes.isEmpty && options.excludePaths.isEmpty
                    ? [] : ["--exclude-suffixes and --exclude-paths may have excluded them."]))
        }
        return result
    }

    private func absolute(_ path: String, relativeTo base: String) -> String {
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    private func files(from root: String, format: SourcesListFormat, diagnostics: inout [Diagnostic]) -> [String] {
        let path = absolute(root, relativeTo: options.workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.append(Diagnostic(
                id: .inputNotFound, location: nil, message: "No such file or directory: \(root)"))
            return []
        }
        if isDirectory.boolValue {
            let found = swiftFiles(inDirectory: path)
            if found.isEmpty {
                diagnostics.append(Diagnostic(
                    id: .noSources, severity: .warning, location: nil,
                    message: "The directory \(root) contains no Swift source files."))
            }
            return found
        }
        if path.hasSuffix(".swift") { return [path] }
        return files(fromSourcesList: path, displayedAs: root, format: format, diagnostics: &diagnostics)
    }

    /// Every regular `.swift` file below `directory`, sorted; hidden entries are skipped and
    /// symbolic links to directories are not followed, as `FileManager`'s enumerator does. Plain
    /// `readdir` is used because asking Foundation for each entry's type costs a stat call and
    /// several allocations per file, which shows on large codebases.
    private func swiftFiles(inDirectory directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard let handle = opendir(current) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                }
                if name.hasPrefix(".") { continue }
                let path = current + "/" + name
                switch Int(entry.pointee.d_type) {
                case Int(DT_DIR):
                    pending.append(path)
                case Int(DT_REG):
                    if name.hasSuffix(".swift") { found.append(path) }
                default:
                    // Unknown (some file systems) or a link: ask for the target's type.
                    var status = stat()
                    guard name.hasSuffix(".swift") || Int(entry.pointee.d_type) == Int(DT_UNKNOWN),
                          stat(path, &status) == 0 else { continue }
                    let kind = status.st_mode & S_IFMT
                    if kind == S_IFREG && name.hasSuffix(".swift") {
                        found.append(path)
                    } else if kind == S_IFDIR && Int(entry.pointee.d_type) == Int(DT_UNKNOWN) {
                        pending.append(path)
                    }
                }
            }
        }
        return found.sorted()
    }

    private func files(
        fromSourcesList listPath: String, displayedAs shown: String, format: SourcesListFormat,
        diagnostics: inout [Diagnostic]
    ) -> [String] {
        let diagnosticsBefore = diagnostics.count
        let content: String
        switch FileReader.read(listPath) {
        case .bytes(let bytes):
            guard let text = TextDecoding.utf8(bytes) else {
                diagnostics.append(Diagnostic(
                    id: .badSourcesList, location: .startOf(listPath),
                    message: "Failed to read source paths from list file at \(shown): the file is not UTF-8 text."))
                return []
            }
            content = text
        case .failure(let reason):
            diagnostics.append(Diagnostic(
                id: .badSourcesList, location: .startOf(listPath),
                message: "Failed to read source paths from list file at \(shown): \(reason)"))
            return []
        }
        var found: [String] = []
        for entry in format.paths(in: content) {
            let path = absolute(entry, relativeTo: options.workingDirectory)
            guard path.hasSuffix(".swift") else { continue }
            if FileManager.default.fileExists(atPath: path) {
                found.append(path)
            } else {
                diagnostics.append(Diagnostic(
                    id: .inputNotFound, location: .startOf(listPath),
                    message: "No such file or directory: \(entry), listed in \(shown)"))
            }
        }
        if found.isEmpty && !content.trimmingWhitespace().isEmpty && diagnostics.count == diagnosticsBefore {
            diagnostics.append(Diagnostic(
                id: .noSources, severity: .warning, location: .startOf(listPath),
                message: "The sources list \(shown) lists no Swift source files in the \(format.rawValue) format."))
        }
        return found
    }

    private func isExcluded(_ path: String) -> Bool {
        if options.excludePaths.contains(where: { !$0.isEmpty && path.contains($0) }) { return true }
        guard !options.excludeSuffixes.isEmpty else { return false }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return options.excludeSuffixes.contains { !$0.isEmpty && stem.hasSuffix($0) }
    }
}
