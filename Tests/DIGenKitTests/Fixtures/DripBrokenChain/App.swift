import DripStyle

final class ApplicationComponent: Component {
    var app: AppModule { module() }
}

final class AppModule: Module<ApplicationComponent> {
    required init(_ component: ApplicationComponent) { super.init(component) }
}

final class ViewComponent: Component {
    var root: ApplicationComponent { parent() }
    var view: ViewModule { module() }
}

final class ViewModule: Module<ViewComponent> {
    required init(_ component: ViewComponent) { super.init(component) }
}

let app = ApplicationComponent().module(AppModule.self) { AppModule($0) }
let forgotParent = ViewComponent()
    .module(ViewModule.self) { ViewModule($0) }
let forgotModule = ViewComponent()
    .parent { app }

final class SettingsComponent: Component {}

final class Screen {
    lazy var settings = SettingsComponent()

    func makeView() -> ApplicationComponent {
        let view = ViewComponent()
        view.parent { self.settings }
        view.module(ViewModule.self) { ViewModule($0) }
        return view.root
    }
}

// Drip looks a parent or a module up only when an accessor reads it: these reads fail.
let forgottenRoot = forgotParent.root
let forgottenView = forgotModule.view
