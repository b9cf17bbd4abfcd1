// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The toolkit is the package one directory up. SwiftPM names a path dependency after its
// directory, which depends on where the repository was cloned, so read that name here.
let toolkit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "DIGraph", package: toolkit),
                .product(name: "NeedleStyle", package: toolkit),
                .product(name: "DripStyle", package: toolkit),
                .product(name: "WhoopStyle", package: toolkit),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
