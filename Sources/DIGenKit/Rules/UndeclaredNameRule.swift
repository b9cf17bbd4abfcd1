/// A component that the code makes or reads, named but declared in nothing the run read: the
/// module that declares it is missing from the run (its sources or its summary), and the
/// generated code would silently leave it out. Said as a warning, naming the type and the fix:
/// the type may also come from a library digen is not meant to read.
///
/// Needle: a component's `SomethingComponent(parent: self)`. Drip: a component's `parent()` or
/// `module()` accessor of a type nothing declares. (WhoopDI's undeclared modules are
/// `UnknownModuleRule`'s.)
struct UndeclaredNameRule: GraphRule {
    /// The note every warning ends with.
    static let fix = "If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run."

    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let names = checked.names
        let components = Set(checked.needleModel?.model.componentNames ?? [])
        var found: [Diagnostic] = []
        for made in names.componentInstantiations {
            guard let name = made.typeName, !names.declared.contains(Substring(name)),
                  let maker = made.enclosingTypeName, components.contains(maker) else { continue }
            found.append(Diagnostic(
                id: .undeclaredType, severity: .warning, location: made.location,
                message: "\(maker) makes \(name) with `parent: \(made.parentArgument)`, but no file or summary this run read declares \(name), so it and the components below it are not checked or generated.",
                notes: [Self.fix]))
        }
        for read in names.dripReads {
            guard let name = read.accessor.type.type.baseName, !names.declared.contains(Substring(name)) else { continue }
            found.append(Diagnostic(
                id: .undeclaredType, severity: .warning, location: read.accessor.location,
                message: "\(read.component).\(read.accessor.name) reads its \(read.kind) \(name), but no file or summary this run read declares \(name), so \(read.component)'s \(read.kind == "parent" ? "parents are" : "modules are") not all known.",
                notes: [Self.fix]))
        }
        return found
    }
}

extension UndeclaredNameRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [undeclaredTypeExplanation]
    }

    /// `undeclaredType`'s explanation: what it means, examples, how to fix it.
    private static var undeclaredTypeExplanation: DiagnosticExplanation {
        let id = DiagnosticID.undeclaredType
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .drip],
            summary: "A component, parent or module is named, but nothing the run read declares it.",
            meaning: """
                A Needle component makes a `…Component` with `parent: self`, or a Drip accessor reads a \
                parent or module, whose type no file or summary of the run declares. Usually the module \
                that declares it is missing from the run: its sources or its summary were not passed. That \
                type, and everything below it, is then not checked or generated, and an app built with the \
                generated code can fail at launch (Needle's `Missing dependency provider factory`). It is a \
                warning, since the type may come from a library that is not meant to be read. (WhoopDI's \
                undeclared modules are `digen/UnknownModule`.)
                """,
            examples: [
                example.warning(
                    "Sources/App/RootComponent.swift:4:39",
                    "RootComponent makes SettingsComponent with `parent: self`, but no file or summary this run read declares SettingsComponent, so it and the components below it are not checked or generated.",
                    notes: [
                        "If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run.",
                    ]),
            ],
            fixes: [
                "Add the sources or the summary (`--summary`) of the module that declares the type to the run; with the SwiftPM plugin, make the target depend on that module's target.",
                "If the type comes from a library that holds no DI code of this app, nothing needs to change.",
            ],
            seeAlso: [.summarize])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/RootComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var settings: SettingsComponent { SettingsComponent(parent: self) }
                    }
                    """),
            ])
        return explanation
    }
}
