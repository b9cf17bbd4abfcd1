import DIGraph
import Testing

/// The code blocks of Sources/DIGraph/DIGraph.docc/DIGraph.md, as written there, with what their comments promise.
@Suite struct GuideExampleTests {
    /// "Scopes and keys": the block compiles without warnings (each result is kept) and gives
    /// what its comments say.
    @Test func scopesAndKeys() throws {
        let root = Scope(name: "Root")
        root.bind(String.self) { _ in "root" }
        root.bind(Int.self, name: "port") { _ in 8080 }

        let child = root.makeChild(named: "Child")
        child.bind(String.self) { _ in "child" }

        let greeting = try child.resolve(String.self)           // "child": the child's binding shadows the root's
        let port = try child.resolve(Int.self, name: "port")    // 8080, from the root
        let source = child.provider(of: BindingKey(Int.self, name: "port"))  // (root, distance 1)

        #expect(greeting == "child")
        #expect(port == 8080)
        #expect(source?.scope === root)
        #expect(source?.distance == 1)
    }
}
