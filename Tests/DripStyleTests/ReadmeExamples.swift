// Drip's README (v0.1.0) examples, in README order and with the README's own indentation.
// Changes from the README, also listed in Sources/DripStyle/DripStyle.docc/MigratingFromDrip.md:
// - `import Drip` is `import DripStyle`.
// - The README shows the module's two `inject()` methods and the `lazy var` on their own; here
//   they sit in the declarations they belong to (an extension of `ViewModule`, and a view
//   controller), with the small types they mention (`Api`, `ViewModel`, `ApplicationComponent`,
//   `Application`) declared after the README's code.
// No label had to change: DripStyle declares the first parameters unlabeled.

import DripStyle

class ViewModule: Module<ViewComponent> {
  required init(_ component: ViewComponent) {
    super.init(component)
  }
}

extension ViewModule {
func inject() -> Api {
  return transient { Api() }
}

func inject() -> ViewModel {
  return single { c in
    ViewModel(api: c.core.inject())
  }
}
}

final class ViewComponent: Component {
  var root: ApplicationComponent { return parent() }
  var core: ViewModule { return module() }
}

final class ViewController {
  let app: Application

  init(app: Application) {
    self.app = app
  }

lazy var component: ViewComponent = ViewComponent()
  .parent { self.app.component }
  .module(ViewModule.self) { ViewModule($0) }
}

// Declarations the README's examples refer to without showing.

final class Api {}

final class ViewModel {
    let api: Api

    init(api: Api) {
        self.api = api
    }
}

final class ApplicationComponent: Component {}

final class Application {
    let component = ApplicationComponent()
}
