// A Needle app in four modules: the root component here, FeedComponent and ProfileComponent in
// their feature modules, services in Core. This module's digen_module generates
// NeedleGenerated.swift (registerProviderFactories() and the providers) from these files and the
// other modules' summaries, so the providers reach across modules; a dependency with no provider
// fails the build, and one missing at run time would crash the reads below.
import NeedleShopCore
import NeedleShopFeed
import NeedleShopProfile
import NeedleStyle

registerProviderFactories()

let root = ShopRootComponent()
let feed = root.feedComponent
let profile = feed.profileComponent

for headline in feed.headlines {
    print(headline)
}
print(profile.greeting)
print("one APIClient for the whole tree: \(profile.dependency.apiClient === root.apiClient)")
print("the profile's session is the feed's: \(profile.dependency.session === feed.session)")
print("path: \(profile.path.joined(separator: "->"))")
