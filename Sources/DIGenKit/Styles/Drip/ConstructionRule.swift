/// A Drip component made without a parent or a module that an accessor read on it needs, in
/// Drip's words, at the chain that makes it. Drip looks parents and modules up only when an
/// accessor is read, so what a chain lacks and nothing reads is not a failure.
struct ConstructionRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let graph = checked.graph
        var found: [Diagnostic] = []
        for construction in graph.constructions {
            let scope = graph.scopes[construction.scope]
            let givenParents = Set(construction.parents.compactMap { $0.map { graph.scopes[$0].name } })
            let knowsEveryParent = !construction.parents.contains(nil)
            for requirement in scope.requirements where construction.readAccessors.contains(requirement.accessorName) {
                // A read away from the chain (a property read elsewhere) is where the program
                // stops: reported there, with the chain named.
                let readAt = construction.readLocations[requirement.accessorName]
                let chain = readAt == nil ? "this chain" : "the chain at \(construction.location)"
                switch requirement.kind {
                case .parent where knowsEveryParent && !givenParents.contains(requirement.typeName):
                    found.append(Diagnostic(
                        id: .missingParent, location: readAt ?? construction.location,
                        message: "[component: \(scope.name)] failed to find parent: \(requirement.typeName)",
                        notes: ["\(scope.name).\(requirement.accessorName) at \(requirement.location) reads it; add `.parent { … }` returning the \(requirement.typeName) to \(chain)."]))
                case .module where !construction.modules.contains(requirement.typeName):
                    found.append(Diagnostic(
                        id: .missingModule, location: readAt ?? construction.location,
                        message: "[component: \(scope.name)] failed to find module \(requirement.typeName)",
                        notes: ["\(scope.name).\(requirement.accessorName) at \(requirement.location) reads it; add `.module(\(requirement.typeName).self) { \(requirement.typeName)($0) }` to \(chain)."]))
                default:
                    break
                }
            }
        }
        return found
    }
}

extension ConstructionRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [missingParentExplanation, missingModuleExplanation]
    }

    /// `missingParent`'s explanation: what it means, examples, how to fix it.
    private static var missingParentExplanation: DiagnosticExplanation {
        let id = DiagnosticID.missingParent
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.drip],
            summary: "A Drip component is made without a parent that one of its accessors reads.",
            meaning: """
                A Drip component reads a parent through an accessor (`var root: ApplicationComponent { \
                parent() }`), and Drip looks the parent up only when that accessor is read, among the \
                parents the chain that made the component registered with `.parent { … }`. digen follows \
                each chain that makes a component and the accessors read on the variable or property that \
                stores it; when an accessor read there needs a parent the chain does not register, Drip \
                would stop the program with this message, so digen reports it at the chain, with a note \
                naming the accessor. A parent that the chain lacks and nothing reads is not a failure.
                """,
            examples: [
                example.error(
                    "Sources/App/Screens.swift:3:12",
                    "[component: ViewComponent] failed to find parent: ApplicationComponent",
                    notes: [
                        "ViewComponent.root at Sources/App/Components.swift:6:9 reads it; add `.parent { … }` returning the ApplicationComponent to this chain.",
                    ]),
            ],
            fixes: [
                "Add the parent to the chain that makes the component: `ViewComponent().parent { app }`, where `app` is the ApplicationComponent.",
                "If `.parent { … }` is there but returns another component, return the one the accessor reads.",
            ],
            seeAlso: [.dripRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Components.swift", """
                    import Drip

                    final class ApplicationComponent: Component {}

                    final class ViewComponent: Component {
                        var root: ApplicationComponent { parent() }
                        var view: ViewModule { module() }
                    }

                    final class ViewModule: Module<ViewComponent> {
                        required init(_ component: ViewComponent) { super.init(component) }
                    }
                    """),
                ("Sources/App/Screens.swift", """
                    import Drip

                    let view = ViewComponent()
                        .module(ViewModule.self) { ViewModule($0) }
                    let root = view.root
                    """),
            ])
        return explanation
    }

    /// `missingModule`'s explanation: what it means, examples, how to fix it.
    private static var missingModuleExplanation: DiagnosticExplanation {
        let id = DiagnosticID.missingModule
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.drip],
            summary: "A Drip component is made without a module that one of its accessors reads.",
            meaning: """
                A Drip component reads a module through an accessor (`var view: ViewModule { module() \
                }`), and Drip looks the module up only when that accessor is read, among the modules the \
                chain that made the component registered with `.module(…)`. When an accessor read on a \
                chain needs a module the chain does not register, Drip would stop the program with this \
                message, so digen reports it at the chain, with a note naming the accessor. A module that \
                the chain lacks and nothing reads is not a failure.
                """,
            examples: [
                example.error(
                    "Sources/App/Screens.swift:4:12",
                    "[component: ViewComponent] failed to find module ViewModule",
                    notes: [
                        "ViewComponent.view at Sources/App/Components.swift:7:9 reads it; add `.module(ViewModule.self) { ViewModule($0) }` to this chain.",
                    ]),
            ],
            fixes: [
                "Register the module on the chain that makes the component: `.module(ViewModule.self) { ViewModule($0) }`.",
            ],
            seeAlso: [.dripRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Components.swift", """
                    import Drip

                    final class ApplicationComponent: Component {}

                    final class ViewComponent: Component {
                        var root: ApplicationComponent { parent() }
                        var view: ViewModule { module() }
                    }

                    final class ViewModule: Module<ViewComponent> {
                        required init(_ component: ViewComponent) { super.init(component) }
                    }
                    """),
                ("Sources/App/Screens.swift", """
                    import Drip

                    let app = ApplicationComponent()
                    let view = ViewComponent()
                        .parent { app }
                    let module = view.view
                    """),
            ])
        return explanation
    }
}
