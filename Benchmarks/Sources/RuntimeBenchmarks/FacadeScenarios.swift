/// Scenarios for the style facades, each beside the core, Swinject or hand-written code.
enum FacadeScenarios {
    static var all: [Scenario] {
        [
            Scenario(name: "WhoopDI: inject a singleton", baseline: WhoopContenders.label + " (WhoopDI.inject)", contenders: [
                WhoopContenders.singleton(),
                WhoopContenders.singletonFromContainer(),
                SwinjectContenders.cachedSingleton(),
            ]),
            Scenario(name: "WhoopDI: inject a named value", baseline: WhoopContenders.label, contenders: [
                WhoopContenders.namedValue(),
                SwinjectContenders.namedValue(),
            ]),
            Scenario(name: "WhoopDI: inject a 5-deep factory chain", baseline: WhoopContenders.label, contenders: [
                WhoopContenders.factoryChain(),
                SwinjectContenders.transientChain(),
                Contender(label: "direct") { iterations in
                    for _ in 0..<iterations { blackHole(makeChainDirectly()) }
                },
            ]),
            Scenario(name: "Needle: construct a child component", baseline: "direct", contenders: [
                NeedleContenders.directConstruction(),
                NeedleContenders.construction(),
            ]),
            Scenario(name: "Needle: read a shared dependency through a child", baseline: "direct", contenders: [
                NeedleContenders.directDependencyAccess(),
                NeedleContenders.dependencyAccess(),
            ]),
            Scenario(name: "Needle: build a 5-deep component path", baseline: NeedlePathContenders.direct, contenders: [
                NeedlePathContenders.handPath(),
                NeedlePathContenders.path(),
            ]),
            Scenario(name: "Needle: a leaf reads a root dependency through its provider", baseline: NeedlePathContenders.direct, contenders: [
                NeedlePathContenders.handLeafRead(),
                NeedlePathContenders.leafRead(),
            ]),
            Scenario(name: "Needle: read an existing shared {} value", baseline: NeedlePathContenders.direct, contenders: [
                NeedlePathContenders.handSharedRead(),
                NeedlePathContenders.sharedRead(),
            ]),
            // The first `shared {}` is the difference between the two.
            Scenario(name: "Needle: first shared {}", baseline: NeedlePathContenders.label + ", root alone", contenders: [
                NeedlePathContenders.rootOnly(),
                NeedlePathContenders.firstShared(),
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
            // The synchronous read of the same kind of value is the baseline.
            Scenario(name: "Async: read a made value", baseline: "WhoopStyle (synchronous singleton, inject)", contenders: [
                AsyncContenders.whoopSingletonThroughInject(),
                AsyncContenders.whoopSingletonThroughInjectAsync(),
                AsyncContenders.whoopAsyncSingleton(),
                AsyncContenders.needleAsyncShared(),
                AsyncContenders.dripAsyncSingle(),
            ]),
        ]
    }
}
