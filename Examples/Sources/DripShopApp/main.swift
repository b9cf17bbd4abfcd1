// A Drip app in four modules: the app's component in Core, a feed and a profile component in
// their feature modules, each with the app's component as its parent. They are made here with the
// `make(…)` builders the plugin generates from all four modules' sources, which cannot forget a
// parent or a module.
import DripShopCore
import DripShopFeed
import DripShopProfile

let app = AppComponent.make()
let feed = FeedScreenComponent.make(app: app)
let profile = ProfileScreenComponent.make(app: app)

let presenter: FeedPresenter = feed.screen.inject()
print("the feed's first item: \(presenter.firstItem)")
let greeter: ProfilePresenter = profile.screen.inject()
print(greeter.greeting)
let samePresenter: FeedPresenter = feed.screen.inject()
let newGreeter: ProfilePresenter = profile.screen.inject()
print("single FeedPresenter kept: \(presenter === samePresenter); transient ProfilePresenter new each time: \(greeter !== newGreeter)")
print("one CatalogService for both features: \(presenter.service === greeter.service)")
