/// Scenarios for the style facades, each beside the core, Swinject or hand-written code.
enum FacadeScenarios {
    static var all: [Scenario] {
        [
            Scenario(name: "Needle: construct a child component", baseline: "direct", contenders: [
                NeedleContenders.directConstruction(),
                NeedleContenders.construction(),
            ]),
            Scenario(name: "Needle: read a shared dependency through a child", baseline: "direct", contenders: [
                NeedleContenders.directDependencyAccess(),
                NeedleContenders.dependencyAccess(),
            ]),
            Scenario(name: "Drip: single", baseline: DripContenders.label, contenders: [
                DripContenders.single(),
                DIGraphContenders.cachedSingleton(),
                SwinjectContenders.cachedSingleton(),
            ]),
            Scenario(name: "Drip: transient", baseline: DripContenders.label, contenders: [
                DripContenders.transient(),
                SwinjectContenders.transientLeaf(),
            ]),
        ]
    }
}
