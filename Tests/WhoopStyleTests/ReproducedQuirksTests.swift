import Testing
import WhoopStyle

/// WhoopDI behaviours that WhoopStyle keeps on purpose (Sources/WhoopStyle/WhoopStyle.docc/MigratingFromWhoopDI.md lists them), pinned
/// so that a change to them is a decision.
@Suite struct ReproducedQuirksTests {
    // `self.get()` inside a factory resolves against the container `inject` was called on, so a
    // parent's singleton first made through a child is made from the child's definitions.
    @Test func parentSingletonFirstMadeThroughAChildKeepsTheChildsDependencies() {
        let parent = Container { module in
            module.factory { "parent" }
            module.singleton { [try module.get() as String] }
        }
        let child = parent.createChild { $0.factory { "child" } }
        #expect(child.inject() as [String] == ["child"])
        #expect(parent.inject() as [String] == ["child"])
    }

    @Test func accumulationReplacesAnEarlierPlainDefinitionOfItsType() {
        let container = Container { module in
            module.factory { ["plain"] }
            module.accumulateFactory(for: StringListKey.self) { "accumulated" }
        }
        #expect(container.inject() as [String] == ["accumulated"])
    }

    @Test func plainDefinitionReplacesAnEarlierAccumulationOfItsType() {
        let container = Container { module in
            module.accumulateFactory(for: StringListKey.self) { "accumulated" }
            module.factory { ["plain"] }
        }
        #expect(container.inject() as [String] == ["plain"])
    }

    @Test func parentsPlainValueStartsTheChildsAccumulation() {
        let parent = Container { $0.factory { ["plain"] } }
        let child = parent.createChild { $0.accumulateFactory(for: StringListKey.self) { "added" } }
        #expect(child.inject() as [String] == ["plain", "added"])
    }

    @Test func singletonWithParamsKeepsTheFirstParams() {
        let container = Container(modules: [CompleteModule()])
        let first: Part = container.inject("B_Single", "first")
        let second: Part = container.inject("B_Single", "second")
        #expect((first as? PartB)?.label == "first")
        #expect((second as? PartB)?.label == "first")
    }

    @Test func paramsReachOnlyTheTopLevelDefinition() {
        struct Definitions: LocalDefinitions {
            @available(*, deprecated, message: "exercises the deprecated params API")
            func define(on module: DependencyModule) {
                module.factoryWithParams { (params: String?) in params ?? "none" }
                module.factoryWithParams(name: "outer") { (params: String?) in
                    [params ?? "none", try module.get() as String]
                }
            }
        }
        let container = Container { (Definitions() as LocalDefinitions).define(on: $0) }
        #expect(container.inject("outer", "given") as [String] == ["given", "none"])
    }
}
