// swift-tools-version: 6.1
import PackageDescription

// The module summary's format against Foundation's encoders: digen's `BinaryCoding` (as
// `digen summarize` writes summaries), `JSONEncoder` and `PropertyListEncoder` (binary), each
// through the same `SummaryCoding`, over the summaries of the 100-module app and of the real
// packages in Tests/RealCode/.build/checkouts. From the repository's root:
//
//     swift run -c release --package-path Benchmarks/SummaryFormats SummaryFormats
//     swift run -c release --package-path Benchmarks/SummaryFormats SummaryFormats --repetitions 9 --keep
//
// The first build compiles swift-syntax in release (several minutes on 2 cores). Results are in
// Docs/Benchmarks.md ("Summary format"); main.swift says how instructions are counted.
//
// The sources are the root package's and DigenBenchmarks' generators, through symbolic links
// (as Tests/Sanitized does), so that this package does not depend on the root package.
// Sources/DIGenKit is a folder of its own: the link to the root's Sources/DIGenKit and one file,
// SummaryFormatsAccess.swift, which makes public what the timer needs of the summary's internal
// coding (`SummaryCoding`, `ModuleSummary.encoded(relativeTo:)`), so that DIGenKit is compiled as
// digen's release build compiles it (no `-enable-testing`, no `@testable import`).
let package = Package(
    name: "SummaryFormats",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "SummaryFormats", targets: ["SummaryFormats"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0")
    ],
    targets: [
        .target(name: "DIGraphPrimitives"),
        .target(name: "DIGraph", dependencies: ["DIGraphPrimitives"]),
        .target(name: "InjectableCore", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
        .target(
            name: "DIGenKit",
            dependencies: [
                "DIGraph",
                "InjectableCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "NeedleAppGenerator"),
        .target(name: "SyntheticApps", dependencies: ["NeedleAppGenerator"]),
        .executableTarget(name: "SummaryFormats", dependencies: ["DIGenKit", "SyntheticApps"]),
    ],
    swiftLanguageModes: [.v6]
)
