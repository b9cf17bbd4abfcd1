import Testing
import WhoopStyle

/// Every failure reaches the fatal-error handler worded exactly as WhoopDI words it.
@Suite struct ErrorMessageTests {
    @Test func missingDependencyWithoutSimilarKeys() {
        let message = fatalMessage { handler in
            let _: PartB = Container(fatalErrorHandler: handler) { $0.factory { 1 } }.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for PartB with name: <no name>
            Container has a total of 1 dependencies.
            """)
    }

    @Test func missingDependencyListsKeysOfTheSameTypeOrName() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory(name: "A_Factory") { PartA() as Part }
                module.factory(name: "B") { PartB("") as Part }
                module.factory(name: "wanted") { 3 }
                module.factory { PartA() }
                module.factory { "unrelated" }
            }
            let _: Part = container.inject("wanted")
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for Part with name: wanted
            Container has a total of 5 dependencies.
            Similar dependencies:
            - Int with name: wanted
            - Part with name: A_Factory
            - Part with name: B
            """)
    }

    @Test func unnamedMissingKeyDoesNotListEveryUnnamedKey() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory { 1 }
                module.factory { "text" }
            }
            let _: PartA = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for PartA with name: <no name>
            Container has a total of 2 dependencies.
            """)
    }

    @Test func missingDependencyIsDescribedByTheContainerThatWasAsked() {
        let message = fatalMessage { handler in
            let parent = Container(fatalErrorHandler: handler) { module in
                module.factory { 1 }
                module.factory { 2.0 }
            }
            let child = parent.createChild { $0.factory(name: "x") { "child" } }
            let _: String = child.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for String with name: <no name>
            Container has a total of 1 dependencies.
            Similar dependencies:
            - String with name: x
            """)
    }

    @Test func missingSubDependency() {
        let message = fatalMessage { handler in
            let container = Container(modules: [IncompleteModule()], fatalErrorHandler: handler)
            let _: PartC = container.inject(nil, "params")
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for Part with name: A_Factory
            Container has a total of 1 dependencies.
            Required by: PartC -> Part named "A_Factory"
            """)
    }

    @Test func missingDependencyNamesTheChainThatNeededIt() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory { StoreBanner(logger: try module.get(), title: "Sale") }
            }
            let _: StoreBanner = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for BannerLogger with name: <no name>
            Container has a total of 1 dependencies.
            Required by: StoreBanner -> BannerLogger
            """)
    }

    @Test func theChainRunsFromTheKeyAskedForAndNamesNamedKeys() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.singleton { BannerLogger() }
                module.factory(name: "front") { StoreBanner(logger: try module.get(), title: try module.get("title")) }
                module.factory { StoreShelf(banner: try module.get("front")) }
            }
            let _: StoreShelf = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for String with name: title
            Container has a total of 3 dependencies.
            Required by: StoreShelf -> StoreBanner named "front" -> String named "title"
            """)
    }

    @Test func theChainRunsThroughInjectableTypes() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory { StoreBanner(logger: try module.get(), title: "Sale") }
            }
            let _: StoreSign = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for BannerLogger with name: <no name>
            Container has a total of 1 dependencies.
            Required by: StoreSign -> StoreBanner -> BannerLogger
            """)
    }

    @Test func anInjectableTypesOwnMissingPropertyIsNamedWithIt() {
        let message = fatalMessage { handler in
            let _: LobbySign = Container(fatalErrorHandler: handler).inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for BannerLogger with name: <no name>
            Container has a total of 0 dependencies.
            Required by: LobbySign -> BannerLogger
            """)
    }

    @Test func theChainRunsThroughASingletonsFirstValue() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.singleton { StoreBanner(logger: try module.get(), title: "Sale") }
            }
            let _: StoreBanner = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for BannerLogger with name: <no name>
            Container has a total of 1 dependencies.
            Required by: StoreBanner -> BannerLogger
            """)
    }

    @Test func anOptionalAnsweredByTheWrappedDefinitionNamesTheWrappedKey() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.factory { StoreBanner(logger: try module.get(), title: "Sale") }
            }
            let _: StoreBanner? = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for BannerLogger with name: <no name>
            Container has a total of 1 dependencies.
            Required by: StoreBanner -> BannerLogger
            """)
    }

    @Test func theChainRunsThroughAnAccumulation() {
        let message = fatalMessage { handler in
            let container = Container(fatalErrorHandler: handler) { module in
                module.accumulateFactory(for: SumKey.self) { (try module.get("label") as String).count }
            }
            let _: Int = container.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for String with name: label
            Container has a total of 1 dependencies.
            Required by: Int -> String named "label"
            """)
    }

    @Test func aParentAccumulationsMissingDependencyNamesTheKeyOnceForEachContainer() {
        let message = fatalMessage { handler in
            let parent = Container(fatalErrorHandler: handler) { module in
                module.accumulateFactory(for: SumKey.self) { (try module.get("label") as String).count }
            }
            let child = parent.createChild { $0.accumulateFactory(for: SumKey.self) { 1 } }
            let _: Int = child.inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for String with name: label
            Container has a total of 1 dependencies.
            Required by: Int -> Int -> String named "label"
            """)
    }

    @Test func aKeyAskedForDirectlyHasNoChain() {
        let message = fatalMessage { handler in
            let _: BannerLogger = Container(fatalErrorHandler: handler).inject()
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for BannerLogger with name: <no name>
            Container has a total of 0 dependencies.
            """)
    }

    @Test func nilFactoryResult() {
        let message = fatalMessage { handler in
            let _: Part? = Container(modules: [NilFactoryModule()], fatalErrorHandler: handler).inject()
        }
        #expect(message == "WhoopDI inject failed with error: Nil dependency for Optional<Part> with name: <no name>")
    }

    @Test func nilSingletonResult() {
        let message = fatalMessage { handler in
            let _: Part? = Container(modules: [NilSingletonModule()], fatalErrorHandler: handler).inject()
        }
        #expect(message == "WhoopDI inject failed with error: Nil dependency for Optional<Part> with name: <no name>")
    }

    @Test func badParams() {
        let message = fatalMessage { handler in
            let _: Part = Container(modules: [CompleteModule()], fatalErrorHandler: handler).inject("B_Factory", 12)
        }
        #expect(message == "WhoopDI inject failed with error: Bad parameters provided for Part with name: B_Factory")
    }

    @Test func errorThrownByAFactoryIsDescribedAsItDescribesItself() {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the disk is full" }
        }
        let message = fatalMessage { handler in
            let _: Int = Container(fatalErrorHandler: handler) { $0.factory { () throws -> Int in throw Broken() } }.inject()
        }
        #expect(message == "WhoopDI inject failed with error: the disk is full")
    }

    @Test func childInheritsTheHandler() {
        let message = fatalMessage { handler in
            let _: Int = Container(fatalErrorHandler: handler).createChild().createChild { _ in }.inject("n")
        }
        #expect(message == """
            WhoopDI inject failed with error: Missing dependency for Int with name: n
            Container has a total of 0 dependencies.
            """)
    }

    @Test func successfulInjectNeverCallsTheHandler() {
        let message = fatalMessage { handler in
            let _: Int = Container(fatalErrorHandler: handler) { $0.factory { 1 } }.inject()
        }
        #expect(message == nil)
    }

    @Test func serviceKeyDescription() {
        #expect(ServiceKey(Int.self).description == "Int with name: <no name>")
        #expect(ServiceKey(Wrapper<String>.self, name: "x").description == "Wrapper<String> with name: x")
    }
}

final class BannerLogger {}

final class StoreBanner {
    let logger: BannerLogger
    let title: String

    init(logger: BannerLogger, title: String) {
        self.logger = logger
        self.title = title
    }
}

final class StoreShelf {
    let banner: StoreBanner

    init(banner: StoreBanner) {
        self.banner = banner
    }
}

@Injectable
final class StoreSign {
    let banner: StoreBanner
}

@Injectable
final class LobbySign {
    let logger: BannerLogger
}
