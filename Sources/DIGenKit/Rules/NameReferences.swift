/// The components the code makes or reads by name, and every name the run's files and summaries
/// declare: what `UndeclaredNameRule` compares. Taken from the summaries by the graph stage.
struct NameReferences: Sendable {
    /// A Drip component's `parent()` or `module()` accessor.
    struct DripRead: Sendable {
        var component: String
        var accessor: DripAccessor
        /// `parent` or `module`.
        var kind: String
    }

    /// The last part of every declared path (`Outer.Inner` declares `Inner`).
    var declared: Set<Substring> = []
    /// Every instantiation of a name that ends in `Component`, with what makes it.
    var componentInstantiations: [Instantiation] = []
    /// Every Drip component accessor.
    var dripReads: [DripRead] = []

    init() {}

    init(_ summaries: [FileSummary]) {
        for file in summaries.indices {
            for path in summaries[file].declaredPaths { declared.insert(path.split(separator: ".").last ?? Substring(path)) }
        }
        for file in summaries.indices {
            componentInstantiations += summaries[file].instantiations.filter { $0.typeName?.hasSuffix(NeedleNames.component) == true }
            for component in summaries[file].drip.components {
                dripReads += component.parents.map { DripRead(component: component.name, accessor: $0, kind: "parent") }
                dripReads += component.modules.map { DripRead(component: component.name, accessor: $0, kind: "module") }
            }
        }
    }
}
