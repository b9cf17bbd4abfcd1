import Foundation
import Testing
@testable import DIGenKit

/// Evidence for the keyword file filter: digen does not parse a file that contains none of
/// `FileSummarizer.fileKeywords`. Over a corpus of real code, every file the filter skips is parsed
/// whole, for every style, and must declare nothing digen's graph could use.
///
/// The corpus is the folders `DIGEN_REAL_CODE_CORPUS` names (separated by `:`; `.ci/real-code-gate`
/// gives it the packages Tests/RealCode resolves, about 6,000 files); when it is unset, this
/// repository's own Sources, Tests and Examples, so that the test never silently does nothing.
/// Hidden entries and `.build` folders are passed over, as digen's folder walk does, and so are the
/// hostile inputs of Fixtures/Reproducers, which `ReproducerTests` checks one by one.
///
/// What counts as a DI fact in a skipped file (`facts(in:)`), from `FileSummary`'s fields:
/// - an instantiation: any call with a `parent:` argument (`instantiations`);
/// - a typealias (`typealiases`): later stages resolve types through every alias;
/// - a class that is a component or a module: its superclass is Needle's or Drip's `Component`,
///   `BootstrapComponent`, `PluginizedComponent` or `NonCoreComponent`, WhoopDI's
///   `DependencyModule`, Drip's `Module<C>`, or (through any number of classes, in any file of the
///   corpus) a class that is one; a class inheriting anything else is not a fact (most real classes
///   inherit a protocol or `NSObject`);
/// - a protocol that inherits `Dependency` or `EmptyDependency`, directly or through protocols
///   that do (a dependency protocol);
/// - an extension of such a class or protocol: its properties are providers or requirements;
/// - WhoopDI's app container (`setup`, `registerModules`), a `Container(modules:)` or
///   `createChild` call that lists a module or defines something, an `inject` call on `WhoopDI` or
///   on a container the file made, and `@Injectable` types; argument-less calls on a container
///   variable only when the corpus has a WhoopDI module at all (otherwise no generated accessor can
///   be among them). An `inject` on any other variable is not one (`tracer.inject(context, into:
///   &headers, using: …)` in swift-distributed-tracing and async-http-client is tracing's);
/// - a Drip construction chain of a component, or registering a module (the Drip reader takes
///   every `X.make(…)` for a chain: vapor's `Application.make(.testing)` is not one), and
///   `Module<C>` subclasses.
/// Not facts: imports, the names of plain types, and type shapes (properties and initializers),
/// which digen reads from skipped files on demand (`FileSummarizer.summarizeShapes`).
/// WhoopDI and Drip facts are looked for even though digen reads a file for those styles only when
/// it names their library (`StyleDetection`), which no skipped file does: a file without the import
/// can still use the library (realworld/drip-harbor/no-import-in-file), so a later digen that
/// reads such files needs the filter to keep them too.
@Suite struct KeywordFilterCorpusTests {
    private static var repositoryRoot: String { Repository.root }

    /// The corpus folders, and whether they are the real code the environment named.
    static var corpus: (folders: [String], isRealCode: Bool) {
        if let named = ProcessInfo.processInfo.environment["DIGEN_REAL_CODE_CORPUS"], !named.isEmpty {
            return (named.split(separator: ":").map(String.init), true)
        }
        return (["Sources", "Tests", "Examples"].map { repositoryRoot + "/" + $0 }, false)
    }

    /// Every `.swift` file below `folder`, sorted.
    static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || relative.hasSuffix("Fixtures/Reproducers") {
                enumerator.skipDescendants()
                continue
            }
            // Folders are named so too (a checkout of GRDB.swift).
            if name.hasSuffix(".swift"), enumerator.fileAttributes?[.type] as? FileAttributeType != .typeDirectory {
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }

    // MARK: Today's API, each call in one place

    /// The file's text as digen reads it (UTF-8, or UTF-16 converted); nil when digen reports it
    /// as unreadable instead.
    static func text(of path: String) -> [UInt8]? {
        guard case .text(let bytes) = FileSummarizer.read(path, maximumSize: ScanOptions.defaultMaximumFileSize) else { return nil }
        return bytes
    }

    /// Whether the keyword filter lets the file through to the parser.
    static func passesKeywordFilter(_ bytes: [UInt8]) -> Bool {
        FileSummarizer.mayDeclareDI(bytes)
    }

    /// For a file the filter skips (`whole`), the one under test: its summary for every style.
    /// For a file it lets through, which only feeds `DITypes` with its classes and protocols:
    /// the summary of digen's Needle reading, which has the same classes and protocols at a
    /// fraction of the cost.
    static func summary(of bytes: [UInt8], path: String, whole: Bool) -> FileSummary {
        bytes.withUnsafeBufferPointer {
            FileSummarizer.summarize(bytes: $0, path: path, styles: whole ? Set(Style.allCases) : [])
        }
    }

    // MARK: DI facts

    /// The names of the classes and protocols the corpus makes DI types: components and modules
    /// (by their superclass chains) and dependency protocols (by what they inherit).
    struct DITypes {
        var classes: Set<String> = []
        var protocols: Set<String> = ["Dependency", "EmptyDependency"]
        /// Whether the corpus declares a WhoopDI module.
        var hasWhoopModule = false

        static let componentBases: Set<String> = ["Component", "BootstrapComponent", "PluginizedComponent", "NonCoreComponent"]

        /// Whether a superclass written as `type` is a framework base.
        static func isFrameworkBase(_ type: TypeText) -> Bool {
            guard let name = type.baseName else { return false }
            return componentBases.contains(name) || name == "DependencyModule" || (name == "Module" && type.genericArguments.count == 1)
        }

        init(_ summaries: [FileSummary]) {
            let classes = summaries.flatMap(\.classes)
            let protocols = summaries.flatMap(\.protocols)
            var changed = true
            while changed {
                changed = false
                for declaration in classes where !self.classes.contains(declaration.name) {
                    guard let superclass = declaration.inheritedTypes.first else { continue }
                    if Self.isFrameworkBase(superclass) || superclass.baseName.map(self.classes.contains) == true {
                        self.classes.insert(declaration.name)
                        changed = true
                    }
                }
                for declaration in protocols where !self.protocols.contains(declaration.name) {
                    if declaration.inheritedTypes.contains(where: { $0.baseName.map(self.protocols.contains) == true }) {
                        self.protocols.insert(declaration.name)
                        changed = true
                    }
                }
            }
            // A WhoopDI module: a class whose superclass chain reaches `DependencyModule`.
            let superclass = Dictionary(classes.compactMap { c in c.inheritedTypes.first?.baseName.map { (c.name, $0) } }) { first, _ in first }
            hasWhoopModule = classes.contains { declaration in
                var current = declaration.name
                var seen: Set<String> = []
                while let next = superclass[current], seen.insert(current).inserted {
                    if next == "DependencyModule" { return true }
                    current = next
                }
                return false
            }
        }
    }

    /// Each DI fact `summary` holds, as `line:column: what`.
    static func facts(in summary: FileSummary, _ types: DITypes) -> [String] {
        func place(_ location: DIGenKit.SourceLocation) -> String { "\(location.line):\(location.column)" }
        var facts: [String] = []
        facts += summary.instantiations.map { "\(place($0.location)): instantiation with parent: \($0.parentArgument)" }
        facts += summary.typealiases.map { "\(place($0.location)): typealias \($0.name) = \($0.target.written)" }
        for declaration in summary.classes where types.classes.contains(declaration.name) {
            let superclass = declaration.inheritedTypes.first?.written ?? "?"
            facts.append("\(place(declaration.location)): class \(declaration.name): \(superclass) is a component or module")
        }
        for declaration in summary.protocols where types.protocols.contains(declaration.name) {
            facts.append("\(place(declaration.location)): protocol \(declaration.name) is a dependency protocol")
        }
        for declaration in summary.extensions where types.classes.contains(declaration.name) || types.protocols.contains(declaration.name) {
            facts.append("\(place(declaration.location)): extension of the DI type \(declaration.name)")
        }
        for container in summary.whoop.containers {
            let isApp = if case .appContainer = container.kind { true } else { false }
            if isApp || !container.localDefinitions.isEmpty || container.modules.contains(where: types.classes.contains) {
                facts.append("\(place(container.location)): WhoopDI container of \(container.modules)")
            }
        }
        for injection in summary.whoop.injections where injection.containerVariable == nil || injection.containerLocation != nil {
            facts.append("\(place(injection.request.location)): WhoopDI inject call on \(injection.containerVariable ?? "WhoopDI")")
        }
        facts += summary.whoop.injectables.map { "\(place($0.location)): @Injectable type" }
        if types.hasWhoopModule {
            facts += summary.whoop.accessorCalls.map { "\(place($0.location)): call that may be a WhoopDI accessor" }
        }
        for construction in summary.drip.constructions {
            let started: String
            switch construction.start {
            case .construction(let name), .builder(let name), .variable(let name): started = name
            }
            if types.classes.contains(started) || construction.modules.contains(where: types.classes.contains) {
                facts.append("\(place(construction.location)): Drip construction chain of \(started)")
            }
        }
        facts += summary.drip.modules.map { "\(place($0.location)): Drip module \($0.name)" }
        return facts
    }

    // MARK: The test

    @Test func noFileTheKeywordFilterSkipsDeclaresAnythingDI() throws {
        let (folders, isRealCode) = Self.corpus
        let paths = folders.flatMap(Self.swiftFiles(in:))
        // Each file read and parsed whole on every core; the summaries are kept in order.
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var entries: [(index: Int, skipped: Bool, summary: FileSummary)] = []
            var unreadable = 0
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let bytes = Self.text(of: path) else {
                results.lock.withLock { results.unreadable += 1 }
                return
            }
            let skipped = !Self.passesKeywordFilter(bytes)
            let summary = Self.summary(of: bytes, path: path, whole: skipped)
            results.lock.withLock { results.entries.append((index, skipped, summary)) }
        }
        let entries = results.entries.sorted { $0.index < $1.index }
        let types = DITypes(entries.map(\.summary))
        let skipped = entries.filter(\.skipped)
        var withFacts: [String] = []
        for entry in skipped {
            let facts = Self.facts(in: entry.summary, types)
            if !facts.isEmpty { withFacts.append(entry.summary.path + ": " + facts.joined(separator: "; ")) }
        }
        let withSyntaxErrors = skipped.filter { !$0.summary.syntaxErrors.isEmpty }
        // The counts are for CI's log (over the real packages); a plain `swift test` over this
        // repository prints only the test results.
        if isRealCode {
            print("""
            KeywordFilterCorpusTests over DIGEN_REAL_CODE_CORPUS (\(folders.joined(separator: ", "))): \
            \(paths.count) Swift files, \(results.unreadable) unreadable, \(skipped.count) skipped by the keyword filter, \
            \(entries.count - skipped.count) passed; \(withFacts.count) skipped files with DI facts; \
            \(withSyntaxErrors.count) skipped files with syntax errors; the corpus has \(types.classes.count) DI classes and \
            \(types.protocols.count - 2) dependency protocols
            """)
            for file in withSyntaxErrors.prefix(20) {
                print("  skipped with a syntax error (not reported by digen): \(file.summary.path):\(file.summary.syntaxErrors[0].location.line)")
            }
        }
        #expect(withFacts == [], "files the keyword filter skips that declare DI facts")
        // The run looked at something: real code has many files without a DI word, and this
        // repository has components, modules and dependency protocols the fixpoint must find.
        #expect(skipped.count > 0)
        #expect(entries.count > skipped.count)
        if !isRealCode {
            #expect(types.classes.contains("RootComponent"))
            #expect(types.protocols.count > 2)
            #expect(types.hasWhoopModule)
        }
    }
}
