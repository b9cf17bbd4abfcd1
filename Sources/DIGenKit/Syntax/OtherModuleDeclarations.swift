/// The declarations of names in files of other modules whose summaries leave their access
/// unknown: a file read for Needle alone, or one its module's keyword filter passed over. The
/// reading stage's targeted second read for `CrossModuleStyleAccess`, whose plan names the files
/// and the names; only files that may declare one are parsed, for declarations only.
enum OtherModuleDeclarations {
    /// The declaration summaries of the `candidates` that declare one of `names`, with their
    /// modules, in the candidates' order.
    static func read(
        _ candidates: [(path: String, module: String)], declaring names: Set<String>, maximumFileSize: Int,
        concurrencyLimit: Int
    ) -> [(summary: FileSummary, module: String)] {
        guard !candidates.isEmpty, !names.isEmpty else { return [] }
        let paths = candidates.map(\.path)
        let read = ParallelRunner.run(count: paths.count, concurrencyLimit: concurrencyLimit, timeout: nil) { index in
            FileReader.mayDeclare(paths[index], anyOf: names)
                ? FileSummarizer.summarizeDeclarations(path: paths[index], maximumSize: maximumFileSize) : nil
        }
        var found: [(summary: FileSummary, module: String)] = []
        for (index, summary) in read.outputs.enumerated() {
            if let summary = summary ?? nil { found.append((summary, candidates[index].module)) }
        }
        return found
    }
}
