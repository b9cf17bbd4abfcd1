/// A type the parse stage reads only by name at first: a struct, enum or actor, or a class with
/// no superclass, whose member block says none of the words the visitors look for and declares
/// only more such types (not generic, not in code). Nothing in such a block is read unless a
/// request needs a type's shape, so the block is taken out before the parse and its text kept
/// to be parsed on demand (`DeferredTypeDeclaration`).
struct PlainTypeBlock: Equatable {
    /// A type the block declares.
    struct TypeName: Equatable {
        var name: String
        var isStruct: Bool
        /// Where the name is written in the file.
        var offset: Int
    }

    /// From the declaring keyword to the closing brace.
    var declaration: Range<Int>
    /// Between the braces.
    var body: Range<Int>
    /// What the parse does not see: the whole declaration, its modifiers included, when the scan
    /// is sure where it starts and the type is not generic (nothing of it is then left to parse:
    /// its names come from the scan); otherwise only `body`.
    var removal: Range<Int>

    /// Whether the declaration's head is left to the parse (its member block is empty there).
    var keepsHead: Bool { removal == body }
    /// The types declared, in the order a walk meets them: the type itself, then every type
    /// nested in it.
    var types: [TypeName]
    /// The type's own initializers, when they alone say what its initializers are: every `init`
    /// among its members (none in `#if`), unless it is a struct that declares none (its
    /// memberwise initializer comes from its properties).
    var initializers: [BlockScanner.MemberBlock.Initializer]?

    /// The parts of the declaration that declare the type and its initializers, relative to
    /// `declaration`: the head to the opening brace, each `init` to its body's opening brace and
    /// the body's closing brace, and the closing brace. Parsed alone, they give the type's
    /// initializers as a parse of the whole declaration does.
    var initializerPieces: [Range<Int>]? {
        guard let initializers else { return nil }
        let start = declaration.lowerBound
        var pieces = [0..<body.lowerBound - start]
        for initializer in initializers {
            pieces.append(initializer.declaration.lowerBound - start..<initializer.body.lowerBound - start)
            pieces.append(initializer.body.upperBound - start..<initializer.declaration.upperBound - start)
        }
        pieces.append(body.upperBound - start..<declaration.count)
        return pieces
    }
}
