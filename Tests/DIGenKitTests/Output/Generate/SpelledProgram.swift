import Testing

/// Apps of the generated-code property test that each spell something one way that digen must
/// carry into the generated file as Swift reads it: comments inside types and imports, imports
/// under `#if`, typed `throws`, and key names with escapes and line breaks. Each has the
/// `main.swift` that runs it; `GeneratedCodeCompilesTests.accessorCalls` in it becomes a call of
/// every WhoopDI accessor the generated file holds.
enum SpelledProgram: String, CaseIterable, CustomTestStringConvertible {
    case needleCommentsInTypesAndImports
    case needleConditionalImports
    case needleTypedThrows
    case whoopKeyNamesWithEscapes
    case dripCommentsInTypes

    var testDescription: String { rawValue }

    var source: String {
        switch self {
        case .needleCommentsInTypesAndImports:
            return """
                import // the runtime
                    NeedleStyle
                import Foundation /* for nothing */

                final class RootComponent: BootstrapComponent {
                    var numbers: Array< // the element
                        Int> { [1, 2] }
                    var lookup: [String: /* the value */ Int] { ["a": 1] }
                    var child: ChildComponent { ChildComponent(parent: self) }
                }

                protocol ChildDependency: Dependency {
                    var numbers: Array< // the element
                        Int> { get }
                    var lookup: [String: /* the value */ Int] { get }
                }

                final class ChildComponent: Component<ChildDependency> {
                    var total: Int { dependency.numbers.reduce(0, +) + dependency.lookup["a"]! }
                }

                """
        case .needleConditionalImports:
            return """
                import NeedleStyle
                #if canImport(Darwin)
                import Darwin
                #elseif canImport(Glibc)
                import Glibc
                #else
                import NoSuchModule
                #endif
                #if NO_SUCH_FLAG
                import AnotherMissingModule
                #endif
                #if os(Linux) || os(macOS)
                #if canImport(Foundation)
                import Foundation
                #endif
                #endif

                final class RootComponent: BootstrapComponent {
                    var side: Double { sqrt(16) }
                    var child: ChildComponent { ChildComponent(parent: self) }
                }

                protocol ChildDependency: Dependency {
                    var side: Double { get }
                }

                final class ChildComponent: Component<ChildDependency> {
                    var area: Double { dependency.side * dependency.side }
                }

                """
        case .needleTypedThrows:
            return """
                import NeedleStyle

                struct StoreError: Error {}

                final class RootComponent: BootstrapComponent {
                    var count: Int { get throws(StoreError) { 3 } }
                    var name: String { get throws { "store" } }
                    var child: ChildComponent { ChildComponent(parent: self) }
                }

                protocol ChildDependency: Dependency {
                    var count: Int { get throws(StoreError) }
                    var name: String { get throws }
                }

                final class ChildComponent: Component<ChildDependency> {
                    var value: Int { (try? dependency.count) ?? 0 }
                    var label: String { (try? dependency.name) ?? "" }
                }

                """
        case .whoopKeyNamesWithEscapes:
            return #"""
                import WhoopStyle

                final class KeysModule: DependencyModule {
                    override func defineDependencies() {
                        factory(name: "two\nlines") { 1 }
                        factory(name: "caf\u{E9}") { 2 }
                        factory(name: """
                            multi
                            line
                            """) { 3 }
                        factory(name: #"raw\n"#) { 4 }
                        factory(name: "quote\"d") { 5 }
                        factory(name: "*/ func pwned() {} /*") { 6 }
                        factory(name: "default") { 7 }
                    }
                }

                """#
        case .dripCommentsInTypes:
            return """
                import DripStyle

                final class ShopComponent: Component {
                    var kitchen: /* the module */ KitchenModule { module() }
                }

                final class KitchenModule: Module<ShopComponent> {
                    required init(_ component: ShopComponent) { super.init(component) }
                    func inject() -> Array< // the element
                        Int> { single { [1, 2, 3] } }
                }

                final class CounterComponent: Component {
                    var shop: ShopComponent // the parent
                        { parent() }
                }

                """
        }
    }

    var main: String {
        switch self {
        case .needleCommentsInTypesAndImports:
            return "import NeedleStyle\n\nregisterProviderFactories()\nprecondition(RootComponent().child.total == 4)\n"
        case .needleConditionalImports:
            return "import NeedleStyle\n\nregisterProviderFactories()\nprecondition(RootComponent().child.area == 16)\n"
        case .needleTypedThrows:
            return """
                import NeedleStyle

                registerProviderFactories()
                let child = RootComponent().child
                precondition(child.value == 3 && child.label == "store")

                """
        case .whoopKeyNamesWithEscapes:
            return #"""
                import WhoopStyle

                WhoopDI.registerModules([KeysModule()])
                precondition((WhoopDI.inject("two\nlines") as Int) == 1)
                precondition((WhoopDI.inject("café") as Int) == 2)
                precondition((WhoopDI.inject("cafe\u{301}") as Int) == 2)
                precondition((WhoopDI.inject("multi\nline") as Int) == 3)
                precondition((WhoopDI.inject("raw\\n") as Int) == 4)
                precondition((WhoopDI.inject("quote\"d") as Int) == 5)
                \#(GeneratedCodeCompilesTests.accessorCalls)

                """#
        case .dripCommentsInTypes:
            return """
                import DripStyle

                let counter = CounterComponent.make(shop: ShopComponent.make())
                precondition((counter.shop.kitchen.inject() as [Int]) == [1, 2, 3])

                """
        }
    }
}
