// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The toolkit is the package one directory up. SwiftPM names a path dependency after its
// directory, which depends on where the repository was cloned, so read that name here.
let toolkit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// `digen generate` before the target compiles: it checks the target's graph (every style) and
/// writes its wiring. The plugin runs a prebuilt digen, never builds one: before building these
/// examples, `swift build --product digen` at the repository's root and
/// `export DIGEN_EXECUTABLE=$PWD/.build/debug/digen` (what .ci/run does), or run
/// `swift package --package-path Examples --allow-writing-to-package-directory digen-install`.
let digen = Target.PluginUsage.plugin(name: "DigenGeneratePlugin", package: toolkit)

let needle = Target.Dependency.product(name: "NeedleStyle", package: toolkit)
let whoop = Target.Dependency.product(name: "WhoopStyle", package: toolkit)
let drip = Target.Dependency.product(name: "DripStyle", package: toolkit)

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The same small app in each style.
        .executableTarget(name: "CoffeeShop", dependencies: [.product(name: "DIGraph", package: toolkit)]),
        .executableTarget(name: "CoffeeShopNeedle", dependencies: [.product(name: "NeedleStyle", package: toolkit)], plugins: [digen]),
        // digen checks these graphs before they compile: a graph error fails the build.
        .executableTarget(name: "CoffeeShopWhoop", dependencies: [.product(name: "WhoopStyle", package: toolkit)], plugins: [digen]),
        .executableTarget(name: "CoffeeShopDrip", dependencies: [.product(name: "DripStyle", package: toolkit)], plugins: [digen]),
        // Needle's getting-started tree, generated, built and run end to end (the README's first command).
        .executableTarget(name: "ArcadeNeedle", dependencies: [.product(name: "NeedleStyle", package: toolkit)], plugins: [digen]),
        // Needle on the main actor: components marked @MainActor in a nonisolated target, and the
        // same app in a target whose default isolation is the main actor. The generated wiring
        // compiles in both as digen writes it.
        .executableTarget(name: "MainActorNeedle", dependencies: [needle], plugins: [digen]),
        .executableTarget(
            name: "MainActorDefaultNeedle", dependencies: [needle], swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [digen]
        ),
        // WhoopDI and Drip in targets whose default isolation is the main actor.
        .executableTarget(
            name: "MainActorWhoop", dependencies: [whoop], exclude: ["digen-generate.args"],
            swiftSettings: [.defaultIsolation(MainActor.self)], plugins: [digen]
        ),
        .executableTarget(
            name: "MainActorDrip", dependencies: [drip], swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [digen]
        ),
        // Async providers in each style: an async `shared {}`, async WhoopDI definitions (with
        // the async accessors digen writes for them) and async Drip generators.
        .executableTarget(name: "AsyncNeedle", dependencies: [needle], plugins: [digen]),
        .executableTarget(name: "AsyncWhoop", dependencies: [whoop], plugins: [digen]),
        .executableTarget(name: "AsyncDrip", dependencies: [drip], plugins: [digen]),

        // One shop app per style, split into modules the way apps grow: Core (services), Feed and
        // Profile (features) and the app. The plugin is applied to the app target only; it reads
        // the libraries the app depends on too, so the graph is checked and wired across modules.
        .target(name: "NeedleShopCore"),
        .target(name: "NeedleShopProfile", dependencies: ["NeedleShopCore", needle]),
        .target(name: "NeedleShopFeed", dependencies: ["NeedleShopCore", "NeedleShopProfile", needle]),
        .executableTarget(
            name: "NeedleShopApp", dependencies: ["NeedleShopCore", "NeedleShopFeed", "NeedleShopProfile", needle],
            plugins: [digen]
        ),
        .target(name: "WhoopShopCore", dependencies: [whoop]),
        .target(name: "WhoopShopFeed", dependencies: ["WhoopShopCore", whoop]),
        .target(name: "WhoopShopProfile", dependencies: ["WhoopShopCore", whoop]),
        .executableTarget(
            name: "WhoopShopApp", dependencies: ["WhoopShopCore", "WhoopShopFeed", "WhoopShopProfile", whoop],
            plugins: [digen]
        ),
        .target(name: "DripShopCore", dependencies: [drip]),
        .target(name: "DripShopFeed", dependencies: ["DripShopCore", drip]),
        .target(name: "DripShopProfile", dependencies: ["DripShopCore", drip]),
        .executableTarget(
            name: "DripShopApp", dependencies: ["DripShopCore", "DripShopFeed", "DripShopProfile", drip],
            plugins: [digen]
        ),
    ],
    swiftLanguageModes: [.v6]
)
