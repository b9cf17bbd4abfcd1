/// Strict UTF-8 decoding: text with invalid sequences is refused rather than repaired, so a
/// binary or Latin-1 file is reported instead of parsed as garbage.
enum TextDecoding {
    /// Whether every byte is ASCII, eight bytes at a time.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            let count = raw.count
            while index + 8 <= count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                index += 8
            }
            while index < count {
                if raw[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

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

    /// `bytes` transcoded to UTF-8 when they are UTF-16 text that starts with a byte-order mark
    /// (either byte order), or nil when they are not, or hold an unpaired surrogate.
    static func utf16WithByteOrderMark(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        let isLittleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): isLittleEndian = true
        case (0xFE, 0xFF): isLittleEndian = false
        default: return nil
        }
        let units = stride(from: 2, to: bytes.count, by: 2).lazy.map { index in
            isLittleEndian
                ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { output.append($0) }
        return failed ? nil : output
    }
}
