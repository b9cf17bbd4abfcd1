/// What the problems of a run's input mean and how to fix them: paths, files, their text and
/// syntax, options, summaries, outputs and the cache, which the input and reading stages and the
/// commands report (`digen explain`, the diagnostics reference, SARIF's rule descriptions). A graph
/// problem's explanation is its rule's.
enum InputProblemExplanations {
    static var all: [DiagnosticExplanation] {
        [skippedEntryExplanation, cacheUnavailableExplanation, inputNotFoundExplanation, unreadableFileExplanation, syntaxErrorExplanation, noSourcesExplanation, badSourcesListExplanation, parsingTimeoutExplanation, invalidOptionExplanation, unknownRootComponentExplanation, outputNotWrittenExplanation, nestingTooDeepExplanation, fileTooLargeExplanation, badSummaryExplanation]
    }

    /// `skippedEntry`'s explanation: what it means, examples, how to fix it.
    private static var skippedEntryExplanation: DiagnosticExplanation {
        let id = DiagnosticID.skippedEntry
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A folder walk passed over an entry that is not a readable Swift file.",
            meaning: """
                Walking a folder, digen reads regular `.swift` files and says what it passes over: hidden \
                entries, symbolic links to folders (not followed), links in a loop or to nothing, FIFOs, \
                sockets and devices, as notes (shown with `--logging-level info`); a folder that cannot be \
                opened, and an entry whose name is not UTF-8 (written with `\\xNN` for each byte that is not \
                printable ASCII), as warnings, since Swift files may hide there. It never changes the exit \
                code.
                """,
            examples: [
                example.note(nil, "Skipped Sources/App/.build: hidden entries are not read."),
                example.note(nil, "Skipped Sources/Shared: a symbolic link to a folder, which the walk does not follow."),
                example.warning(nil, "Skipped Sources/Private: the folder cannot be read (Permission denied)."),
                example.warning(nil, "Skipped Sources/App/Caf\\xE9.swift: its name is not UTF-8, so digen cannot name it in diagnostics and code."),
            ],
            fixes: [
                "Nothing, for an entry that holds no sources.",
                "For a linked folder of sources, pass the folder it links to as a source too.",
                "For a warning, make the folder readable, or rename the file with a UTF-8 name.",
            ],
            seeAlso: [.limits])
    }

    /// `cacheUnavailable`'s explanation: what it means, examples, how to fix it.
    private static var cacheUnavailableExplanation: DiagnosticExplanation {
        let id = DiagnosticID.cacheUnavailable
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "The cache folder cannot be used, so the run reads every file itself.",
            meaning: """
                digen keeps what it read of each file in a cache folder (`--cache-dir`, \
                `$DIGEN_CACHE_DIR`, or the user's cache folder), so that later runs parse only the files \
                that changed. When the folder cannot be made or written, the run goes on without it and \
                says so in one note; its answer is the same, only slower.
                """,
            examples: [
                example.note(
                    nil,
                    "The fact cache was not used: /home/me/.cache/digen/facts-v1 cannot be written (Permission denied); this run read every file itself."),
            ],
            fixes: [
                "Make the folder writable, or name a writable one with `--cache-dir` or `DIGEN_CACHE_DIR`.",
                "Pass `--no-cache` to run without the cache, and without this note.",
            ],
            seeAlso: [.factCache])
    }

    /// `inputNotFound`'s explanation: what it means, examples, how to fix it.
    private static var inputNotFoundExplanation: DiagnosticExplanation {
        let id = DiagnosticID.inputNotFound
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A path given to digen, or listed in a sources list, does not exist.",
            meaning: """
                Every source path on the command line, and every `.swift` entry of a sources list, must \
                exist; relative paths are taken from the working directory, those in a sources list too. \
                digen still reads the rest and reports what it finds, but exits with 2, since the missing \
                input may hold declarations the checks need.
                """,
            examples: [
                example.error(nil, "No such file or directory: Sources/Missing"),
                example.error("/src/app/sources.txt:1:1", "No such file or directory: Sources/App/Old.swift, listed in sources.txt"),
            ],
            fixes: [
                "Correct the path, or run digen from the folder the paths are relative to.",
                "Write the sources list again after files are moved or deleted.",
            ])
    }

    /// `unreadableFile`'s explanation: what it means, examples, how to fix it.
    private static var unreadableFileExplanation: DiagnosticExplanation {
        let id = DiagnosticID.unreadableFile
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A file cannot be read, is not a regular file, or is not text.",
            meaning: """
                digen reads regular files only, and decodes each one before anything else looks at it: \
                UTF-8 (with or without a byte-order mark), or UTF-16 or UTF-32 in either byte order. A file \
                that cannot be opened or read, a FIFO, socket, device or folder given as a file, or bytes in \
                none of those encodings, is reported and not checked, even when it holds none of the words \
                digen looks for.
                """,
            examples: [
                example.error("Sources/App/Secret.swift:1:1", "Could not read Sources/App/Secret.swift: Permission denied"),
                example.error("Sources/App/Pipe.swift:1:1", "Could not read Sources/App/Pipe.swift: it is a FIFO, not a regular file."),
                example.error("Sources/App/Logo.swift:1:1", "Sources/App/Logo.swift is not UTF-8, UTF-16 or UTF-32 text, so it cannot be parsed as Swift."),
                example.error("Sources/App/Legacy.swift:1:1", "Sources/App/Legacy.swift is not valid UTF-16LE text, so it cannot be parsed as Swift."),
            ],
            fixes: [
                "Make the file readable, or exclude it (`--exclude-paths`, `--exclude-suffixes`) if it is not a source.",
                "Save the file as UTF-8; for a byte-order mark that names the wrong encoding, remove the mark or convert the text to the encoding it names.",
            ],
            seeAlso: [.recognised, .limits])
    }

    /// `syntaxError`'s explanation: what it means, examples, how to fix it.
    private static var syntaxErrorExplanation: DiagnosticExplanation {
        let id = DiagnosticID.syntaxError
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A Swift file does not parse.",
            meaning: """
                digen parses each file with swift-syntax, the parser of the Swift compiler, and reports a \
                file it cannot parse at the first place the parser stopped, with the later ones as notes. \
                When the file shows DI (it imports NeedleFoundation, NeedleStyle, WhoopDIKit, WhoopStyle, \
                Drip or DripStyle, calls something with `parent:`, declares a component or a dependency \
                protocol, or any WhoopDI or Drip declaration), it is an error, and what could be read of it \
                is still checked. Otherwise it is a warning and the file is passed over: it may use syntax \
                newer than digen's parser knows, and holds nothing to check.
                """,
            examples: [
                example.error("Sources/App/Broken.swift:7:17", "Sources/App/Broken.swift is not valid Swift: expected '}'."),
                example.warning("Sources/App/Util.swift:12:1", "Sources/App/Util.swift could not be parsed (expected '}'); it shows no DI, so digen passes over it."),
            ],
            fixes: [
                "Fix the code where the message points; the compiler reports the same error.",
                "If the file compiles, it uses syntax newer than the swift-syntax this digen was built with: use a newer digen.",
            ],
            seeAlso: [.recognised])
    }

    /// `noSources`'s explanation: what it means, examples, how to fix it.
    private static var noSourcesExplanation: DiagnosticExplanation {
        let id = DiagnosticID.noSources
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A folder or sources list holds no Swift files, or the run found none at all.",
            meaning: """
                A folder given as a source that holds no `.swift` file, or a sources list that lists none in \
                its format, is a warning. A run that finds no Swift file at all is an error, since there is \
                nothing to check; a note says when `--exclude-suffixes` or `--exclude-paths` may have \
                excluded them.
                """,
            examples: [
                example.warning(nil, "The directory Sources/Empty contains no Swift source files."),
                example.warning("/src/app/sources.txt:1:1", "The sources list sources.txt lists no Swift source files in the newline format."),
                example.error(nil, "No Swift source files found in Sources/Empty."),
            ],
            fixes: [
                "Pass the folders that hold the Swift files, and check what `--exclude-suffixes` and `--exclude-paths` exclude.",
                "For a sources list, give the format it is written in: `--sources-list-format newline` (one path a line) or `minescaping` (paths separated by spaces).",
            ],
            seeAlso: [DiagnosticExplanation.Section(title: "Sources list files", article: "Commands")])
    }

    /// `badSourcesList`'s explanation: what it means, examples, how to fix it.
    private static var badSourcesListExplanation: DiagnosticExplanation {
        let id = DiagnosticID.badSourcesList
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A sources list file cannot be read.",
            meaning: """
                A source that is neither a folder nor a `.swift` file is read as a sources list (Needle's \
                `--sources-list-format`). It must be a regular file of UTF-8 text, no larger than \
                `--max-file-size`; otherwise none of its files are read.
                """,
            examples: [
                example.error("/src/app/sources.txt:1:1", "Failed to read source paths from list file at sources.txt: the file is not UTF-8 text."),
                example.error("/src/app/sources.pipe:1:1", "Failed to read source paths from list file at sources.pipe: it is a FIFO, not a regular file."),
            ],
            fixes: [
                "Write the list as a regular UTF-8 text file, one path a line (or separated by spaces with `--sources-list-format minescaping`), and make it readable.",
                "If the argument was meant as a source file, check that its name ends in `.swift`.",
            ],
            seeAlso: [DiagnosticExplanation.Section(title: "Sources list files", article: "Commands")])
    }

    /// `parsingTimeout`'s explanation: what it means, examples, how to fix it.
    private static var parsingTimeoutExplanation: DiagnosticExplanation {
        let id = DiagnosticID.parsingTimeout
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "Parsing a file took longer than the parsing timeout.",
            meaning: """
                Each file's parsing may take `--parsing-timeout` seconds (30 by default; Needle's option, \
                and Needle's words). A file that takes longer stops the run. With \
                `--collect-parsing-info`, notes say how long it had been parsing and how many files were \
                done. digen's parsing is deterministic, so a timeout means a very large or unusual file, or \
                a machine too busy to parse it in time.
                """,
            examples: [
                example.error(
                    "Sources/Generated/Big.swift:1:1",
                    "Parsing Swift source file at Sources/Generated/Big.swift timed out when executing task with ID parse-17.",
                    notes: [
                        "It had been running for 30.4 s; the limit is 30.0 s (--parsing-timeout).",
                        "212 of 480 files had been processed.",
                    ]),
            ],
            fixes: [
                "Give a large file more time: `--parsing-timeout 120`.",
                "Exclude generated files that hold no DI (`--exclude-paths`, `--exclude-suffixes`).",
                "On a busy machine, lower `--concurrency-limit`.",
            ],
            seeAlso: [.limits])
    }

    /// `invalidOption`'s explanation: what it means, examples, how to fix it.
    private static var invalidOptionExplanation: DiagnosticExplanation {
        let id = DiagnosticID.invalidOption
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "An option has a value digen cannot use.",
            meaning: """
                digen checks option values before it reads anything, and stops at one it cannot use: a \
                `--sources-list-format` other \
                than `newline` or `minescaping` (Needle's words), a `--concurrency-limit` below 1, a \
                `--parsing-timeout` or `--timeout` that is not a number of seconds above 0 and at most \
                86400, a `--max-file-size` below 1, a `--module-name` that is not a module's name, options \
                that cannot be given together, an `--arguments-file` that cannot be read, `--style whoop` \
                or `--style drip` for `print-dependency-tree`, or an id `digen explain` does not know. An \
                `--exclude-suffixes` value that looks like a path (it has a `/` or ends in `.swift`) is a \
                warning instead: no file name ends with it, so it was probably meant as a source.
                """,
            examples: [
                example.error(nil, "Failed to parse sources list format json", notes: ["Supported formats: newline, minescaping."]),
                example.error(nil, "--parsing-timeout must be a number of seconds above 0 and at most 86400, not inf."),
                example.error(
                    nil, "print-dependency-tree prints Needle's component tree, and --style whoop reads no Needle declarations.",
                    notes: ["Use digen graph --style whoop for that style's graph."]),
                example.warning(
                    nil,
                    "--exclude-suffixes Sources/App looks like a path, not a file-name suffix: no file name ends with it. Put sources before --exclude-suffixes, or use --exclude-paths for a folder."),
            ],
            fixes: [
                "Give a value the option accepts; `digen help <command>` lists each option with what it takes.",
                "Put the sources before `--exclude-suffixes` (its values run up to the next option), and exclude folders with `--exclude-paths`.",
            ],
            seeAlso: [.options])
    }

    /// `unknownRootComponent`'s explanation: what it means, examples, how to fix it.
    private static var unknownRootComponentExplanation: DiagnosticExplanation {
        let id = DiagnosticID.unknownRootComponent
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "The component a command was asked to start at does not exist.",
            meaning: """
                `print-dependency-tree` starts at the component `--root-component-name` names \
                (`RootComponent` by default), and `graph --root-component-name` keeps what is below the \
                scope it names (a component, container or module set of the selected styles). When no such \
                component or scope is declared, nothing is printed; a note lists the roots found.
                """,
            examples: [
                example.error(nil, "No component named AppComponent was found.", notes: ["Roots found: RootComponent; pass one with --root-component-name."]),
            ],
            fixes: [
                "Pass one of the roots the note lists with `--root-component-name`; name your root explicitly when it is not called `RootComponent`.",
            ])
    }

    /// `outputNotWritten`'s explanation: what it means, examples, how to fix it.
    private static var outputNotWrittenExplanation: DiagnosticExplanation {
        let id = DiagnosticID.outputNotWritten
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A command could not read its header doc or write its output file.",
            meaning: """
                `generate` could not read its `--header-doc` file or write the generated file, `graph` \
                could not write `--output`, `summarize` could not write the summary, or a command could not \
                write its `--report`. digen writes only \
                regular files, through a temporary file renamed into place, and never over one of the \
                sources it read (or a sources list): a FIFO, device, folder or symbolic link at the output \
                path is left as it is. Nothing is written.
                """,
            examples: [
                example.error(nil, "Could not read the header doc file at /src/app/header.txt."),
                example.error(
                    nil, "Could not write the generated file at /src/app/Sources/App/Root.swift: it is one of the sources digen read; choose another path."),
                example.error(
                    nil,
                    "Could not write the graph at /src/app/graph.dot: it is a FIFO, and digen writes only regular files; remove it or choose another path."),
                example.error(nil, "Could not write the report at /src/app/Sources/App/Root.swift: it is one of the sources digen read; choose another path."),
            ],
            fixes: [
                "Choose an output path that is not one of the sources, in a folder that exists and can be written.",
                "Remove whatever other than a regular file is at the output path.",
                "For `--header-doc`, pass a readable UTF-8 file.",
            ],
            seeAlso: [.limits])
    }

    /// `nestingTooDeep`'s explanation: what it means, examples, how to fix it.
    private static var nestingTooDeepExplanation: DiagnosticExplanation {
        let id = DiagnosticID.nestingTooDeep
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A file nests deeper than digen parses.",
            meaning: """
                Before parsing a file, digen measures how deeply it nests, on the parser's own tokens: \
                brackets, braces, generic arguments and `#if` blocks more than 256 deep together, square \
                brackets more than 16 deep (the parser's time doubles with each level), or more than 256 \
                `->` or prefix words (`try`, `await`, …) in a row. Past a limit the parser could exhaust \
                its stack or take minutes, so the file is reported at the token that passes the limit and \
                is not checked. Real code stays far below these limits.
                """,
            examples: [
                example.error(
                    "Sources/App/Matrix.swift:40:57",
                    "Sources/App/Matrix.swift has square brackets (`[`) nested more than 16 deep here, deeper than digen parses; the file is not checked."),
                example.error(
                    "Sources/Generated/Tree.swift:300:12",
                    "Sources/Generated/Tree.swift has brackets, braces, generic arguments and `#if` blocks nested more than 256 deep here, deeper than digen parses; the file is not checked."),
            ],
            fixes: [
                "Split the nested code: name inner parts with a typealias, a local `let` or a function.",
                "If the file is generated data with no DI, exclude it (`--exclude-paths`, `--exclude-suffixes`).",
            ],
            seeAlso: [.limits])
    }

    /// `fileTooLarge`'s explanation: what it means, examples, how to fix it.
    private static var fileTooLargeExplanation: DiagnosticExplanation {
        let id = DiagnosticID.fileTooLarge
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "An input is larger than the maximum file size.",
            meaning: """
                Each input may be at most `--max-file-size` megabytes (64 by default), so that a stray \
                data file cannot exhaust memory. A larger one is reported and not read.
                """,
            examples: [
                example.error("Sources/Generated/Assets.swift:1:1", "Sources/Generated/Assets.swift is 1120013 bytes, larger than the 1 MB digen reads (--max-file-size)."),
            ],
            fixes: [
                "Raise the limit: `--max-file-size 128` (megabytes).",
                "Exclude the file if it holds no DI: `--exclude-paths Generated`.",
            ],
            seeAlso: [.limits])
    }

    /// `badSummary`'s explanation: what it means, examples, how to fix it.
    private static var badSummaryExplanation: DiagnosticExplanation {
        let id = DiagnosticID.badSummary
        let example = ExampleDiagnostics(id)
        return DiagnosticExplanation(
            id: id, styles: [],
            summary: "A module summary given with `--summary` cannot be used.",
            meaning: """
                Each `--summary` file must be a module summary that `digen summarize` wrote in the format \
                this digen reads, and each module may be given once, either as sources or as a summary. A \
                summary that cannot be read, is not a summary, is damaged or of another format version, or \
                repeats a module, stops the run, with a note saying what to do.
                """,
            examples: [
                example.error(
                    ".digen/Feed.summary:1:1", ".digen/Feed.summary is a module summary of format version 7; this digen (0.1.0) reads version 2.",
                    notes: ["Summarize the module again with this digen (digen summarize), or pass its sources instead."]),
                example.error(
                    ".digen/App.summary:1:1", ".digen/App.summary is a summary of App, the module whose sources this run reads (--module-name).",
                    notes: ["Pass a module either as sources or as a summary, not both."]),
                example.error(
                    ".digen/Feed2.summary:1:1", ".digen/Feed2.summary and .digen/Feed.summary are both summaries of the module Feed.",
                    notes: ["Pass each module's summary once."]),
            ],
            fixes: [
                "Summarize the module again with this digen: `digen summarize .digen/Feed.summary Sources/Feed --module-name Feed --root .`.",
                "Pass each module once, either as sources or with `--summary`.",
                "Check the path, and that the step that writes the summary runs before the one that reads it.",
            ],
            seeAlso: [.summarize])
    }
}
