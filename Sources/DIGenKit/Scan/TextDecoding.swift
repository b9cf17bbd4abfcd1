import Foundation

/// Strict UTF-8 decoding: text with invalid sequences is refused rather than repaired, so a
/// binary or Latin-1 file is reported instead of parsed as garbage.
enum TextDecoding {
    static func utf8(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        // Decoding repairs invalid bytes with U+FFFD, which changes the bytes; equal bytes mean
        // the input was valid.
        return text.utf8.elementsEqual(data) ? text : nil
    }
}
