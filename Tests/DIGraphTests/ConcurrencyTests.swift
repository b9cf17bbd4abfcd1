import Foundation
import Testing
import DIGraph

@Suite struct ConcurrencyTests {
    @Test(arguments: [Lifetime.singleton, .scoped, .weak])
    func eightThreadsAskingAtOnceConstructOnce(lifetime: Lifetime) throws {
        for _ in 0..<20 {
            let scope = Scope(name: "Root")
            let constructions = Counter()
            scope.bind(Service.self, lifetime: lifetime) { _ in
                constructions.increment()
                Thread.sleep(forTimeInterval: 0.002)
                return Service()
            }
            let results = Collected<Service>()
            onThreadsAtOnce(8) { _ in results.append(try! scope.resolve(Service.self)) }
            #expect(constructions.value == 1)
            #expect(Set(results.values.map(ObjectIdentifier.init)).count == 1)
        }
    }

    @Test func eightThreadsInChildScopesGetOneScopedValueEach() {
        let root = Scope(name: "Root")
        let constructions = Counter()
        root.bind(Service.self, lifetime: .scoped) { _ in
            constructions.increment()
            Thread.sleep(forTimeInterval: 0.001)
            return Service()
        }
        let children = (0..<4).map { root.makeChild(named: "Child\($0)") }
        let results = Collected<(Int, ObjectIdentifier)>()
        onThreadsAtOnce(8) { index in
            let child = children[index % 4]
            results.append((index % 4, ObjectIdentifier(try! child.resolve(Service.self))))
        }
        #expect(constructions.value == 4)
        let byChild = Dictionary(grouping: results.values, by: \.0).mapValues { Set($0.map(\.1)) }
        #expect(byChild.values.allSatisfy { $0.count == 1 })
        #expect(Set(byChild.values.flatMap { $0 }).count == 4)
    }

    /// Resolving while other threads replace the same binding: a value is always made by one of
    /// the bound factories, whether the binding is kept (retained while its value is made) or
    /// transient (run unretained, kept by the scope once replaced).
    @Test(arguments: [Lifetime.transient, .weak])
    func resolvingWhileTheBindingIsReplacedOnOtherThreads(lifetime: Lifetime) {
        let scope = Scope(name: "Root")
        scope.bind(Int.self, lifetime: lifetime) { _ in -1 }
        let wrong = Counter()
        onThreadsAtOnce(4) { index in
            for round in 0..<2_000 {
                if index % 2 == 0 {
                    // A weak Int is made anew every time, so each resolve runs a factory.
                    scope.bind(Int.self, lifetime: lifetime) { _ in round }
                } else if let value = try? scope.resolve(Int.self), value < -1 || value >= 2_000 {
                    wrong.increment()
                }
            }
        }
        #expect(wrong.value == 0)
        #expect(scope.binds(BindingKey(Int.self)))
    }

    @Test func instanceIsMadeOnceUnderConcurrentFirstAccess() {
        let scope = Scope(name: "Component")
        let constructions = Counter()
        let results = Collected<ObjectIdentifier>()
        onThreadsAtOnce(8) { _ in
            let value = try! scope.instance(for: BindingKey(Service.self, name: "shared"), lifetime: .scoped) {
                constructions.increment()
                Thread.sleep(forTimeInterval: 0.002)
                return Service()
            }
            results.append(ObjectIdentifier(value))
        }
        #expect(constructions.value == 1)
        #expect(Set(results.values).count == 1)
    }

    @Test func aFactoryThatHopsThreadsToResolveDoesNotDeadlock() throws {
        let scope = Scope(name: "Root")
        scope.bind(Service.self, lifetime: .singleton) { _ in Service("inner") }
        scope.bind(Dependent.self, lifetime: .singleton) { scope in
            // Resolve the dependency on another thread and wait for it, as code that hops to a
            // queue synchronously does.
            let done = DispatchSemaphore(value: 0)
            let inner = Collected<Service>()
            Thread { inner.append(try! scope.resolve(Service.self)); done.signal() }.start()
            done.wait()
            return Dependent(inner.values[0])
        }
        let results = Collected<Dependent>()
        onThreadsAtOnce(8) { _ in results.append(try! scope.resolve(Dependent.self)) }
        #expect(Set(results.values.map(ObjectIdentifier.init)).count == 1)
        #expect(results.values[0].service === (try scope.resolve(Service.self)))
    }

    @Test func aFactoryResolvingOtherSingletonsWhileOthersWaitDoesNotDeadlock() {
        let scope = Scope(name: "Root")
        scope.bind(Service.self, name: "a", lifetime: .singleton) { scope in
            Service(try scope.resolve(Service.self, name: "b").label + "a")
        }
        scope.bind(Service.self, name: "b", lifetime: .singleton) { _ in
            Thread.sleep(forTimeInterval: 0.002)
            return Service("b")
        }
        let results = Collected<String>()
        onThreadsAtOnce(8) { index in
            let name = index.isMultiple(of: 2) ? "a" : "b"
            results.append(try! scope.resolve(Service.self, name: name).label)
        }
        #expect(results.values.sorted() == Array(repeating: "b", count: 4) + Array(repeating: "ba", count: 4))
    }

    @Test func manyTasksResolvingAndBindingConcurrently() async throws {
        let root = Scope(name: "Root")
        root.bind(Service.self, lifetime: .singleton) { _ in Service() }
        let shared = try root.resolve(Service.self)
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let child = root.makeChild(named: "Task\(index)")
                    child.bind(Int.self) { _ in index }
                    child.bind(Dependent.self) { scope in Dependent(try scope.resolve(Service.self)) }
                    #expect(try! child.resolve(Int.self) == index)
                    return ObjectIdentifier(try! child.resolve(Dependent.self).service)
                }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities == [ObjectIdentifier(shared)])
    }
}
