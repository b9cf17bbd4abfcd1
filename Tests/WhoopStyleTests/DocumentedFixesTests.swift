import Testing
import WhoopStyle

final class CycleA {
    init(_ b: CycleB) {}
}

final class CycleB {
    init(_ a: CycleA) {}
}

/// The behaviours Sources/WhoopStyle/WhoopStyle.docc/MigratingFromWhoopDI.md lists as fixed on purpose, one test (or more) each.
@Suite struct DocumentedFixesTests {
    // WhoopDI stops at the parent: a grandchild cannot see a grandparent's definitions.
    @Test func lookupReachesEveryAncestor() {
        let grandparent = Container { $0.factory(name: "gp") { "from grandparent" } }
        let grandchild = grandparent.createChild().createChild().createChild()
        #expect(grandchild.inject("gp") as String == "from grandparent")
    }

    @Test func nearestAncestorWins() {
        let grandparent = Container { $0.factory { "grandparent" } }
        let parent = grandparent.createChild { $0.factory { "parent" } }
        #expect(parent.createChild().inject() as String == "parent")
    }

    // WhoopDI answers nil for any `T?` nothing registers as `T?`, even when `T` is registered.
    @Test func optionalRequestGetsTheWrappedDefinition() {
        let container = Container { module in
            module.factory { 7 }
            module.factory(name: "greeting") { "hello" }
        }
        #expect(container.inject() as Int? == 7)
        #expect(container.inject("greeting") as String? == "hello")
    }

    @Test func optionalRequestIsNilWhenNothingDefinesIt() {
        let container = Container { $0.factory { 7 } }
        #expect(container.inject("other") as Int? == nil)
        #expect(container.inject() as String? == nil)
    }

    @Test func optionalRequestReachesAncestors() {
        let child = Container { $0.factory { 7 } }.createChild().createChild()
        #expect(child.inject() as Int? == 7)
    }

    @Test func definitionOfTheOptionalTypeItselfComesFirst() {
        let container = Container { module in
            module.factory { 7 }
            module.factory { Optional(8) }
        }
        #expect(container.inject() as Int? == 8)
    }

    // WhoopDI recurses until the stack overflows.
    @Test func factoryCycleReachesTheHandlerNamed() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory { CycleA(try module.get()) }
                module.factory { CycleB(try module.get()) }
            }
            let _: CycleA = container.inject()
        }
        #expect(message == "WhoopDI inject failed with error: Dependency cycle detected: CycleA -> CycleB -> CycleA.")
    }

    @Test func singletonCycleAcrossContainersReachesTheHandlerNamed() {
        let message = fatalMessage { handler in
            let parent = Container(fatalErrorHandler: handler) { module in
                module.singleton { CycleA(try module.get()) }
            }
            let child = parent.createChild { module in
                module.factory { CycleB(try module.get()) }
            }
            let _: CycleB = child.inject()
        }
        #expect(message == "WhoopDI inject failed with error: Dependency cycle detected: CycleB -> CycleA -> CycleB.")
    }

    @Test func selfDependentFactoryReachesTheHandlerNamed() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory(name: "loop") { (try module.get("loop") as Int) + 1 }
            }
            let _: Int = container.inject("loop")
        }
        #expect(message == "WhoopDI inject failed with error: Dependency cycle detected: Int named \"loop\" -> Int named \"loop\".")
    }

    // WhoopDI's default local inject mutates a table shared by every thread.
    @Test func localInjectIsThreadSafeByDefault() async {
        let container = Container(modules: [CompleteModule()])
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<400 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        let local: Wrapper<Int> = container.inject { module in
                            module.factory { Wrapper(index) }
                        }
                        return local.value == index
                    }
                    let shared: Wrapper<Int> = container.inject()
                    return shared.value == 42
                }
            }
            for await sawItsOwnValue in group {
                #expect(sawItsOwnValue)
            }
        }
    }

    // WhoopDI's default local inject fails on nesting.
    @Test func localInjectsNest() {
        let container = Container { $0.factory { "base" } }
        let joined: [String] = container.inject { outerModule in
            outerModule.factory(name: "outer") { "outer" }
            outerModule.factory {
                let inner: String = container.inject("inner") { $0.factory(name: "inner") { "inner" } }
                let outer: String = try outerModule.get("outer")
                return [outer, inner]
            }
        }
        #expect(joined == ["outer", "inner"])
    }

    // WhoopDI appends to the module's definitions on every registration, so a module reused in a
    // second container doubles its accumulations there and in the first container.
    @Test func moduleReusedInTwoContainersContributesOnceToEach() {
        final class Contributing: DependencyModule {
            override func defineDependencies() { accumulateFactory(for: StringListKey.self) { "x" } }
        }
        let module = Contributing()
        let first = Container(modules: [module])
        let second = Container(modules: [module])
        #expect(first.inject() as [String] == ["x"])
        #expect(second.inject() as [String] == ["x"])
        #expect(first.inject() as [String] == ["x"])
    }
}
