import Testing

/// Every test that uses the global `WhoopDI.appContainer` is nested in this suite, so that they
/// run one at a time.
@Suite(.serialized) struct AppContainerSuite {}
