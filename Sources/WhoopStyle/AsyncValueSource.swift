import DIGraph

/// What an async definition (`factory` or `singleton` with an async closure) makes its values
/// with: the closure, and for a singleton the cell that keeps the one value. Not in WhoopDI.
///
/// One source per registration, so a singleton's value is shared by the container that defines
/// it and every container below, as a synchronous singleton's is.
final class AsyncValueSource<T: Sendable>: @unchecked Sendable {
    let key: ServiceKey
    // Like WhoopDI's synchronous closures, the closure captures modules and locals and runs in
    // whichever task resolves it; the once-cell makes a singleton's run happen once.
    private nonisolated(unsafe) let make: () async throws -> T
    private let cell: AsyncOnceCell<T>?

    init(key: ServiceKey, lifetime: Lifetime, make: @escaping () async throws -> T) {
        self.key = key
        self.make = make
        cell = lifetime == .transient ? nil : AsyncOnceCell(key: key.bindingKey)
    }

    /// The singleton's value, when a task has made it.
    var madeValue: T? { cell?.builtValue }

    /// A value: the singleton's (made by the first task to ask), or a new one.
    func value(isolation: isolated (any Actor)? = #isolation) async throws -> T {
        do {
            if let cell {
                return try await cell.value(heldBy: self) { try await checked() }
            }
            return try await AsyncResolution.making(key.bindingKey, heldBy: self) { try await checked() }
        } catch {
            throw DependencyError.leaving(key.bindingKey, error)
        }
    }

    private func checked(isolation: isolated (any Actor)? = #isolation) async throws -> T {
        let value = try await make()
        if T.self is any OptionalValue.Type, isNil(value) { throw DependencyError.nilDependency(key) }
        return value
    }
}

/// Thrown by the synchronous stand-in that an async definition binds under its key: a
/// synchronous `get` or `inject` met a value only an async definition makes. `getAsync` catches
/// it for the key it asked for and awaits the source instead.
struct AsyncDefinitionRequired: Error, CustomStringConvertible {
    /// The async definition's source, typed `AsyncValueSource<T>`.
    let source: any Sendable
    let key: ServiceKey
    /// The keys whose synchronous definitions asked for it, outermost first.
    let requiredBy: [String]

    var description: String {
        var text = "\(key) is defined by an async closure, so it cannot be made synchronously. "
        if let consumer = requiredBy.last {
            text += "Define \(consumer) with an async closure too and get it there with `try await getAsync()`."
            text += "\nRequired by: \((requiredBy + [key.bindingKey.description]).joined(separator: " -> "))"
        } else {
            text += "Resolve it with `await injectAsync()`, or with `try await getAsync()` inside an async definition."
        }
        return text
    }
}

/// The container an async resolution runs against, for the definitions it reaches: synchronous
/// resolution keeps it per thread (`ResolutionContext`), but an async closure may resume on
/// any thread, so this one travels with the task.
enum AsyncInjection {
    @TaskLocal static var container: Container?
}
