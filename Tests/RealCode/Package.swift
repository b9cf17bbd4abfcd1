// swift-tools-version: 6.1
// Real code for `.ci/real-code-gate`: this package is never built. `swift package resolve
// --package-path Tests/RealCode` fetches the sources of the packages below (and of what they
// depend on) into Tests/RealCode/.build/checkouts, and the gate runs `digen check` on each of them:
// large, varied code nobody here wrote, none of which declares a DI graph digen should object to.
import PackageDescription

let package = Package(
    name: "RealCode",
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/vapor/vapor.git", exact: "4.122.3"),
        .package(url: "https://github.com/apple/swift-collections.git", exact: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms.git", exact: "1.1.4"),
        .package(url: "https://github.com/apple/swift-openapi-generator.git", exact: "1.14.3"),
    ],
    targets: [
        // Names one product of each package, so that every one is part of the graph; never built.
        .target(
            name: "RealCode",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Collections", package: "swift-collections"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "_OpenAPIGeneratorCore", package: "swift-openapi-generator"),
            ]
        ),
    ]
)
