// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-di-toolkit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .library(name: "DripStyle", targets: ["DripStyle"]),
    ],
    targets: [
        .target(name: "DIGraph"),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"]),
        .target(name: "DripStyle", dependencies: ["DIGraph"]),
        .testTarget(name: "DripStyleTests", dependencies: ["DripStyle", "DIGraph"]),
    ],
    swiftLanguageModes: [.v6]
)
