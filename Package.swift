// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-di-toolkit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .library(name: "NeedleStyle", targets: ["NeedleStyle"]),
        .library(name: "NeedleStyleTesting", targets: ["NeedleStyleTesting"]),
        .library(name: "DripStyle", targets: ["DripStyle"]),
    ],
    targets: [
        .target(name: "DIGraph"),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"]),

        .target(name: "NeedleStyle", dependencies: ["DIGraph"]),
        .target(name: "NeedleStyleTesting", dependencies: ["NeedleStyle"]),
        .testTarget(name: "NeedleStyleTests", dependencies: ["NeedleStyle", "DIGraph"]),
        .testTarget(name: "NeedleStyleTestingTests", dependencies: ["NeedleStyle", "NeedleStyleTesting"]),
        .testTarget(name: "NeedleStyleGeneratedCodeTests", dependencies: ["NeedleStyle"]),

        .target(name: "DripStyle", dependencies: ["DIGraph"]),
        .testTarget(name: "DripStyleTests", dependencies: ["DripStyle", "DIGraph"]),
    ],
    swiftLanguageModes: [.v6]
)
