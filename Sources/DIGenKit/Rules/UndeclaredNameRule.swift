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
