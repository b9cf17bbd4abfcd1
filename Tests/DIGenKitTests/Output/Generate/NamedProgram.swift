import Testing

/// The programs of the generated-code property test: for one name, a small app in one style that
/// uses the name where digen writes it back (a component's, a type's, a member's or a key's
/// name), always written in backquotes (`` `class` ``, `` `My Type` ``), with the lines of
/// `main.swift` that run it and check what it gives.
///
/// Every other name in a program ends in the name's index, so that the programs of many names
/// can be compiled together as one app.
enum NamedProgram: String, CaseIterable, CustomTestStringConvertible {
    /// Needle: a root component named `N` providing a member named `N` to its child.
    case needleComponent
    /// Needle: a dependency protocol named `N`.
    case needleProtocol
    /// Needle: a type named `N`, provided and depended on.
    case needleMemberType
    /// WhoopDI: a type named `N` made by a factory whose type digen infers, and a key named `N`.
    case whoopType
    /// Drip: a component named `N` with a module, and a child reading it through an accessor
    /// named `N`.
    case dripComponent

    var testDescription: String { rawValue }

    /// The module the program imports.
    var facade: String {
        switch self {
        case .needleComponent, .needleProtocol, .needleMemberType: "NeedleStyle"
        case .whoopType: "WhoopStyle"
        case .dripComponent: "DripStyle"
        }
    }

    /// The source of the program for `name`, the `index`th name.
    func source(_ name: String, _ index: Int) -> String {
        let n = "`\(name)`"
        let i = index
        switch self {
        case .needleComponent:
            return """
                import NeedleStyle

                final class \(n): BootstrapComponent {
                    var \(n): Int { \(i) }
                    var child\(i): Child\(i) { Child\(i)(parent: self) }
                }

                protocol Dependency\(i): Dependency {
                    var \(n): Int { get }
                }

                final class Child\(i): Component<Dependency\(i)> {
                    var value: Int { dependency.\(n) }
                }

                """
        case .needleProtocol:
            return """
                import NeedleStyle

                final class Root\(i): BootstrapComponent {
                    var count\(i): Int { \(i) }
                    var child\(i): Child\(i) { Child\(i)(parent: self) }
                }

                protocol \(n): Dependency {
                    var count\(i): Int { get }
                }

                final class Child\(i): Component<\(n)> {
                    var value: Int { dependency.count\(i) }
                }

                """
        case .needleMemberType:
            return """
                import NeedleStyle

                struct \(n) {
                    let value: Int
                }

                final class Root\(i): BootstrapComponent {
                    var thing\(i): \(n) { \(n)(value: \(i)) }
                    var child\(i): Child\(i) { Child\(i)(parent: self) }
                }

                protocol Dependency\(i): Dependency {
                    var thing\(i): \(n) { get }
                }

                final class Child\(i): Component<Dependency\(i)> {
                    var value: Int { dependency.thing\(i).value }
                }

                """
        case .whoopType:
            return """
                import WhoopStyle

                struct \(n): Sendable {
                    let value = \(i)
                }

                final class Module\(i): DependencyModule {
                    override func defineDependencies() {
                        factory { \(n)() }
                        factory(name: \(Self.literal(name))) { \(i) }
                    }
                }

                """
        case .dripComponent:
            return """
                import DripStyle

                final class \(n): Component {
                    var net\(i): Net\(i) { module() }
                }

                final class Net\(i): Module<\(n)> {
                    required init(_ component: \(n)) { super.init(component) }
                    func inject() -> Int { single { \(i) } }
                }

                final class Child\(i): Component {
                    var \(n): \(n) { parent() }
                }

                """
        }
    }

    /// The statements of `main.swift` that run the program of `name`; WhoopDI's modules are
    /// registered by `mainPrologue`.
    func main(_ name: String, _ index: Int) -> String {
        let n = "`\(name)`"
        let i = index
        switch self {
        case .needleComponent:
            return "precondition(\(n)().child\(i).value == \(i))\n"
        case .needleProtocol, .needleMemberType:
            return "precondition(Root\(i)().child\(i).value == \(i))\n"
        case .whoopType:
            return "precondition((WhoopDI.inject() as \(n)).value == \(i))\n"
                + "precondition((WhoopDI.inject(\(Self.literal(name))) as Int) == \(i))\n"
        case .dripComponent:
            // Drip's components do not keep their parents: the program does.
            return "let parent\(i) = \(n).make()\nlet child\(i) = Child\(i).make(\(n): parent\(i))\n"
                + "precondition((child\(i).\(n).net\(i).inject() as Int) == \(i))\n"
        }
    }

    /// The first statements of `main.swift` for the programs of `count` names.
    func mainPrologue(count: Int) -> String {
        switch self {
        case .needleComponent, .needleProtocol, .needleMemberType:
            return "import NeedleStyle\n\nregisterProviderFactories()\n"
        case .whoopType:
            let modules = (0..<count).map { "Module\($0)()" }.joined(separator: ", ")
            return "import WhoopStyle\n\nWhoopDI.registerModules([\(modules)])\n\(GeneratedCodeCompilesTests.accessorCalls)\n"
        case .dripComponent:
            return "import DripStyle\n\n"
        }
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The names the property is tried with: every Swift keyword, the names that are special
    /// without being keywords, raw identifiers and names outside ASCII. (Not the standard
    /// library's type names: a type of the app named `String` shadows Swift's in all its code,
    /// generated or not.)
    static let allNames: [String] = {
        let keywords = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
            "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
            "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
            "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
            "false", "is", "nil", "super", "throws", "true", "try", "any", "some", "await", "consume", "copy", "discard",
            "each", "borrowing", "consuming", "package", "macro", "actor", "async", "nonisolated", "isolated", "sending",
            "get", "set", "willSet", "didSet", "mutating", "nonmutating", "override", "required", "convenience", "lazy",
            "weak", "unowned", "final", "dynamic", "indirect", "optional", "prefix", "postfix", "infix", "left", "right",
            "none", "Type", "Protocol", "self", "Self", "Any", "Error", "Never",
        ]
        let raw = ["My Type", "two  spaces", "a.b", "with-dash", "1st", "x+y", "tab\tname", "quote\"d"]
        let unicode = ["Café", "名前", "Ünïcödé", "café\u{301}", "Ωmega", "emoji😀"]
        return keywords + raw + unicode
    }()

    /// The names tried in every test run: a few of each kind.
    static let sampleNames = ["class", "default", "self", "Type", "My Type", "a.b", "Café", "名前"]
}
