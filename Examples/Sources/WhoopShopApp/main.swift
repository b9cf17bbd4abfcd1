// A WhoopDI app in four modules: the app container is made from the feature modules' modules
// (which bring Core's), and the typed accessors the plugin generates here (`WhoopDI.feedViewModel()`)
// cover keys and @Injectable types declared in the other modules. A request no module answers
// would stop the build.
import WhoopShopCore
import WhoopShopFeed
import WhoopShopProfile
import WhoopStyle

WhoopDI.setup(modules: [FeedModule(), ProfileModule()])

let feed = WhoopDI.feedViewModel()
print("\(feed.title): \(feed.loader.firstPage())")

let profile = WhoopDI.profileViewModel()
print(profile.greeting)
print("one ShopBackend for both features: \(feed.loader.backend === profile.backend)")
print("the base URL: \(WhoopDI.baseURL())")
