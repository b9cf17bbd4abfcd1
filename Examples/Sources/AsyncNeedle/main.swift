// Async `shared {}` (a NeedleStyle addition): the root component opens its catalogue with an
// async factory, once however many tasks ask; the cart's dependency protocol declares the member
// `{ get async }`, and the provider `digen generate` writes awaits it.
import NeedleStyle

final class Catalogue: Sendable {
    let items: [String]
    init(items: [String]) { self.items = items }

    static func load() async -> Catalogue {
        await Task.yield()
        return Catalogue(items: ["tea", "scones"])
    }
}

// Shared by the tasks below; its state is its `shared {}` instances, which are safe to share.
final class TeaRoomComponent: BootstrapComponent, @unchecked Sendable {
    var catalogue: Catalogue {
        get async { await shared { await Catalogue.load() } }
    }

    var shopName: String { "The Async Tea Room" }

    var cart: TeaCartComponent { TeaCartComponent(parent: self) }
}

protocol TeaCartDependency: Dependency {
    var catalogue: Catalogue { get async }
    var shopName: String { get }
}

final class TeaCartComponent: Component<TeaCartDependency> {
    func summary() async -> String {
        let catalogue = await dependency.catalogue
        return "\(dependency.shopName): \(catalogue.items.joined(separator: ", "))"
    }
}

registerProviderFactories()
let root = TeaRoomComponent()
let catalogues = await withTaskGroup(of: Catalogue.self) { group in
    for _ in 0..<8 { group.addTask { await root.catalogue } }
    var made: [Catalogue] = []
    for await value in group { made.append(value) }
    return made
}
precondition(catalogues.allSatisfy { $0 === catalogues[0] }, "the catalogue is loaded once")
print(await root.cart.summary())
