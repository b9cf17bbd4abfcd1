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
