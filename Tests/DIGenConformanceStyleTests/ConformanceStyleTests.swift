import NeedleStyle
import Testing

/// The code `digen generate --provider-style conformances` wrote for this target (through
/// DigenGeneratePlugin and `digen-generate.args`) compiles, and every dependency comes from the
/// nearest ancestor providing it, whether the parent component or a provider class serves it.
@Suite struct ConformanceStyleTests {
    init() {
        registerProviderFactories()
    }

    @Test func theParentIsTheProviderWhenItCanBe() {
        let root = HubRootComponent()
        let plain = root.plain
        #expect(plain.dependency === root)
        #expect(plain.dependency.title == "hub")
        #expect(plain.dependency.store === root.store)

        let mid = root.mid
        let leaf = mid.leaf
        #expect(leaf.dependency === mid)
        #expect(leaf.dependency.title == "hub")
        #expect(leaf.dependency.count == 3)
    }

    @Test func aNameTheParentAlreadyUsesKeepsAProviderClass() {
        let mid = HubRootComponent().mid
        let counter = mid.counter
        #expect(counter.dependency !== mid)
        #expect(counter.dependency.count == "root count")
    }

    @Test func oneNameWithTwoTypesUnderOneParentKeepsProviderClasses() {
        let root = HubRootComponent()
        let mid = root.mid
        let inner = mid.inner
        #expect(inner.dependency === mid)
        #expect(inner.dependency.store === root.store)
        #expect(inner.intValue.dependency !== inner)
        #expect(inner.intValue.dependency.value == 7)
        #expect(inner.stringValue.dependency !== inner)
        #expect(inner.stringValue.dependency.value == "mid value")
    }

    @Test func aParentOnTwoPathsKeepsAProviderClassOnEach() {
        let root = HubRootComponent()
        for shared in [root.common, root.mid.common] {
            #expect(shared.below.dependency !== shared)
            #expect(shared.below.dependency.title == "hub")
            #expect(shared.dependency.store === root.store)
        }
    }
}
