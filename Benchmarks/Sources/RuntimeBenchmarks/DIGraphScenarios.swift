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

    /// A miss in a scope of 10,000 keys: the error, with its suggestions, is what is timed. The
    /// keys are 400 distinct types under 25 names each, so that binding them is quick (keys of
    /// one type share a probe run in a scope's table).
    static func missingKeyAmongTenThousand() -> Contender {
        let scope = Scope(name: "App")
        for type in tenThousandKeyTypes() {
            for n in 0..<25 { scope.bind(BindingKey(type, name: "key\(n)")) { _ in 0 } }
        }
        return Contender(label: label) { iterations in
            for _ in 0..<iterations {
                do { blackHole(try scope.resolve(Int.self, name: "missing")) } catch { blackHole(error) }
            }
        }
    }

    private struct Pair<First, Second> {}

    private static func pair<First, Second>(_: First.Type, _: Second.Type) -> any Any.Type { Pair<First, Second>.self }

    /// 400 distinct types: pairs of pairs of the fixture types.
    private static func tenThousandKeyTypes() -> [any Any.Type] {
        let fixtures: [any Any.Type] = [Service.self, Level1.self, Level2.self, Level3.self, Level4.self]
        let pairs = fixtures.flatMap { first in fixtures.map { second in pair(first, second) } }
        return Array(pairs.flatMap { first in pairs.map { second in pair(first, second) } }.prefix(400))
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
