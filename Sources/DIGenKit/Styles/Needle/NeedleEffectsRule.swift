/// A component property with an async (or throwing) getter that a dependency protocol member
/// reads without one: the generated provider, as synchronous as its member, cannot await (or
/// try) the read, and the generated file would not compile. Reported once per member and
/// providing property, with the first path (in the check's order) that resolves the member there.
struct NeedleEffectsRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        let (model, paths) = (needle.model, needle.paths)
        // Most apps have no effectful getter at all; they pay one pass over the properties.
        guard model.components.values.contains(where: { component in
            component.providedProperties.contains { $0.getterIsAsync == true || $0.getterThrows == true }
        }) else { return [] }
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for path in paths {
            guard let component = model.components[path.component],
                  let dependency = model.dependencies[component.dependencyName] else { continue }
            for (member, match) in zip(dependency.members, path.sources) {
                guard let match, let source = model.components[match.scopeName],
                      let property = source.providedProperties.first(where: { model.key(of: $0) == model.key(of: member) }),
                      let missing = Self.missingEffect(member: member, property: property),
                      reported.insert("\(dependency.name).\(member.name)|\(source.name)").inserted else { continue }
                found.append(problem(member, of: dependency, providedBy: property, of: source, path: path, missing: missing))
            }
        }
        return found
    }

    /// `async` when `property`'s getter is async and `member`'s is not, else `throws` when only
    /// `property`'s throws, else `throws(E)` when the member throws only `E` and the property
    /// may throw another error; nil when the member can read the property.
    static func missingEffect(member: PropertyDeclaration, property: PropertyDeclaration) -> String? {
        if property.getterIsAsync == true, member.getterIsAsync != true { return "async" }
        if property.getterThrows == true, member.getterThrows != true { return "throws" }
        if property.getterThrows == true, let thrown = member.getterThrownType, property.getterThrownType != thrown {
            return "throws(\(thrown))"
        }
        return nil
    }

    private func problem(
        _ member: PropertyDeclaration, of dependency: AppModel.DependencyProtocol,
        providedBy property: PropertyDeclaration, of source: AppModel.Component, path: NeedlePath, missing: String
    ) -> Diagnostic {
        let (what, fix) = switch missing {
        case "async": ("is read synchronously, but \(source.name) provides it with an async getter", "{ get async }")
        case "throws": ("cannot throw, but \(source.name) provides it with a throwing getter", "{ get throws }")
        default: ("throws only \(member.getterThrownType ?? ""), but \(source.name) provides it with a getter that may throw another error", "{ get throws }")
        }
        let throwsWritten = property.getterThrownType.map { "throws(\($0))" } ?? "throws"
        let written = [property.getterIsAsync == true ? "async" : nil, property.getterThrows == true ? throwsWritten : nil]
            .compactMap { $0 }.joined(separator: " ")
        return Diagnostic(
            id: .synchronousReadsAsync, location: member.location,
            message: "\(dependency.name) (\(member.name): \(member.type.written)) \(what), along the DI branch of \(path.components.joined(separator: "->")): the generated provider cannot read it.",
            notes: [
                "\(source.name).\(property.name) at \(property.location) has a `get \(written)` getter.",
                "Declare the member `var \(member.name): \(member.type.written) \(fix)` (with the getter's other effects too), and read it with \(missing == "async" ? "`await`" : "`try`") in \(path.component).",
            ])
    }
}
