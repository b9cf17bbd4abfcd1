import NeedleFoundation

final class RootComponent: BootstrapComponent {}

extension ProfileComponent {
    var avatarCache: AvatarCache { shared { AvatarCache() } }
}

// Extensions of types that are declared, or not component-like, are fine.
extension RootComponent {
    var clock: Clock { Clock() }
}

extension String {
    var shouted: String { uppercased() }
}

// Extensions of components declared in another module, which add no properties: Needle ignores
// them, and so does digen.
extension ButtonComponent {}

extension CardComponent {
    func refresh() {}
}
