import Testing
@testable import DIGenKit

/// The byte search that decides which files and blocks are parsed: both of its scans find
/// exactly the words a plain substring search finds.
@Suite struct KeywordSearchTests {
    private func naive(_ words: [String], in text: [UInt8], from start: Int, to end: Int) -> Bool {
        words.contains { word in
            let word = Array(word.utf8)
            guard end - start >= word.count else { return false }
            return (start...(end - word.count)).contains { Array(text[$0..<($0 + word.count)]) == word }
        }
    }

    @Test func bothScansAgreeWithAPlainSearch() {
        // Texts built from pieces of the words, so that near misses are common.
        let words = ["parent", "class ", "get(", "Container", "make(", "moduleDependencies", "WhoopDI", "inject"]
        let pieces = ["par", "ent", "class", " ", "get", "(", "Contain", "er", "ma", "ke", "module", "Dependencies",
                      "Whoop", "DI", "in", "ject", "x", "\n", "{", "}"]
        let few = KeywordSearch(Array(words.prefix(2)))
        let many = KeywordSearch(words)
        var seed = UInt64(0x5DEECE66D)
        func next(_ bound: Int) -> Int {
            // A fixed sequence, so that a failure can be replayed.
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let text = Array((0..<next(120)).map { _ in pieces[next(pieces.count)] }.joined().utf8)
            let start = text.isEmpty ? 0 : next(text.count)
            let end = start + next(text.count - start + 1)
            text.withUnsafeBufferPointer { bytes in
                #expect(many.occurs(in: bytes, from: start, to: end) == naive(words, in: text, from: start, to: end))
                #expect(few.occurs(in: bytes, from: start, to: end) == naive(Array(words.prefix(2)), in: text, from: start, to: end))
            }
        }
    }

    @Test func longTextsAndShortWordsUseTheByteSearch() {
        let text = Array((String(repeating: "let value = 1\n", count: 400) + "Drip").utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(KeywordSearch(["Drip"]).occurs(in: bytes))
            #expect(!KeywordSearch(["Drip"]).occurs(in: bytes, to: bytes.count - 1))
            #expect(KeywordSearch(["ab", "va"]).occurs(in: bytes))
            #expect(!KeywordSearch([]).occurs(in: bytes))
        }
    }
}
