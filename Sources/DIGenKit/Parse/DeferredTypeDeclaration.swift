/// The text of a type the parse stage did not parse, because nothing in it is read unless a
/// request needs its shape (a plain type: see `PlainTypeBlock`); `TypeLookup` parses it when
/// one does.
public struct DeferredTypeDeclaration: Codable, Hashable, Sendable {
    /// The declaration from its keyword (`struct`, `class`, …) to its closing brace, as UTF-8.
    public var text: [UInt8]
    /// The 1-based line and UTF-8 column in the file where `text` starts.
    public var line: Int
    /// See `line`.
    public var column: Int
    /// The ranges of `text` that declare the type and its initializers, when parsing them alone
    /// gives its initializers (see `PlainTypeBlock.initializerPieces`); `nil` when only the whole
    /// declaration does.
    public var initializerPieces: [Range<Int>]?

    /// A declaration with every part given.
    public init(text: [UInt8], line: Int, column: Int, initializerPieces: [Range<Int>]? = nil) {
        self.text = text
        self.line = line
        self.column = column
        self.initializerPieces = initializerPieces
    }

    /// The pieces that are `init` signatures (from the keyword to its body's opening brace, included): every other
    /// piece after the head, the ones between being the bodies' closing braces.
    var initializerSignatures: [Range<Int>]? {
        initializerPieces.map { pieces in stride(from: 1, to: pieces.count - 1, by: 2).map { pieces[$0] } }
    }
}

/// Where the shape a placeholder stands for is: the declaration in the file's
/// `deferredTypes`, and the type's place among the shapes parsing it gives.
public struct DeferredShapeReference: Codable, Hashable, Sendable {
    /// The index in the file summary's `deferredTypes`.
    public var declaration: Int
    /// The index among the shapes the declaration gives (0 for the type itself, then its
    /// nested types in order).
    public var member: Int

    /// A reference with every part given.
    public init(declaration: Int, member: Int) {
        self.declaration = declaration
        self.member = member
    }
}

extension TypeShape {
    /// The placeholder for the type `type` names, declared at `location`, whose shape is to be
    /// read at `reference`: no properties, initializers or generic parameters until then.
    static func placeholder(for type: PlainTypeBlock.TypeName, at location: SourceLocation, standingFor reference: DeferredShapeReference) -> TypeShape {
        var shape = TypeShape(name: type.name, isStruct: type.isStruct, properties: [], initializers: [], location: location)
        shape.deferred = reference
        return shape
    }
}

extension FileSummary {
    /// The summary with every placeholder shape replaced by the shape its deferred declaration
    /// gives, as a parse of the whole file would have recorded it.
    func resolvingDeferredTypes() -> FileSummary {
        guard !deferredTypes.isEmpty else { return self }
        var resolved = self
        let parsed = deferredTypes.map { FileSummarizer.shapes(of: $0, path: path) }
        resolved.shapes = shapes.map { shape in
            guard let reference = shape.deferred, reference.member < parsed[reference.declaration].count else { return shape }
            return parsed[reference.declaration][reference.member]
        }
        resolved.deferredTypes = []
        return resolved
    }
}
