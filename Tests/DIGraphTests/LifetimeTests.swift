import Testing
import DIGraph

@Suite struct LifetimeTests {
    @Test func transientMakesANewValueEachTime() throws {
        let scope = Scope(name: "Root")
        scope.bind(Service.self, lifetime: .transient) { _ in Service() }
        #expect(try scope.resolve(Service.self) !== scope.resolve(Service.self))
    }

    @Test func singletonIsSharedByTheDefiningScopeAndEveryScopeBelowIt() throws {
        let root = Scope(name: "Root")
        let counter = Counter()
        root.bind(Service.self, lifetime: .singleton) { _ in counter.increment(); return Service() }
        let first = root.makeChild(named: "A")
        let second = root.makeChild(named: "B").makeChild(named: "C")
        let fromFirst = try first.resolve(Service.self)
        #expect(try second.resolve(Service.self) === fromFirst)
        #expect(try root.resolve(Service.self) === fromFirst)
        #expect(counter.value == 1)
    }

    @Test func singletonIsOnePerDefiningScope() throws {
        let root = Scope(name: "Root")
        root.bind(Service.self, lifetime: .singleton) { _ in Service("root") }
        let child = root.makeChild(named: "Child")
        child.bind(Service.self, lifetime: .singleton) { _ in Service("child") }
        #expect(try child.resolve(Service.self) === child.resolve(Service.self))
        #expect(try child.resolve(Service.self) !== root.resolve(Service.self))
        #expect(try child.resolve(Service.self).label == "child")
    }

    @Test func scopedIsOnePerResolvingScopeInstance() throws {
        let root = Scope(name: "Root")
        root.bind(Service.self, lifetime: .scoped) { _ in Service() }
        let first = root.makeChild(named: "Session")
        let second = root.makeChild(named: "Session")
        let inRoot = try root.resolve(Service.self)
        let inFirst = try first.resolve(Service.self)
        #expect(try root.resolve(Service.self) === inRoot)
        #expect(try first.resolve(Service.self) === inFirst)
        #expect(inFirst !== inRoot)
        #expect(try second.resolve(Service.self) !== inFirst)
    }

    @Test func scopedFactoriesSeeTheResolvingScopesBindings() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "root" }
        root.bind(Dependent.self, lifetime: .scoped) { scope in Dependent(Service(try scope.resolve(String.self))) }
        let child = root.makeChild(named: "Child")
        child.bind(String.self) { _ in "child" }
        #expect(try child.resolve(Dependent.self).service.label == "child")
        #expect(try root.resolve(Dependent.self).service.label == "root")
    }

    @Test func weakIsSharedWhileAliveAndMadeAgainAfterwards() throws {
        let scope = Scope(name: "Root")
        let counter = Counter()
        scope.bind(Service.self, lifetime: .weak) { _ in counter.increment(); return Service() }
        var held: Service? = try scope.resolve(Service.self)
        let heldIdentity = ObjectIdentifier(held!)
        #expect(try ObjectIdentifier(scope.resolve(Service.self)) == heldIdentity)
        #expect(counter.value == 1)
        held = nil
        _ = try scope.resolve(Service.self)
        #expect(counter.value == 2)
        _ = held
    }

    @Test func weakOnAValueTypeBehavesAsTransient() throws {
        let scope = Scope(name: "Root")
        let counter = Counter()
        scope.bind(Int.self, lifetime: .weak) { _ in counter.increment() }
        #expect(try scope.resolve(Int.self) == 1)
        #expect(try scope.resolve(Int.self) == 2)
    }

    @Test func instanceKeepsScopedValuesAndRemakesTransientOnes() throws {
        let scope = Scope(name: "Component")
        let key = BindingKey(Service.self, name: "service")
        let first = try scope.instance(for: key, lifetime: .scoped) { Service() }
        #expect(try scope.instance(for: key, lifetime: .scoped) { Service() } === first)
        let transientKey = BindingKey(Service.self, name: "fresh")
        #expect(try scope.instance(for: transientKey, lifetime: .transient) { Service() }
            !== scope.instance(for: transientKey, lifetime: .transient) { Service() })
    }

    @Test func instanceIsOverriddenByTheScopesOwnBinding() throws {
        let scope = Scope(name: "Component")
        let key = BindingKey(Service.self, name: "service")
        _ = try scope.instance(for: key, lifetime: .scoped) { Service("made") }
        scope.bind(key, lifetime: .singleton) { _ in Service("override") }
        #expect(try scope.instance(for: key, lifetime: .scoped) { Service("made") }.label == "override")
    }

    @Test func instanceDoesNotConsultAncestors() throws {
        let root = Scope(name: "Root")
        let key = BindingKey(String.self, name: "x")
        root.bind(key) { _ in "root" }
        let child = root.makeChild(named: "Child")
        #expect(try child.instance(for: key, lifetime: .scoped) { "own" } == "own")
    }

    @Test func aThrowingFactoryCachesNothingAndIsRetried() throws {
        struct Flaky: Error, Equatable {}
        let scope = Scope(name: "Root")
        let counter = Counter()
        scope.bind(Service.self, lifetime: .singleton) { _ in
            if counter.increment() == 1 { throw Flaky() }
            return Service()
        }
        #expect(throws: Flaky()) { try scope.resolve(Service.self) }
        let value = try scope.resolve(Service.self)
        #expect(try scope.resolve(Service.self) === value)
        #expect(counter.value == 2)
    }
}

@Suite struct ExistingInstanceTests {
    @Test func nothingKeptAndNoBindingIsNilAndMakesNothing() throws {
        let scope = Scope(name: "Component")
        let key = BindingKey(Service.self, name: "service")
        #expect(try scope.existingInstance(for: key, as: Service.self) == nil)
        let made = try scope.instance(for: key, lifetime: .scoped) { Service("made") }
        #expect(try scope.existingInstance(for: key, as: Service.self) === made)
    }

    @Test func anOwnBindingAnswersThroughItsFactory() throws {
        let scope = Scope(name: "Component")
        let key = BindingKey(Service.self, name: "service")
        scope.bind(key) { _ in Service("bound") }
        #expect(try scope.existingInstance(for: key, as: Service.self)?.label == "bound")
    }

    @Test func aTransientInstanceIsNeverKept() throws {
        let scope = Scope(name: "Component")
        let key = BindingKey(Service.self, name: "fresh")
        _ = try scope.instance(for: key, lifetime: .transient) { Service() }
        #expect(try scope.existingInstance(for: key, as: Service.self) == nil)
    }
}
