/// The container of the outermost `inject` running on the current task (or thread).
///
/// `DependencyModule.get` resolves against it, so a factory defined in a parent container can
/// use what the child that was asked provides, exactly as in WhoopDI. `@TaskLocal` falls back to
/// thread-local storage outside a task, so plain threads are covered too.
enum ContainerContext {
    @TaskLocal static var currentContainer: Container?

    /// Runs `operation` with `container` as the current container.
    static func withContainer<T>(_ container: Container, operation: () throws -> T) rethrows -> T {
        if currentContainer === container { return try operation() }
        return try $currentContainer.withValue(container, operation: operation)
    }
}
