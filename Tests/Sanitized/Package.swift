// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// The runtime libraries and their tests, built with ThreadSanitizer, and nothing else:
//
//     swift test --package-path Tests/Sanitized
//
// `swift test --sanitize=thread` on the root package would instrument every target, swift-syntax
// and the macro plugin included (SwiftPM applies it to host tools too), and build digen and its
// tests. Here only the runtime targets and their tests are instrumented; the macro plugin that
// WhoopStyle's tests expand is built as usual. The sources are the root package's, through
// symbolic links (SwiftPM takes no target path outside the package), so that the tests keep
// their `package` and `@testable` access. Declared here rather than depending on the root
// package, whose libraries a dependent package cannot instrument on their own.
let threadSanitizer: [SwiftSetting] = [.unsafeFlags(["-sanitize=thread"])]
let linkedWithThreadSanitizer: [LinkerSetting] = [.unsafeFlags(["-sanitize=thread"])]

let package = Package(
    name: "SanitizedRuntimeTests",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "DIGraphPrimitives", cSettings: [.unsafeFlags(["-fsanitize=thread"])]),
        .target(name: "DIGraph", dependencies: ["DIGraphPrimitives"], swiftSettings: threadSanitizer),
        .target(name: "NeedleStyle", dependencies: ["DIGraph", "DIGraphPrimitives"], swiftSettings: threadSanitizer),
        .target(name: "WhoopStyle", dependencies: ["DIGraph", "WhoopStyleMacros"], swiftSettings: threadSanitizer),
        // Not instrumented: a compiler plugin (and the rule it shares with digen), run by the
        // compiler, never by the tests.
        .target(name: "InjectableCore", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
        .macro(
            name: "WhoopStyleMacros",
            dependencies: [
                "InjectableCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "DripStyle", dependencies: ["DIGraph"], swiftSettings: threadSanitizer),

        .testTarget(
            name: "DIGraphTests", dependencies: ["DIGraph"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
        .testTarget(
            name: "NeedleStyleTests", dependencies: ["NeedleStyle", "DIGraph"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
        .testTarget(
            name: "WhoopStyleTests", dependencies: ["WhoopStyle"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
        .testTarget(
            name: "DripStyleTests", dependencies: ["DripStyle", "DIGraph"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
    ],
    swiftLanguageModes: [.v6]
)
