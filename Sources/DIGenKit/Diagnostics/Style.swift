/// A style of dependency injection digen reads: one front end each.
public enum Style: String, CaseIterable, Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Uber's Needle (`NeedleFoundation`, or this toolkit's `NeedleStyle`).
    case needle
    /// WhoopInc's WhoopDI (`WhoopDIKit`, or `WhoopStyle`).
    case whoop
    /// devmynd's Drip (`Drip`, or `DripStyle`).
    case drip

    /// The library's name, as messages say it.
    public var description: String {
        switch self {
        case .needle: "Needle"
        case .whoop: "WhoopDI"
        case .drip: "Drip"
        }
    }

    /// Orders as declared: Needle, WhoopDI, Drip.
    public static func < (lhs: Style, rhs: Style) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Which styles a run reads: `--style auto|needle|whoop|drip`.
public enum StyleSelection: String, CaseIterable, Hashable, Sendable {
    /// Every style, each file read for the styles its imports name (the default).
    case auto
    /// Needle only.
    case needle
    /// WhoopDI only.
    case whoop
    /// Drip only.
    case drip

    /// The styles this selection reads.
    public var styles: Set<Style> {
        switch self {
        case .auto: Set(Style.allCases)
        case .needle: [.needle]
        case .whoop: [.whoop]
        case .drip: [.drip]
        }
    }
}
