/// Strict UTF-8 decoding: text with invalid sequences is refused rather than repaired, so a
/// binary or Latin-1 file is reported instead of parsed as garbage.
enum TextDecoding {
    static func utf8(_ bytes: [UInt8]) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid bytes with U+FFFD, which changes the bytes; equal bytes mean
        // the input was valid.
        text.makeContiguousUTF8()
        let unchanged = text.utf8.withContiguousStorageIfAvailable { decoded in
            decoded.elementsEqual(bytes)
        } ?? false
        return unchanged ? text : nil
    }
}
