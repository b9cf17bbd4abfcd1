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

    /// What a file's bytes are as text.
    enum Decoded: Equatable {
        /// UTF-8 text: the file's own bytes, or its UTF-16 or UTF-32 text transcoded.
        case text([UInt8])
        /// The bytes say they are in this encoding (a byte-order mark, or the zero bytes of its
        /// code units) but do not decode in it.
        case invalid(encoding: String)
        /// The bytes are text in no encoding Swift reads.
        case unknown
    }

    /// `bytes` as UTF-8 text. UTF-8 is read as it is (with or without a byte-order mark, which
    /// the parser skips); UTF-16 and UTF-32, in either byte order, are transcoded when they
    /// start with a byte-order mark or, without one, when their zero bytes fall where text in
    /// that encoding has them (every code unit of ASCII text has them, and no UTF-8 text does).
    static func decode(_ bytes: [UInt8]) -> Decoded {
        if isASCII(bytes) && !bytes.contains(0) { return .text(bytes) }
        if let encoding = WideEncoding.marked(bytes) {
            return encoding.utf8(bytes).map(Decoded.text) ?? .invalid(encoding: encoding.name)
        }
        // Without a mark, the first encoding whose zero bytes fit and that decodes is the one.
        for encoding in WideEncoding.unmarked(bytes) {
            if let text = encoding.utf8(bytes) { return .text(text) }
        }
        return utf8(bytes) != nil ? .text(bytes) : .unknown
    }
}

/// UTF-16 and UTF-32, in either byte order.
private struct WideEncoding {
    /// 2 or 4.
    var unitSize: Int
    var isLittleEndian: Bool
    /// Bytes of byte-order mark to skip.
    var markLength = 0

    var name: String { "UTF-\(unitSize * 8)\(isLittleEndian ? "LE" : "BE")" }

    /// The encoding a byte-order mark at the start of `bytes` names; UTF-32's marks are tested
    /// first, since UTF-32LE's starts with UTF-16LE's.
    static func marked(_ bytes: [UInt8]) -> WideEncoding? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return WideEncoding(unitSize: 4, isLittleEndian: true, markLength: 4) }
        if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return WideEncoding(unitSize: 4, isLittleEndian: false, markLength: 4) }
        if bytes.starts(with: [0xFF, 0xFE]) { return WideEncoding(unitSize: 2, isLittleEndian: true, markLength: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return WideEncoding(unitSize: 2, isLittleEndian: false, markLength: 2) }
        return nil
    }

    /// The encodings whose zero bytes `bytes` have, without a byte-order mark, UTF-32 first:
    /// for UTF-32 the high byte of every unit is zero and the next is at most 0x10 (Unicode ends
    /// at U+10FFFF), and for UTF-16 the high byte of at least a quarter of the units and the low
    /// byte of few (Swift source is mostly ASCII). UTF-8 text has no zero bytes but a rare NUL
    /// character, so it never looks like either.
    static func unmarked(_ bytes: [UInt8]) -> [WideEncoding] {
        let count = bytes.count
        guard count >= 4, bytes.contains(0) else { return [] }
        var found: [WideEncoding] = []
        if count % 4 == 0 {
            for isLittleEndian in [true, false] {
                let high = isLittleEndian ? 3 : 0
                let next = isLittleEndian ? 2 : 1
                if stride(from: 0, to: count, by: 4).allSatisfy({ bytes[$0 + high] == 0 && bytes[$0 + next] <= 0x10 }) {
                    found.append(WideEncoding(unitSize: 4, isLittleEndian: isLittleEndian))
                }
            }
        }
        if count % 2 == 0 {
            for isLittleEndian in [true, false] {
                let high = isLittleEndian ? 1 : 0
                var zeroHigh = 0
                var zeroLow = 0
                for index in stride(from: 0, to: count, by: 2) {
                    if bytes[index + high] == 0 { zeroHigh += 1 }
                    if bytes[index + 1 - high] == 0 { zeroLow += 1 }
                }
                if zeroLow * 16 <= zeroHigh && zeroHigh * 4 >= count / 2 { found.append(WideEncoding(unitSize: 2, isLittleEndian: isLittleEndian)) }
            }
        }
        return found
    }

    /// `bytes` transcoded to UTF-8, or nil when they are not valid text in this encoding.
    func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        guard (bytes.count - markLength) % unitSize == 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let starts = stride(from: markLength, to: bytes.count, by: unitSize)
        let failed: Bool
        if unitSize == 2 {
            let units = starts.lazy.map { index in
                isLittleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            failed = Swift.transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { output.append($0) }
        } else {
            let units = starts.lazy.map { index in
                let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[index + $1]) << (8 * UInt32(isLittleEndian ? $1 : 3 - $1)) }
                return value
            }
            failed = Swift.transcode(units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true) { output.append($0) }
        }
        return failed ? nil : output
    }
}
