import Testing
@testable import DIGraph

final class Box: Sendable { let n: Int; init(_ n: Int) { self.n = n } }

@Test func smoke() throws {
    let root = Scope(name: "Root")
    root.bind(Int.self) { _ in 1 }
    root.bind(Box.self, lifetime: .singleton) { s in Box(try s.resolve(Int.self)) }
    let child = root.makeChild(named: "Child")
    child.bind(Int.self) { _ in 2 }
    #expect(try child.resolve(Int.self) == 2)
    let a: Box = try child.resolve()
    let b: Box = try root.resolve()
    #expect(a === b)
    #expect(a.n == 1)
    root.bind(String.self) { s in "\(try s.resolve(Double.self))" }
    root.bind(Double.self) { s in Double(try s.resolve(String.self))! }
    #expect(throws: DIError.cycle(path: ["String", "Double", "String"])) { try root.resolve(String.self) }
    #expect(throws: DIError.missingBinding(key: "Float", scopePath: ["Root", "Child"], similar: [])) { try child.resolve(Float.self) }
}
