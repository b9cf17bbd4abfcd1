/// A declaration of another module that a generated Drip builder names or calls and that is not
/// public (`digen/CrossModuleAccess`), judged by `CrossModuleStyleAccess` from what the run read
/// of other modules. Needle's part is `NeedleCrossModuleAccessRule`'s.
struct CrossModuleStyleAccessRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        checked.otherModules.map { CrossModuleStyleAccess.outcome(of: $0).diagnostics } ?? []
    }
}

extension CrossModuleStyleAccessRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [crossModuleAccessExplanation]
    }

    /// `crossModuleAccess`'s explanation: what it means, examples, how to fix it.
    private static var crossModuleAccessExplanation: DiagnosticExplanation {
        let id = DiagnosticID.crossModuleAccess
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .whoop, .drip],
            summary: "The generated code would name a declaration of another module that is not public.",
            meaning: """
                With `--summary`, the generated file is compiled into one module and reads declarations \
                of other modules, which the compiler allows only when they are `public` (or `open`). For \
                Needle: the dependency protocol of each component it makes a provider for, the types of \
                that protocol's members (which the provider declares, wherever they are declared), each \
                ancestor component whose properties a provider reads, and those properties; and a \
                component that a component of another module makes with `parent: self`. For Drip: the \
                parents and modules a builder registers, and the initializers it calls. digen reports \
                every one in the same run, each at its declaration, instead of writing code the compiler \
                would reject a module at a time. WhoopDI accessors and Drip builders of types that are not \
                public are left out of the generated file instead.
                """,
            examples: [
                example.error(
                    "Sources/Core/Root.swift:4:9",
                    "CoreRootComponent.network is internal in module Core, but the generated code in module App must read it to provide a dependency: declare it public.",
                    notes: [
                        "The generated code is compiled into another module than Core, so it can read only what Core declares public or open.",
                    ]),
            ],
            fixes: [
                "Declare it `public` (or `open`) in its module, as the message says.",
                "If it should stay internal, move the code that needs it into the module that generates the wiring.",
            ],
            seeAlso: [.mustBePublic])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Core/Root.swift", """
                    import NeedleFoundation

                    open class CoreRootComponent: BootstrapComponent {
                        var network: Network { Network() }
                        public var feed: FeedComponent { FeedComponent(parent: self) }
                    }

                    public final class Network {}
                    """),
                ("Sources/Core/Feed.swift", """
                    import NeedleFoundation

                    public protocol FeedDependency: Dependency {
                        var network: Network { get }
                    }

                    public final class FeedComponent: Component<FeedDependency> {}
                    """),
                ("Sources/App/App.swift", """
                    import Core

                    let feed = CoreRootComponent().feed
                    """),
            ],
            otherModules: ["Core"])
        return explanation
    }
}
