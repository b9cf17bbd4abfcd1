/// Which styles a file may use, from the libraries its text names: a file can only use WhoopDI
/// or Drip by importing one of their modules (or this toolkit's facades). A file that merely
/// mentions `Drip` is read for Drip too, which finds nothing and costs little.
enum StyleDetection {
    private static let whoopModules = KeywordSearch(["WhoopStyle", "WhoopDIKit"])
    // `Drip` rather than `import Drip`: a search starts from the first letter, and `i` is in
    // almost every line, `D` in few.
    private static let dripModules = KeywordSearch(["Drip"])

    /// The styles `bytes` may use; Needle always, as its declarations are recognised by shape.
    static func styles(in bytes: UnsafeBufferPointer<UInt8>) -> Set<Style> {
        var styles: Set<Style> = [.needle]
        if whoopModules.occurs(in: bytes) { styles.insert(.whoop) }
        if dripModules.occurs(in: bytes) { styles.insert(.drip) }
        return styles
    }
}

extension FileSummary {
    /// The modules of the DI libraries digen reads code for: the originals and this toolkit's
    /// facades.
    static let diModules: Set<String> = ["NeedleFoundation", "NeedleStyle", "WhoopDIKit", "WhoopStyle", "Drip", "DripStyle"]

    /// Whether the file shows it is DI code: it imports a DI library, makes a component with a
    /// `parent:`, declares a class whose superclass is a component or a protocol that inherits
    /// a dependency protocol, or holds WhoopDI or Drip declarations. A file that does none of
    /// these and cannot be parsed is reported as a warning, not an error: nothing digen checks
    /// is lost with it.
    var showsDI: Bool {
        if !whoop.isEmpty || !drip.isEmpty || !instantiations.isEmpty { return true }
        if imports.contains(where: { Self.diModules.contains(RunImports.importedModule($0)) }) { return true }
        if classes.contains(where: { $0.inheritedTypes.first?.baseName?.hasSuffix(NeedleNames.component) == true }) { return true }
        return protocols.contains { $0.inheritedTypes.contains { $0.baseName?.hasSuffix(NeedleNames.dependency) == true } }
    }
}
