// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The toolkit is the package one directory up. SwiftPM names a path dependency after its
// directory, which depends on where the repository was cloned, so read that name here.
let toolkit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The same small app in each style.
        .executableTarget(name: "CoffeeShop", dependencies: [.product(name: "DIGraph", package: toolkit)]),
        .executableTarget(name: "CoffeeShopNeedle", dependencies: [.product(name: "NeedleStyle", package: toolkit)]),
        .executableTarget(name: "CoffeeShopWhoop", dependencies: [.product(name: "WhoopStyle", package: toolkit)]),
        .executableTarget(name: "CoffeeShopDrip", dependencies: [.product(name: "DripStyle", package: toolkit)]),
    ],
    swiftLanguageModes: [.v6]
)
