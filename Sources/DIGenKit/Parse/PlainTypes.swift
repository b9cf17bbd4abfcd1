import SwiftSyntax

/// The plain types whose member blocks were taken out of a parsed file (see `PlainTypeBlock`),
/// found in the tree by their empty member blocks.
struct PlainTypes {
    /// None: every member block was parsed.
    static let none = PlainTypes(blocks: [], offsets: .identity)

    /// The blocks, in order.
    let blocks: [PlainTypeBlock]
    /// Where each block's body was in the parsed text, to its index in `blocks`.
    private let bodyStarts: [Int: Int]

    /// How many blocks leave their type's head to the parse, where the visitors meet it.
    let keptHeads: Int

    /// The blocks taken out of a file whose parsed text `offsets` maps back.
    init(blocks: [PlainTypeBlock], offsets: OffsetMap) {
        self.blocks = blocks
        var starts: [Int: Int] = [:]
        starts.reserveCapacity(blocks.count)
        for (index, block) in blocks.enumerated() where block.keepsHead { starts[offsets.compacted(block.body.lowerBound)] = index }
        bodyStarts = starts
        keptHeads = starts.count
    }

    /// The names of the types whose whole declarations were taken out, with where each is
    /// written, in order: the visitors never meet them.
    var namesTakenOut: [(block: Int, member: Int, name: PlainTypeBlock.TypeName)] {
        var found: [(block: Int, member: Int, name: PlainTypeBlock.TypeName)] = []
        for (index, block) in blocks.enumerated() where !block.keepsHead {
            for (member, name) in block.types.enumerated() { found.append((index, member, name)) }
        }
        return found
    }

    /// The index in `blocks` of the type whose member block is `members`, when its members were
    /// taken out.
    func block(of members: MemberBlockSyntax) -> Int? {
        guard !bodyStarts.isEmpty else { return nil }
        // Nothing is left between the braces of a block taken out, so its body began right
        // after the opening brace.
        return bodyStarts[members.leftBrace.endPosition.utf8Offset]
    }
}
