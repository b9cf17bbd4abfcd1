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

    /// Lookups that take no lock (of a transient binding, or of a key bound nowhere) while
    /// another thread grows the same table, empties it and fills it again, switching each key
    /// between transient and singleton: every answer is the value of the key asked for, and
    /// the keys left bound at the end are exactly the last ones bound.
    @Test func lockFreeLookupsWhileTheTableGrowsEmptiesAndRefills() throws {
        let scope = Scope(name: "Root")
        // Keys of one type share a probe run, so each lookup also walks past the others.
        let keys = 32
        let wrong = Counter()
        let answered = Counter()
        onThreadsAtOnce(4) { index in
            if index == 0 {
                for round in 0..<100 {
                    for n in 0..<keys {
                        let lifetime: Lifetime = (n + round) % 2 == 0 ? .transient : .singleton
                        scope.bind(Int.self, name: "k\(n)", lifetime: lifetime) { _ in n }
                        // New keys of the same type probe past the ones read, and grow the table.
                        scope.bind(Int.self, name: "filler \(round) \(n)") { _ in -n }
                    }
                    if round % 2 == 0 {
                        scope.removeAllBindings()
                    } else {
                        for n in 0..<keys { scope.unbind(BindingKey(Int.self, name: "k\(n)")) }
                    }
                }
                for n in 0..<keys { scope.bind(Int.self, name: "k\(n)") { _ in n } }
            } else {
                for step in 0..<20_000 {
                    let n = (step * 7 + index) % keys
                    if let value = try? scope.resolveIfBound(Int.self, name: "k\(n)") {
                        answered.increment()
                        if value != n { wrong.increment() }
                    }
                    if (try? scope.resolveIfBound(String.self)) != nil { wrong.increment() }
                }
            }
        }
        #expect(wrong.value == 0)
        #expect(answered.value > 0)
        for n in 0..<keys { #expect(try scope.resolve(Int.self, name: "k\(n)") == n) }
        // Round 99 removed the k keys only, so its fillers are left beside the last k keys.
        #expect(scope.boundKeys.count == 2 * keys)
    }

    /// Binding and unbinding keys of every lifetime in a scope while other threads resolve
    /// them from a child, which finds transient bindings and absent keys without the lock: every
    /// answer is a value of the key asked for, or nothing, and a key bound throughout is found
    /// every time. Under ThreadSanitizer this pins down that the lock-free path races with no
    /// write.
    @Test func bindingAndUnbindingWhileOtherThreadsResolveFromAChild() {
        let root = Scope(name: "Root")
        let child = root.makeChild(named: "Child")
        root.bind(Int.self, name: "stable") { _ in -1 }
        let keys = 8
        let lifetimes: [Lifetime] = [.transient, .singleton, .scoped, .weak]
        let wrong = Counter()
        let stableFound = Counter()
        let steps = 1_500
        onThreadsAtOnce(4) { index in
            if index < 2 {
                for round in 0..<300 {
                    let n = (round * 3 + index) % keys
                    let lifetime = lifetimes[(round + n) % lifetimes.count]
                    root.bind(Int.self, name: "k\(n)", lifetime: lifetime) { _ in n }
                    if round % 3 == index { root.unbind(BindingKey(Int.self, name: "k\((n + 1) % keys)")) }
                }
            } else {
                for step in 0..<steps {
                    let n = (step + index) % keys
                    if let value = try? child.resolveIfBound(Int.self, name: "k\(n)"), value != n { wrong.increment() }
                    if (try? child.resolveIfBound(String.self)) != nil { wrong.increment() }
                    if (try? child.resolveIfBound(Int.self, name: "stable")) == -1 { stableFound.increment() }
                }
            }
        }
        #expect(wrong.value == 0)
        #expect(stableFound.value == 2 * steps)
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
