import Testing
import DIGraph

@Suite struct ScopeResolutionTests {
    @Test func resolvesFromTheAskingScopeFirst() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "root" }
        let child = root.makeChild(named: "Child")
        child.bind(String.self) { _ in "child" }
        #expect(try child.resolve(String.self) == "child")
        #expect(try root.resolve(String.self) == "root")
    }

    @Test func nearestAncestorShadowsFartherOnes() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "root" }
        let middle = root.makeChild(named: "Middle")
        middle.bind(String.self) { _ in "middle" }
        let leaf = middle.makeChild(named: "Leaf")
        #expect(try leaf.resolve(String.self) == "middle")
        #expect(leaf.provider(of: BindingKey(String.self))?.scope === middle)
        #expect(leaf.provider(of: BindingKey(String.self))?.distance == 1)
    }

    @Test func grandchildReachesTheRoot() throws {
        let root = Scope(name: "Root")
        root.bind(Int.self) { _ in 7 }
        let grandchild = root.makeChild(named: "A").makeChild(named: "B")
        #expect(try grandchild.resolve(Int.self) == 7)
        #expect(grandchild.provider(of: BindingKey(Int.self))?.distance == 2)
        #expect(grandchild.path == ["Root", "A", "B"])
    }

    @Test func namedKeysAreDistinctFromEachOtherAndFromTheUnnamedKey() throws {
        let scope = Scope(name: "Root")
        scope.bind(String.self) { _ in "plain" }
        scope.bind(String.self, name: "a") { _ in "A" }
        scope.bind(String.self, name: "b") { _ in "B" }
        #expect(try scope.resolve(String.self) == "plain")
        #expect(try scope.resolve(String.self, name: "a") == "A")
        #expect(try scope.resolve(String.self, name: "b") == "B")
        #expect(BindingKey(String.self, name: "a") != BindingKey(String.self, name: "b"))
        #expect(BindingKey(String.self, name: "a") != BindingKey(String.self))
        #expect(throws: DIError.self) { try scope.resolve(String.self, name: "c") }
    }

    @Test func aNamedChildBindingDoesNotShadowTheUnnamedOne() throws {
        let root = Scope(name: "Root")
        root.bind(Int.self) { _ in 1 }
        let child = root.makeChild(named: "Child")
        child.bind(Int.self, name: "other") { _ in 2 }
        #expect(try child.resolve(Int.self) == 1)
        #expect(try child.resolve(Int.self, name: "other") == 2)
    }

    @Test func rebindingAKeyReplacesIt() throws {
        let scope = Scope(name: "Root")
        scope.bind(Int.self) { _ in 1 }
        scope.bind(Int.self) { _ in 2 }
        #expect(try scope.resolve(Int.self) == 2)
        #expect(scope.boundKeys == [BindingKey(Int.self)])
    }

    @Test func transientFactoriesResolveTheirDependenciesFromTheAskingScope() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "root" }
        root.bind([String].self) { scope in [try scope.resolve(String.self)] }
        let child = root.makeChild(named: "Child")
        child.bind(String.self) { _ in "child" }
        #expect(try child.resolve([String].self) == ["child"])
        #expect(try root.resolve([String].self) == ["root"])
    }

    @Test func singletonFactoriesResolveFromTheirDefiningScope() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "root" }
        root.bind([String].self, lifetime: .singleton) { scope in [try scope.resolve(String.self)] }
        let child = root.makeChild(named: "Child")
        child.bind(String.self) { _ in "child" }
        // Asked first from the child, the shared value still comes from the root's bindings.
        #expect(try child.resolve([String].self) == ["root"])
        #expect(try root.resolve([String].self) == ["root"])
    }

    @Test func resolveIfBoundIsNilOnlyWhenNothingBindsTheKey() throws {
        let scope = Scope(name: "Root")
        scope.bind(String?.self) { _ in nil }
        #expect(try scope.resolveIfBound(Int.self) == nil)
        let bound: String?? = try scope.resolveIfBound(String?.self)
        #expect(bound == .some(nil))
    }

    @Test func unbindAndRemoveAllBindings() throws {
        let scope = Scope(name: "Root")
        scope.bind(Int.self) { _ in 1 }
        scope.bind(String.self) { _ in "x" }
        scope.unbind(BindingKey(Int.self))
        #expect(!scope.binds(BindingKey(Int.self)))
        #expect(scope.binds(BindingKey(String.self)))
        scope.removeAllBindings()
        #expect(scope.boundKeys.isEmpty)
    }

    @Test func aCustomKeyCanStandForAnotherType() throws {
        struct Marker {}
        let scope = Scope(name: "Root")
        let key = BindingKey(Marker.self, name: "alt")
        scope.bind(key) { _ in 42 }
        #expect(try scope.resolve(key, as: Int.self) == 42)
    }
}
