/// The options used when none are given: every option off.
struct DefaultOptionProvider: WhoopDIOptionProvider {
    func isOptionEnabled(_ option: WhoopDIOption) -> Bool { false }
}

/// The option provider used when none is given, with every option off.
public func defaultWhoopDIOptions() -> WhoopDIOptionProvider {
    DefaultOptionProvider()
}
