// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-di-toolkit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .executable(name: "digen", targets: ["digen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .target(name: "DIGraph"),
        .target(
            name: "DIGenKit",
            dependencies: [
                "DIGraph",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "digen",
            dependencies: [
                "DIGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"]),
        .testTarget(
            name: "DIGenKitTests",
            dependencies: [
                "DIGenKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
