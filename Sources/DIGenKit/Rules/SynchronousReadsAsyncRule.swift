/// A synchronous request for a value only an async provider makes. WhoopDI: a `get()` or
/// `inject()` of a key defined with an async closure fails every time it runs, whatever the
/// thread, so it is an error; requests that can await (`getAsync`, `injectAsync`, a generated
/// accessor, which is async for such a key) are not judged. Drip: a generator calling an async
/// module method without `await`, which Swift refuses too, named here by the DI path. Needle's
/// case is `NeedleEffectsRule`, over its own resolution.
struct SynchronousReadsAsyncRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() {
            guard request.isAsync != true, let answer = resolution.answers[index], graph.bindings[answer].isAsync == true
            else { continue }
            let provider = graph.bindings[answer]
            let asking = request.askerName.prefix(1).uppercased() + request.askerName.dropFirst()
            let how = request.asker == nil ? "" : ", which is synchronous,"
            let notes: [String]
            switch graph.scopes[request.scope].style {
            case .drip:
                notes = [
                    "\(provider.owner) makes \(request.key) with an async generator at \(provider.location).",
                    "Make the asking module method async and `await` the call, or make \(request.key)'s generator synchronous.",
                ]
            default:
                notes = [
                    "\(provider.key) is defined with an async closure at \(provider.location) in \(provider.owner).",
                    request.asker == nil
                        ? "Ask with `await \(request.askerName.replacingOccurrences(of: "inject()", with: "injectAsync()"))`, or define \(request.key) with a synchronous closure."
                        : "Make the asking definition async too and ask with `try await getAsync()`, or define \(request.key) with a synchronous closure.",
                ]
            }
            found.append(Diagnostic(
                id: .synchronousReadsAsync, location: request.location,
                message: "\(asking)\(how) asks for \(request.key), which an async provider makes: a synchronous request cannot make it.",
                notes: notes))
        }
        return found
    }
}

extension SynchronousReadsAsyncRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [synchronousReadsAsyncExplanation]
    }

    /// `synchronousReadsAsync`'s explanation: what it means, examples, how to fix it.
    private static var synchronousReadsAsyncExplanation: DiagnosticExplanation {
        let id = DiagnosticID.synchronousReadsAsync
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .whoop, .drip],
            summary: "Something synchronous asks for a value that only an async provider makes.",
            meaning: """
                Needle: a dependency-protocol member is read by the generated provider exactly as the \
                protocol declares it, so a member declared `{ get }` cannot read a component property whose \
                getter is `async` (an async `shared {}`, NeedleStyle's addition) or `throws`: the generated \
                file would not compile. It is reported once per member and providing property, at the \
                member, with the first path that resolves it there. WhoopDI: a key defined with an async \
                closure (WhoopStyle's async `factory` or `singleton`) is made only by `getAsync` and \
                `injectAsync`; a synchronous `get()` or `inject()` of it fails every time it runs, whatever \
                the thread, so unlike the main-actor case it is an error. A generated accessor of such a key \
                is itself async, so its calls are not judged. Drip: a generator that calls an async module \
                method (DripStyle's async `single` or `transient`) without `await`; Swift refuses it too, \
                and digen names the DI path.
                """,
            examples: [
                example.error(
                    "Sources/App/AppModule.swift:9:44",
                    "The factory at Sources/App/AppModule.swift:9:9 in AppModule, which is synchronous, asks for Database with name: <no name>, which an async provider makes: a synchronous request cannot make it.",
                    notes: [
                        "Database with name: <no name> is defined with an async closure at Sources/App/AppModule.swift:8:9 in AppModule.",
                        "Make the asking definition async too and ask with `try await getAsync()`, or define Database with name: <no name> with a synchronous closure.",
                    ]),
            ],
            fixes: [
                "Needle: declare the member with the providing getter's effects (`var catalogue: Catalogue { get async }`) and read it with `await` in the component; digen generates a provider getter with the same effects.",
                "WhoopDI: make the asking definition async (`factory { Cart(catalogue: try await self.getAsync()) }`) and resolve the top-level request with `await WhoopDI.injectAsync()`.",
                "When the value needs no suspension to make, define it with a synchronous closure instead.",
            ],
            seeAlso: [.needle, .whoopRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/AppModule.swift", """
                    import WhoopDIKit

                    final class Database {}
                    final class Repository { init(database: Database) {} }

                    final class AppModule: DependencyModule {
                        override func defineDependencies() {
                            singleton { () async -> Database in await Self.open() }
                            factory { Repository(database: try self.get()) }
                        }

                        static func open() async -> Database { Database() }
                    }
                    """),
            ])
        return explanation
    }
}
