import DripStyle
import Testing

/// Sources/DripStyle/DripStyle.docc/Failures.md's pitfall "two generators whose results are related", as written there.
@Suite struct RelatedResultsGuideTests {
    class Logger {}
    final class ConsoleLogger: Logger {}
    final class AuditLogger: Logger {}

    final class AppComponent: Component {
        var core: CoreModule { module() }
    }

    final class CoreModule: Module<AppComponent> {
        func inject() -> Logger { single { _ in ConsoleLogger() } }
        func auditLogger() -> AuditLogger { single { _ in AuditLogger() } }   // not `inject()`
    }

    @Test func aNameOfItsOwnLeavesOneCandidateAndKeepsTheKeys() {
        let component = AppComponent().module(CoreModule.self) { CoreModule($0) }
        let logger: Logger = component.core.inject()         // one candidate now
        let audit = component.core.auditLogger()
        #expect(logger is ConsoleLogger)
        #expect(component.core.auditLogger() === audit)
        #expect((component.core.inject as () -> Logger)() === logger)
    }
}
