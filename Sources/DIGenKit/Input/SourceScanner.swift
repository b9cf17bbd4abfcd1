import Foundation

/// The scan stage: turns the inputs into the list of Swift files to consider, reporting every
/// input it cannot use instead of stopping at the first.
struct SourceScanner: Sendable {
    struct Result: Sendable, Equatable {
        /// Swift files, deduplicated, in a deterministic order (inputs in order, each directory
        /// sorted).
        var files: [String]
        var diagnostics: [Diagnostic]
        /// The sources list files read, as absolute paths.
        var lists: [String] = []
    }

    var options: ScanOptions

    func scan() -> Result {
        var result = Result(files: [], diagnostics: [])
        let format = options.sourcesListFormat
        var seen = Set<String>()
        for root in options.sourceRootPaths {
            for file in files(from: root, format: format, diagnostics: &result.diagnostics, lists: &result.lists)
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

    private func files(from root: String, format: SourcesListFormat, diagnostics: inout [Diagnostic], lists: inout [String]) -> [String] {
        let path = absolute(root, relativeTo: options.workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.append(Diagnostic(
                id: .inputNotFound, location: nil, message: "No such file or directory: \(root)"))
            return []
        }
        if isDirectory.boolValue {
            let found = swiftFiles(inDirectory: path, diagnostics: &diagnostics)
            if found.isEmpty {
                diagnostics.append(Diagnostic(
                    id: .noSources, severity: .warning, location: nil,
                    message: "The directory \(root) contains no Swift source files."))
            }
            return found
        }
        if path.hasSuffix(".swift") { return [path] }
        lists.append(path)
        return files(fromSourcesList: path, displayedAs: root, format: format, diagnostics: &diagnostics)
    }

    /// Every regular `.swift` file below `directory`, sorted; hidden entries are skipped and
    /// symbolic links to directories are not followed, as `FileManager`'s enumerator does. Every
    /// entry passed over that could have held Swift (a hidden one, a link that leads nowhere or to
    /// a folder, a FIFO, socket or device, a folder that cannot be opened, a name that is not
    /// UTF-8) is reported in `diagnostics`, at `info` level unless it may hide sources. Plain
    /// `readdir` is used because asking Foundation for each entry's type costs a stat call and
    /// several allocations per file, which shows on large codebases.
    private func swiftFiles(inDirectory directory: String, diagnostics: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var pending = [directory]
        func skipped(_ path: String, _ why: String, severity: Severity = .note) {
            diagnostics.append(Diagnostic(id: .skippedEntry, severity: severity, location: nil, message: "Skipped \(path): \(why)"))
        }
        while let current = pending.popLast() {
            guard let handle = opendir(current) else {
                skipped(current, "the folder cannot be read (\(String(cString: strerror(errno)))).", severity: .warning)
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let rawName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    Array(raw.prefix { $0 != 0 })
                }
                guard let name = String(validating: rawName, as: UTF8.self) else {
                    skipped(current + "/" + Self.escaped(rawName), "its name is not UTF-8, so digen cannot name it in diagnostics and code.", severity: .warning)
                    continue
                }
                if name == "." || name == ".." { continue }
                let path = current + "/" + name
                if name.hasPrefix(".") {
                    skipped(path, "hidden entries are not read.")
                    continue
                }
                switch Int(entry.pointee.d_type) {
                case Int(DT_DIR):
                    pending.append(path)
                case Int(DT_REG):
                    if name.hasSuffix(".swift") { found.append(path) }
                case Int(DT_LNK), Int(DT_UNKNOWN):
                    // A link, or a file system that does not say: ask for the target's type.
                    var status = stat()
                    guard stat(path, &status) == 0 else {
                        let reason = errno == ELOOP ? "a symbolic link in a loop." :
                            errno == ENOENT ? "a symbolic link to nothing (its target does not exist)." :
                            "it cannot be read (\(String(cString: strerror(errno))))."
                        skipped(path, reason)
                        continue
                    }
                    let isLink = Int(entry.pointee.d_type) == Int(DT_LNK)
                    switch status.st_mode & S_IFMT {
                    case S_IFREG:
                        if name.hasSuffix(".swift") { found.append(path) }
                    case S_IFDIR:
                        if isLink {
                            skipped(path, "a symbolic link to a folder, which the walk does not follow.")
                        } else {
                            pending.append(path)
                        }
                    default:
                        skipped(path, "\(FileReader.kindIfNotRegular(status) ?? "it"), not a regular file.")
                    }
                default:
                    var status = stat()
                    let kind = stat(path, &status) == 0 ? FileReader.kindIfNotRegular(status) : nil
                    skipped(path, "\(kind ?? "an unknown kind of file"), not a regular file.")
                }
            }
        }
        return found.sorted()
    }

    /// A file name that is not UTF-8, with every byte that is not printable ASCII as `\xNN`.
    static func escaped(_ name: [UInt8]) -> String {
        name.map { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\")
                ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }

    private func files(
        fromSourcesList listPath: String, displayedAs shown: String, format: SourcesListFormat,
        diagnostics: inout [Diagnostic]
    ) -> [String] {
        let diagnosticsBefore = diagnostics.count
        var content = ""
        let failure: String
        switch FileReader.read(listPath, maximumSize: options.maximumFileSize) {
        case .bytes(let bytes):
            guard let text = TextDecoding.utf8(bytes) else {
                diagnostics.append(Diagnostic(
                    id: .badSourcesList, location: .startOf(listPath),
                    message: "Failed to read source paths from list file at \(shown): the file is not UTF-8 text."))
                return []
            }
            content = text
            failure = ""
        case .failure(let reason):
            failure = reason
        case .notRegular(let kind):
            failure = "it is \(kind), not a regular file."
        case .tooLarge(let size):
            failure = "it is \(size) bytes, larger than the \(options.maximumFileSize >> 20) MB digen reads (--max-file-size)."
        }
        guard failure.isEmpty else {
            diagnostics.append(Diagnostic(
                id: .badSourcesList, location: .startOf(listPath),
                message: "Failed to read source paths from list file at \(shown): \(failure)"))
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

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
