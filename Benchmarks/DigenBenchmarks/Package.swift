// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The toolkit is the package two directories up. SwiftPM names a path dependency after its
// directory, which depends on where the repository was cloned, so read that name here.
let toolkit = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "DigenBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        // Re-exported so `swift build -c release --product digen` here builds the tool under test
        // into the same folder as the timer.
        .executable(name: "DigenBenchmarks", targets: ["DigenBenchmarks"]),
        .executable(name: "generate-needle-app", targets: ["generate-needle-app"]),
        .executable(name: "generate-whoop-app", targets: ["generate-whoop-app"]),
        .executable(name: "generate-drip-app", targets: ["generate-drip-app"]),
        .executable(name: "generate-modular-app", targets: ["generate-modular-app"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "NeedleAppGenerator"),
        .executableTarget(name: "generate-needle-app", dependencies: ["NeedleAppGenerator"]),
        .target(name: "SyntheticApps", dependencies: ["NeedleAppGenerator"]),
        .executableTarget(name: "generate-whoop-app", dependencies: ["SyntheticApps"]),
        .executableTarget(name: "generate-drip-app", dependencies: ["SyntheticApps"]),
        .executableTarget(name: "generate-modular-app", dependencies: ["SyntheticApps"]),
        .executableTarget(
            name: "DigenBenchmarks",
            dependencies: [
                "NeedleAppGenerator",
                "SyntheticApps",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // Not linked for its code: the dependency makes `--product digen` buildable here.
                .product(name: "DIGraph", package: toolkit),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
