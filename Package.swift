// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "swift-di-toolkit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .library(name: "NeedleStyle", targets: ["NeedleStyle"]),
        .library(name: "NeedleStyleTesting", targets: ["NeedleStyleTesting"]),
        .library(name: "WhoopStyle", targets: ["WhoopStyle"]),
        .library(name: "DripStyle", targets: ["DripStyle"]),
        .executable(name: "digen", targets: ["digen"]),
        .plugin(name: "DigenGeneratePlugin", targets: ["DigenGeneratePlugin"]),
        .plugin(name: "DigenCheckPlugin", targets: ["DigenCheckPlugin"]),
        .plugin(name: "DigenInstallPlugin", targets: ["DigenInstallPlugin"]),
    ],
    dependencies: [
        // Only the macro target and digen use these; the runtime libraries depend on nothing.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Thread-local slots and acquire / release pointer accesses, as inline C (see its header).
        .target(name: "DIGraphPrimitives"),
        .target(name: "DIGraph", dependencies: ["DIGraphPrimitives"]),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"]),

        .target(name: "NeedleStyle", dependencies: ["DIGraph", "DIGraphPrimitives"]),
        .target(name: "NeedleStyleTesting", dependencies: ["NeedleStyle"]),
        .testTarget(name: "NeedleStyleTests", dependencies: ["NeedleStyle", "DIGraph"]),
        .testTarget(name: "NeedleStyleTestingTests", dependencies: ["NeedleStyle", "NeedleStyleTesting"]),
        .testTarget(name: "NeedleStyleGeneratedCodeTests", dependencies: ["NeedleStyle"]),

        .target(name: "WhoopStyle", dependencies: ["DIGraph", "WhoopStyleMacros"]),
        // What an `@Injectable` type injects, read once for the macro and for digen.
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
        .testTarget(name: "WhoopStyleTests", dependencies: ["WhoopStyle"]),
        .testTarget(
            name: "WhoopStyleMacrosTests",
            dependencies: [
                "WhoopStyleMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),

        .target(name: "DripStyle", dependencies: ["DIGraph"]),
        .testTarget(name: "DripStyleTests", dependencies: ["DripStyle", "DIGraph"]),

        .target(
            name: "DIGenKit",
            dependencies: [
                "DIGraph",
                "InjectableCore",
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
        .testTarget(
            name: "DIGenKitTests",
            dependencies: [
                "DIGenKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // The plugins run a prebuilt release digen, never one built from source in the app's build
        // (Plugins/Shared/DigenExecutable.swift says where they look), so they depend on nothing:
        // an app that uses them compiles neither swift-syntax nor digen. The three plugins share
        // the files in Plugins/Shared through symbolic links.
        //
        // Runs `digen generate` on a target's sources before it is compiled.
        .plugin(name: "DigenGeneratePlugin", capability: .buildTool()),
        // `swift package digen-check`: digen check on the package's targets.
        .plugin(
            name: "DigenCheckPlugin",
            capability: .command(
                intent: .custom(verb: "digen-check", description: "Check the DI graph of each source target with digen")
            )
        ),
        // `swift package --allow-writing-to-package-directory digen-install`: builds digen in
        // release once, or copies a prebuilt bundle, into the package's .digen folder.
        .plugin(
            name: "DigenInstallPlugin",
            capability: .command(
                intent: .custom(verb: "digen-install", description: "Put a release digen in .digen/ for the digen plugins"),
                permissions: [.writeToPackageDirectory(reason: "Puts a release digen in .digen/digen.artifactbundle, which the digen plugins run")]
            )
        ),
        // The build plugin's own code (Plugins/DigenSourceGeneratePlugin links to it) with the
        // digen of this build, for this package's tests: they test the digen they are built with.
        .plugin(name: "DigenSourceGeneratePlugin", capability: .buildTool(), dependencies: ["digen"]),
        // Components whose DigenGenerated.swift the plugin writes with the digen of this build.
        .testTarget(name: "DIGenGeneratedCodeTests", dependencies: ["NeedleStyle"], plugins: ["DigenSourceGeneratePlugin"]),
        // WhoopDI accessors and Drip builders the plugin writes, compiled and called.
        .testTarget(name: "DIGenWhoopGeneratedTests", dependencies: ["WhoopStyle"], plugins: ["DigenSourceGeneratePlugin"]),
        .testTarget(name: "DIGenDripGeneratedTests", dependencies: ["DripStyle"], plugins: ["DigenSourceGeneratePlugin"]),
        // The same with `--provider-style conformances`, given in the target's digen-generate.args.
        .testTarget(
            name: "DIGenConformanceStyleTests", dependencies: ["NeedleStyle"], exclude: ["digen-generate.args"],
            plugins: ["DigenSourceGeneratePlugin"]
        ),
        .testTarget(
            name: "DIGenPluginizedTests", dependencies: ["NeedleStyle"], exclude: ["digen-generate.args"],
            plugins: ["DigenSourceGeneratePlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
