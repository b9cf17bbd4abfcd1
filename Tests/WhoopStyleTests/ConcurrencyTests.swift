import Testing
import WhoopStyle

final class Expensive: @unchecked Sendable {}

/// Containers used from many tasks at once.
@Suite struct ConcurrencyTests {
    @Test func singletonIsMadeOnceUnderContention() async {
        let made = Counter()
        let container = Container { module in
            module.singleton {
                made.increment()
                return Expensive()
            }
        }
        let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<200 {
                group.addTask { ObjectIdentifier(container.inject() as Expensive) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(instances.count == 1)
        #expect(made.value == 1)
    }

    @Test func childrenCreatedAndUsedConcurrentlyStaySeparate() async {
        let root = Container(modules: [CompleteModule()])
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let child = root.createChild { $0.factory(name: "index") { index } }
                    let own: Int = child.inject("index")
                    let inherited: Wrapper<Int> = child.inject()
                    let shared: PartD = child.inject()
                    return own == index && inherited.value == 42 && shared === (root.inject() as PartD)
                }
            }
            for await ok in group {
                #expect(ok)
            }
        }
    }

    @Test func nestedResolutionsKeepTheirOwnContainerPerTask() async {
        let parent = Container { module in
            module.factory { "value: \(try module.get("id") as Int)" }
        }
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let child = parent.createChild { $0.factory(name: "id") { index } }
                    return (child.inject() as String) == "value: \(index)"
                }
            }
            for await ok in group {
                #expect(ok)
            }
        }
    }

    @Test func paramsStayWithTheirOwnCall() async {
        let container = Container(modules: [CompleteModule()])
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let made: PartB = container.inject(nil, "label \(index)")
                    return made.label == "label \(index)"
                }
            }
            for await ok in group {
                #expect(ok)
            }
        }
    }
}
