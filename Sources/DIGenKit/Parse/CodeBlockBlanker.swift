/// Finds, without parsing, the code blocks of a file that cannot hold anything digen records, and
/// blanks them out so that the parser skips over their contents.
///
/// A code block is the body of a function, initialiser, accessor, closure or statement, as
/// opposed to the member block of a type or extension, whose declarations digen reads. An
/// outermost code block (one not inside another) is blanked when it is long enough to be worth it
/// and holds none of `SummaryVisitor.relevantKeywords`; the summary visitor reads code only when
/// it holds one of them, so the summary of the blanked text is the summary of the original. When
/// the block is the body of a `func` with a plain name, the function's generic clause,
/// parameters, effects and result type go with it (unless they hold one of the words), leaving
/// `func name(){}`: no visitor reads the signature of a function whose body holds nothing.
///
/// `compacted` removes the blanked bytes and keeps a map back to the original offsets, which
/// spares the parser even the whitespace; `blanked` turns every blanked byte but line breaks into
/// a space instead, so every position, line and column stays where it was.
///
/// The scan follows comments, string literals of every kind (multi-line, raw, with
/// interpolations) and backquoted names. Where it cannot be sure of the structure it gives up and
/// the file is parsed as it is: a `/` that may open a regex literal, an unterminated string or
/// comment, unbalanced brackets. The price of blanking is that a syntax error inside a blanked
/// block is left to the compiler; digen still reports those in the code it reads.
struct CodeBlockBlanker {
    /// Blocks with fewer bytes between their braces are left alone: blanking them saves nothing.
    static let minimumLength = 8

    private let relevant: KeywordSearch
    /// Words that keep a block when they stand in the declaration just before its brace
    /// (`override var moduleDependencies: [DependencyModule] { [Kitchen()] }`).
    private let heads: KeywordSearch?
    /// Words that keep a plain type's member block in the parse (see `PlainTypeBlock`).
    private let memberWords: KeywordSearch

    /// How far before a block's brace `heads` are looked for.
    static let headLength = 96

    /// A blanker that keeps every block holding one of `relevant`'s words, or preceded by one of
    /// `heads`, and every member block holding one of `memberWords`.
    init(
        keeping relevant: KeywordSearch = SummaryVisitor.relevantKeywords, heads: KeywordSearch? = nil,
        members memberWords: KeywordSearch = needleMemberWords
    ) {
        self.relevant = relevant
        self.heads = heads
        self.memberWords = memberWords
    }

    /// The words that declare a type a plain type's member block may hold (its nested types
    /// are followed by the scan instead).
    private static let nestedTypeWords: Set<String> = ["class ", "struct ", "enum ", "actor "]

    /// The words of `SummaryVisitor.relevantWords` but the type-declaring ones: a member block
    /// that says none of them holds nothing Needle's summary reads but its nested types' names.
    static let needleMemberWords = KeywordSearch(SummaryVisitor.relevantWords.filter { !nestedTypeWords.contains($0) })

    /// Words in the code WhoopDI's and Drip's front ends read: definitions, requests, container
    /// set-up, generators and construction chains.
    private static let whoopAndDripWords = SummaryVisitor.relevantWords + [
        "factory", "singleton", "get(", "inject", "Container", "WhoopDI", "setup", "registerModules", "accumulate",
        "createChild", "module", "Module", "single", "transient", "abstract", "override", "make(",
    ]
    /// A search for `whoopAndDripWords`.
    static let whoopAndDripKeywords = KeywordSearch(whoopAndDripWords)

    /// Words before a block that make it part of something the front ends read: a
    /// `moduleDependencies` getter, and the closures of a Drip chain's steps
    /// (`.parent { self.app.component }`, `.module(M.self) { M($0) }`, `.override { Fake() }`),
    /// which need not say any keyword themselves.
    private static let whoopAndDripHeads = KeywordSearch(["moduleDependencies", "parent", "module", "override"])

    /// `whoopAndDripWords` but the type-declaring ones, with `Inject` for the attributes of
    /// WhoopDI's `@Injectable` types and their members.
    private static let whoopAndDripMemberWords = KeywordSearch(whoopAndDripWords.filter { !nestedTypeWords.contains($0) } + ["Inject"])

    /// The blanker for a file read for `styles`: Needle's keywords alone, or with WhoopDI's and
    /// Drip's too.
    static func forStyles(_ styles: Set<Style>) -> CodeBlockBlanker {
        guard !styles.subtracting([.needle]).isEmpty else { return CodeBlockBlanker() }
        return CodeBlockBlanker(keeping: whoopAndDripKeywords, heads: whoopAndDripHeads, members: whoopAndDripMemberWords)
    }

    /// What to take out of a file before the parse.
    struct Plan {
        /// Every byte range to take out, in order and not overlapping.
        var ranges: [Range<Int>]
        /// The plain types whose member blocks are among `ranges`, in order.
        var plainTypes: [PlainTypeBlock]
    }

    /// The skippable code blocks and signatures of `bytes` and, when `deferringPlainTypes`, the
    /// member blocks of its plain types (with everything inside them); nil when the scan gave up.
    func plan(_ bytes: UnsafeBufferPointer<UInt8>, deferringPlainTypes: Bool) -> Plan? {
        var scanner = BlockScanner(bytes: bytes)
        guard let candidates = scanner.outermostCodeBlocks() else { return nil }
        let plain = deferringPlainTypes ? plainTypes(scanner.memberBlocks, in: bytes) : []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(candidates.count + plain.count)
        var nextPlain = 0
        for block in candidates where isSkippable(block, in: bytes) {
            // A code block is either inside a plain type's member block, and goes with it, or
            // apart from every such block.
            while nextPlain < plain.count, plain[nextPlain].removal.upperBound <= block.body.lowerBound {
                ranges.append(plain[nextPlain].removal)
                nextPlain += 1
            }
            if nextPlain < plain.count, plain[nextPlain].removal.contains(block.body.lowerBound) { continue }
            // A signature that says one of the words stays: a default value may be a call
            // something records (`func make(_ c: C = C(parent: root)) { … }`).
            if let span = block.signatureSpan, !relevant.occurs(in: bytes, from: span.lowerBound, to: span.upperBound) {
                ranges += block.signature
            }
            ranges.append(block.body)
        }
        ranges += plain[nextPlain...].map(\.removal)
        return Plan(ranges: ranges, plainTypes: plain)
    }

    /// The outermost plain types among `blocks` (every member block, in order).
    private func plainTypes(_ blocks: [BlockScanner.MemberBlock], in bytes: UnsafeBufferPointer<UInt8>) -> [PlainTypeBlock] {
        var found: [PlainTypeBlock] = []
        var index = 0
        while index < blocks.count {
            // The blocks nested in this one follow it directly.
            var end = index + 1
            while end < blocks.count, blocks[end].body.lowerBound < blocks[index].body.upperBound { end += 1 }
            if let plain = plainType(blocks[index], nested: blocks[index + 1..<end], in: bytes) {
                found.append(plain)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    private func plainType(
        _ block: BlockScanner.MemberBlock, nested: ArraySlice<BlockScanner.MemberBlock>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> PlainTypeBlock? {
        guard block.body.count >= Self.minimumLength, let outer = Self.plainName(block.head, in: bytes),
              !memberWords.occurs(in: bytes, from: block.body.lowerBound, to: block.body.upperBound) else { return nil }
        var types = [outer]
        for inner in nested {
            // A nested generic type's parameters would be unknown until the block is parsed. A
            // nested `actor` is not followed: the word is also a name (`case actor`), so the scan
            // cannot be sure it declares a type (an outer one is checked by the visitors).
            guard !inner.head.isGeneric, inner.head.keyword != .actor, let name = Self.plainName(inner.head, in: bytes) else { return nil }
            types.append(name)
        }
        let initializersAreWhole = block.initializersAreKnown && !(block.head.keyword == .struct && block.initializers.isEmpty)
            && !Self.conditionalCompilation.occurs(in: bytes, from: block.body.lowerBound, to: block.body.upperBound)
        let end = block.body.upperBound + 1
        let removal = !block.head.isGeneric ? block.head.declarationStart.map { $0..<end } ?? block.body : block.body
        return PlainTypeBlock(
            declaration: block.head.keywordStart..<end, body: block.body, removal: removal, types: types,
            initializers: initializersAreWhole ? block.initializers : nil)
    }

    /// An `#if` among a type's members may hide initializers from a reading of its direct members.
    private static let conditionalCompilation = KeywordSearch(["#if"])

    /// The name of the type `head` declares when it may be plain: a struct, enum or actor, or a
    /// class with no superclass, with a plain name, not declared in code.
    private static func plainName(_ head: BlockScanner.TypeHead, in bytes: UnsafeBufferPointer<UInt8>) -> PlainTypeBlock.TypeName? {
        guard !head.isInCode, let name = head.name, !name.isEmpty else { return nil }
        switch head.keyword {
        case .struct, .enum, .actor: break
        case .class where !head.inherits: break
        default: return nil
        }
        return PlainTypeBlock.TypeName(
            name: String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self), isStruct: head.keyword == .struct,
            offset: name.lowerBound)
    }

    /// `bytes` with each skippable block blanked, or nil when there is none or the scan gave up.
    func blanked(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let ranges = removableRanges(in: bytes), !ranges.isEmpty else { return nil }
        var copy = Array(bytes)
        for range in ranges {
            for index in range where copy[index] != UInt8(ascii: "\n") && copy[index] != UInt8(ascii: "\r") {
                copy[index] = UInt8(ascii: " ")
            }
        }
        return copy
    }

    /// `bytes` without the skippable blocks' contents, with the map from the offsets of what is
    /// left to those of the original; nil when there is nothing to skip or the scan gave up.
    func compacted(_ bytes: UnsafeBufferPointer<UInt8>) -> CompactedSource? {
        guard let ranges = removableRanges(in: bytes), !ranges.isEmpty else { return nil }
        return CompactedSource(bytes, removing: ranges)
    }

    /// The byte ranges between the braces of every skippable block, in order, or nil when the scan
    /// gave up.
    func skippableBlocks(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        skippable(in: bytes)?.map(\.body)
    }

    /// Every byte range that can go, in order: the skippable blocks' contents and the signatures
    /// of the functions they are the bodies of.
    func removableRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        plan(bytes, deferringPlainTypes: false)?.ranges
    }

    private func skippable(in bytes: UnsafeBufferPointer<UInt8>) -> [CodeBlockCandidate]? {
        var scanner = BlockScanner(bytes: bytes)
        return scanner.outermostCodeBlocks()?.filter { isSkippable($0, in: bytes) }
    }

    private func isSkippable(_ candidate: CodeBlockCandidate, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = candidate.body
        guard range.count >= Self.minimumLength,
              !relevant.occurs(in: bytes, from: range.lowerBound, to: range.upperBound) else { return false }
        guard let heads else { return true }
        return !heads.occurs(in: bytes, from: range.lowerBound - Self.headLength, to: range.lowerBound)
    }
}

/// An outermost code block `BlockScanner` found: the bytes between its braces, and, when it is
/// the body of a `func` with a plain name, the parts of the signature that can go with it.
struct CodeBlockCandidate {
    var body: Range<Int>
    /// The generic clause, the parameters inside their parentheses, and everything from the
    /// closing parenthesis to the body's brace; empty when the block is no such body.
    var signature: [Range<Int>] = []

    /// From the end of the function's name to the body's brace.
    var signatureSpan: Range<Int>? {
        guard let first = signature.first, let last = signature.last else { return nil }
        return first.lowerBound..<last.upperBound
    }
}
