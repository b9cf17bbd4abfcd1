/// A file's bytes with some ranges taken out (the code blocks digen skips), and the map from an
/// offset in what is left back to the offset of the same byte in the file.
struct CompactedSource {
    /// What is left, in order.
    let bytes: [UInt8]
    let offsets: OffsetMap

    /// `original` without `ranges`, which must be in order and must not overlap.
    init(_ original: UnsafeBufferPointer<UInt8>, removing ranges: [Range<Int>]) {
        var kept: [UInt8] = []
        kept.reserveCapacity(original.count - ranges.reduce(0) { $0 + $1.count })
        var removals: [OffsetMap.Removal] = []
        removals.reserveCapacity(ranges.count)
        var next = 0
        var removed = 0
        for range in ranges where !range.isEmpty {
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: original[next..<range.lowerBound]))
            removed += range.count
            removals.append(OffsetMap.Removal(offset: kept.count, removedBefore: removed))
            next = range.upperBound
        }
        kept.append(contentsOf: UnsafeBufferPointer(rebasing: original[next...]))
        bytes = kept
        offsets = OffsetMap(removals: removals)
    }
}

/// Maps an offset in a file's compacted bytes to the offset of the same byte in the file.
struct OffsetMap {
    /// From `offset` on (in the compacted bytes), `removedBefore` bytes of the file were taken
    /// out before it.
    struct Removal {
        var offset: Int
        var removedBefore: Int
    }

    /// In order of offset.
    let removals: [Removal]

    /// The map of a file nothing was taken out of.
    static let identity = OffsetMap(removals: [])

    /// The file's offset of the byte at `offset` in the compacted bytes; an offset where bytes
    /// were taken out maps to the byte after them.
    func original(_ offset: Int) -> Int {
        var low = 0
        var high = removals.count
        // The number of removals at or before `offset`.
        while low < high {
            let middle = (low + high) / 2
            if removals[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? offset : offset + removals[low - 1].removedBefore
    }

    /// The offset in the compacted bytes of the file's byte at `original`, which must not be
    /// inside a range taken out (the start of one maps to where it was).
    func compacted(_ original: Int) -> Int {
        var low = 0
        var high = removals.count
        // The number of removals that end at or before `original` in the file.
        while low < high {
            let middle = (low + high) / 2
            if removals[middle].offset + removals[middle].removedBefore <= original { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? original : original - removals[low - 1].removedBefore
    }
}
