/// Names WhoopDI's API gives itself, which the reader and the accessor generator both know.
enum WhoopNames {
    /// Names `WhoopDI` and `Container` already have: a generated accessor never takes one, and a
    /// call of one is never read as a call of a generated accessor.
    static let libraryMembers: Set<String> = [
        "inject", "injectAsync", "setup", "registerModules", "appContainer", "removeAllDependencies", "createChild", "init", "deinit",
        "self", "Type", "Protocol",
    ]
}
