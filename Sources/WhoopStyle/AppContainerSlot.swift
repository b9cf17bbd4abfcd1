import DIGraph

/// Where `WhoopDI.appContainer` lives: one global container, read on every `WhoopDI.inject()`
/// without a process-wide lock.
///
/// The container itself is guarded by a lock, and every replacement bumps a generation counter.
/// Each thread keeps the container it last read, with the generation it read it at, in its
/// `ResolutionContext`; an `inject` compares one atomic word with that generation and takes the
/// lock only when the container has been replaced since. A replaced container therefore stays
/// alive, held by threads that cached it, until each of them next reads the slot (or ends).
///
/// `WhoopDI.inject()` uses the cached container without retaining it. That is sound because a
/// thread drops a cached container only while no `inject` runs on it: a refresh made during an
/// `inject` (by a nested `WhoopDI.inject` after a replacement) keeps the old container in the
/// context until the next refresh outside any `inject`.
@usableFromInline
final class AppContainerSlot: Sendable {
    private let storage: Locked<Container>
    private let generation = AtomicCounter()

    init(_ container: Container) {
        storage = Locked(container)
    }

    /// The container, read under the lock.
    var container: Container {
        storage.withLock { $0 }
    }

    /// Replaces the container; each thread sees the new one on its next read.
    func replace(with container: Container) {
        storage.withLock { $0 = container }
        // Bumped after the store: a thread that sees the new generation then reads, under the
        // lock, a container at least as new as the one that went with it.
        generation.increment()
    }

    /// The container a `get` outside any synchronous `inject` resolves against: inside an async
    /// definition, the async resolution's; otherwise this slot's, from `context`'s cache when no
    /// replacement happened since it was filled.
    ///
    /// The async case is decided here, out of line, rather than in the inlinable
    /// `ResolutionContext.withResolvingContainer` that calls it: the code inlined into every
    /// definition closure stays what it was, and costs what it did.
    @usableFromInline
    func container(cachedIn context: ResolutionContext) -> Container {
        if let running = AsyncInjection.container { return running }
        return unretainedContainer(cachedIn: context).takeUnretainedValue()
    }

    /// `container(cachedIn:)` without a retain, for `WhoopDI.inject()`, which saves two atomic
    /// operations per call. The context keeps the container alive; a caller may use it
    /// unretained only if it sets `context.container` (starts an `inject`) before running
    /// anything else, because a cached container is only released by a refresh made while no
    /// `inject` runs on this thread.
    @usableFromInline
    func unretainedContainer(cachedIn context: ResolutionContext) -> Unmanaged<Container> {
        let current = generation.load()
        if let cached = context.appContainer, context.appContainerGeneration == current {
            return Unmanaged.passUnretained(cached)
        }
        // Read after the generation: if a replacement lands in between, the container read here
        // is newer than `current` says, and the next call reads it again, which is harmless.
        let fresh = container
        context.refreshAppContainer(fresh, generation: current)
        return Unmanaged.passUnretained(fresh)
    }
}
