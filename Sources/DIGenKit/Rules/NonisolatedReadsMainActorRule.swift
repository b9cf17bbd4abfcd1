/// A nonisolated definition that asks for a value made on the main actor (WhoopDI: a definition
/// with a main-actor closure): resolved off the main actor, the asking definition fails. A
/// warning, since an app that resolves it only on the main actor never sees the failure. Drip:
/// a nonisolated generator calling a main-actor module method, an error (Swift refuses it).
/// Requests made by app code (`WhoopDI.inject()` at the top level) are not judged: their
/// isolation is the caller's.
struct NonisolatedReadsMainActorRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() {
            guard let asker = request.asker, graph.bindings[asker].isMainActor != true,
                  let answer = resolution.answers[index], graph.bindings[answer].isMainActor == true else { continue }
            let provider = graph.bindings[answer]
            let asking = request.askerName.prefix(1).uppercased() + request.askerName.dropFirst()
            if graph.scopes[request.scope].style == .drip {
                found.append(Self.dripProblem(request, asking: asking, provider: provider))
                continue
            }
            found.append(Diagnostic(
                id: .nonisolatedReadsMainActor, severity: .warning, location: request.location,
                message: "\(asking), which is nonisolated, asks for \(request.key), which is made on the main actor: resolved off the main actor, it fails.",
                notes: [
                    "\(provider.key) is defined with a main-actor closure at \(provider.location) in \(provider.owner).",
                    "Make the asking definition main-actor too (`{ @MainActor in … }`, or `{ r in … }` resolving with `try r.get()`), or define \(provider.key) with a nonisolated closure.",
                ]))
        }
        return found
    }

    /// Drip: a nonisolated generator calls a main-actor module method, which Swift refuses
    /// (an error), named here with its DI path.
    private static func dripProblem(_ request: GraphRequest, asking: String, provider: GraphBinding) -> Diagnostic {
        Diagnostic(
            id: .nonisolatedReadsMainActor, location: request.location,
            message: "\(asking), which is nonisolated, asks for \(request.key), which \(provider.owner) makes on the main actor: a nonisolated generator cannot call it.",
            notes: [
                "\(provider.owner) makes \(request.key) on the main actor at \(provider.location).",
                "Make the asking module main-actor too (`@MainActor`, or a `MainActorModule`), or mark the providing method `nonisolated` if its value may be made anywhere.",
            ])
    }
}

extension NonisolatedReadsMainActorRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [nonisolatedReadsMainActorExplanation]
    }

    /// `nonisolatedReadsMainActor`'s explanation: what it means, examples, how to fix it.
    private static var nonisolatedReadsMainActorExplanation: DiagnosticExplanation {
        let id = DiagnosticID.nonisolatedReadsMainActor
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .whoop, .drip],
            summary: "Something nonisolated asks for a value that is made or read on the main actor.",
            meaning: """
                The provider digen generates for a dependency protocol is as isolated as the protocol: \
                `@MainActor` when the protocol, or a protocol it inherits, is written `@MainActor`, and \
                nonisolated otherwise. A nonisolated provider cannot read a main-actor property, so when a \
                member of a nonisolated protocol resolves to a property of a main-actor component (written \
                `@MainActor`, or a subclass of `MainActorComponent` or `MainActorBootstrapComponent`) or to \
                a property written `@MainActor`, the generated file would not compile. It is reported once \
                per member and providing property, at the member, with the first path that resolves it \
                there. In a target whose default isolation is the main actor, an unannotated protocol is \
                main-actor; such a target subclasses the main-actor family, so an app with any component of \
                that family is checked only for protocols written `nonisolated`, and \
                `--default-isolation main-actor` says so outright. WhoopDI (a warning): a \
                definition with a nonisolated closure asks (`get()`) for a key defined with a main-actor \
                closure (`{ @MainActor in … }`, or WhoopStyle's `{ r in … }`). Resolved on the main actor it \
                works; resolved anywhere else, the main-actor value refuses to be made and the asking \
                definition fails with it. Drip (an error): a generator of a nonisolated module calls a \
                method of a main-actor module (written `@MainActor`, or a `MainActorModule`), which Swift \
                refuses; digen names the DI path.
                """,
            examples: [
                example.warning(
                    "Sources/App/Modules.swift:9:39",
                    "The factory at Sources/App/Modules.swift:9:9 in UIModule, which is nonisolated, asks for Theme with name: <no name>, which is made on the main actor: resolved off the main actor, it fails.",
                    notes: [
                        "Theme with name: <no name> is defined with a main-actor closure at Sources/App/Modules.swift:8:9 in UIModule.",
                        "Make the asking definition main-actor too (`{ @MainActor in … }`, or `{ r in … }` resolving with `try r.get()`), or define Theme with name: <no name> with a nonisolated closure.",
                    ]),
            ],
            fixes: [
                "Mark the dependency protocol `@MainActor`: its provider is generated `@MainActor`, and the component that needs it is then made on the main actor (a `@MainActor` component, or one of the main-actor family, is).",
                "When the property's value may be read from any thread (a `Sendable` value, a constant), mark the property `nonisolated`.",
                "WhoopDI: make the asking definition main-actor too, `{ @MainActor in … }` or `{ r in Screen(model: try r.get()) }`, when what it makes belongs on the main actor; otherwise define the value it asks for with a nonisolated closure.",
                "An `@Injectable` type in a target whose default isolation is the main actor is main-actor without saying so: give digen `--default-isolation main-actor` (in the target's `digen-generate.args` for the build plugin), or write `@MainActor` on the type.",
            ],
            seeAlso: [.needle, .whoopRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Modules.swift", """
                    import WhoopDIKit

                    @MainActor final class Theme {}
                    final class Renderer { init(theme: Theme) {} }

                    final class UIModule: DependencyModule {
                        override func defineDependencies() {
                            factory { @MainActor in Theme() }
                            factory { Renderer(theme: try self.get()) }
                        }
                    }
                    """),
            ])
        return explanation
    }
}
