import Foundation
import NeedleAppGenerator

/// Writes a synthetic app in three DI styles side by side: a Needle app in `needle/`, a
/// WhoopDI-style app in `whoop/` and a Drip-style app in `drip/`, a third of the files each. The
/// WhoopDI and Drip apps have their names prefixed with `Whoop` and `Drip`, so that no type,
/// file or top-level name appears twice. Every dependency is satisfiable, so `digen check` on the
/// result reports nothing.
public struct MixedAppGenerator: Sendable {
    /// How many files the app has. The WhoopDI and Drip apps get `fileCount / 3` each (rounded
    /// down) and Needle the rest; as each app needs a file (WhoopDI two: a feature module and
    /// `App.swift`), fewer than four are raised to four.
    public var fileCount: Int

    /// A generator for an app of `fileCount` files.
    public init(fileCount: Int) {
        self.fileCount = max(4, fileCount)
    }

    /// The Drip-style part: `fileCount / 3` components, of four definitions each.
    public var drip: DripAppGenerator {
        DripAppGenerator(count: max(1, fileCount / 3) * DripAppGenerator.definitionsPerModule, namespace: "Drip")
    }

    /// The WhoopDI-style part: `fileCount / 3` files, `App.swift` and feature modules of four
    /// definitions each.
    public var whoop: WhoopAppGenerator {
        let features = max(2, fileCount / 3) - 1
        return WhoopAppGenerator(count: features * WhoopAppGenerator.definitionsPerFeature, namespace: "Whoop")
    }

    /// The Needle part: one component per file, the files the other two leave.
    public var needle: NeedleAppGenerator {
        NeedleAppGenerator(
            count: fileCount - whoop.fileCount - drip.componentCount, runtimeModule: "NeedleFoundation")
    }

    /// Writes the app's files into `needle/`, `whoop/` and `drip/` under `directory` (created if
    /// needed) and returns their paths, in that order.
    @discardableResult
    public func write(to directory: String) throws -> [String] {
        try needle.write(to: directory + "/needle")
            + whoop.write(to: directory + "/whoop")
            + drip.write(to: directory + "/drip")
    }

    /// The source of file `index`, counting in the order `write(to:)` returns them.
    public func source(for index: Int) -> String {
        let needleFiles = needle.count
        let whoopFiles = whoop.fileCount
        if index < needleFiles { return needle.source(for: index) }
        if index < needleFiles + whoopFiles { return whoop.source(for: index - needleFiles) }
        return drip.source(for: index - needleFiles - whoopFiles)
    }
}
