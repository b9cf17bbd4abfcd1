// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "swift-di-toolkit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .library(name: "WhoopStyle", targets: ["WhoopStyle"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"603.0.0"),
    ],
    targets: [
        .target(name: "DIGraph"),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"]),
        .target(name: "WhoopStyle", dependencies: ["DIGraph", "WhoopStyleMacros"]),
        .macro(
            name: "WhoopStyleMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "WhoopStyleTests", dependencies: ["WhoopStyle"]),
        .testTarget(
            name: "WhoopStyleMacrosTests",
            dependencies: [
                "WhoopStyleMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
