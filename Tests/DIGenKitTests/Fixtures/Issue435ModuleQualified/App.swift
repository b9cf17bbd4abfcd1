import HogeModule
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var hogeComponent: HogeComponent { HogeModule.HogeComponent(parent: self) }
}
