/// A dependency protocol that a component depends on, with two members of one name and different
/// types (its own and an inherited one, or two inherited ones): Swift accepts the protocol, but no
/// class can declare both properties, so the provider the generated file declares for it cannot
/// compile. Reported once per protocol, at its declaration.
struct ConflictingDependencyMembersRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        let model = needle.model
        var used: Set<String> = []
        for component in model.components.values where !component.isRoot { used.insert(component.dependencyName) }
        // Most protocols have a few members of distinct names: a pairwise look, without tables,
        // finds the rare one that has a conflict.
        let conflicting = used.filter { model.dependencies[$0].map { Self.hasConflict($0.members) } ?? false }
        var found: [Diagnostic] = []
        for name in conflicting.sorted() {
            guard let dependency = model.dependencies[name] else { continue }
            var byName: [String: [PropertyDeclaration]] = [:]
            var order: [String] = []
            for member in dependency.members {
                if byName[member.name] == nil { order.append(member.name) }
                if !(byName[member.name] ?? []).contains(where: { $0.type.normalized == member.type.normalized }) {
                    byName[member.name, default: []].append(member)
                }
            }
            for memberName in order where byName[memberName]!.count > 1 {
                let members = byName[memberName]!
                let types = members.map { "`\($0.type.written)`" }
                found.append(Diagnostic(
                    id: .conflictingDependencyMembers, location: dependency.location,
                    message: "\(name) has members named \(memberName) of types \(types.dropLast().joined(separator: ", ")) and \(types.last!): no provider class can declare them all.",
                    notes: members.map { "\(memberName): \($0.type.written) is declared at \($0.location)." }))
            }
        }
        return found
    }

    /// Whether two of `members` have one name and different types.
    private static func hasConflict(_ members: [PropertyDeclaration]) -> Bool {
        for later in members.indices.dropFirst() {
            for earlier in members.indices[..<later] where members[earlier].name == members[later].name {
                if members[earlier].type.normalized != members[later].type.normalized { return true }
            }
        }
        return false
    }
}

extension ConflictingDependencyMembersRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [conflictingDependencyMembersExplanation]
    }

    /// `conflictingDependencyMembers`'s explanation: what it means, examples, how to fix it.
    private static var conflictingDependencyMembersExplanation: DiagnosticExplanation {
        let id = DiagnosticID.conflictingDependencyMembers
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A component's dependency protocol has two members of one name and different types.",
            meaning: """
                A dependency protocol may declare a member with the name of one it inherits (or two \
                protocols it inherits may each declare one) with another type: Swift accepts the \
                protocol, but a class cannot declare two properties of one name, so no provider can \
                conform to it, and the provider the generated file would declare for a component that \
                depends on it does not compile. digen reports the protocol once for each such name, with \
                a note for each member.
                """,
            examples: [
                example.error(
                    "Sources/Bay/BayComponent.swift:7:10",
                    "BayDependency has members named garage of types `Garage` and `GarageComponent`: no provider class can declare them all.",
                    notes: [
                        "garage: Garage is declared at Sources/Bay/BayComponent.swift:8:9.",
                        "garage: GarageComponent is declared at Sources/Bay/BayComponent.swift:4:9.",
                    ]),
            ],
            fixes: [
                "Rename one of the members (and the property that provides it), so that each name has one type.",
                "Or give both the same type, if they are meant to be one dependency.",
            ],
            seeAlso: [DiagnosticExplanation.Section(title: "The matching rule", article: "WhatDigenReads")])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Bay/BayComponent.swift", """
                    import NeedleFoundation

                    protocol GarageDependency: Dependency {
                        var garage: GarageComponent { get }
                    }

                    protocol BayDependency: GarageDependency {
                        var garage: Garage { get }
                    }

                    final class Garage {}
                    final class GarageComponent: Component<EmptyDependency> {}

                    final class BayComponent: Component<BayDependency> {}
                    """),
            ])
        return explanation
    }
}
