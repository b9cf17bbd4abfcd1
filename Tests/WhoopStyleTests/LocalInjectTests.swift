import Testing
import WhoopStyle

/// How local definitions reach code that runs during a local inject.
@Suite struct LocalInjectTests {
    private static let withoutMutation = OptionsForTest(enabled: [.localInjectWithoutMutation])

    @Test func factoriesOfTheContainerSeeLocalDefinitions() {
        let container = Container { module in
            module.factory { "Hello, \(try module.get("name") as String)" }
        }
        let greeting: String = container.inject { $0.factory(name: "name") { "local" } }
        #expect(greeting == "Hello, local")
    }

    // WhoopDI's default (legacy) local inject overlays the container itself for the call, so an
    // `inject` on that container from inside a factory sees the local definitions; with
    // `.localInjectWithoutMutation` it does not.
    @Test(arguments: [false, true])
    func nestedInjectOnTheSameContainer(withoutMutation: Bool) {
        final class Box { var container: Container? }
        let box = Box()
        let options: WhoopDIOptionProvider = withoutMutation ? Self.withoutMutation : defaultWhoopDIOptions()
        let container = Container(options: options) { module in
            module.factory { "Hello, " + ((box.container?.inject("name") as String?) ?? "nobody") }
        }
        box.container = container
        let greeting: String = container.inject { $0.factory(name: "name") { "local" } }
        #expect(greeting == (withoutMutation ? "Hello, nobody" : "Hello, local"))
        #expect(container.inject() as String == "Hello, nobody")
    }

    @Test func localDefinitionsDoNotLeakIntoLaterCalls() {
        let container = Container { $0.factory { 1 } }
        let local: Int = container.inject { $0.factory { 2 } }
        let later: Int = container.inject()
        #expect(local == 2)
        #expect(later == 1)
    }

    @Test func localInjectUsesTheContainersHandlerAndDescribesAMissFromTheBaseContainer() {
        // As in WhoopDI's default local inject, the count and the similar keys come from the base
        // container's own definitions; the local ones are not among them.
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { $0.factory(name: "base") { "b" } }
            let _: Int = container.inject("n") { $0.factory(name: "m") { 1 } }
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for Int with name: n
            Container has a total of 1 dependencies.
            """)
    }

    @Test func withoutMutationALocalInjectDescribesAMissFromItsOwnDefinitions() {
        let message = fatalMessage { handler in
            let container = Container(options: OptionsForTest(enabled: [.localInjectWithoutMutation]), fatalErrorHandler: handler)
            let _: Int = container.inject("n") { $0.factory(name: "m") { 1 } }
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for Int with name: n
            Container has a total of 1 dependencies.
            Similar dependencies:
            - Int with name: m
            """)
    }
}
