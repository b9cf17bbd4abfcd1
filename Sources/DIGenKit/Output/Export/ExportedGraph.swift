/// The graph as `digen graph` writes it, in every format: what each scope binds, what each
/// request is answered by, and where the check found the graph broken. Its JSON form is
/// documented (with `version`) in Sources/digen/digen.docc/ExportingTheGraph.md.
public struct ExportedGraph: Codable, Hashable, Sendable {
    /// A scope: a Needle component, a WhoopDI container or module set, a Drip component.
    public struct Scope: Codable, Hashable, Sendable {
        /// `s0`, `s1`, …
        public var id: String
        public var name: String
        /// `component`, `appContainer`, `container`, `moduleSet`, `localInject`, `dripComponent`.
        public var kind: String
        /// `needle`, `whoop` or `drip`.
        public var style: String
        /// The ids of the scopes it resolves through (WhoopDI), is instantiated by (Needle) or
        /// reads (Drip).
        public var parents: [String]
        /// `file:line:column`, when known.
        public var location: String?

        /// How pictures label it: `RootComponent · Needle component`.
        var title: String {
            let kinds = [
                "component": "Needle component", "appContainer": "WhoopDI app container", "container": "WhoopDI container",
                "moduleSet": "WhoopDI module set", "localInject": "WhoopDI local inject", "dripComponent": "Drip component",
            ]
            return "\(name) · \(kinds[kind] ?? kind)"
        }
    }

    /// A binding: what a scope provides.
    public struct Binding: Codable, Hashable, Sendable {
        /// `b0`, `b1`, …
        public var id: String
        public var scope: String
        /// The key in its library's words (`Pump with name: <no name>`, `(title: String)`).
        public var key: String
        /// The key's type, when it has one.
        public var type: String?
        /// The key's name, when it has one.
        public var name: String?
        /// `computed`, `shared`, `factory`, `singleton`, `accumulation`, `injectable`, `single`,
        /// `transient`, `abstract`.
        public var kind: String
        /// The module, component or type that declares it.
        public var owner: String
        public var location: String
    }

    /// A key asked for that nothing answers.
    public struct Missing: Codable, Hashable, Sendable {
        /// `m0`, `m1`, …
        public var id: String
        /// The scope it was asked for in.
        public var scope: String
        /// The key, in its library's words.
        public var key: String
        /// Where it is asked for.
        public var location: String
        /// Whether the check reports it (`false` for what may still be answered at run time:
        /// an optional, which gets nil, or a name a definition may have that digen cannot read).
        public var reported: Bool
    }

    /// An arrow: a request from its asker to the binding (or missing key) that answers it, or a
    /// scope to its parent.
    public struct Edge: Codable, Hashable, Sendable {
        /// A binding id, or a scope id for a request made by the scope itself or by app code.
        public var from: String
        /// A binding, missing-key or scope id.
        public var to: String
        /// `request` or `parent`.
        public var kind: String
        /// Whether it lies on a cycle the check reported.
        public var onCycle: Bool
    }

    /// The schema's version; it changes when a field changes meaning or goes away.
    public var version = 1
    public var scopes: [Scope] = []
    public var bindings: [Binding] = []
    public var missing: [Missing] = []
    public var edges: [Edge] = []
}
