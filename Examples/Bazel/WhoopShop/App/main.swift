// A WhoopDI app in four modules: the app container is made from the feature modules' modules
// (which bring Core's), and the requests below name keys and @Injectable types declared in the
// other modules. WhoopDI needs no generated code, so this module only checks: its root check
// reads this file and the other modules' summaries, and a request no module answers fails the
// build's validation.
import WhoopShopCore
import WhoopShopFeed
import WhoopShopProfile
import WhoopStyle

WhoopDI.setup(modules: [FeedModule(), ProfileModule()])

let feed: FeedViewModel = WhoopDI.inject()
print("\(feed.title): \(feed.loader.firstPage())")

let profile: ProfileViewModel = WhoopDI.inject()
print(profile.greeting)
print("one ShopBackend for both features: \(feed.loader.backend === profile.backend)")

let baseURL: String = WhoopDI.inject("baseURL")
print("the base URL: \(baseURL)")
