import Testing
import WhoopStyle

// WhoopDI declares one `inject(_:_:)` with both arguments defaulted. WhoopStyle splits off the
// call without params as its own overload; every spelling WhoopDI accepts must still compile and
// reach the same definitions, including a reference to the two-argument function.

@Suite struct InjectSpellingTests {
    @Test func everySpellingOfContainerInjectResolves() {
        let container = Container(modules: [CompleteModule()])
        let byType: PartA = container.inject()
        let byName: Part = container.inject("A_Factory")
        let byNameWithNilParams: Part = container.inject("A_Factory", nil)
        let byParams: PartB = container.inject(nil, "positional")
        let byNameAndParams: Part = container.inject("B_Factory", "named")
        let reference: (String?, Any?) -> Part = container.inject
        #expect(type(of: byType) == PartA.self)
        #expect(byName is PartA)
        #expect(byNameWithNilParams is PartA)
        #expect(byParams.label == "positional")
        #expect((byNameAndParams as? PartB)?.label == "named")
        #expect((reference("B_Factory", "by reference") as? PartB)?.label == "by reference")
    }
}

extension AppContainerSuite {
    @Suite struct WhoopDIInjectSpellingTests {
        @Test func everySpellingOfWhoopDIInjectResolves() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            let byType: PartA = WhoopDI.inject()
            let byName: Part = WhoopDI.inject("A_Factory")
            let byNameWithNilParams: Part = WhoopDI.inject("A_Factory", nil)
            let byParams: PartB = WhoopDI.inject(nil, "positional")
            let byNameAndParams: Part = WhoopDI.inject("B_Factory", "named")
            let reference: (String?, Any?) -> Part = WhoopDI.inject
            #expect(type(of: byType) == PartA.self)
            #expect(byName is PartA)
            #expect(byNameWithNilParams is PartA)
            #expect(byParams.label == "positional")
            #expect((byNameAndParams as? PartB)?.label == "named")
            #expect((reference("B_Factory", "by reference") as? PartB)?.label == "by reference")
        }
    }
}
