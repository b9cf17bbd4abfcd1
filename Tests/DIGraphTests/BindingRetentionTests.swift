import Testing
import DIGraph

/// Scopes retain their bindings by hand (so that a cached read touches no reference count);
/// these pin down that every binding is still released exactly when it should be.
@Suite struct BindingRetentionTests {
    final class Captured: Sendable {}

    /// Binds a factory capturing a fresh object to `key` and returns a weak reference to it.
    private func bindCapturing(_ scope: Scope, _ key: BindingKey) -> WeakBox {
        let captured = Captured()
        scope.bind(key) { _ in captured }
        return WeakBox(captured)
    }

    @Test func unbindReleasesTheBinding() {
        let scope = Scope(name: "Root")
        let weak = bindCapturing(scope, BindingKey(Captured.self))
        let other = bindCapturing(scope, BindingKey(Captured.self, name: "other"))
        #expect(weak.object != nil)
        scope.unbind(BindingKey(Captured.self))
        #expect(weak.object == nil)
        #expect(other.object != nil)
        #expect(scope.binds(BindingKey(Captured.self, name: "other")))
    }

    @Test func rebindingReleasesTheReplacedBinding() {
        let scope = Scope(name: "Root")
        let first = bindCapturing(scope, BindingKey(Captured.self))
        let second = bindCapturing(scope, BindingKey(Captured.self))
        #expect(first.object == nil)
        #expect(second.object != nil)
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
        let weak = bindCapturing(scope!, BindingKey(Captured.self))
        let all = bindCapturing(scope!, BindingKey(Captured.self, name: "all"))
        scope!.removeAllBindings()
        #expect(all.object == nil)
        #expect(weak.object == nil)
        let kept = bindCapturing(scope!, BindingKey(Captured.self))
        scope = nil
        #expect(kept.object == nil)
    }

    final class WeakBox {
        weak var object: Captured?
        init(_ object: Captured) { self.object = object }
    }
}
