/// The style-neutral static graph the front ends build and the rules, the generator and the
/// graph export read: scopes with their parent edges, the bindings each provides, and the
/// requests made in each.
public struct StaticGraph: Codable, Hashable, Sendable {
    /// Every scope; bindings and requests refer to them by index.
    public var scopes: [GraphScope] = []
    /// Every binding.
    public var bindings: [GraphBinding] = []
    /// Every request.
    public var requests: [GraphRequest] = []
    /// Every construction of a scope that must be given its parents and modules (Drip's chains).
    public var constructions: [GraphConstruction] = []
    /// The import statements of the files that declare the WhoopDI and Drip parts, sorted, for
    /// generated code.
    public var imports: [String] = []

    /// An empty graph.
    public init() {}

    /// Adds `scope` and returns its index.
    mutating func add(_ scope: GraphScope) -> Int {
        scopes.append(scope)
        return scopes.count - 1
    }

    /// Adds `binding` and returns its index.
    @discardableResult
    mutating func add(_ binding: GraphBinding) -> Int {
        bindings.append(binding)
        return bindings.count - 1
    }

    /// Adds every scope, binding, request and construction of `other` after this graph's own,
    /// with its indices moved along. Elements are copied once and their indices moved in place.
    mutating func append(_ other: StaticGraph) {
        let scopeOffset = scopes.count
        let bindingOffset = bindings.count
        func appended<Element>(_ tail: [Element], to list: inout [Element], moving move: (inout Element) -> Void) {
            // Appending nothing leaves the list alone, so a list shared with another graph is not
            // copied.
            guard !tail.isEmpty else { return }
            let start = list.count
            if list.isEmpty { list = tail } else { list += tail }
            // Appended to an empty graph, nothing moves, and the shared elements stay shared.
            guard scopeOffset != 0 || bindingOffset != 0 else { return }
            for index in start..<list.count { move(&list[index]) }
        }
        appended(other.scopes, to: &scopes) { scope in
            if scopeOffset != 0 { for position in scope.parents.indices { scope.parents[position] += scopeOffset } }
        }
        appended(other.bindings, to: &bindings) { $0.scope += scopeOffset }
        appended(other.requests, to: &requests) { request in
            request.scope += scopeOffset
            if let asker = request.asker { request.asker = asker + bindingOffset }
            if case .exactly(let scope) = request.lookup { request.lookup = .exactly(scope + scopeOffset) }
        }
        if !other.imports.isEmpty { imports = Array(Set(imports + other.imports)).sorted() }
        appended(other.constructions, to: &constructions) { construction in
            construction.scope += scopeOffset
            if scopeOffset != 0 { construction.parents = construction.parents.map { $0.map { $0 + scopeOffset } } }
        }
    }

    /// The scopes from the root down to `scope`, following each scope's first parent.
    public func path(to scope: Int) -> [Int] {
        var path = [scope]
        var seen: Set<Int> = [scope]
        while let parent = scopes[path[0]].parents.first, seen.insert(parent).inserted {
            path.insert(parent, at: 0)
        }
        return path
    }
}

/// A place a scope is made and what it is given there, checked against what it needs.
public struct GraphConstruction: Codable, Hashable, Sendable {
    /// The scope made, by index.
    public var scope: Int
    /// The parents it is given, by scope index; `nil` marks one digen could not work out.
    public var parents: [Int?]
    /// The modules it is given, by name.
    public var modules: [String]
    /// The keys it overrides.
    public var overrides: [GraphKey]
    /// Where it is made.
    public var location: SourceLocation
    /// The accessors (by name) read on what it makes, where digen sees them: a parent or module
    /// is needed only where an accessor that reads it is read, as Drip looks it up only then.
    public var readAccessors: Set<String> = []
    /// Where accessors read away from the chain (a property read in an extension or on an
    /// instance of its type) are first read, by name: a failure is reported there.
    public var readLocations: [String: SourceLocation] = [:]
    /// Where the made component goes when digen cannot follow it (`DripConstruction.unfollowed`).
    public var unfollowed: String? = nil
}
