import Testing
import DIGraph

@Suite struct DIErrorTests {
    @Test func missingBindingNamesTheKeyThePathAndSimilarKeys() throws {
        let root = Scope(name: "App")
        root.bind(String.self, name: "token") { _ in "t" }
        root.bind(Service.self) { _ in Service() }
        let feature = root.makeChild(named: "Feature")
        feature.bind(Int.self, name: "token") { _ in 1 }
        let error = #expect(throws: DIError.self) { try feature.resolve(String.self, name: "session") }
        #expect(error == .missingBinding(
            key: "String named \"session\"", scopePath: ["App", "Feature"], similar: ["String named \"token\""]))
        #expect(error?.description
            == "No binding for String named \"session\" along the scope path App -> Feature. "
            + "Similar bindings: String named \"token\".")
    }

    @Test func similarKeysIncludeTheSameNameOnAnotherTypeAndNearTypeNames() throws {
        final class Servce {}
        let root = Scope(name: "App")
        root.bind(Int.self, name: "token") { _ in 1 }
        root.bind(Servce.self) { _ in Servce() }
        let missingToken = #expect(throws: DIError.self) { try root.resolve(String.self, name: "token") }
        #expect(missingToken?.description
            == "No binding for String named \"token\" along the scope path App. Similar bindings: Int named \"token\".")
        let missingService = #expect(throws: DIError.self) { try root.resolve(Service.self) }
        #expect(missingService?.description == "No binding for Service along the scope path App. Similar bindings: Servce.")
    }

    @Test func missingBindingWithoutSuggestions() {
        let error = #expect(throws: DIError.self) { try Scope(name: "Root").resolve(Double.self) }
        #expect(error?.description == "No binding for Double along the scope path Root.")
    }

    @Test func aRuntimeCycleNamesTheWholePath() {
        struct CycleA {}
        struct CycleB {}
        struct CycleC {}
        let scope = Scope(name: "Root")
        scope.bind(CycleA.self) { scope in _ = try scope.resolve(CycleB.self); return CycleA() }
        scope.bind(CycleB.self, lifetime: .singleton) { scope in _ = try scope.resolve(CycleC.self); return CycleB() }
        scope.bind(CycleC.self, lifetime: .scoped) { scope in _ = try scope.resolve(CycleA.self); return CycleC() }
        let error = #expect(throws: DIError.self) { try scope.resolve(CycleA.self) }
        #expect(error == .cycle(path: ["CycleA", "CycleB", "CycleC", "CycleA"]))
        #expect(error?.description == "Dependency cycle detected: CycleA -> CycleB -> CycleC -> CycleA.")
    }

    @Test func aCycleEnteredHalfwayNamesOnlyTheLoop() {
        struct Entry {}
        struct Loop1 {}
        struct Loop2 {}
        let scope = Scope(name: "Root")
        scope.bind(Entry.self) { scope in _ = try scope.resolve(Loop1.self); return Entry() }
        scope.bind(Loop1.self) { scope in _ = try scope.resolve(Loop2.self, name: "n"); return Loop1() }
        scope.bind(Loop2.self, name: "n") { scope in _ = try scope.resolve(Loop1.self); return Loop2() }
        let error = #expect(throws: DIError.self) { try scope.resolve(Entry.self) }
        #expect(error?.description == "Dependency cycle detected: Loop1 -> Loop2 named \"n\" -> Loop1.")
    }

    @Test func aSelfDependentSharedValueIsACycle() {
        let scope = Scope(name: "Component")
        let key = BindingKey(Service.self, name: "service")
        let error = #expect(throws: DIError.self) {
            try scope.instance(for: key, lifetime: .scoped) {
                try scope.instance(for: key, lifetime: .scoped) { Service() }
            }
        }
        #expect(error?.description == "Dependency cycle detected: Service named \"service\" -> Service named \"service\".")
    }

    @Test func aChildBindingMayWrapItsParentsBindingOfTheSameKey() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "inner" }
        let child = root.makeChild(named: "Child")
        child.bind(String.self) { _ in "[" + (try root.resolve(String.self)) + "]" }
        #expect(try child.resolve(String.self) == "[inner]")
    }

    @Test func theResolutionStackUnwindsAfterACycleSoLaterResolutionsWork() throws {
        let scope = Scope(name: "Root")
        scope.bind(Int.self) { scope in try scope.resolve(Int.self) }
        #expect(throws: DIError.cycle(path: ["Int", "Int"])) { try scope.resolve(Int.self) }
        scope.bind(Int.self) { _ in 5 }
        #expect(try scope.resolve(Int.self) == 5)
    }

    @Test func typeMismatchNamesBothTypes() {
        struct Marker {}
        let scope = Scope(name: "Root")
        let key = BindingKey(Marker.self, name: "alt")
        scope.bind(key) { _ in "text" }
        let error = #expect(throws: DIError.self) { try scope.resolve(key, as: Int.self) }
        #expect(error == .typeMismatch(key: "Marker named \"alt\"", expected: "Int", actual: "String"))
        #expect(error?.description
            == "The binding for Marker named \"alt\" produced a value of type String, but Int was requested.")
    }

    @Test func factoryErrorsPropagateUnchanged() {
        struct Offline: Error, Equatable {}
        let scope = Scope(name: "Root")
        scope.bind(Service.self) { _ in throw Offline() }
        scope.bind(Dependent.self) { scope in Dependent(try scope.resolve(Service.self)) }
        #expect(throws: Offline()) { try scope.resolve(Dependent.self) }
    }

    @Test func aMissingDependencyDeepInAChainReportsTheInnermostKey() {
        let scope = Scope(name: "Root")
        scope.bind(Dependent.self) { scope in Dependent(try scope.resolve(Service.self)) }
        #expect(throws: DIError.missingBinding(key: "Service", scopePath: ["Root"], similar: [])) {
            try scope.resolve(Dependent.self)
        }
    }
}

@Suite struct CycleDetectionDepthTests {
    struct Start {}
    struct Shared {}
    struct Middle {}

    @Test func aCycleThroughACachedValueNamesTheTransientsInBetween() {
        let scope = Scope(name: "Root")
        scope.bind(Start.self) { scope in _ = try scope.resolve(Shared.self); return Start() }
        scope.bind(Shared.self, lifetime: .singleton) { scope in _ = try scope.resolve(Middle.self); return Shared() }
        scope.bind(Middle.self) { scope in _ = try scope.resolve(Start.self); return Middle() }
        let error = #expect(throws: DIError.self) { try scope.resolve(Start.self) }
        #expect(error?.description == "Dependency cycle detected: Start -> Shared -> Middle -> Start.")
    }

    @Test func aLongTransientCycleIsNamedInFull() {
        let scope = Scope(name: "Root")
        let length = 40
        for index in 0..<length {
            scope.bind(Int.self, name: "n\(index)") { scope in
                try scope.resolve(Int.self, name: "n\((index + 1) % length)")
            }
        }
        let error = #expect(throws: DIError.self) { try scope.resolve(Int.self, name: "n0") }
        guard case .cycle(let path)? = error else { Issue.record("expected a cycle, got \(String(describing: error))"); return }
        #expect(path.count == length + 1)
        #expect(path.first == path.last)
        #expect(Set(path).count == length)
    }

    @Test func aDeepAcyclicTransientChainResolves() throws {
        let scope = Scope(name: "Root")
        let depth = 200
        scope.bind(Int.self, name: "n\(depth)") { _ in 0 }
        for index in 0..<depth {
            scope.bind(Int.self, name: "n\(index)") { scope in try scope.resolve(Int.self, name: "n\(index + 1)") + 1 }
        }
        #expect(try scope.resolve(Int.self, name: "n0") == depth)
    }
}
