import Swinject

/// The Swinject 2.10 side of each runtime scenario, written as Swinject's documentation shows.
///
/// Swinject's containers are not `Sendable`; each is captured `nonisolated(unsafe)` and used from
/// one thread, except the `synchronize()`d resolver, which Swinject documents as thread-safe.
enum SwinjectContenders {
    static let label = "Swinject 2.10"

    static func cachedSingleton(synchronized: Bool = false) -> Contender {
        nonisolated(unsafe) let container = Container()
        container.register(Service.self) { _ in Service() }.inObjectScope(.container)
        nonisolated(unsafe) let resolver: Resolver = synchronized ? container.synchronize() : container
        return Contender(label: synchronized ? label + " (synchronize())" : label) { iterations in
            for _ in 0..<iterations { blackHole(resolver.resolve(Service.self)!) }
        }
    }

    static func namedValue() -> Contender {
        nonisolated(unsafe) let container = Container()
        container.register(Int.self, name: "port") { _ in 8080 }
        container.register(Int.self, name: "timeout") { _ in 30 }
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(Int.self, name: "port")!) }
        }
    }

    static func transientChain() -> Contender {
        nonisolated(unsafe) let container = Container()
        container.register(Level1.self) { _ in Level1() }.inObjectScope(.transient)
        container.register(Level2.self) { Level2($0.resolve(Level1.self)!) }.inObjectScope(.transient)
        container.register(Level3.self) { Level3($0.resolve(Level2.self)!) }.inObjectScope(.transient)
        container.register(Level4.self) { Level4($0.resolve(Level3.self)!) }.inObjectScope(.transient)
        container.register(Level5.self) { Level5($0.resolve(Level4.self)!) }.inObjectScope(.transient)
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(Level5.self)!) }
        }
    }

    static func transientLeaf() -> Contender {
        nonisolated(unsafe) let container = Container()
        container.register(Level1.self) { _ in Level1() }.inObjectScope(.transient)
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(Level1.self)!) }
        }
    }

    static func grandchildFromRoot() -> Contender {
        let root = Container()
        root.register(Service.self) { _ in Service() }.inObjectScope(.container)
        nonisolated(unsafe) let grandchild = Container(parent: Container(parent: root))
        return Contender(label: label) { iterations in
            for _ in 0..<iterations { blackHole(grandchild.resolve(Service.self)!) }
        }
    }
}
