import Testing
import DIGraph

/// Scopes retain their bindings by hand (so that a cached read touches no reference count), and
/// run transient factories on bindings they do not retain; these pin down when each binding is
/// released: a singleton, scoped or weak one at once when it is replaced or removed, a transient
/// one (which another thread may be running) when its scope goes.
@Suite struct BindingRetentionTests {
    final class Captured: Sendable {}

    /// Binds a factory capturing a fresh object to `key` and returns a weak reference to it.
    private func bindCapturing(_ scope: Scope, _ key: BindingKey, lifetime: Lifetime = .transient) -> WeakBox {
        let captured = Captured()
        scope.bind(key, lifetime: lifetime) { _ in captured }
        return WeakBox(captured)
    }

    @Test(arguments: [Lifetime.singleton, .scoped, .weak])
    func unbindReleasesAKeptBindingAtOnce(lifetime: Lifetime) throws {
        let scope = Scope(name: "Root")
        let weak = bindCapturing(scope, BindingKey(Captured.self), lifetime: lifetime)
        let other = bindCapturing(scope, BindingKey(Captured.self, name: "other"), lifetime: lifetime)
        _ = try scope.resolve(Captured.self)
        #expect(weak.object != nil)
        scope.unbind(BindingKey(Captured.self))
        #expect(weak.object == nil)
        #expect(other.object != nil)
        #expect(scope.binds(BindingKey(Captured.self, name: "other")))
    }

    @Test(arguments: [Lifetime.singleton, .scoped, .weak])
    func rebindingReleasesAReplacedKeptBindingAtOnce(lifetime: Lifetime) {
        let scope = Scope(name: "Root")
        let first = bindCapturing(scope, BindingKey(Captured.self), lifetime: lifetime)
        let second = bindCapturing(scope, BindingKey(Captured.self), lifetime: lifetime)
        #expect(first.object == nil)
        #expect(second.object != nil)
    }

    @Test func aReplacedOrRemovedTransientBindingIsKeptUntilItsScopeGoes() throws {
        var scope: Scope? = Scope(name: "Root")
        let replaced = bindCapturing(scope!, BindingKey(Captured.self))
        let current = bindCapturing(scope!, BindingKey(Captured.self))
        let removed = bindCapturing(scope!, BindingKey(Captured.self, name: "removed"))
        scope!.unbind(BindingKey(Captured.self, name: "removed"))
        #expect(try scope!.resolve(Captured.self) === current.object)
        #expect(!scope!.binds(BindingKey(Captured.self, name: "removed")))
        #expect(replaced.object != nil)
        #expect(removed.object != nil)
        scope = nil
        #expect(replaced.object == nil)
        #expect(current.object == nil)
        #expect(removed.object == nil)
    }

    @Test func aTransientFactoryThatRemovesItsOwnBindingRunsToTheEnd() throws {
        let scope = Scope(name: "Root")
        let box = WeakBox(nil)
        do {
            // Only the factory's closure holds `captured`.
            let captured = Captured()
            box.object = captured
            scope.bind(String.self) { scope in
                withExtendedLifetime(captured) {}
                scope.unbind(BindingKey(String.self))
                scope.bind(String.self) { _ in "replacement" }
                // The closure's context, and `captured` with it, must still be alive here.
                return box.object != nil ? "original" : "released"
            }
        }
        #expect(try scope.resolve(String.self) == "original")
        #expect(try scope.resolve(String.self) == "replacement")
        #expect(box.object != nil)
    }

    @Test func growingTheTableKeepsEveryBinding() throws {
        let scope = Scope(name: "Root")
        let boxes = (0..<40).map { bindCapturing(scope, BindingKey(Captured.self, name: "\($0)")) }
        #expect(boxes.allSatisfy { $0.object != nil })
        for index in 0..<40 {
            #expect(try scope.resolve(Captured.self, name: "\(index)") === boxes[index].object)
        }
    }

    @Test func aScopeReleasesItsBindingsWhenItGoes() {
        var scope: Scope? = Scope(name: "Root")
        let weak = bindCapturing(scope!, BindingKey(Captured.self), lifetime: .singleton)
        let all = bindCapturing(scope!, BindingKey(Captured.self, name: "all"), lifetime: .singleton)
        let transient = bindCapturing(scope!, BindingKey(Captured.self, name: "transient"))
        scope!.removeAllBindings()
        #expect(all.object == nil)
        #expect(weak.object == nil)
        #expect(transient.object != nil)
        let kept = bindCapturing(scope!, BindingKey(Captured.self))
        scope = nil
        #expect(kept.object == nil)
        #expect(transient.object == nil)
    }

    // Sendable so that a factory can hold one; each test uses its box from one thread at a time.
    final class WeakBox: @unchecked Sendable {
        weak var object: Captured?
        init(_ object: Captured?) { self.object = object }
    }
}
