/// What the generated Needle code, compiled into one module, must be able to name in the
/// modules it reads from summaries: a provider property it reads, the ancestor component that
/// holds it, and the dependency protocol its provider conforms to; and a component that a
/// component of another module makes. Anything of another module that is not `public` (or
/// `open`) is reported at its declaration, with the fix, before code the compiler would reject is
/// written. The types the providers name are `CrossModuleStyleAccess`'s, which finds their
/// declarations wherever they are.
enum CrossModuleAccess {
    /// Where the generated code is compiled, for messages.
    private static func generatedModule(_ model: AppModel) -> String {
        model.generatingModule.map { "module \($0)" } ?? "the module of the sources given"
    }

    /// A property that would provide a dependency but is not public in its module.
    static func unreadableProperty(_ property: PropertyDeclaration, of component: String, in module: String, model: AppModel) -> Diagnostic {
        Diagnostic(
            id: .crossModuleAccess, location: property.location,
            message: "\(component).\(property.name) is \(property.access.rawValue) in module \(module), but the generated code in \(generatedModule(model)) must read it to provide a dependency: declare it public.",
            notes: ["The generated code is compiled into another module than \(module), so it can read only what \(module) declares public or open."])
    }

    /// The component classes and dependency protocols of other modules that the checked paths
    /// make the generated code name, and that are not public.
    static func problems(_ paths: [NeedlePath], model: AppModel) -> [Diagnostic] {
        guard !model.foreignModules.isEmpty else { return [] }
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for path in paths {
            let component = model.components[path.component]!
            if !path.sources.isEmpty, let dependency = model.dependencies[component.dependencyName],
               let access = dependency.access, !access.isPublic,
               let module = model.foreignModules[dependency.location.file], reported.insert(dependency.name).inserted {
                found.append(Diagnostic(
                    id: .crossModuleAccess, location: dependency.location,
                    message: "\(dependency.name) is \(access.rawValue) in module \(module), but the generated code in \(generatedModule(model)) conforms \(component.name)'s dependency provider to it: declare it public."))
            }
            // The parent makes the component (`X(parent: self)`): from another module, only a
            // public one.
            if let parentName = path.parentComponent, let parent = model.components[parentName],
               !component.access.isPublic, let module = model.foreignModules[component.location.file],
               model.foreignModules[parent.location.file] != module, reported.insert(component.name).inserted {
                let maker = model.foreignModules[parent.location.file].map { "module \($0)" } ?? generatedModule(model)
                found.append(Diagnostic(
                    id: .crossModuleAccess, location: component.location,
                    message: "\(component.name) is \(component.access.rawValue) in module \(module), but \(parent.name) in \(maker) makes it: declare it public (or open)."))
            }
            for source in path.sources {
                guard let source, let ancestor = model.components[source.scopeName], !ancestor.access.isPublic,
                      let module = model.foreignModules[ancestor.location.file], reported.insert(ancestor.name).inserted
                else { continue }
                found.append(Diagnostic(
                    id: .crossModuleAccess, location: ancestor.location,
                    message: "\(ancestor.name) is \(ancestor.access.rawValue) in module \(module), but the generated code in \(generatedModule(model)) reads its properties to provide \(component.name)'s dependencies: declare it public (or open)."))
            }
        }
        return found
    }
}
