import Testing
import WhoopStyle

extension AppContainerSuite {
    /// The README's usage snippets, run.
    @Suite struct ReadmeTests {
        @Test func injectableMacroSnippet() {
            let container = Container(modules: [FakeTestModuleForInjecting()])
            let dependency: InjectableWithNamedDependency = container.inject()
            #expect(dependency == InjectableWithNamedDependency(anImportantNumber: 1))
        }

        @Test func registerAndInjectSnippets() {
            defer { WhoopDI.removeAllDependencies() }
            WhoopDI.registerModules([MyModule()])
            let myFeature: MyFeature = WhoopDI.inject()
            let myNamedFeature: MyNamedFeature = WhoopDI.inject("named")
            #expect(myFeature.object is MyObject)
            #expect(myFeature.shared === (WhoopDI.inject() as MySingletonObject))
            #expect(myNamedFeature.named is MyNamedObject)
        }

        // The README writes `WhoopDI.inject { module in ... }` as a statement; like any generic
        // call, it needs the result's type from its context.
        @Test func localModuleInjectSnippet() {
            defer { WhoopDI.removeAllDependencies() }
            WhoopDI.registerModules([MyModule()])
            let theAnswer = 42
            let answer: Int = WhoopDI.inject("answer") { module in
                module.factory(name: "answer") { theAnswer }
            }
            #expect(answer == 42)
        }

        @Test func registrationsAddUpAndALaterOneWins() {
            defer { WhoopDI.removeAllDependencies() }
            WhoopDI.registerModules([FakeTestModuleForInjecting()])
            WhoopDI.registerModules(modules: [MyModule()])
            #expect(WhoopDI.inject("Important") as Int == 1)
            #expect(WhoopDI.inject() as MyObject? == nil)
            #expect(WhoopDI.inject() as MyProtocol? != nil)
            final class MoreImportant: DependencyModule {
                override func defineDependencies() { factory(name: "Important") { 2 } }
            }
            WhoopDI.registerModules([MoreImportant()])
            #expect(WhoopDI.inject("Important") as Int == 2)
        }

        @Test func validatorPassesForTheReadmeModule() {
            defer { WhoopDI.removeAllDependencies() }
            WhoopDI.registerModules(modules: [MyModule()])
            WhoopDIValidator().validate { error in
                Issue.record("DI failed with error: \(error)")
            }
        }

        @Test func removeAllDependenciesCanBeAwaited() async {
            WhoopDI.registerModules([MyModule()])
            await WhoopDI.removeAllDependencies()
            #expect(WhoopDI.inject() as MyConcreteObject? == nil)
        }

        @Test func removeAllDependenciesEmptiesTheGlobalContainer() {
            WhoopDI.setup(modules: [MyModule()])
            let before = WhoopDI.appContainer
            WhoopDI.removeAllDependencies()
            #expect(WhoopDI.appContainer !== before)
            #expect(WhoopDI.inject() as MyConcreteObject? == nil)
        }
    }
}
