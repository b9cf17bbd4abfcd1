/// Scenarios for the style facades (NeedleStyle, WhoopStyle, DripStyle), added as they land.
enum FacadeScenarios {
    static var all: [Scenario] { [] }
}
