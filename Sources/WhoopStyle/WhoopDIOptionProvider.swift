/// Answers which `WhoopDIOption`s are on. Pass one to `WhoopDI.setup` or `Container.init`.
public protocol WhoopDIOptionProvider: Sendable {
    /// Whether `option` is on.
    func isOptionEnabled(_ option: WhoopDIOption) -> Bool
}
