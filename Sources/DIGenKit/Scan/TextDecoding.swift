import Foundation

/// Strict UTF-8 decoding: text with invalid sequences is refused rather than repaired, so a
/// binary or Latin-1 file is reported instead of parsed as garbage.
enum TextDecoding {
    static func utf8(_ data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var text = String(decoding: bytes, as: UTF8.self)
            // Decoding repairs invalid bytes with U+FFFD, which changes the bytes; equal bytes
            // mean the input was valid.
            text.makeContiguousUTF8()
            let unchanged = text.utf8.withContiguousStorageIfAvailable { decoded in
                decoded.count == bytes.count
                    && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            } ?? false
            return unchanged ? text : nil
        }
    }
}
