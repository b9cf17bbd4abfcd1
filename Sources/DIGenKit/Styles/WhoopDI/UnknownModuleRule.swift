/// WhoopDI module sets digen cannot know whole, so that it does not report their missing
/// dependencies: a module list it cannot read (a note), modules nothing declares (a warning),
/// and a module passed to a call it does not follow to the container that call builds (a note).
struct UnknownModuleRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let findings = checked.whoopFindings
        var found: [Diagnostic] = []
        for unread in findings.unreadModuleLists {
            let lists = unread.names.map { "`\($0)`" }.joined(separator: ", ")
            found.append(Diagnostic(
                id: .unknownModule, severity: .note, location: unread.location,
                message: "digen cannot tell which modules \(lists) \(unread.names.count == 1 ? "holds" : "hold") (only an array literal of module constructions is read), so missing dependencies are not reported for \(unread.scope)."))
        }
        for undeclared in findings.undeclaredModules {
            let names = undeclared.names
            found.append(Diagnostic(
                id: .unknownModule, severity: .warning, location: undeclared.location,
                message: "\(names.joined(separator: ", ")) \(names.count == 1 ? "is not a DependencyModule" : "are not DependencyModules") declared in the sources, so missing dependencies are not reported for \(undeclared.scope).",
                notes: [UndeclaredNameRule.fix]))
        }
        for passed in findings.passedModules {
            found.append(Diagnostic(
                id: .unknownModule, severity: .note, location: passed.location,
                message: "\(passed.module) is passed to `\(passed.callee)`, which digen does not follow to the container it builds, so missing dependencies are not reported for \(passed.module) on its own."))
        }
        return found
    }
}

extension UnknownModuleRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [unknownModuleExplanation]
    }

    /// `unknownModule`'s explanation: what it means, examples, how to fix it.
    private static var unknownModuleExplanation: DiagnosticExplanation {
        let id = DiagnosticID.unknownModule
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.whoop],
            summary: "A WhoopDI container's modules cannot all be known, so missing dependencies are not reported for it.",
            meaning: """
                digen checks a WhoopDI container against the definitions of every module it uses. When \
                its module list names a module that no file or summary of the run declares (one from \
                another package, say), when the list is not an array literal of module constructions \
                (`Container(modules: modules)`, a `map`), or when a module is passed to a function digen \
                does not follow to the container it builds, digen cannot know what the container defines. \
                It then reports no missing dependency in that container, its children and its local \
                injects, and says so: a warning for an undeclared module, a note (shown with \
                `--logging-level info`) for the others.
                """,
            examples: [
                example.note(
                    "Sources/App/AppSetup.swift:7:66",
                    "digen cannot tell which modules `modules` holds (only an array literal of module constructions is read), so missing dependencies are not reported for Container at Sources/App/AppSetup.swift:7:66."),
                example.note(
                    "Sources/App/AppSetup.swift:9:12",
                    "ShopModule is passed to `makeContainer`, which digen does not follow to the container it builds, so missing dependencies are not reported for ShopModule on its own."),
                example.warning(
                    "Sources/App/AppSetup.swift:10:19",
                    "LoggingModule is not a DependencyModule declared in the sources, so missing dependencies are not reported for WhoopDI.appContainer.",
                    notes: [
                        "If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run.",
                    ]),
                example.note(
                    "Sources/App/Counters.swift:8:20",
                    "digen cannot tell which modules `modules` holds (only an array literal of module constructions is read), so missing dependencies are not reported for container counters."),
            ],
            fixes: [
                "For an undeclared module, add the sources or the summary (`--summary`) of the module that declares it to the run.",
                "Write the module list as an array literal where the container is made: `Container(modules: [ShopModule(), LoggingModule()], parent: nil)`.",
                "Make the container where its modules are listed rather than in a helper that receives them.",
            ],
            seeAlso: [.whoopRules, DiagnosticExplanation.Section(title: "What digen does not follow", article: "WhatDigenReads")])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/AppSetup.swift", """
                    import WhoopDIKit

                    final class ShopModule: DependencyModule {
                        override func defineDependencies() {}
                    }

                    func makeContainer(_ modules: [DependencyModule]) -> Container { Container(modules: modules) }

                    let shop = makeContainer([ShopModule()])
                    let setUp: Void = WhoopDI.setup(modules: [LoggingModule()])
                    """),
                ("Sources/App/Counters.swift", """
                    import WhoopDIKit

                    final class CounterModule: DependencyModule {
                        override func defineDependencies() {}
                    }

                    func counters(_ modules: [DependencyModule]) -> Container {
                        let counters = Container(modules: modules)
                        return counters
                    }
                    """),
            ])
        return explanation
    }
}
