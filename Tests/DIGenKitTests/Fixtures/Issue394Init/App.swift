import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var store: Store { shared { Store() } }
    var cartComponent: CartComponent { .init(parent: self) }

    func makeCheckout() -> CheckoutComponent? {
        return .init(parent: self)
    }

    func makeHistory() -> HistoryComponent {
        let history: HistoryComponent = .init(parent: self)
        return history
    }

    var wishlistComponent: WishlistComponent {
        get { WishlistComponent.init(parent: self) }
    }
}

protocol StoreDependency: Dependency {
    var store: Store { get }
}

final class CartComponent: Component<StoreDependency> {}
final class CheckoutComponent: Component<StoreDependency> {}
final class HistoryComponent: Component<StoreDependency> {}
final class WishlistComponent: Component<StoreDependency> {}
