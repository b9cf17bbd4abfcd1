/// Which styles a file may use, from the libraries its text names: a file can only use WhoopDI
/// or Drip by importing one of their modules (or this toolkit's facades).
enum StyleDetection {
    private static let whoopModules = KeywordSearch(["WhoopStyle", "WhoopDIKit"])
    private static let dripModules = KeywordSearch(["DripStyle", "import Drip"])

    /// The styles `bytes` may use; Needle always, as its declarations are recognised by shape.
    static func styles(in bytes: UnsafeBufferPointer<UInt8>) -> Set<Style> {
        var styles: Set<Style> = [.needle]
        if whoopModules.occurs(in: bytes) { styles.insert(.whoop) }
        if dripModules.occurs(in: bytes) { styles.insert(.drip) }
        return styles
    }
}
