import DIGraph

/// The DIGraph side of each runtime scenario.
enum DIGraphContenders {
    static let label = "DIGraph"

    static func cachedSingleton() -> Contender {
        let scope = Scope(name: "Root")
        scope.bind(Service.self, lifetime: .singleton) { _ in Service() }
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(try! scope.resolve(Service.self)) }
        }
    }

    static func namedValue() -> Contender {
        let scope = Scope(name: "Root")
        scope.bind(Int.self, name: "port") { _ in 8080 }
        scope.bind(Int.self, name: "timeout") { _ in 30 }
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(try! scope.resolve(Int.self, name: "port")) }
        }
    }

    static func transientChain() -> Contender {
        let scope = Scope(name: "Root")
        scope.bind(Level1.self) { _ in Level1() }
        scope.bind(Level2.self) { Level2(try $0.resolve()) }
        scope.bind(Level3.self) { Level3(try $0.resolve()) }
        scope.bind(Level4.self) { Level4(try $0.resolve()) }
        scope.bind(Level5.self) { Level5(try $0.resolve()) }
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(try! scope.resolve(Level5.self)) }
        }
    }

    static func grandchildFromRoot() -> Contender {
        let root = Scope(name: "Root")
        root.bind(Service.self, lifetime: .singleton) { _ in Service() }
        let grandchild = root.makeChild(named: "Child").makeChild(named: "Grandchild")
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(try! grandchild.resolve(Service.self)) }
        }
    }
}
