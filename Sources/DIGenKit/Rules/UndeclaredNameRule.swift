/// A component that the code makes or reads, named but declared in nothing the run read: the
/// module that declares it is missing from the run (its sources or its summary), and the
/// generated code would silently leave it out. Said as a warning, naming the type and the fix:
/// the type may also come from a library digen is not meant to read.
///
/// Needle: a component's `SomethingComponent(parent: self)`. Drip: a component's `parent()` or
/// `module()` accessor of a type nothing declares. (WhoopDI's undeclared modules are reported
/// where its containers are built, `digen/UnknownModule`.)
enum UndeclaredNameRule {
    /// The note every warning ends with.
    static let fix = "If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run."

    static func check(_ summaries: [FileSummary], components: Set<String>) -> [Diagnostic] {
        var declared: Set<Substring> = []
        for file in summaries.indices {
            for path in summaries[file].declaredPaths { declared.insert(path.split(separator: ".").last ?? Substring(path)) }
        }
        var found: [Diagnostic] = []
        for file in summaries.indices {
            for made in summaries[file].instantiations {
                guard let name = made.typeName, name.hasSuffix(NeedleNames.component), !declared.contains(Substring(name)),
                      let maker = made.enclosingTypeName, components.contains(maker) else { continue }
                found.append(Diagnostic(
                    id: .undeclaredType, severity: .warning, location: made.location,
                    message: "\(maker) makes \(name) with `parent: \(made.parentArgument)`, but no file or summary this run read declares \(name), so it and the components below it are not checked or generated.",
                    notes: [fix]))
            }
            for component in summaries[file].drip.components {
                for (accessor, kind) in component.parents.map({ ($0, "parent") }) + component.modules.map({ ($0, "module") }) {
                    guard let name = accessor.type.type.baseName, !declared.contains(Substring(name)) else { continue }
                    found.append(Diagnostic(
                        id: .undeclaredType, severity: .warning, location: accessor.location,
                        message: "\(component.name).\(accessor.name) reads its \(kind) \(name), but no file or summary this run read declares \(name), so \(component.name)'s \(kind == "parent" ? "parents are" : "modules are") not all known.",
                        notes: [fix]))
                }
            }
        }
        return found
    }
}
