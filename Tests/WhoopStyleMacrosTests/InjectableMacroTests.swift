import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import WhoopStyleMacros

@Suite("@Injectable expansion")
struct InjectableMacroTests {
    @Test func structGetsInjectAndMemberwiseInitOverItsInjectableProperties() {
        assertExpansion(
            """
            @Injectable struct Widget {
               let id: String = "fixed"
               var label: String { "computed" }
               @InjectableName(name: "Primary")
               let count: Int
            }
            """,
            expandedSource: """
            struct Widget {
               let id: String = "fixed"
               var label: String { "computed" }
               let count: Int

                internal static func inject(container: Container) -> Self {
                    Self.init(count: container.inject("Primary"))
                }

                internal init(count: Int) {
                    self.count = count
                }
            }

            extension Widget : Injectable {
            }
            """)
    }

    @Test func injectableNameTakesAnyExpression() {
        assertExpansion(
            """
            @Injectable struct Names {
                @InjectableName(name: Keys.primary)
                let first: String
                @InjectableName(name: globalName)
                let second: String
            }
            """,
            expandedSource: """
            struct Names {
                let first: String
                let second: String

                internal static func inject(container: Container) -> Self {
                    Self.init(first: container.inject(Keys.primary), second: container.inject(globalName))
                }

                internal init(first: String, second: String) {
                    self.first = first
                    self.second = second
                }
            }

            extension Names : Injectable {
            }
            """)
    }

    @Test func staticLazyAndInitialisedLetPropertiesAreLeftOutAndTypesAreCopiedVerbatim() {
        assertExpansion(
            """
            @Injectable public final class Service {
               public static var shared: String = "no"
               let fixed: String = "no"
               var derived: String { "no" }
               let generic: Box<String> // not a real type: the text is copied as written
               lazy var later: Double = 100
               let metatype: String.Type
            }
            """,
            expandedSource: """
            public final class Service {
               public static var shared: String = "no"
               let fixed: String = "no"
               var derived: String { "no" }
               let generic: Box<String> // not a real type: the text is copied as written
               lazy var later: Double = 100
               let metatype: String.Type

                public static func inject(container: Container) -> Self {
                    Self.init(generic: container.inject(nil), metatype: container.inject(nil))
                }

                public init(generic: Box<String>, metatype: String.Type) {
                    self.generic = generic
                    self.metatype = metatype
                }
            }

            extension Service : Injectable {
            }
            """)
    }

    @Test func privateActorKeepsItsAccessLevelAndPropertyDefault() {
        assertExpansion(
            """
            @Injectable private actor Counter {
               let id: String = "no"
               var start: Int = 1
            }
            """,
            expandedSource: """
            private actor Counter {
               let id: String = "no"
               var start: Int = 1

                private static func inject(container: Container) -> Self {
                    Self.init(start: container.inject(nil))
                }

                private init(start: Int = 1) {
                    self.start = start
                }
            }

            extension Counter : Injectable {
            }
            """)
    }

    @Test func storedPropertyWithObserversIsInjectedAndAnUntypedOneIsSkipped() {
        assertExpansion(
            """
            @Injectable struct Observed {
                var value: Int {
                    didSet { print(value) }
                }
                var untyped = 3
            }
            """,
            expandedSource: """
            struct Observed {
                var value: Int {
                    didSet { print(value) }
                }
                var untyped = 3

                internal static func inject(container: Container) -> Self {
                    Self.init(value: container.inject(nil))
                }

                internal init(value: Int) {
                    self.value = value
                }
            }

            extension Observed : Injectable {
            }
            """)
    }

    @Test func closurePropertiesBecomeEscapingParameters() {
        assertExpansion(
            """
            @Injectable struct Callbacks {
                let plain: () -> String
                let sendable: @Sendable (Int) -> Void
                let optional: (() -> Void)?
            }
            """,
            expandedSource: """
            struct Callbacks {
                let plain: () -> String
                let sendable: @Sendable (Int) -> Void
                let optional: (() -> Void)?

                internal static func inject(container: Container) -> Self {
                    Self.init(plain: container.inject(nil), sendable: container.inject(nil), optional: container.inject(nil))
                }

                internal init(plain: @escaping () -> String, sendable: @escaping @Sendable (Int) -> Void, optional: (() -> Void)?) {
                    self.plain = plain
                    self.sendable = sendable
                    self.optional = optional
                }
            }

            extension Callbacks : Injectable {
            }
            """)
    }

    @Test func injectableInitIsCalledWithArgumentsResolvedByType() {
        assertExpansion(
            """
            @Injectable struct Report {
               let total: Int

               @InjectableInit
               internal init(count: Int, _ title: String) {
                   self.total = count
               }
            }
            """,
            expandedSource: """
            struct Report {
               let total: Int
               internal init(count: Int, _ title: String) {
                   self.total = count
               }

                internal static func inject(container: Container) -> Self {
                    Self.init(count: container.inject(), container.inject())
                }
            }

            extension Report : Injectable {
            }
            """)
    }

    @Test func typeThatAlreadyConformsGetsNoExtension() {
        assertMacroExpansion(
            """
            @Injectable struct Plain: Injectable {
            }
            """,
            expandedSource: """
            struct Plain: Injectable {

                internal static func inject(container: Container) -> Self {
                    Self.init()
                }

                internal init() {

                }
            }
            """,
            macroSpecs: ["Injectable": MacroSpec(type: InjectableMacro.self)],
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}

extension InjectableMacroTests {
    // WhoopDI only recognises the unqualified spellings.
    @Test func moduleQualifiedAttributesAreRecognised() {
        assertExpansion(
            """
            @Injectable struct Qualified {
                @WhoopStyle.InjectableName(name: "id")
                let id: Int
            }
            """,
            expandedSource: """
            struct Qualified {
                @WhoopStyle.InjectableName(name: "id")
                let id: Int

                internal static func inject(container: Container) -> Self {
                    Self.init(id: container.inject("id"))
                }

                internal init(id: Int) {
                    self.id = id
                }
            }

            extension Qualified : Injectable {
            }
            """)
    }
}
