/// An extension, with properties, of a component-like name that no file declares (one declared in
/// another module, say): Needle ignores it, so its properties provide nothing.
struct ExtensionWithoutDeclarationRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.extensionsWithoutDeclaration ?? []).map { found in
            let count = found.propertyCount
            let properties = count == 1 ? "the property" : "the \(count) properties"
            return Diagnostic(
                id: .extensionWithoutDeclaration, severity: .warning, location: found.location,
                message: "\(found.name) only has extension but missing declaration.",
                notes: ["No file digen read declares \(found.name), so \(properties) of this extension provide\(count == 1 ? "s" : "") nothing on the DI graph."])
        }
    }
}
