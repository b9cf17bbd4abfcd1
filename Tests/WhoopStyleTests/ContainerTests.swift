import Testing
import WhoopStyle

/// WhoopDI 0.5.1's ContainerTests, rewritten against WhoopStyle's public API.
@Suite struct ContainerTests {
    private func makeContainer(
        _ modules: [DependencyModule],
        localInjectWithoutMutation: Bool = true
    ) -> Container {
        var options = OptionsForTest(enabled: [.threadSafeLocalInject])
        if localInjectWithoutMutation { options.enabled.insert(.localInjectWithoutMutation) }
        return Container(modules: modules, options: options)
    }

    @Test func injectPassesParamsToTheTopLevelDefinition() {
        let part: Part = makeContainer([CompleteModule()]).inject("C_Factory", "param")
        #expect(part is PartC)
        #expect((part as? PartC)?.concrete.label == "param")
    }

    @Test func genericInstantiationsAreSeparateKeys() {
        let container = makeContainer([CompleteModule()])
        let integer: Wrapper<Int> = container.inject()
        let string: Wrapper<String> = container.inject()
        #expect(integer.value == 42)
        #expect(string.value == "string")
    }

    @Test func moduleDependenciesAreRegisteredToo() {
        let part: Part = makeContainer([RootModule()]).inject()
        #expect(part is PartC)
    }

    @Test(arguments: [true, false])
    func localDefinitionOverridesForOneCall(withoutMutation: Bool) {
        let container = makeContainer([CompleteModule()], localInjectWithoutMutation: withoutMutation)
        let overridden: Part = container.inject("C_Factory") { module in
            module.factory(name: "C_Factory") { PartA() as Part }
        }
        let regular: Part = container.inject("C_Factory", "param")
        #expect(overridden is PartA)
        #expect(regular is PartC)
    }

    @Test func localDefinitionsCanDependOnEachOther() {
        struct Definitions: LocalDefinitions {
            @available(*, deprecated, message: "exercises the deprecated params API")
            func define(on module: DependencyModule) {
                module.factoryWithParams(name: "C_Factory") { params in
                    PartC(inner: try module.get("A_Factory"), concrete: try module.get(params: params)) as Part
                }
                module.factory(name: "A_Factory") { PartA() as Part }
                module.factoryWithParams { (label: String) in PartB(label) }
            }
        }
        let container = makeContainer([IncompleteModule()])
        let part: Part = container.inject("C_Factory", params: "params") { module in
            (Definitions() as LocalDefinitions).define(on: module)
        }
        #expect(part is PartC)
    }

    @Test func emptyLocalDefinitionLeavesTheGraphAsItIs() {
        let part: Part = makeContainer([CompleteModule()]).inject("C_Factory", params: "params") { _ in }
        #expect(part is PartC)
    }

    @Test func localDefinitionWithParams() {
        struct Definitions: LocalDefinitions {
            @available(*, deprecated, message: "exercises the deprecated params API")
            func define(on module: DependencyModule) {
                module.factoryWithParams(name: "C_Factory") { (label: String) in PartB(label) as Part }
            }
        }
        let part: Part = makeContainer([CompleteModule()]).inject("C_Factory", params: "params") { module in
            (Definitions() as LocalDefinitions).define(on: module)
        }
        #expect((part as? PartB)?.label == "params")
    }

    @Test func injectableTypeIsBuiltFromItsDependencies() {
        let value: InjectableWithDependency = makeContainer([InjectingFixturesModule()]).inject()
        #expect(value == InjectableWithDependency(dependency: PartA()))
    }

    @Test func injectableNamesAreUsed() {
        let value: InjectableWithNames = makeContainer([InjectingFixturesModule()]).inject()
        #expect(value == InjectableWithNames(name: 1, nameFromVariable: "variable", globalVariableName: "global"))
    }

    @Test func childWithModulesOverridesAndInherits() {
        let child = makeContainer([CompleteModule()]).createChild([OverridingModule()])
        let overridden: Part = child.inject("C_Factory")
        let inherited: PartD = child.inject()
        let own: Int = child.inject("integer")
        #expect(overridden is PartA)
        #expect(own == 1)
        _ = inherited
    }

    @Test func childWithLocalDefinitionOverridesAddsAndInherits() {
        let child = makeContainer([CompleteModule()]).createChild { module in
            module.factory(name: "C_Factory") { PartA() as Part }
            module.factory { Wrapper("custom") }
        }
        let overridden: Part = child.inject("C_Factory")
        let added: Wrapper<String> = child.inject()
        let inherited: Wrapper<Int> = child.inject()
        #expect(overridden is PartA)
        #expect(added.value == "custom")
        #expect(inherited.value == 42)
    }

    @Test func dependenciesCrossBetweenParentAndChild() {
        let child = makeContainer([CrossContainerParentModule()]).createChild([CrossContainerChildModule()])
        let helper: PartH = child.inject()
        let main: PartG = child.inject()
        let leaf: PartI = child.inject()
        // The parent's PartG, asked for from the child, gets the child's PartH; the child's PartI
        // gets the parent's PartG, which gets the child's PartH in turn.
        #expect(helper.definedBy == "CrossContainerChildModule")
        #expect(main.helper.definedBy == "CrossContainerChildModule")
        #expect(leaf.main.helper.definedBy == "CrossContainerChildModule")
    }

    @Test func parentSingletonIsSharedWithChildren() {
        let parent = makeContainer([CompleteModule()])
        let child = parent.createChild()
        let fromParent: PartD = parent.inject()
        let fromChild: PartD = child.inject()
        #expect(fromParent === fromChild)
    }

    @Test func childRedefiningASingletonGetsItsOwn() {
        let parent = Container { $0.singleton { PartD() } }
        let child = parent.createChild { $0.singleton { PartD() } }
        let fromParent: PartD = parent.inject()
        let fromChild: PartD = child.inject()
        #expect(fromParent !== fromChild)
        #expect(fromChild === child.inject() as PartD)
    }

    @Test func factoryMakesANewValueEachTime() {
        let container = Container { $0.factory { PartD() } }
        #expect(container.inject() as PartD !== container.inject() as PartD)
    }

    @Test func laterDefinitionOfAKeyWins() {
        let container = Container { module in
            module.factory { "first" }
            module.factory { "second" }
        }
        #expect(container.inject() as String == "second")
    }

    @Test func moduleOverridesWhatItDependsOn() {
        final class Base: DependencyModule {
            override func defineDependencies() { factory { "base" } }
        }
        final class Top: DependencyModule {
            override var moduleDependencies: [DependencyModule] { [Base()] }
            override func defineDependencies() { factory { "top" } }
        }
        #expect(Container(modules: [Top()]).inject() as String == "top")
    }

    @Test func twoInstancesOfOneModuleClassRegisterOnce() {
        final class Counting: DependencyModule {
            let value: Int
            init(_ value: Int) { self.value = value }
            override func defineDependencies() { factory { self.value } }
        }
        #expect(Container(modules: [Counting(1), Counting(2)]).inject() as Int == 1)
    }

    @Test func readmeNamedSpellingRegistersUnderTheName() {
        let container = Container { module in
            module.factory(named: "greeting") { "hello" }
            module.singleton(named: "shared") { PartD() }
        }
        #expect(container.inject("greeting") as String == "hello")
        #expect(container.inject("shared") as PartD === container.inject("shared") as PartD)
    }
}
