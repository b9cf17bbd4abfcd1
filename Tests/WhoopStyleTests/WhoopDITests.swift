import Testing
import WhoopStyle

extension AppContainerSuite {
    /// WhoopDI 0.5.1's WhoopDITests, rewritten against WhoopStyle's public API. WhoopDI compares
    /// its internal `DependencyError` values; these compare the errors' text, which is what a
    /// user sees.
    @Suite struct WhoopDITests {
        @Test func injectPassesParamsPositionally() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let part: Part = WhoopDI.inject("C_Factory", "param")
            #expect(part is PartC)
        }

        @Test func genericInstantiations() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let integer: Wrapper<Int> = WhoopDI.inject()
            let string: Wrapper<String> = WhoopDI.inject()
            #expect(integer.value == 42)
            #expect(string.value == "string")
        }

        @Test func localDefinitionOverrides() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let part: Part = WhoopDI.inject("C_Factory") { module in
                module.factory(name: "C_Factory") { PartA() as Part }
            }
            #expect(part is PartA)
        }

        @Test func localDefinitionsDoNotOutliveTheirCall() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let first: Part = WhoopDI.inject("C_Factory") { module in
                module.factory(name: "C_Factory") { PartA() as Part }
            }
            let second: Part = WhoopDI.inject("C_Factory", "params")
            let third: Part = WhoopDI.inject("C_Factory") { module in
                module.factory(name: "C_Factory") { PartB("") as Part }
            }
            #expect(first is PartA)
            #expect(second is PartC)
            #expect(third is PartB)
        }

        @Test func emptyLocalDefinition() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let part: Part = WhoopDI.inject("C_Factory", params: "params") { _ in }
            #expect(part is PartC)
        }

        @Test func localDefinitionWithParams() {
            struct Definitions: LocalDefinitions {
                @available(*, deprecated, message: "exercises the deprecated params API")
                func define(on module: DependencyModule) {
                    module.factoryWithParams(name: "C_Factory") { (label: String) in PartB(label) as Part }
                }
            }
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let part: Part = WhoopDI.inject("C_Factory", params: "params") { module in
                (Definitions() as LocalDefinitions).define(on: module)
            }
            #expect(part is PartB)
        }

        @Test func injectable() {
            WhoopDI.setup(modules: [InjectingFixturesModule()])
            defer { WhoopDI.removeAllDependencies() }
            let value: InjectableWithNames = WhoopDI.inject()
            #expect(value == InjectableWithNames(name: 1, nameFromVariable: "variable", globalVariableName: "global"))
        }

        @Test func setupWithNoModulesGivesAnEmptyContainer() {
            WhoopDI.setup(modules: [], options: defaultWhoopDIOptions())
            defer { WhoopDI.removeAllDependencies() }
            let missing: Int? = WhoopDI.inject()
            #expect(missing == nil)
        }

        @Test func validationReportsMissingParams() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            var messages: [String] = []
            WhoopDIValidator().validate { messages.append("\($0)") }
            // B_Factory and B_Single directly; PartB directly and through PartC and C_Factory.
            #expect(messages.sorted() == [
                "Bad parameters provided for Part with name: B_Factory",
                "Bad parameters provided for Part with name: B_Single",
                "Bad parameters provided for PartB with name: <no name>",
                "Bad parameters provided for PartB with name: <no name>",
                "Bad parameters provided for PartB with name: <no name>",
            ])
        }

        @Test func validationReportsMissingDependencies() {
            WhoopDI.setup(modules: [IncompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            var messages: [String] = []
            WhoopDIValidator().validate { messages.append("\($0)") }
            #expect(messages == ["Missing dependency for Part with name: A_Factory\nContainer has a total of 1 dependencies."])
        }

        @Test(arguments: [false, true])
        func validationReportsNilDependencies(fromSingleton: Bool) {
            WhoopDI.setup(modules: [fromSingleton ? NilSingletonModule() : NilFactoryModule()])
            defer { WhoopDI.removeAllDependencies() }
            var messages: [String] = []
            WhoopDIValidator().validate { messages.append("\($0)") }
            #expect(messages == ["Nil dependency for Optional<Part> with name: <no name>"])
        }

        @Test func validationSucceedsWithParams() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let validator = WhoopDIValidator()
            validator.addParams("param", forType: Part.self, andName: "B_Factory")
            validator.addParams("param", forType: Part.self, andName: "B_Single")
            validator.addParams("param", forType: PartB.self)
            validator.addParams("param", forType: PartC.self)
            validator.addParams("param", forType: Part.self, andName: "C_Factory")
            validator.validate { error in
                Issue.record("DI failed with error: \(error)")
            }
        }
    }
}
