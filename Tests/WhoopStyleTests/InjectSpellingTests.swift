import Testing
import WhoopStyle

// WhoopDI declares one `inject(_:_:)` with both arguments defaulted. WhoopStyle splits off the
// call without params as its own overload; every spelling WhoopDI accepts must still compile and
// reach the same definitions of `CompleteModule`, including a reference to the two-argument
// function. Each test spells the calls out; `expectEverySpelling` checks what they resolved.

@Suite struct InjectSpellingTests {
    @Test func everySpellingOfContainerInjectResolves() {
        let container = Container(modules: [CompleteModule()])
        expectEverySpelling(
            byType: container.inject(), byName: container.inject("A_Factory"),
            byNameWithNilParams: container.inject("A_Factory", nil), byParams: container.inject(nil, "positional"),
            byNameAndParams: container.inject("B_Factory", "named"), reference: container.inject)
    }
}

extension AppContainerSuite {
    @Suite struct WhoopDIInjectSpellingTests {
        @Test func everySpellingOfWhoopDIInjectResolves() {
            WhoopDI.setup(modules: [CompleteModule()])
            defer { WhoopDI.removeAllDependencies() }
            expectEverySpelling(
                byType: WhoopDI.inject(), byName: WhoopDI.inject("A_Factory"),
                byNameWithNilParams: WhoopDI.inject("A_Factory", nil), byParams: WhoopDI.inject(nil, "positional"),
                byNameAndParams: WhoopDI.inject("B_Factory", "named"), reference: WhoopDI.inject)
        }
    }
}

/// Checks the values the spellings of `inject` resolved from `CompleteModule`.
private func expectEverySpelling(
    byType: PartA,
    byName: Part,
    byNameWithNilParams: Part,
    byParams: PartB,
    byNameAndParams: Part,
    reference: (String?, Any?) -> Part
) {
    #expect(type(of: byType) == PartA.self)
    #expect(byName is PartA)
    #expect(byNameWithNilParams is PartA)
    #expect(byParams.label == "positional")
    #expect((byNameAndParams as? PartB)?.label == "named")
    #expect((reference("B_Factory", "by reference") as? PartB)?.label == "by reference")
}
