import Testing
import WhoopStyle

/// Collects strings into an array.
struct StringListKey: AccumulationKey {
    static var initialValue: [String] { [] }
    static func accumulate(current: [String], next: String) -> [String] { current + [next] }
}

/// Sums integers.
struct SumKey: AccumulationKey {
    static var initialValue: Int { 0 }
    static func accumulate(current: Int, next: Int) -> Int { current + next }
}

/// Sums integers and counts how often it was asked to.
final class CountingSumKey: AccumulationKey {
    static let calls = Counter()
    static let initialValue = 0
    static func accumulate(current: Int, next: Int) -> Int {
        calls.increment()
        return current + next
    }
}


/// WhoopDI 0.5.1's AccumulationTests, rewritten against WhoopStyle's public API.
@Suite struct AccumulationTests {
    @Test func singleFactoryContribution() {
        let container = Container { $0.accumulateFactory(for: StringListKey.self) { "Hello" } }
        #expect(container.inject() as [String] == ["Hello"])
    }

    @Test func singleSingletonContribution() {
        let container = Container { $0.accumulateSingleton(for: StringListKey.self) { "World" } }
        #expect(container.inject() as [String] == ["World"])
    }

    @Test func contributionsAddUpDownAChainOfChildren() {
        let root = Container { $0.accumulateFactory(for: StringListKey.self) { "First" } }
        let middle = root.createChild { $0.accumulateFactory(for: StringListKey.self) { "Second" } }
        let leaf = middle.createChild { $0.accumulateFactory(for: StringListKey.self) { "Third" } }
        #expect(leaf.inject() as [String] == ["First", "Second", "Third"])
    }

    @Test func parentThenChild() {
        let parent = Container { $0.accumulateFactory(for: StringListKey.self) { "Parent" } }
        let child = parent.createChild { $0.accumulateFactory(for: StringListKey.self) { "Child" } }
        #expect(child.inject() as [String] == ["Parent", "Child"])
    }

    @Test func childWithoutContributionsSeesTheParentsValue() {
        let parent = Container { $0.accumulateFactory(for: StringListKey.self) { "Parent" } }
        #expect(parent.createChild().inject() as [String] == ["Parent"])
    }

    @Test func siblingsDoNotSeeEachOther() {
        let parent = Container { $0.accumulateFactory(for: StringListKey.self) { "Parent" } }
        let first = parent.createChild { $0.accumulateFactory(for: StringListKey.self) { "Sibling1" } }
        let second = parent.createChild { $0.accumulateFactory(for: StringListKey.self) { "Sibling2" } }
        #expect(first.inject() as [String] == ["Parent", "Sibling1"])
        #expect(second.inject() as [String] == ["Parent", "Sibling2"])
    }

    @Test func severalContributionsInOneModuleAllCount() {
        let parent = Container { $0.accumulateFactory(for: StringListKey.self) { "Parent" } }
        let child = parent.createChild { module in
            module.accumulateFactory(for: StringListKey.self) { "Sibling1" }
            module.accumulateFactory(for: StringListKey.self) { "Sibling2" }
        }
        #expect(child.inject() as [String] == ["Parent", "Sibling1", "Sibling2"])
    }

    @Test func factoryAndSingletonContributionsMix() {
        let parent = Container { $0.accumulateFactory(for: StringListKey.self) { "Factory" } }
        let child = parent.createChild { $0.accumulateSingleton(for: StringListKey.self) { "Singleton" } }
        #expect(child.inject() as [String] == ["Factory", "Singleton"])
    }

    @Test func differentKeysAccumulateSeparately() {
        let parent = Container { module in
            module.accumulateFactory(for: StringListKey.self) { "Hello" }
            module.accumulateFactory(for: SumKey.self) { 10 }
        }
        let child = parent.createChild { $0.accumulateFactory(for: SumKey.self) { 20 } }
        #expect(parent.inject() as [String] == ["Hello"])
        #expect(child.inject() as Int == 30)
    }

    @Test func singletonContributionIsMadeOnce() {
        var calls = 0
        let container = Container { module in
            module.accumulateSingleton(for: SumKey.self) {
                calls += 1
                return 10
            }
        }
        #expect(container.inject() as Int == 10)
        #expect(container.inject() as Int == 10)
        #expect(calls == 1)
    }

    @Test func factoryContributionIsMadeEachTime() {
        var calls = 0
        let container = Container { module in
            module.accumulateFactory(for: SumKey.self) {
                calls += 1
                return 10
            }
        }
        #expect(container.inject() as Int == 10)
        #expect(container.inject() as Int == 10)
        #expect(calls == 2)
    }

    @Test func noContributionAtAllIsAMissingDependency() {
        let message = fatalMessage { handler in
            let _: [String] = Container(fatalErrorHandler: handler).inject()
        }
        #expect(message == "WhoopDI inject failed with error: Missing dependency for Array<String> with name: <no name>\nContainer has a total of 0 dependencies.")
    }

    @Test func contributionsFromModuleDependenciesCount() {
        final class First: DependencyModule {
            override var moduleDependencies: [DependencyModule] { [FirstLeaf()] }
            override func defineDependencies() { accumulateFactory(for: SumKey.self) { 1 } }
        }
        final class FirstLeaf: DependencyModule {
            override func defineDependencies() { accumulateFactory(for: SumKey.self) { 1 } }
        }
        final class Second: DependencyModule {
            override var moduleDependencies: [DependencyModule] { [SecondLeaf()] }
            override func defineDependencies() { accumulateFactory(for: SumKey.self) { 1 } }
        }
        final class SecondLeaf: DependencyModule {
            override func defineDependencies() { accumulateFactory(for: SumKey.self) { 1 } }
        }
        #expect(Container(modules: [First(), Second()], parent: nil).inject() as Int == 4)
    }

    @Test func namedFactoryAccumulationsAreSeparate() {
        let container = Container { module in
            module.accumulateFactory(name: "list1", for: StringListKey.self) { "First" }
            module.accumulateFactory(name: "list2", for: StringListKey.self) { "Alpha" }
        }
        #expect(container.inject("list1") as [String] == ["First"])
        #expect(container.inject("list2") as [String] == ["Alpha"])
    }

    @Test func namedSingletonAccumulationsAreSeparate() {
        let container = Container { module in
            module.accumulateSingleton(name: "list1", for: StringListKey.self) { "First" }
            module.accumulateSingleton(name: "list2", for: StringListKey.self) { "Alpha" }
        }
        #expect(container.inject("list1") as [String] == ["First"])
        #expect(container.inject("list2") as [String] == ["Alpha"])
    }

    @Test func namedAccumulationAcrossParentAndChild() {
        let parent = Container { $0.accumulateFactory(name: "list1", for: StringListKey.self) { "Parent" } }
        let child = parent.createChild { $0.accumulateFactory(name: "list1", for: StringListKey.self) { "Child" } }
        #expect(child.inject("list1") as [String] == ["Parent", "Child"])
    }

    @Test func namedAndUnnamedAccumulationsAreSeparate() {
        let container = Container { module in
            module.accumulateFactory(for: StringListKey.self) { "Unnamed" }
            module.accumulateFactory(name: "named", for: StringListKey.self) { "Named" }
        }
        #expect(container.inject() as [String] == ["Unnamed"])
        #expect(container.inject("named") as [String] == ["Named"])
    }

    @Test func namedSingletonContributionsAreEachMadeOnce() {
        var first = 0
        var second = 0
        let container = Container { module in
            module.accumulateSingleton(name: "sum1", for: SumKey.self) {
                first += 1
                return 10
            }
            module.accumulateSingleton(name: "sum2", for: SumKey.self) {
                second += 1
                return 20
            }
        }
        for _ in 0..<2 {
            #expect(container.inject("sum1") as Int == 10)
            #expect(container.inject("sum2") as Int == 20)
        }
        #expect(first == 1)
        #expect(second == 1)
    }

    @Test func allSingletonAccumulationIsComputedOnce() {
        let parent = Container { $0.accumulateSingleton(for: CountingSumKey.self) { 2 } }
        let child = parent.createChild { $0.accumulateSingleton(for: CountingSumKey.self) { 3 } }
        #expect(child.inject() as Int == 5)
        #expect(child.inject() as Int == 5)
        // One fold for the parent's contribution, one for the child's, and no more.
        #expect(CountingSumKey.calls.value == 2)
    }

    @Test func parentFactoryReadsTheChildsAccumulation() {
        let parent = Container { module in
            module.factory {
                let total: Int = try module.get()
                return "\(total)"
            }
        }
        let child = parent.createChild { $0.accumulateSingleton(for: SumKey.self) { 3 } }
        #expect(child.inject() as String == "3")
    }

    @Test func manyModulesContribute() {
        final class OneOfMany: DependencyModule {
            private let index: Int
            init(_ index: Int) { self.index = index }
            override var serviceKey: ServiceKey { ServiceKey(OneOfMany.self, name: "\(index)") }
            override func defineDependencies() { accumulateFactory(for: SumKey.self) { 1 } }
        }
        let count = 1 << 14
        let container = Container(modules: (0..<count).map(OneOfMany.init), parent: nil)
        #expect(container.inject() as Int == count)
    }
}
