import Foundation

extension DIGen {
    /// Runs the whole pipeline over `options` and returns every problem found.
    public static func check(_ options: CheckOptions) -> Analysis {
        analyze(options, checkingPaths: true)
    }

    /// The static dependency tree below `rootComponentName` in Needle's `print-dependency-tree`
    /// format, or `nil` (with diagnostics saying why) when the sources have structural errors or
    /// no such component.
    public static func dependencyTree(_ options: CheckOptions, rootComponentName: String) -> DependencyTree {
        // The tree is Needle's: other styles' problems do not stop it.
        var needleOnly = options
        needleOnly.styles = .needle
        var analysis = analyze(needleOnly)
        let model = analysis.model
        if let model {
            // Needle refuses to print a graph with cycles, and digen one below a start with too many
            // paths to walk; the other graph checks do not apply.
            analysis.diagnostics = (analysis.diagnostics + NeedlePathResolver(model: model).treeProblems(from: rootComponentName)).sorted()
        }
        guard let model, !analysis.diagnostics.contains(where: { $0.severity == .error }) else {
            return DependencyTree(text: nil, analysis: analysis)
        }
        guard model.components[rootComponentName] != nil else {
            let roots = model.componentNames.filter { model.components[$0]!.isRoot }
            analysis.diagnostics.append(Diagnostic(
                id: .unknownRootComponent, location: nil,
                message: "No component named \(rootComponentName) was found.",
                notes: roots.isEmpty ? [] : ["Roots found: \(roots.joined(separator: ", ")); pass one with --root-component-name."]))
            return DependencyTree(text: nil, analysis: analysis)
        }
        return DependencyTree(text: DependencyTreePrinter(model: model).tree(from: rootComponentName), analysis: analysis)
    }

    /// A run over `options` (`Run`: input, reading, index, graph, rules), and what it found: the
    /// problems are in the analysis. With `checkingPaths`, Needle's root-to-component paths are
    /// resolved and checked too; otherwise (`print-dependency-tree`) the rules that need them
    /// find nothing. With `keepingFacts`, the facts of the run's own files are kept in the analysis
    /// (for `digen summarize`). `read` stands in for the reading of one file (tests slow it down).
    static func analyze(
        _ options: CheckOptions, checkingPaths: Bool = false, keepingFacts: Bool = false,
        read: (@Sendable (String) -> FileReading)? = nil
    ) -> Analysis {
        var analysis = Analysis(diagnostics: [], model: nil, filesFound: 0, filesParsed: 0, pathsChecked: 0)
        if let problem = options.problems.first {
            analysis.diagnostics.append(Diagnostic(id: .invalidOption, location: nil, message: problem))
            return analysis
        }
        var run = Run(options: options, checkingPaths: checkingPaths, keepingFacts: keepingFacts)
        if let read { run.read = read }
        guard let input = run.input(&analysis) else { return analysis }
        guard let reading = run.reading(input, &analysis) else {
            analysis.diagnostics.sort()
            return analysis
        }
        let index = run.index(reading, of: input)
        let graph = run.graph(index)
        run.rules(graph, &analysis)
        analysis.spent.keep(index.summaries)
        return analysis
    }
}
