/// A request nothing in its scope or the scopes above it provides (WhoopDI's containers), in
/// WhoopDI's words, at the `get()` or `inject()` call.
struct MissingBindingRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated()
        where resolution.answers[index] == nil && request.lookup == .nearestAncestor {
            guard case .whoop(let type, let name) = request.key, isCheckable(request, in: graph),
                  NearNames.candidates(for: request, in: graph, resolution: resolution).isEmpty else { continue }
            let scope = graph.scopes[request.scope]
            var notes = ["Asked for by \(request.askerName), resolving in \(scope.name)."]
            // WhoopDI's similar dependencies: the same type under another name, or the same name.
            let similar = resolution.visibleBindings(from: request.scope, in: graph).filter { binding in
                guard case .whoop(let candidateType, let candidateName) = graph.bindings[binding].key else { return false }
                return candidateType == type || (name != nil && candidateName == name)
            }
            for binding in similar.prefix(5) {
                notes.append("Similar dependency: \(graph.bindings[binding].key), defined at \(graph.bindings[binding].location) in \(graph.bindings[binding].owner).")
            }
            found.append(Diagnostic(
                id: .missingDependency, location: request.location,
                message: "Missing dependency for \(request.key)", notes: notes))
        }
        return found
    }

    /// Whether a missing key may be reported: it is not optional, no scope on the way is
    /// incomplete, and no definition there has the request's name without digen knowing its type
    /// (or has a name digen cannot read).
    func isCheckable(_ request: GraphRequest, in graph: StaticGraph) -> Bool {
        // A request for `T?` that nothing answers gets nil, which is not a failure.
        if case .optional = request.key.type { return false }
        for scope in graph.path(to: request.scope) {
            if graph.scopes[scope].incompleteBecause != nil { return false }
            if graph.scopes[scope].uninferred.contains(where: { $0.mayAnswer(request.key) }) { return false }
            if graph.scopes[scope].hasDynamicNames && request.key.name != nil { return false }
        }
        return true
    }
}

/// A named request whose name nothing defines while a near name is defined for its type: the
/// typo, and the name it probably meant.
struct MisspelledNameRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() where resolution.answers[index] == nil {
            guard MissingBindingRule().isCheckable(request, in: graph), let name = request.key.name,
                  case .whoop = request.key else { continue }
            let candidates = NearNames.candidates(for: request, in: graph, resolution: resolution)
            guard let best = candidates.first else { continue }
            let meant = graph.bindings[best]
            found.append(Diagnostic(
                id: .misspelledName, location: request.location,
                message: "Missing dependency for \(request.key); did you mean \"\(meant.key.name ?? "")\"?",
                notes: [
                    "\"\(name)\" is asked for by \(request.askerName).",
                    "\(meant.key) is defined at \(meant.location) in \(meant.owner).",
                ]))
        }
        return found
    }
}

extension MissingBindingRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [missingDependencyExplanation]
    }

    /// `missingDependency`'s explanation: what it means, examples, how to fix it.
    private static var missingDependencyExplanation: DiagnosticExplanation {
        let id = DiagnosticID.missingDependency
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .whoop],
            summary: "A dependency is asked for that no ancestor component or container provides.",
            meaning: """
                Needle: each member of a component's dependency protocol must be provided by an ancestor \
                on every path from a root to the component: the nearest ancestor with a property of the \
                same name and the same type (never the component itself). A member that no ancestor on a \
                path provides is reported once per such path, at the member's declaration; the message \
                names the path and, when an ancestor has properties of that type under other names, those \
                names. Notes name ancestors whose property of that name has another type, is private, or \
                is not a provider under the run's access rules. WhoopDI: a `get()`, `inject()` or \
                generated accessor call asks for a key (a type, with a name or without) that no module of \
                the container it resolves in, nor of the containers above it, defines; notes say who asks, \
                where it resolves, and which similar keys are defined. Needle's generator stops with the \
                same words, and WhoopDI fails with them at run time.
                """,
            examples: [
                example.error(
                    "Sources/Game/ScoreSheetComponent.swift:4:9",
                    "Could not find a provider for (scoreStream: MyScoreStream) which was required by ScoreSheetDependency, along the DI branch of RootComponent->LoggedInComponent->ScoreSheetComponent. Found possible matches [\"mutableScoreStream\"] at LoggedInComponent.",
                    notes: [
                        "ScoreSheetComponent is declared at Sources/Game/ScoreSheetComponent.swift:7:13.",
                    ]),
                example.error(
                    "Sources/Store/StoreModule.swift:10:43",
                    "Missing dependency for Logger with name: <no name>",
                    notes: [
                        "Asked for by the factory at Sources/Store/StoreModule.swift:10:9 in StoreModule, resolving in WhoopDI.appContainer.",
                    ]),
            ],
            fixes: [
                "Needle: give an ancestor on the path a property of exactly that name and type (the parent, or the root when every path needs it); when an ancestor has it under another name or type, rename the property or change the protocol's member so that both agree.",
                "Needle: when the property exists but is private or fileprivate, make it internal; with `--require-public`, or when the component is in another module, make it public.",
                "WhoopDI: define the key in a module of the container the request resolves in, or of a container above it (`factory { Logger() }`, or `factory(name: \"title\") { … }` for a named request), and check that the container's module list includes that module.",
            ],
            seeAlso: [.matchingRule, .whoopRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Game/RootComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
                    }
                    """),
                ("Sources/Game/LoggedInComponent.swift", """
                    import NeedleFoundation

                    final class LoggedInComponent: Component<EmptyDependency> {
                        var mutableScoreStream: MyScoreStream { shared { MyScoreStream() } }
                        var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
                    }
                    """),
                ("Sources/Game/ScoreSheetComponent.swift", """
                    import NeedleFoundation

                    protocol ScoreSheetDependency: Dependency {
                        var scoreStream: MyScoreStream { get }
                    }

                    final class ScoreSheetComponent: Component<ScoreSheetDependency> {}

                    final class MyScoreStream {}
                    """),
                ("Sources/Store/StoreModule.swift", """
                    import WhoopDIKit

                    final class Logger {}
                    final class StoreBanner {
                        init(logger: Logger) {}
                    }

                    final class StoreModule: DependencyModule {
                        override func defineDependencies() {
                            factory { StoreBanner(logger: try self.get()) }
                        }
                    }

                    let setUp: Void = WhoopDI.setup(modules: [StoreModule()])
                    """),
            ])
        return explanation
    }
}

extension MisspelledNameRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [misspelledNameExplanation]
    }

    /// `misspelledName`'s explanation: what it means, examples, how to fix it.
    private static var misspelledNameExplanation: DiagnosticExplanation {
        let id = DiagnosticID.misspelledName
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.whoop],
            summary: "A WhoopDI request names a key that nothing defines, while a near name of the same type is defined.",
            meaning: """
                A request names a key (`get("costumer")`) that no container on its way defines, while a key \
                of the same type with a near name is visible from it (one edit for a short name, about one \
                in four characters for a longer one, by DIGraph's `EditDistance`). It is almost always a \
                typo, so digen reports it instead of `digen/MissingDependency`, with the name it probably \
                meant; at run time WhoopDI would fail with a missing dependency.
                """,
            examples: [
                example.error(
                    "Sources/Counter/CounterModule.swift:10:42",
                    "Missing dependency for String with name: costumer; did you mean \"customer\"?",
                    notes: [
                        "\"costumer\" is asked for by the factory at Sources/Counter/CounterModule.swift:10:9 in CounterModule.",
                        "String with name: customer is defined at Sources/Counter/CounterModule.swift:9:9 in CounterModule.",
                    ]),
            ],
            fixes: [
                "Correct the name in the request, `get(\"customer\")`, or in the definition if that is the one misspelt.",
                "If both names are meant to exist, define the missing one as well.",
            ],
            seeAlso: [.whoopRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Counter/CounterModule.swift", """
                    import WhoopDIKit

                    final class Greeting {
                        init(customer: String) {}
                    }

                    final class CounterModule: DependencyModule {
                        override func defineDependencies() {
                            factory(name: "customer") { "Ada" }
                            factory { Greeting(customer: try self.get("costumer")) }
                        }
                    }
                    """),
            ])
        return explanation
    }
}
