/// The declarations of names in files of other modules whose summaries leave their access
/// unknown: a file read for Needle alone, or one its module's keyword filter passed over. The
/// reading stage's targeted second read for `CrossModuleStyleAccess`, whose plan names the files
/// and the names; only files that may declare one are parsed, for declarations only.
enum OtherModuleDeclarations {
    /// The declaration summaries of the `candidates` that declare one of `names`, with their
    /// modules, in the candidates' order.
    static func read(
        _ candidates: [(path: String, module: String)], declaring names: Set<String>, files: FileContents,
        concurrencyLimit: Int
    ) -> [(summary: FileSummary, module: String)] {
        guard !candidates.isEmpty, !names.isEmpty else { return [] }
        let paths = candidates.map(\.path)
        // Each file read once: the bytes the search looks in are the ones parsed.
        let read = ParallelRunner.run(count: paths.count, concurrencyLimit: concurrencyLimit, timeout: nil) { index in
            guard let bytes = files.read(paths[index]),
                  FileReader.mayDeclare(bytes, anyOf: names) else { return nil as FileSummary? }
            return FileSummarizer.summarizeDeclarations(read: bytes, path: paths[index])
        }
        var found: [(summary: FileSummary, module: String)] = []
        for (index, summary) in read.outputs.enumerated() {
            if let summary = summary ?? nil { found.append((summary, candidates[index].module)) }
        }
        return found
    }
}
