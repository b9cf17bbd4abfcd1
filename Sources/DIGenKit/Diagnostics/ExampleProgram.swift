/// A small program that makes digen report an explanation's examples, exactly as the explanation
/// shows them: a test writes its files into a new folder, runs `digen check` over it as the fields
/// say, and holds the explanation's examples to the diagnostics of its id, verbatim.
struct ExampleProgram: Sendable, Hashable {
    /// Each file's path, relative to the folder the run starts in (`Sources/<module>/…`), and its
    /// text, in order.
    var files: [File]
    /// Whether the run recognises pluginized components (`--pluginized`).
    var pluginized = false
    /// The folders `Sources/<name>` read as other modules: each is summarized first
    /// (`digen summarize --module-name <name>`), and the run reads the other folders as module
    /// `App` with those summaries (`--summary`).
    var otherModules: [String] = []

    /// One file of the program.
    struct File: Sendable, Hashable {
        var path: String
        var text: String
    }

    init(files: [(String, String)], pluginized: Bool = false, otherModules: [String] = []) {
        self.files = files.map { File(path: $0.0, text: $0.1) }
        self.pluginized = pluginized
        self.otherModules = otherModules
    }

    /// The folders below `Sources/` that the run reads as its own sources.
    var sourceFolders: [String] {
        Set(files.compactMap { $0.path.split(separator: "/").dropFirst().first.map(String.init) })
            .subtracting(otherModules).sorted()
    }
}
