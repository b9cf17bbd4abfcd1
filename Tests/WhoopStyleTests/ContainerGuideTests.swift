import Testing
import WhoopStyle

/// Sources/WhoopStyle/WhoopStyle.docc/Containers.md's "Containers of your own", as written there.
@Suite struct ContainerGuideTests {
    class Clock { let now = 42 }
    final class Greeter {
        let clock: Clock
        init(clock: Clock) { self.clock = clock }
    }
    final class TestClock: Clock {}

    final class ClockModule: DependencyModule {
        override func defineDependencies() {
            singleton { Clock() }
        }
    }

    final class GreeterModule: DependencyModule {
        override func defineDependencies() {
            factory { try Greeter(clock: self.get()) }
        }
    }

    /// Every option off but the ones listed.
    struct Options: WhoopDIOptionProvider {
        var enabled: Set<WhoopDIOption> = []
        func isOptionEnabled(_ option: WhoopDIOption) -> Bool { enabled.contains(option) }
    }

    @Test func theGuidesContainersBehaveAsItSays() {
        // A container of its own, independent of WhoopDI.appContainer.
        let container = Container(modules: [ClockModule(), GreeterModule()], options: Options())
        let greeter: Greeter = container.inject()
        #expect(greeter.clock.now == 42)

        // A child sees its parent's definitions, and its own override them.
        let child = container.createChild { module in
            module.singleton { TestClock() as Clock }
        }
        let childGreeter: Greeter = child.inject()
        #expect(childGreeter.clock is TestClock)
        let parentGreeter: Greeter = container.inject()
        #expect(!(parentGreeter.clock is TestClock))

        // A child of modules.
        let sibling = container.createChild([ClockModule()])
        let clock: Clock = sibling.inject()
        #expect(!(clock is TestClock))

        // A container of local definitions only.
        let local = Container { module in
            module.factory(name: "greeting") { "hello" }
        }
        let greeting: String = local.inject("greeting")
        #expect(greeting == "hello")
    }
}
