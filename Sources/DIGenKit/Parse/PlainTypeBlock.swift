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
    }

    /// From the declaring keyword to the closing brace.
    var declaration: Range<Int>
    /// Between the braces: what the parse does not see.
    var body: Range<Int>
    /// The types declared, in the order a walk meets them: the type itself, then every type
    /// nested in it.
    var types: [TypeName]
}
