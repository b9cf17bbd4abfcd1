// swift-tools-version: 6.1
import CompilerPluginSupport
import Foundation
import PackageDescription

// The runtime libraries and their tests, built with ThreadSanitizer, and nothing else:
//
//     swift build --build-tests                          # the root package first (see below)
//     swift test --package-path Tests/Sanitized
//
// `swift test --sanitize=thread` on the root package would instrument every target, swift-syntax
// and the macro plugin included (SwiftPM applies it to host tools too), and build digen and its
// tests. Here only the runtime targets and their tests are instrumented. The sources are the root
// package's, through symbolic links (SwiftPM takes no target path outside the package), so that
// the tests keep their `package` and `@testable` access. Declared here rather than depending on
// the root package, whose libraries a dependent package cannot instrument on their own.
//
// WhoopStyle's `@Injectable` macros are a compiler plugin, which the compiler runs and the tests
// never call, so it is not instrumented. When the root package's debug build has made that plugin
// (`WhoopStyleMacros-tool` in the root's .build/debug), WhoopStyle and its tests load it from
// there, and this package builds neither swift-syntax nor the plugin: CI builds swift-syntax once
// per configuration. Without it, the plugin is declared here and built from swift-syntax as usual.
let threadSanitizer: [SwiftSetting] = [.unsafeFlags(["-sanitize=thread"])]
let linkedWithThreadSanitizer: [LinkerSetting] = [.unsafeFlags(["-sanitize=thread"])]

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let builtMacroPlugin = root.appendingPathComponent(".build/debug/WhoopStyleMacros-tool").path
let loadsBuiltMacroPlugin = FileManager.default.isExecutableFile(atPath: builtMacroPlugin)

/// What a target that expands `@Injectable` needs: the root build's plugin, or the one built here.
let macroSettings: [SwiftSetting] =
    loadsBuiltMacroPlugin
    ? [.unsafeFlags(["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "\(builtMacroPlugin)#WhoopStyleMacros"])]
    : []
let macroDependencies: [Target.Dependency] = loadsBuiltMacroPlugin ? [] : ["WhoopStyleMacros"]
let macroTargets: [Target] =
    loadsBuiltMacroPlugin
    ? []
    : [
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
    ]

let package = Package(
    name: "SanitizedRuntimeTests",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: loadsBuiltMacroPlugin
        ? [] : [.package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0")],
    targets: macroTargets + [
        .target(name: "DIGraphPrimitives", cSettings: [.unsafeFlags(["-fsanitize=thread"])]),
        .target(name: "DIGraph", dependencies: ["DIGraphPrimitives"], swiftSettings: threadSanitizer),
        .target(name: "NeedleStyle", dependencies: ["DIGraph", "DIGraphPrimitives"], swiftSettings: threadSanitizer),
        .target(
            name: "WhoopStyle", dependencies: ["DIGraph"] + macroDependencies,
            swiftSettings: threadSanitizer + macroSettings),
        .target(name: "DripStyle", dependencies: ["DIGraph"], swiftSettings: threadSanitizer),

        .testTarget(
            name: "DIGraphTests", dependencies: ["DIGraph"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
        .testTarget(
            name: "NeedleStyleTests", dependencies: ["NeedleStyle", "DIGraph"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
        .testTarget(
            name: "WhoopStyleTests", dependencies: ["WhoopStyle"],
            swiftSettings: threadSanitizer + macroSettings, linkerSettings: linkedWithThreadSanitizer),
        .testTarget(
            name: "DripStyleTests", dependencies: ["DripStyle", "DIGraph"],
            swiftSettings: threadSanitizer, linkerSettings: linkedWithThreadSanitizer),
    ],
    swiftLanguageModes: [.v6]
)
