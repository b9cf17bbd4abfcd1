import Foundation

/// The shapes parsed from deferred type declarations (`DeferredTypeDeclaration`) as the front
/// ends ask for them, each parsed once, whichever thread asks first.
///
/// `TypeLookup` is a value the front ends read side by side; this cache is the one thing in it
/// that changes, behind a lock, so its answers do not depend on which front end asked first.
/// The declarations known to be needed are read before the front ends start and kept in the
/// lookup itself; this holds the rest.
final class DeferredShapeCache: @unchecked Sendable {
    /// A deferred declaration (its file's index in the lookup, and its index in that file), and
    /// what was read of it.
    struct Key: Hashable {
        /// What a declaration was parsed for.
        enum Part: Hashable {
            /// Every type it declares, whole.
            case whole
            /// The type itself with its initializers only
            /// (`FileSummarizer.initializerShape(of:path:)`).
            case initializers

            /// An order for sorting keys.
            var rank: Int { self == .whole ? 0 : 1 }
        }

        var file: Int
        var declaration: Int
        var part: Part
    }

    // `@unchecked Sendable` is sound: `shapes` is only read or written with `lock` held.
    private let lock = NSLock()
    private var shapes: [Key: [TypeShape]] = [:]

    /// The shapes read for `key`, from `parse` the first time.
    func shapes(for key: Key, parse: () -> [TypeShape]) -> [TypeShape] {
        lock.lock()
        defer { lock.unlock() }
        if let found = shapes[key] { return found }
        // Parsed with the lock held: two threads never parse the same declaration, and a parse
        // here is rare (the ones requests pass arguments to are read beforehand).
        let parsed = parse()
        shapes[key] = parsed
        return parsed
    }
}
