import NeedleFoundation

final class RootComponent: BootstrapComponent {}
