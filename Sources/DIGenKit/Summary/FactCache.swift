import Foundation

/// The cache of per-file facts: a file's `FileSummary` stored under the hash of its content,
/// the styles it was read for and the digen that read it, so a run reads only the files that
/// changed since a run before it. Entries hold no paths: the same content anywhere is one entry.
/// The entries are a `CacheFolder`'s, checked before they are believed.
final class FactCache: Sendable {
    /// The entries.
    let folder: CacheFolder
    /// What besides a file's content decides its facts: digen's version and build.
    let identity: String

    /// The version of the entries' format; part of the folder's name.
    static let formatVersion = 1

    /// A cache in `directory`, for facts read by the digen `identity` names.
    init(directory: String, identity: String) {
        folder = CacheFolder(root: directory, kind: "facts", version: Self.formatVersion)
        self.identity = identity
    }

    /// Why the cache could not be used, once a write failed; `nil` while it works.
    var problem: String? { folder.problem }

    /// The name of the entry for content `content` read for `styles`.
    func key(content: ContentHash, styles: Set<Style>) -> ContentHash {
        ContentHash("\(identity)\n\(styles.sorted().map(\.rawValue).joined(separator: ","))\n\(content)")
    }

    /// The facts stored under `key`, labelled with `path`; `nil` when there is no entry or it
    /// cannot be believed.
    func facts(for key: ContentHash, path: String) -> FileSummary? {
        guard let payload = folder.read(key) else { return nil }
        return try? SummaryCoding.decode(FileSummary.self, from: payload, .pathless(readingFor: path))
    }

    /// Stores `summary` under `key`; a summary that names another file than its own is not
    /// stored (its paths could not be dropped).
    func store(_ summary: FileSummary, for key: ContentHash) {
        let coding = SummaryCoding.pathless(readingFor: summary.path)
        guard folder.problem == nil, let payload = try? SummaryCoding.encode(summary, coding), !coding.wroteOtherFile else { return }
        folder.write(payload, for: key)
    }
}
