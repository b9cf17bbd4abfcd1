/// A synchronous request for a value only an async provider makes. WhoopDI: a `get()` or
/// `inject()` of a key defined with an async closure fails every time it runs, whatever the
/// thread, so it is an error; requests that can await (`getAsync`, `injectAsync`, a generated
/// accessor, which is async for such a key) are not judged. Drip: a generator calling an async
/// module method without `await`, which Swift refuses too, named here by the DI path. Needle's
/// case is `NeedleEffectsRule`, over its own resolution.
struct SynchronousReadsAsyncRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() {
            guard request.isAsync != true, let answer = resolution.answers[index], graph.bindings[answer].isAsync == true
            else { continue }
            let provider = graph.bindings[answer]
            let asking = request.askerName.prefix(1).uppercased() + request.askerName.dropFirst()
            let how = request.asker == nil ? "" : ", which is synchronous,"
            let notes: [String]
            switch graph.scopes[request.scope].style {
            case .drip:
                notes = [
                    "\(provider.owner) makes \(request.key) with an async generator at \(provider.location).",
                    "Make the asking module method async and `await` the call, or make \(request.key)'s generator synchronous.",
                ]
            default:
                notes = [
                    "\(provider.key) is defined with an async closure at \(provider.location) in \(provider.owner).",
                    request.asker == nil
                        ? "Ask with `await \(request.askerName.replacingOccurrences(of: "inject()", with: "injectAsync()"))`, or define \(request.key) with a synchronous closure."
                        : "Make the asking definition async too and ask with `try await getAsync()`, or define \(request.key) with a synchronous closure.",
                ]
            }
            found.append(Diagnostic(
                id: .synchronousReadsAsync, location: request.location,
                message: "\(asking)\(how) asks for \(request.key), which an async provider makes: a synchronous request cannot make it.",
                notes: notes))
        }
        return found
    }
}
