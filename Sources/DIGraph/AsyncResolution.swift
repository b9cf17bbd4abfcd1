/// The chain of values the current task is making with async providers, for cycle and depth
/// checks: the async counterpart of `ResolutionChain`, shared by the facades (`package`).
///
/// The chain lives in a task-local, not in the thread-local stack the synchronous resolution
/// uses: an async provider may suspend and resume on another thread, while a task's chain stays
/// its own. A task made inside a provider inherits the chain, so a cycle through it is still seen.
package enum AsyncResolution {
    /// One value being made: its key, the identity of what holds it (a definition, a component),
    /// and the once-cell it is built into, for async singletons.
    package final class Link: Sendable {
        let key: BindingKey
        let holder: ObjectIdentifier
        let cell: AsyncCellNode?
        let parent: Link?
        let depth: Int

        init(key: BindingKey, holder: ObjectIdentifier, cell: AsyncCellNode?, parent: Link?) {
            self.key = key
            self.holder = holder
            self.cell = cell
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
        }

        /// The links from the outermost to this one.
        var outermostFirst: [Link] {
            var links: [Link] = []
            var link: Link? = self
            while let current = link {
                links.append(current)
                link = current.parent
            }
            return links.reversed()
        }

        /// The once-cells this task is building, innermost included.
        var cellsBeingBuilt: [AsyncCellNode] {
            outermostFirst.compactMap(\.cell)
        }
    }

    /// The current task's innermost value being made, if any.
    @TaskLocal package static var current: Link?

    /// Runs `make`, which makes `key`'s value held by `holder`, with it on the current task's
    /// chain, in the caller's isolation.
    ///
    /// - Throws: `DIError.cycle` when the task is already making `key` for `holder`,
    ///   `DIError.resolutionTooDeep` when the chain may not grow, or what `make` throws.
    package static func making<Result>(
        _ key: BindingKey,
        heldBy holder: AnyObject,
        isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws -> Result
    ) async throws -> Result {
        let link = try link(for: key, holder: ObjectIdentifier(holder), cell: nil)
        return try await $current.withValue(link) { try await make() }
    }

    /// The link for making `key` in the current task, after the cycle and depth checks.
    static func link(for key: BindingKey, holder: ObjectIdentifier, cell: AsyncCellNode?) throws -> Link {
        let parent = current
        if let parent {
            let chain = parent.outermostFirst
            if let start = chain.firstIndex(where: { $0.key == key && $0.holder == holder }) {
                throw DIError.cycle(path: chain[start...].map(\.key.description) + [key.description])
            }
            if parent.depth >= Scope.maximumResolutionDepth {
                throw DIError.resolutionTooDeep(start: chain[0].key.description, depth: parent.depth + 1)
            }
        }
        return Link(key: key, holder: holder, cell: cell, parent: parent)
    }
}
