import Testing

/// WhoopDI's expansion calls `Self.init` from a static method, which a class that is not `final`
/// only allows through a `required` initializer; these pin down how WhoopStyle provides one.
@Suite("@Injectable on classes that are not final")
struct NonFinalClassExpansionTests {
    @Test func memberwiseInitIsRequired() {
        assertExpansion(
            """
            @Injectable class Session {
                let token: String
            }
            """,
            expandedSource: """
            class Session {
                let token: String

                internal static func inject(container: Container) -> Self {
                    Self.init(token: container.inject(nil))
                }

                internal required init(token: String) {
                    self.token = token
                }
            }

            extension Session : Injectable {
            }
            """)
    }

    @Test func openClassGetsPublicMembers() {
        assertExpansion(
            """
            @Injectable open class Repository {
                let store: String
            }
            """,
            expandedSource: """
            open class Repository {
                let store: String

                public static func inject(container: Container) -> Self {
                    Self.init(store: container.inject(nil))
                }

                public required init(store: String) {
                    self.store = store
                }
            }

            extension Repository : Injectable {
            }
            """)
    }

    @Test func injectableInitThatIsNotRequiredIsReachedThroughARequiredConvenienceInit() {
        assertExpansion(
            """
            @Injectable class Loader {
                let path: String

                @InjectableInit
                init(path: String, _ retries: Int) {
                    self.path = path
                }
            }
            """,
            expandedSource: """
            class Loader {
                let path: String
                init(path: String, _ retries: Int) {
                    self.path = path
                }

                internal required convenience init(injectingFrom container: Container) {
                    self.init(path: container.inject(), container.inject())
                }

                internal static func inject(container: Container) -> Self {
                    Self.init(injectingFrom: container)
                }
            }

            extension Loader : Injectable {
            }
            """)
    }

    @Test func requiredInjectableInitIsCalledDirectly() {
        assertExpansion(
            """
            @Injectable public class Cache {
                let size: Int

                @InjectableInit
                public required init(size: Int) {
                    self.size = size
                }
            }
            """,
            expandedSource: """
            public class Cache {
                let size: Int
                public required init(size: Int) {
                    self.size = size
                }

                public static func inject(container: Container) -> Self {
                    Self.init(size: container.inject())
                }
            }

            extension Cache : Injectable {
            }
            """)
    }
}
