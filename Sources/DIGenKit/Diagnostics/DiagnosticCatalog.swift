/// Every diagnostic's explanation, in one place: `digen explain` prints them and
/// `Sources/digen/digen.docc/Diagnostics.md` is generated from them (`DiagnosticReference`), so the two never differ.
///
/// The examples' messages are the words the code that reports each diagnostic writes; only
/// paths, names and numbers in them are made up.
public enum DiagnosticCatalog {
    /// Every id in the reference's order: graph problems, then input problems, each in the order
    /// `DiagnosticID` declares them.
    public static var ids: [DiagnosticID] {
        DiagnosticID.allCases.filter { !$0.isInputProblem } + DiagnosticID.allCases.filter(\.isInputProblem)
    }

    /// Every explanation, in the order of `ids`.
    public static var explanations: [DiagnosticExplanation] {
        ids.map(\.explanation)
    }

    /// The explanation of `id`. A `switch` without a default, so that a new id cannot compile
    /// without one.
    static func explanation(of id: DiagnosticID) -> DiagnosticExplanation {
        func example(_ severity: Severity, _ place: String?, _ message: String, _ notes: [String]) -> Diagnostic {
            Diagnostic(id: id, severity: severity, location: place.map(location), message: message, notes: notes)
        }
        func error(_ place: String?, _ message: String, notes: [String] = []) -> Diagnostic {
            example(.error, place, message, notes)
        }
        func warning(_ place: String?, _ message: String, notes: [String] = []) -> Diagnostic {
            example(.warning, place, message, notes)
        }
        func note(_ place: String?, _ message: String, notes: [String] = []) -> Diagnostic {
            example(.note, place, message, notes)
        }
        let matchingRule = DiagnosticExplanation.Section(title: "The matching rule", article: "WhatDigenReads")
        let whoopRules = DiagnosticExplanation.Section(title: "WhoopDI rules", article: "CheckingWhoopDICode")
        let dripRules = DiagnosticExplanation.Section(title: "Drip rules", article: "CheckingDripCode")
        let loops = DiagnosticExplanation.Section(title: "Loops among declarations", article: "WhatDigenReads")
        let limits = DiagnosticExplanation.Section(title: "Limits, and what is skipped", article: "WhatDigenReads")
        let recognised = DiagnosticExplanation.Section(title: "What digen recognises", article: "WhatDigenReads")
        let options = DiagnosticExplanation.Section(title: "Options", article: "Commands")
        let needle = DiagnosticExplanation.Section(title: "Needle", article: "WhatDigenReads")
        let mustBePublic = DiagnosticExplanation.Section(title: "What must be public", article: "MultiModuleApps")
        let summarize = DiagnosticExplanation.Section(title: "With other build systems: `digen summarize`", article: "MultiModuleApps")
        let factCache = DiagnosticExplanation.Section(title: "Fast repeat runs: the fact cache", article: "MultiModuleApps")

        switch id {
        case .missingDependency:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .whoop],
                summary: "A dependency is asked for that no ancestor component or container provides.",
                meaning: """
                    Needle: each member of a component's dependency protocol must be provided by an ancestor \
                    on every path from a root to the component: the nearest ancestor with a property of the \
                    same name and the same type (never the component itself). A member that no ancestor on a \
                    path provides is reported once per such path, at the member's declaration; the message \
                    names the path and, when an ancestor has properties of that type under other names, those \
                    names. Notes name ancestors whose property of that name has another type, is private, or \
                    is not a provider under the run's access rules. WhoopDI: a `get()`, `inject()` or \
                    generated accessor call asks for a key (a type, with a name or without) that no module of \
                    the container it resolves in, nor of the containers above it, defines; notes say who asks, \
                    where it resolves, and which similar keys are defined. Needle's generator stops with the \
                    same words, and WhoopDI fails with them at run time.
                    """,
                examples: [
                    error(
                        "Sources/Game/ScoreSheetComponent.swift:4:9",
                        "Could not find a provider for (scoreStream: MyScoreStream) which was required by ScoreSheetDependency, along the DI branch of RootComponent->LoggedInComponent->ScoreSheetComponent. Found possible matches [\"mutableScoreStream\", \"backupScoreStream\"] at LoggedInComponent.",
                        notes: [
                            "LoggedInComponent has scoreStream of type ScoreStream at Sources/Game/LoggedInComponent.swift:6:9, which is not MyScoreStream.",
                            "ScoreSheetComponent is declared at Sources/Game/ScoreSheetComponent.swift:7:13.",
                        ]),
                    error(
                        "Sources/Store/StoreModule.swift:10:43", "Missing dependency for Logger with name: <no name>",
                        notes: ["Asked for by the factory at Sources/Store/StoreModule.swift:10:9 in StoreModule, resolving in WhoopDI.appContainer."]),
                ],
                fixes: [
                    "Needle: give an ancestor on the path a property of exactly that name and type (the parent, or the root when every path needs it); when an ancestor has it under another name or type, rename the property or change the protocol's member so that both agree.",
                    "Needle: when the property exists but is private or fileprivate, make it internal; with `--require-public`, or when the component is in another module, make it public.",
                    "WhoopDI: define the key in a module of the container the request resolves in, or of a container above it (`factory { Logger() }`, or `factory(name: \"title\") { … }` for a named request), and check that the container's module list includes that module.",
                ],
                seeAlso: [matchingRule, whoopRules])
        case .dependencyCycle:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .whoop, .drip],
                summary: "Components, definitions or generators depend on each other in a loop.",
                meaning: """
                    Needle: components instantiate each other in a loop (`AComponent` makes a `BComponent` \
                    with `parent: self`, which makes an `AComponent`), so the component tree never ends and no \
                    path through the loop can be checked or generated. The path is written from a component to \
                    the one that instantiates it, and reported at the call that closes the loop. WhoopDI and \
                    Drip: definitions or generators that need each other through their `get()` or `inject()` \
                    calls, so resolving any of them never ends; the message uses the words of WhoopStyle's \
                    run-time cycle error, and notes say where each is defined. Each loop is reported once, \
                    however many containers share it.
                    """,
                examples: [
                    error(
                        "Sources/App/BComponent.swift:5:35", "Dependency cycle detected along the path of AComponent->BComponent->AComponent",
                        notes: [
                            "Each component in the path is instantiated by the one after it.",
                            "AComponent is declared at Sources/App/AComponent.swift:3:13.",
                        ]),
                    error(
                        "Sources/Cafe/StaffModule.swift:12:9", "Dependency cycle detected: Barista -> Till -> Barista.",
                        notes: [
                            "Barista is defined at Sources/Cafe/StaffModule.swift:12:9 (factory in StaffModule).",
                            "Till is defined at Sources/Cafe/StaffModule.swift:13:9 (singleton in StaffModule).",
                        ]),
                ],
                fixes: [
                    "Break the loop so that one of the types no longer needs the other when it is made: hand it over later (a property set after both exist, or a closure it calls when it needs the other), or move what both need into a third type that both depend on.",
                    "Needle: a component must not instantiate one of its own ancestors; a child reaches what an ancestor provides through its dependency protocol.",
                ],
                seeAlso: [whoopRules, dripRules])
        case .duplicateComponent:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "Two Needle component classes have the same name.",
                meaning: """
                    Needle knows components by their simple names, across every module and enclosing type, \
                    and the generated code registers each component's providers under the path of names that \
                    leads to it, so two components with one name cannot both be wired. Needle's generator refuses them with the \
                    same words. digen reports the second declaration, with a note pointing at the first.
                    """,
                examples: [
                    error(
                        "Sources/Arcade/GameComponent.swift:3:13", "Needle does not support components with the same name GameComponent",
                        notes: ["GameComponent is also declared at Sources/Game/GameComponent.swift:5:13."]),
                ],
                fixes: [
                    "Rename one of the components and its uses, after the feature it belongs to (`ArcadeGameComponent`).",
                    "If one of the two is an old copy, delete it.",
                ])
        case .duplicateDependency:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "Two Needle dependency protocols have the same name.",
                meaning: """
                    Needle knows dependency protocols by their simple names, across every module and \
                    enclosing type, so two with one name make it ambiguous which members a component needs. \
                    Needle's generator refuses them with the same words. digen reports the second \
                    declaration, with a note pointing at the first.
                    """,
                examples: [
                    error(
                        "Sources/Arcade/GameDependency.swift:1:10", "Needle does not support dependency protocols with the same name GameDependency",
                        notes: ["GameDependency is also declared at Sources/Game/GameDependency.swift:3:10."]),
                ],
                fixes: [
                    "Rename one of the protocols, and the `Component<…>` that names it, after the feature it belongs to (`ArcadeGameDependency`).",
                    "If one of the two is an old copy, delete it.",
                ])
        case .extensionWithoutDeclaration:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "An extension adds properties to a component that no file digen read declares.",
                meaning: """
                    An extension of a type whose name ends in `Component` declares properties, but no file or \
                    summary of the run declares the type, so digen cannot tell whether it is a component, and \
                    the extension's properties provide nothing on the DI graph. The component is usually \
                    declared in a module whose sources or summary the run does not include, or was renamed or \
                    deleted while the extension stayed. Needle's generator drops such an extension without a \
                    word; one without properties is ignored here too.
                    """,
                examples: [
                    warning(
                        "Sources/Profile/ProfileComponent+Avatar.swift:5:11", "ProfileComponent only has extension but missing declaration.",
                        notes: ["No file digen read declares ProfileComponent, so the property of this extension provides nothing on the DI graph."]),
                ],
                fixes: [
                    "Add the sources, or the `--summary`, of the module that declares the component to the run.",
                    "If the component was renamed or removed, rename the extension too, or delete it.",
                ],
                seeAlso: [summarize])
        case .unknownPluginExtension:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "A pluginized component's plugin extension protocol or non-core component is not declared.",
                meaning: """
                    With `--pluginized`, a `PluginizedComponent<Dependency, PluginExtension, \
                    NonCoreComponent>` names a plugin extension protocol, whose members the generated code \
                    reads from the non-core component, and the non-core component itself. When no file of the \
                    run declares one of the two, the component cannot be wired; digen reports it at the \
                    component, in Needle's words.
                    """,
                examples: [
                    error("Sources/Game/GameComponent.swift:4:13", "Cannot find GameComponent's plugin extension with type name GamePluginExtension"),
                    error("Sources/Game/GameComponent.swift:4:13", "Cannot find GameComponent's non-core component with type name GameNonCoreComponent"),
                ],
                fixes: [
                    "Declare the missing type (`protocol GamePluginExtension: PluginExtension { … }`, or `final class GameNonCoreComponent: NonCoreComponent<GameNonCoreDependency> { … }`), or correct its name in the component's generic arguments.",
                    "If it is declared in another module, add that module's sources or summary to the run.",
                ],
                seeAlso: [needle])
        case .missingPluginExtensionMember:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "A member of a plugin extension protocol is not provided by the pluginized component's non-core component.",
                meaning: """
                    With `--pluginized`, the generated plugin extension provider of a pluginized component \
                    reads each member of the component's plugin extension protocol from its non-core \
                    component. A member for which the non-core component has no provider property of the same \
                    name and the same type cannot be read there, and is reported at the member.
                    """,
                examples: [
                    error(
                        "Sources/Game/GamePluginExtension.swift:2:9",
                        "Could not find a provider for (scoreSheetBuilder: ScoreSheetBuilder) which was required by GamePluginExtension, the plugin extension of GameComponent: its non-core component GameNonCoreComponent has no such property.",
                        notes: ["GameNonCoreComponent is declared at Sources/Game/GameNonCoreComponent.swift:3:13."]),
                ],
                fixes: [
                    "Add a property of that name and type to the non-core component (not private; public with `--require-public`).",
                    "Or correct the member's name or type to match the property the non-core component has, or remove the member.",
                ],
                seeAlso: [needle])
        case .unknownDependency:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "A Needle component's dependency protocol is not declared, or does not inherit `Dependency`.",
                meaning: """
                    `Component<GameDependency>` names the protocol whose members the component's ancestors \
                    must provide. When no file or summary of the run declares a dependency protocol of that \
                    name (one with `Dependency` in its inheritance list, or inheriting another dependency \
                    protocol), the component's dependencies can be neither checked nor generated. A note says \
                    when a protocol of that name exists but does not inherit `Dependency`.
                    """,
                examples: [
                    error(
                        "Sources/Game/GameComponent.swift:3:13", "Missing dependency protocol data model with name GameDependency, for GameComponent.",
                        notes: ["GameDependency is declared at Sources/Game/GameDependency.swift:1:10 but does not inherit from Dependency."]),
                ],
                fixes: [
                    "Declare the protocol, inheriting `Dependency`: `protocol GameDependency: Dependency { var scoreStream: ScoreStream { get } }`; or add `Dependency` to the inheritance list of the one that exists.",
                    "Correct the name in `Component<…>` if it is misspelt; a component that needs nothing can be a `Component<EmptyDependency>`.",
                    "If the protocol is declared in another module, add that module's sources or summary to the run.",
                ],
                seeAlso: [needle])
        case .badInstantiation:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "A Needle component is created with a parent argument other than `self`.",
                meaning: """
                    Needle builds its component tree from the calls in which a component makes a child, \
                    `ChildComponent(parent: self)`: the component making the call is the parent. A child made \
                    with another parent (`parent: other`, a stored component, `parent: self.parent`) would \
                    hang below a component the generated code does not know it is under, so Needle rejects it, \
                    and digen reports it at the call in Needle's words (naming the file by path where Needle \
                    prints a URL). `BootstrapComponent()` is accepted as the parent of a root.
                    """,
                examples: [
                    error(
                        "Sources/App/RootComponent.swift:7:9",
                        "GameComponent is instantiated incorrectly in Sources/App/RootComponent.swift. All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter.",
                        notes: ["The parent argument here is `other`."]),
                ],
                fixes: [
                    "Make the child in its parent component's body or an extension of it, passing `self`: `var game: GameComponent { GameComponent(parent: self) }`.",
                    "If other code needs to create it, let that code call such a property or method of the parent instead of making the child itself.",
                ],
                seeAlso: [needle])
        case .orphanComponent:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "No root reaches a Needle component, so it is not checked.",
                meaning: """
                    A component that is not a root (a `BootstrapComponent`) and that no component \
                    instantiates with `parent: self` has no path from a root: its dependencies cannot be \
                    resolved, and nothing is checked or generated for it. The components below it that only \
                    it reaches are reported as an orphan chain, named from the orphan down. It is a note (shown \
                    with `--logging-level info`), as Needle says it: often the component is not used yet, or \
                    is made in a way digen does not read as a parent call.
                    """,
                examples: [
                    note(
                        "Sources/Settings/SettingsComponent.swift:3:13", "SettingsComponent is an orphan scope therefore ignored from parsing.",
                        notes: ["No component instantiates SettingsComponent with `parent: self`, and it is not a BootstrapComponent."]),
                    note(
                        "Sources/Debug/MenuComponent.swift:3:13",
                        "DebugComponent->MenuComponent is an orphan chain, therefore all scopes within the chain are ignored from parsing."),
                ],
                fixes: [
                    "Instantiate the component in the parent it belongs under: `SettingsComponent(parent: self)` in that parent's body or an extension of it.",
                    "If it is a root, make it a `BootstrapComponent`; if it is no longer used, delete it.",
                ],
                seeAlso: [needle])
        case .inaccessibleProperty:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "A component's property is private or fileprivate, so the DI graph cannot see it.",
                meaning: """
                    The generated code cannot read a `private` or `fileprivate` property of a component, so \
                    the property provides nothing to the component's descendants (with `--access-rules \
                    needle-0.25.1`, a property whose first modifier is `private` or `fileprivate`, as Needle \
                    0.25.1 reads it). Each member of a `private` or `fileprivate` dependency protocol is \
                    reported too: the generated file cannot conform a provider to that protocol. It is a note, \
                    shown with `--logging-level info`, in Needle's words; when a descendant needs the property, the \
                    missing dependency's note points at it.
                    """,
                examples: [
                    note(
                        "Sources/App/RootComponent.swift:5:17",
                        "RootComponent (token: Token) property is private/fileprivate, therefore inaccessible on DI graph."),
                    note(
                        "Sources/Feed/FeedDependency.swift:2:9",
                        "FeedDependency (session: Session) property is private/fileprivate, therefore inaccessible on DI graph.",
                        notes: ["FeedDependency is private, so the generated file cannot conform to it: make it internal or public."]),
                ],
                fixes: [
                    "If descendants should use the property, make it internal (public with `--require-public` or when the component is read from another module).",
                    "Make a private dependency protocol internal or public.",
                    "If the property is private on purpose and no descendant needs it, nothing needs to change.",
                ],
                seeAlso: [needle])
        case .typealiasCycle:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "Typealiases stand for each other in a loop.",
                meaning: """
                    Swift rejects typealiases that stand for each other (`typealias Feed = Stream` with \
                    `typealias Stream = Feed`), and digen stops following the names where the loop closes, so \
                    types written with them cannot be compared. Each loop is reported once, at the name that \
                    sorts first, with a note for where each alias is declared. Names are looked up as Swift \
                    looks them up, so an alias of another module's or an outer type of the same name \
                    (`typealias Date = Foundation.Date`) is not a loop.
                    """,
                examples: [
                    error(
                        "Sources/App/Streams.swift:4:11", "Typealias cycle: Feed -> Stream -> Feed.",
                        notes: [
                            "Feed is declared at Sources/App/Streams.swift:4:11.",
                            "Stream is declared at Sources/App/Streams.swift:3:11.",
                        ]),
                ],
                fixes: [
                    "Make one of the aliases name the real type (`typealias Stream = MyScoreStream`), or delete the alias that is not needed; the compiler reports the same loop.",
                ],
                seeAlso: [loops])
        case .superclassCycle:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "Classes inherit from each other in a loop.",
                meaning: """
                    Swift rejects classes whose superclass chain loops (`class LoopA: LoopB` with `class LoopB: \
                    LoopA`), and digen stops following the chain where the loop closes, so what the classes \
                    inherit (a component's dependency, properties and children) cannot be known. Each loop is \
                    reported once, at the class that sorts first, with a note for where each class is declared.
                    """,
                examples: [
                    error(
                        "Sources/App/Screens.swift:6:7", "Superclass cycle: LoopA -> LoopB -> LoopA.",
                        notes: [
                            "LoopA is declared at Sources/App/Screens.swift:6:7.",
                            "LoopB is declared at Sources/App/Screens.swift:7:7.",
                        ]),
                ],
                fixes: [
                    "Make one class of the loop inherit from the class it is meant to extend; the compiler reports the same loop.",
                ],
                seeAlso: [loops])
        case .protocolInheritanceCycle:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "Protocols inherit from each other in a loop.",
                meaning: """
                    Swift rejects protocols whose inheritance loops (`protocol FirstDependency: \
                    SecondDependency` with `protocol SecondDependency: FirstDependency`), and digen stops \
                    following the inheritance where the loop closes, so the members a dependency protocol \
                    inherits cannot be known. Each loop is reported once, at the protocol that sorts first, \
                    with a note for where each protocol is declared.
                    """,
                examples: [
                    error(
                        "Sources/App/Dependencies.swift:9:10", "Protocol inheritance cycle: FirstDependency -> SecondDependency -> FirstDependency.",
                        notes: [
                            "FirstDependency is declared at Sources/App/Dependencies.swift:9:10.",
                            "SecondDependency is declared at Sources/App/Dependencies.swift:10:10.",
                        ]),
                ],
                fixes: [
                    "Remove one inheritance of the loop; to share members, move them into a third protocol that both inherit.",
                ],
                seeAlso: [loops])
        case .misspelledName:
            return DiagnosticExplanation(
                id: id, styles: [.whoop],
                summary: "A WhoopDI request names a key that nothing defines, while a near name of the same type is defined.",
                meaning: """
                    A request names a key (`get("costumer")`) that no container on its way defines, while a key \
                    of the same type with a near name is visible from it (one edit for a short name, about one \
                    in four characters for a longer one, by DIGraph's `EditDistance`). It is almost always a \
                    typo, so digen reports it instead of `digen/MissingDependency`, with the name it probably \
                    meant; at run time WhoopDI would fail with a missing dependency.
                    """,
                examples: [
                    error(
                        "Sources/Counter/CounterModule.swift:10:42", "Missing dependency for String with name: costumer; did you mean \"customer\"?",
                        notes: [
                            "\"costumer\" is asked for by the factory at Sources/Counter/CounterModule.swift:10:9 in CounterModule.",
                            "String with name: customer is defined at Sources/Counter/CounterModule.swift:9:9 in CounterModule.",
                        ]),
                ],
                fixes: [
                    "Correct the name in the request, `get(\"customer\")`, or in the definition if that is the one misspelt.",
                    "If both names are meant to exist, define the missing one as well.",
                ],
                seeAlso: [whoopRules])
        case .duplicateBinding:
            return DiagnosticExplanation(
                id: id, styles: [.whoop],
                summary: "The same WhoopDI key is defined twice among one container's modules.",
                meaning: """
                    The modules a container uses, directly or through module dependencies, define one key (a \
                    type, with a name or without) twice: at run time the later one silently \
                    replaces the earlier one, so one of them is never used, and which one wins depends on the \
                    order of the modules. Contributions to one accumulation are not duplicates. It is reported \
                    at the later definition, with a note for the other.
                    """,
                examples: [
                    warning(
                        "Sources/Bar/BarModule.swift:15:9",
                        "Grinder with name: <no name> is defined twice in the modules of WhoopDI.appContainer; this definition replaces the one in BaseModule.",
                        notes: ["The other definition is at Sources/Base/BaseModule.swift:7:9."]),
                ],
                fixes: [
                    "Delete the definition that should not be there.",
                    "If both are needed, give them different names (`factory(name: \"espresso\") { Grinder() }`) and ask for each by its name.",
                    "To replace a definition on purpose, define the key in a child container, whose definitions come before its parent's.",
                ],
                seeAlso: [whoopRules])
        case .uninferredType:
            return DiagnosticExplanation(
                id: id, styles: [.whoop],
                summary: "The type a WhoopDI definition defines cannot be inferred, so requests for it are not checked.",
                meaning: """
                    digen infers what a definition defines from its closure, as the compiler does: its written \
                    result (`{ () -> Pump in … }`), or its one expression when that is a construction \
                    (`Pump(…)`), a cast (`x as Pump`) or a literal. When it is anything else, such as a call of \
                    a function (`makePump()`), the definition is left out of the graph, and requests with its \
                    name (or without a name, for a definition without one) are not reported missing in its \
                    container or the containers below it, so mistakes near it go unnoticed. An accumulation \
                    needs its key to declare `typealias FinalValue` in the sources.
                    """,
                examples: [
                    warning(
                        "Sources/Pumps/PumpModule.swift:11:9", "digen cannot infer the type this factory defines, so requests for it are not checked.",
                        notes: ["Make the closure's result explicit: `factory { () -> MyType in … }` or `factory { MyType(…) as MyType }`."]),
                    warning(
                        "Sources/Pizza/ToppingsModule.swift:8:9",
                        "digen cannot tell what accumulateFactory for Toppings accumulates: Toppings declares no `typealias FinalValue` in the sources."),
                ],
                fixes: [
                    "Write the closure's result type: `factory { () -> Pump in makePump() }` or `factory { makePump() as Pump }`.",
                    "For an accumulation, declare `typealias FinalValue = …` in the key type, in a file the run reads.",
                ],
                seeAlso: [DiagnosticExplanation.Section(title: "How types are inferred", article: "CheckingWhoopDICode")])
        case .unknownModule:
            return DiagnosticExplanation(
                id: id, styles: [.whoop],
                summary: "A WhoopDI container's modules cannot all be known, so missing dependencies are not reported for it.",
                meaning: """
                    digen checks a WhoopDI container against the definitions of every module it uses. When \
                    its module list names a module that no file or summary of the run declares (one from \
                    another package, say), when the list is not an array literal of module constructions \
                    (`Container(modules: modules)`, a `map`), or when a module is passed to a function digen \
                    does not follow to the container it builds, digen cannot know what the container defines. \
                    It then reports no missing dependency in that container, its children and its local \
                    injects, and says so: a warning for an undeclared module, a note (shown with \
                    `--logging-level info`) for the others.
                    """,
                examples: [
                    warning(
                        "Sources/App/AppSetup.swift:14:1",
                        "LoggingModule is not a DependencyModule declared in the sources, so missing dependencies are not reported for WhoopDI.appContainer.",
                        notes: ["If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run."]),
                    note(
                        "Sources/App/Counters.swift:11:21",
                        "digen cannot tell which modules `modules` holds (only an array literal of module constructions is read), so missing dependencies are not reported for container counters."),
                    note(
                        "Sources/App/AppSetup.swift:9:27",
                        "ShopModule is passed to `makeContainer`, which digen does not follow to the container it builds, so missing dependencies are not reported for ShopModule on its own."),
                ],
                fixes: [
                    "For an undeclared module, add the sources or the summary (`--summary`) of the module that declares it to the run.",
                    "Write the module list as an array literal where the container is made: `Container(modules: [ShopModule(), LoggingModule()], parent: nil)`.",
                    "Make the container where its modules are listed rather than in a helper that receives them.",
                ],
                seeAlso: [whoopRules, DiagnosticExplanation.Section(title: "What digen does not follow", article: "WhatDigenReads")])
        case .missingParent:
            return DiagnosticExplanation(
                id: id, styles: [.drip],
                summary: "A Drip component is made without a parent that one of its accessors reads.",
                meaning: """
                    A Drip component reads a parent through an accessor (`var root: ApplicationComponent { \
                    parent() }`), and Drip looks the parent up only when that accessor is read, among the \
                    parents the chain that made the component registered with `.parent { … }`. digen follows \
                    each chain that makes a component and the accessors read on the variable or property that \
                    stores it; when an accessor read there needs a parent the chain does not register, Drip \
                    would stop the program with this message, so digen reports it at the chain, with a note \
                    naming the accessor. A parent that the chain lacks and nothing reads is not a failure.
                    """,
                examples: [
                    error(
                        "Sources/App/Screens.swift:21:20", "[component: ViewComponent] failed to find parent: ApplicationComponent",
                        notes: ["ViewComponent.root at Sources/App/ViewComponent.swift:12:9 reads it; add `.parent { … }` returning the ApplicationComponent to this chain."]),
                ],
                fixes: [
                    "Add the parent to the chain that makes the component: `ViewComponent().parent { app }`, where `app` is the ApplicationComponent.",
                    "If `.parent { … }` is there but returns another component, return the one the accessor reads.",
                ],
                seeAlso: [dripRules])
        case .missingModule:
            return DiagnosticExplanation(
                id: id, styles: [.drip],
                summary: "A Drip component is made without a module that one of its accessors reads.",
                meaning: """
                    A Drip component reads a module through an accessor (`var view: ViewModule { module() \
                    }`), and Drip looks the module up only when that accessor is read, among the modules the \
                    chain that made the component registered with `.module(…)`. When an accessor read on a \
                    chain needs a module the chain does not register, Drip would stop the program with this \
                    message, so digen reports it at the chain, with a note naming the accessor. A module that \
                    the chain lacks and nothing reads is not a failure.
                    """,
                examples: [
                    error(
                        "Sources/App/Screens.swift:23:20", "[component: ViewComponent] failed to find module ViewModule",
                        notes: ["ViewComponent.view at Sources/App/ViewComponent.swift:13:9 reads it; add `.module(ViewModule.self) { ViewModule($0) }` to this chain."]),
                ],
                fixes: [
                    "Register the module on the chain that makes the component: `.module(ViewModule.self) { ViewModule($0) }`.",
                ],
                seeAlso: [dripRules])
        case .abstractNotOverridden:
            return DiagnosticExplanation(
                id: id, styles: [.drip],
                summary: "A Drip `abstract()` generator is not overridden where its component is made.",
                meaning: """
                    A module's generator that returns `abstract()` has no value of its own: each construction \
                    of its component must supply one with `.override(…)`, and asking for it on a component \
                    made without one stops the program with this message. digen reports the generator when the \
                    sources make its component at least once (with `X()` or the builder `X.make(…)`) and a \
                    construction lacks the override, with a note naming that construction.
                    """,
                examples: [
                    error(
                        "Sources/Network/NetworkModule.swift:13:10", "Failed to implement abstract generator of Api",
                        notes: ["NetworkComponent is made at Sources/App/App.swift:19:17 without `.override(…)` for Api."]),
                ],
                fixes: [
                    "Add the override to the chain named in the note: `.override(LiveApi() as Api)`.",
                    "If every construction should get the same value, make the generator return it instead of `abstract()`.",
                ],
                seeAlso: [dripRules])
        case .tooManyPaths:
            return DiagnosticExplanation(
                id: id, styles: [.needle],
                summary: "A Needle root has more paths to its components than digen checks, so none of them is checked.",
                meaning: """
                    Needle resolves dependencies along each path from a root to a component, and a component \
                    that two parents instantiate lies on the paths of both, so paths multiply with every such \
                    level (a diamond lattice 40 levels deep has over two trillion). digen counts a root's paths \
                    before walking them; with more than 1,000,000 it checks none of them, `generate` writes \
                    nothing, and `print-dependency-tree` refuses to print below it. Needle's generated file \
                    would register a provider for each path. When a component cycle is reachable the count is \
                    written `at least`.
                    """,
                examples: [
                    error(
                        "Sources/App/RootComponent.swift:3:13",
                        "RootComponent has 2,199,023,255,551 paths to its components, more than digen's limit of 1,000,000 paths from one root, so digen does not follow them.",
                        notes: ["A component is reached once along each chain of instantiations from RootComponent, so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path."]),
                ],
                fixes: [
                    "Find the components that several parents instantiate, level after level, and make each in one common ancestor instead: the descendants that need it read it, or a builder of it, through their dependency protocols.",
                    "Fix any `digen/DependencyCycle` first: a cycle makes the paths endless.",
                ],
                seeAlso: [limits])
        case .nonisolatedReadsMainActor:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .whoop, .drip],
                summary: "Something nonisolated asks for a value that is made or read on the main actor.",
                meaning: """
                    The provider digen generates for a dependency protocol is as isolated as the protocol: \
                    `@MainActor` when the protocol, or a protocol it inherits, is written `@MainActor`, and \
                    nonisolated otherwise. A nonisolated provider cannot read a main-actor property, so when a \
                    member of a nonisolated protocol resolves to a property of a main-actor component (written \
                    `@MainActor`, or a subclass of `MainActorComponent` or `MainActorBootstrapComponent`) or to \
                    a property written `@MainActor`, the generated file would not compile. It is reported once \
                    per member and providing property, at the member, with the first path that resolves it \
                    there. In a target whose default isolation is the main actor, an unannotated protocol is \
                    main-actor; such a target subclasses the main-actor family, so an app with any component of \
                    that family is checked only for protocols written `nonisolated`. WhoopDI (a warning): a \
                    definition with a nonisolated closure asks (`get()`) for a key defined with a main-actor \
                    closure (`{ @MainActor in … }`, or WhoopStyle's `{ r in … }`). Resolved on the main actor it \
                    works; resolved anywhere else, the main-actor value refuses to be made and the asking \
                    definition fails with it. Drip (an error): a generator of a nonisolated module calls a \
                    method of a main-actor module (written `@MainActor`, or a `MainActorModule`), which Swift \
                    refuses; digen names the DI path.
                    """,
                examples: [
                    error(
                        "Sources/Game/GameComponent.swift:4:9",
                        "GameDependency (scoreBoard: ScoreBoard) is nonisolated, but RootComponent provides it on the main actor, along the DI branch of RootComponent->GameComponent: the generated provider, nonisolated as its protocol is, cannot read it.",
                        notes: [
                            "RootComponent.scoreBoard at Sources/Game/RootComponent.swift:5:9 is a member of the main-actor component RootComponent.",
                            "Mark GameDependency @MainActor (its provider is then generated @MainActor, and GameComponent must be made on the main actor), or mark RootComponent.scoreBoard nonisolated if it may be read from anywhere.",
                        ]),
                    warning(
                        "Sources/App/AppModule.swift:9:37",
                        "The factory at Sources/App/AppModule.swift:9:9 in AppModule, which is nonisolated, asks for ScoreViewModel with name: <no name>, which is made on the main actor: resolved off the main actor, it fails.",
                        notes: [
                            "ScoreViewModel with name: <no name> is defined with a main-actor closure at Sources/App/AppModule.swift:8:9 in AppModule.",
                            "Make the asking definition main-actor too (`{ @MainActor in … }`, or `{ r in … }` resolving with `try r.get()`), or define ScoreViewModel with name: <no name> with a nonisolated closure.",
                        ]),
                ],
                fixes: [
                    "Mark the dependency protocol `@MainActor`: its provider is generated `@MainActor`, and the component that needs it is then made on the main actor (a `@MainActor` component, or one of the main-actor family, is).",
                    "When the property's value may be read from any thread (a `Sendable` value, a constant), mark the property `nonisolated`.",
                    "WhoopDI: make the asking definition main-actor too, `{ @MainActor in … }` or `{ r in Screen(model: try r.get()) }`, when what it makes belongs on the main actor; otherwise define the value it asks for with a nonisolated closure.",
                ],
                seeAlso: [needle, whoopRules])
        case .synchronousReadsAsync:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .whoop, .drip],
                summary: "Something synchronous asks for a value that only an async provider makes.",
                meaning: """
                    Needle: a dependency-protocol member is read by the generated provider exactly as the \
                    protocol declares it, so a member declared `{ get }` cannot read a component property whose \
                    getter is `async` (an async `shared {}`, NeedleStyle's addition) or `throws`: the generated \
                    file would not compile. It is reported once per member and providing property, at the \
                    member, with the first path that resolves it there. WhoopDI: a key defined with an async \
                    closure (WhoopStyle's async `factory` or `singleton`) is made only by `getAsync` and \
                    `injectAsync`; a synchronous `get()` or `inject()` of it fails every time it runs, whatever \
                    the thread, so unlike the main-actor case it is an error. A generated accessor of such a key \
                    is itself async, so its calls are not judged. Drip: a generator that calls an async module \
                    method (DripStyle's async `single` or `transient`) without `await`; Swift refuses it too, \
                    and digen names the DI path.
                    """,
                examples: [
                    error(
                        "Sources/Shop/CartComponent.swift:4:9",
                        "CartDependency (catalogue: Catalogue) is read synchronously, but RootComponent provides it with an async getter, along the DI branch of RootComponent->CartComponent: the generated provider cannot read it.",
                        notes: [
                            "RootComponent.catalogue at Sources/Shop/RootComponent.swift:6:9 has a `get async` getter.",
                            "Declare the member `var catalogue: Catalogue { get async }` (with the getter's other effects too), and read it with `await` in CartComponent.",
                        ]),
                    error(
                        "Sources/App/AppModule.swift:9:42",
                        "The factory at Sources/App/AppModule.swift:9:9 in AppModule, which is synchronous, asks for Database with name: <no name>, which an async provider makes: a synchronous request cannot make it.",
                        notes: [
                            "Database with name: <no name> is defined with an async closure at Sources/App/AppModule.swift:8:9 in AppModule.",
                            "Make the asking definition async too and ask with `try await getAsync()`, or define Database with name: <no name> with a synchronous closure.",
                        ]),
                ],
                fixes: [
                    "Needle: declare the member with the providing getter's effects (`var catalogue: Catalogue { get async }`) and read it with `await` in the component; digen generates a provider getter with the same effects.",
                    "WhoopDI: make the asking definition async (`factory { Cart(catalogue: try await self.getAsync()) }`) and resolve the top-level request with `await WhoopDI.injectAsync()`.",
                    "When the value needs no suspension to make, define it with a synchronous closure instead.",
                ],
                seeAlso: [needle, whoopRules])
        case .nonSendableSharedAcrossIsolation:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .whoop, .drip],
                summary: "One instance of a class that is not Sendable is shared by main-actor and nonisolated consumers.",
                meaning: """
                    A singleton (WhoopDI) or a `shared {}` instance (Needle) is one object. When main-actor code \
                    and code that may run anywhere both get it, the object is used on the main actor and off \
                    it at the same time, and nothing guards its state: the data race Swift 6's checking exists \
                    to stop, which the DI container hides from it. digen reports it only where the sources show \
                    the class is not `Sendable`: declared with no inheritance clause and no global actor \
                    (`final class Store { … }`), with no extension adding `Sendable`. WhoopDI: a singleton defined \
                    with a nonisolated closure, asked for (`get()`) by a definition with a main-actor closure and \
                    by one with a nonisolated closure. Needle: a `shared {}` property of a nonisolated component, \
                    read through a main-actor dependency protocol and through a nonisolated one. Drip: a `single` \
                    called by a generator of a main-actor module and by one of a nonisolated module. Requests made \
                    by app code are not judged. A warning, since an app that resolves everything on the main \
                    actor never races.
                    """,
                examples: [
                    warning(
                        "Sources/App/AppModule.swift:7:9",
                        "ScoreStore with name: <no name>, one instance of ScoreStore, which is not Sendable, is shared by a main-actor definition and a nonisolated one: the same object is used on the main actor and off it, unguarded.",
                        notes: [
                            "The factory at Sources/App/AppModule.swift:8:9 in AppModule, on the main actor, asks for it at Sources/App/AppModule.swift:8:52.",
                            "The factory at Sources/App/AppModule.swift:9:9 in AppModule, which is nonisolated, asks for it at Sources/App/AppModule.swift:9:44.",
                            "Make ScoreStore Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class ScoreStore`), or define it with `factory` so that each consumer gets its own.",
                        ]),
                ],
                fixes: [
                    "Make the class `Sendable`: immutable (`let` properties of `Sendable` types) and declared `Sendable`, or guarding its own state (a lock, a `Mutex`) and declared `@unchecked Sendable`.",
                    "Make the class main-actor (`@MainActor final class ScoreStore`), and its definition a main-actor one, when it belongs to the UI.",
                    "Give each consumer its own instance: a WhoopDI `factory`, or a Needle property that returns a new instance.",
                ],
                seeAlso: [needle, whoopRules])
        case .skippedEntry:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A folder walk passed over an entry that is not a readable Swift file.",
                meaning: """
                    Walking a folder, digen reads regular `.swift` files and says what it passes over: hidden \
                    entries, symbolic links to folders (not followed), links in a loop or to nothing, FIFOs, \
                    sockets and devices, as notes (shown with `--logging-level info`); a folder that cannot be \
                    opened, and an entry whose name is not UTF-8 (written with `\\xNN` for each byte that is not \
                    printable ASCII), as warnings, since Swift files may hide there. It never changes the exit \
                    code.
                    """,
                examples: [
                    note(nil, "Skipped Sources/App/.build: hidden entries are not read."),
                    note(nil, "Skipped Sources/Shared: a symbolic link to a folder, which the walk does not follow."),
                    warning(nil, "Skipped Sources/Private: the folder cannot be read (Permission denied)."),
                    warning(nil, "Skipped Sources/App/Caf\\xE9.swift: its name is not UTF-8, so digen cannot name it in diagnostics and code."),
                ],
                fixes: [
                    "Nothing, for an entry that holds no sources.",
                    "For a linked folder of sources, pass the folder it links to as a source too.",
                    "For a warning, make the folder readable, or rename the file with a UTF-8 name.",
                ],
                seeAlso: [limits])
        case .crossModuleAccess:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .whoop, .drip],
                summary: "The generated code would name a declaration of another module that is not public.",
                meaning: """
                    With `--summary`, the generated file is compiled into one module and reads declarations \
                    of other modules, which the compiler allows only when they are `public` (or `open`). For \
                    Needle: the dependency protocol of each component it makes a provider for, each ancestor \
                    component whose properties a provider reads, and those properties. For Drip: the parents \
                    and modules a builder registers, and the initializers it calls. digen reports each at its \
                    declaration, instead of writing code the compiler would reject. WhoopDI accessors and Drip \
                    builders of types that are not public are left out of the generated file instead.
                    """,
                examples: [
                    error(
                        "Sources/Core/Root.swift:3:9",
                        "CoreRootComponent.network is internal in module Core, but the generated code in module App must read it to provide a dependency: declare it public.",
                        notes: ["The generated code is compiled into another module than Core, so it can read only what Core declares public or open."]),
                    error(
                        "Sources/Feed/FeedDependency.swift:1:10",
                        "FeedDependency is internal in module Feed, but the generated code in module App conforms FeedComponent's dependency provider to it: declare it public."),
                    error(
                        "Sources/Shop/ShopModule.swift:3:13",
                        "`ShopModule` is internal in module Shop, but the generated Drip builder of `ShopComponent` in module App registers it: declare it public."),
                ],
                fixes: [
                    "Declare it `public` (or `open`) in its module, as the message says.",
                    "If it should stay internal, move the code that needs it into the module that generates the wiring.",
                ],
                seeAlso: [mustBePublic])
        case .undeclaredType:
            return DiagnosticExplanation(
                id: id, styles: [.needle, .drip],
                summary: "A component, parent or module is named, but nothing the run read declares it.",
                meaning: """
                    A Needle component makes a `…Component` with `parent: self`, or a Drip accessor reads a \
                    parent or module, whose type no file or summary of the run declares. Usually the module \
                    that declares it is missing from the run: its sources or its summary were not passed. That \
                    type, and everything below it, is then not checked or generated, and an app built with the \
                    generated code can fail at launch (Needle's `Missing dependency provider factory`). It is a \
                    warning, since the type may come from a library that is not meant to be read. (WhoopDI's \
                    undeclared modules are `digen/UnknownModule`.)
                    """,
                examples: [
                    warning(
                        "Sources/App/Root.swift:7:31",
                        "RootComponent makes FeedComponent with `parent: self`, but no file or summary this run read declares FeedComponent, so it and the components below it are not checked or generated.",
                        notes: ["If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run."]),
                    warning(
                        "Sources/Counter/CounterComponent.swift:4:9",
                        "CounterComponent.shop reads its parent ShopComponent, but no file or summary this run read declares ShopComponent, so CounterComponent's parents are not all known.",
                        notes: ["If it is declared in another module of the program, add that module's sources or its summary (--summary) to the run."]),
                ],
                fixes: [
                    "Add the sources or the summary (`--summary`) of the module that declares the type to the run; with the SwiftPM plugin, make the target depend on that module's target.",
                    "If the type comes from a library that holds no DI code of this app, nothing needs to change.",
                ],
                seeAlso: [summarize])
        case .cacheUnavailable:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "The cache folder cannot be used, so the run reads every file itself.",
                meaning: """
                    digen keeps what it read of each file in a cache folder (`--cache-dir`, \
                    `$DIGEN_CACHE_DIR`, or the user's cache folder), so that later runs parse only the files \
                    that changed. When the folder cannot be made or written, the run goes on without it and \
                    says so in one note; its answer is the same, only slower.
                    """,
                examples: [
                    note(
                        nil,
                        "The fact cache was not used: /home/me/.cache/digen/facts-v1 cannot be written (Permission denied); this run read every file itself."),
                ],
                fixes: [
                    "Make the folder writable, or name a writable one with `--cache-dir` or `DIGEN_CACHE_DIR`.",
                    "Pass `--no-cache` to run without the cache, and without this note.",
                ],
                seeAlso: [factCache])
        case .inputNotFound:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A path given to digen, or listed in a sources list, does not exist.",
                meaning: """
                    Every source path on the command line, and every `.swift` entry of a sources list, must \
                    exist; relative paths are taken from the working directory, those in a sources list too. \
                    digen still reads the rest and reports what it finds, but exits with 2, since the missing \
                    input may hold declarations the checks need.
                    """,
                examples: [
                    error(nil, "No such file or directory: Sources/Missing"),
                    error("/src/app/sources.txt:1:1", "No such file or directory: Sources/App/Old.swift, listed in sources.txt"),
                ],
                fixes: [
                    "Correct the path, or run digen from the folder the paths are relative to.",
                    "Write the sources list again after files are moved or deleted.",
                ])
        case .unreadableFile:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A file cannot be read, is not a regular file, or is not text.",
                meaning: """
                    digen reads regular files only, and decodes each one before anything else looks at it: \
                    UTF-8 (with or without a byte-order mark), or UTF-16 or UTF-32 in either byte order. A file \
                    that cannot be opened or read, a FIFO, socket, device or folder given as a file, or bytes in \
                    none of those encodings, is reported and not checked, even when it holds none of the words \
                    digen looks for.
                    """,
                examples: [
                    error("Sources/App/Secret.swift:1:1", "Could not read Sources/App/Secret.swift: Permission denied"),
                    error("Sources/App/Pipe.swift:1:1", "Could not read Sources/App/Pipe.swift: it is a FIFO, not a regular file."),
                    error("Sources/App/Logo.swift:1:1", "Sources/App/Logo.swift is not UTF-8, UTF-16 or UTF-32 text, so it cannot be parsed as Swift."),
                    error("Sources/App/Legacy.swift:1:1", "Sources/App/Legacy.swift is not valid UTF-16LE text, so it cannot be parsed as Swift."),
                ],
                fixes: [
                    "Make the file readable, or exclude it (`--exclude-paths`, `--exclude-suffixes`) if it is not a source.",
                    "Save the file as UTF-8; for a byte-order mark that names the wrong encoding, remove the mark or convert the text to the encoding it names.",
                ],
                seeAlso: [recognised, limits])
        case .syntaxError:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A Swift file does not parse.",
                meaning: """
                    digen parses each file with swift-syntax, the parser of the Swift compiler, and reports a \
                    file it cannot parse at the first place the parser stopped, with the later ones as notes. \
                    When the file shows DI (it imports NeedleFoundation, NeedleStyle, WhoopDIKit, WhoopStyle, \
                    Drip or DripStyle, calls something with `parent:`, declares a component or a dependency \
                    protocol, or any WhoopDI or Drip declaration), it is an error, and what could be read of it \
                    is still checked. Otherwise it is a warning and the file is passed over: it may use syntax \
                    newer than digen's parser knows, and holds nothing to check.
                    """,
                examples: [
                    error("Sources/App/Broken.swift:7:17", "Sources/App/Broken.swift is not valid Swift: expected '}'."),
                    warning("Sources/App/Util.swift:12:1", "Sources/App/Util.swift could not be parsed (expected '}'); it shows no DI, so digen passes over it."),
                ],
                fixes: [
                    "Fix the code where the message points; the compiler reports the same error.",
                    "If the file compiles, it uses syntax newer than the swift-syntax this digen was built with: use a newer digen.",
                ],
                seeAlso: [recognised])
        case .noSources:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A folder or sources list holds no Swift files, or the run found none at all.",
                meaning: """
                    A folder given as a source that holds no `.swift` file, or a sources list that lists none in \
                    its format, is a warning. A run that finds no Swift file at all is an error, since there is \
                    nothing to check; a note says when `--exclude-suffixes` or `--exclude-paths` may have \
                    excluded them.
                    """,
                examples: [
                    warning(nil, "The directory Sources/Empty contains no Swift source files."),
                    warning("/src/app/sources.txt:1:1", "The sources list sources.txt lists no Swift source files in the newline format."),
                    error(nil, "No Swift source files found in Sources/Empty."),
                ],
                fixes: [
                    "Pass the folders that hold the Swift files, and check what `--exclude-suffixes` and `--exclude-paths` exclude.",
                    "For a sources list, give the format it is written in: `--sources-list-format newline` (one path a line) or `minescaping` (paths separated by spaces).",
                ],
                seeAlso: [DiagnosticExplanation.Section(title: "Sources list files", article: "Commands")])
        case .badSourcesList:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A sources list file cannot be read.",
                meaning: """
                    A source that is neither a folder nor a `.swift` file is read as a sources list (Needle's \
                    `--sources-list-format`). It must be a regular file of UTF-8 text, no larger than \
                    `--max-file-size`; otherwise none of its files are read.
                    """,
                examples: [
                    error("/src/app/sources.txt:1:1", "Failed to read source paths from list file at sources.txt: the file is not UTF-8 text."),
                    error("/src/app/sources.pipe:1:1", "Failed to read source paths from list file at sources.pipe: it is a FIFO, not a regular file."),
                ],
                fixes: [
                    "Write the list as a regular UTF-8 text file, one path a line (or separated by spaces with `--sources-list-format minescaping`), and make it readable.",
                    "If the argument was meant as a source file, check that its name ends in `.swift`.",
                ],
                seeAlso: [DiagnosticExplanation.Section(title: "Sources list files", article: "Commands")])
        case .parsingTimeout:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "Parsing a file took longer than the parsing timeout.",
                meaning: """
                    Each file's parsing may take `--parsing-timeout` seconds (30 by default; Needle's option, \
                    and Needle's words). A file that takes longer stops the run. With \
                    `--collect-parsing-info`, notes say how long it had been parsing and how many files were \
                    done. digen's parsing is deterministic, so a timeout means a very large or unusual file, or \
                    a machine too busy to parse it in time.
                    """,
                examples: [
                    error(
                        "Sources/Generated/Big.swift:1:1",
                        "Parsing Swift source file at Sources/Generated/Big.swift timed out when executing task with ID parse-17.",
                        notes: [
                            "It had been running for 30.4 s; the limit is 30.0 s (--parsing-timeout).",
                            "212 of 480 files had been processed.",
                        ]),
                ],
                fixes: [
                    "Give a large file more time: `--parsing-timeout 120`.",
                    "Exclude generated files that hold no DI (`--exclude-paths`, `--exclude-suffixes`).",
                    "On a busy machine, lower `--concurrency-limit`.",
                ],
                seeAlso: [limits])
        case .invalidOption:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "An option has a value digen cannot use.",
                meaning: """
                    digen checks option values before it reads anything, and stops at one it cannot use: a \
                    `--sources-list-format` other \
                    than `newline` or `minescaping` (Needle's words), a `--concurrency-limit` below 1, a \
                    `--parsing-timeout` or `--timeout` that is not a number of seconds above 0 and at most \
                    86400, a `--max-file-size` below 1, a `--module-name` that is not a module's name, options \
                    that cannot be given together, an `--arguments-file` that cannot be read, `--style whoop` \
                    or `--style drip` for `print-dependency-tree`, or an id `digen explain` does not know. An \
                    `--exclude-suffixes` value that looks like a path (it has a `/` or ends in `.swift`) is a \
                    warning instead: no file name ends with it, so it was probably meant as a source.
                    """,
                examples: [
                    error(nil, "Failed to parse sources list format json", notes: ["Supported formats: newline, minescaping."]),
                    error(nil, "--parsing-timeout must be a number of seconds above 0 and at most 86400, not inf."),
                    error(
                        nil, "print-dependency-tree prints Needle's component tree, and --style whoop reads no Needle declarations.",
                        notes: ["Use digen graph --style whoop for that style's graph."]),
                    warning(
                        nil,
                        "--exclude-suffixes Sources/App looks like a path, not a file-name suffix: no file name ends with it. Put sources before --exclude-suffixes, or use --exclude-paths for a folder."),
                ],
                fixes: [
                    "Give a value the option accepts; `digen help <command>` lists each option with what it takes.",
                    "Put the sources before `--exclude-suffixes` (its values run up to the next option), and exclude folders with `--exclude-paths`.",
                ],
                seeAlso: [options])
        case .unknownRootComponent:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "The component a command was asked to start at does not exist.",
                meaning: """
                    `print-dependency-tree` starts at the component `--root-component-name` names \
                    (`RootComponent` by default), and `graph --root-component-name` keeps what is below the \
                    scope it names (a component, container or module set of the selected styles). When no such \
                    component or scope is declared, nothing is printed; a note lists the roots found.
                    """,
                examples: [
                    error(nil, "No component named AppComponent was found.", notes: ["Roots found: RootComponent; pass one with --root-component-name."]),
                ],
                fixes: [
                    "Pass one of the roots the note lists with `--root-component-name`; name your root explicitly when it is not called `RootComponent`.",
                ])
        case .outputNotWritten:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A command could not read its header doc or write its output file.",
                meaning: """
                    `generate` could not read its `--header-doc` file or write the generated file, `graph` \
                    could not write `--output`, `summarize` could not write the summary, or a command could not \
                    write its `--report`. digen writes only \
                    regular files, through a temporary file renamed into place, and never over one of the \
                    sources it read (or a sources list): a FIFO, device, folder or symbolic link at the output \
                    path is left as it is. Nothing is written.
                    """,
                examples: [
                    error(nil, "Could not read the header doc file at /src/app/header.txt."),
                    error(
                        nil, "Could not write the generated file at /src/app/Sources/App/Root.swift: it is one of the sources digen read; choose another path."),
                    error(
                        nil,
                        "Could not write the graph at /src/app/graph.dot: it is a FIFO, and digen writes only regular files; remove it or choose another path."),
                    error(nil, "Could not write the report at /src/app/Sources/App/Root.swift: it is one of the sources digen read; choose another path."),
                ],
                fixes: [
                    "Choose an output path that is not one of the sources, in a folder that exists and can be written.",
                    "Remove whatever other than a regular file is at the output path.",
                    "For `--header-doc`, pass a readable UTF-8 file.",
                ],
                seeAlso: [limits])
        case .nestingTooDeep:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A file nests deeper than digen parses.",
                meaning: """
                    Before parsing a file, digen measures how deeply it nests, on the parser's own tokens: \
                    brackets, braces, generic arguments and `#if` blocks more than 256 deep together, square \
                    brackets more than 16 deep (the parser's time doubles with each level), or more than 256 \
                    `->` or prefix words (`try`, `await`, …) in a row. Past a limit the parser could exhaust \
                    its stack or take minutes, so the file is reported at the token that passes the limit and \
                    is not checked. Real code stays far below these limits.
                    """,
                examples: [
                    error(
                        "Sources/App/Matrix.swift:40:57",
                        "Sources/App/Matrix.swift has square brackets (`[`) nested more than 16 deep here, deeper than digen parses; the file is not checked."),
                    error(
                        "Sources/Generated/Tree.swift:300:12",
                        "Sources/Generated/Tree.swift has brackets, braces, generic arguments and `#if` blocks nested more than 256 deep here, deeper than digen parses; the file is not checked."),
                ],
                fixes: [
                    "Split the nested code: name inner parts with a typealias, a local `let` or a function.",
                    "If the file is generated data with no DI, exclude it (`--exclude-paths`, `--exclude-suffixes`).",
                ],
                seeAlso: [limits])
        case .fileTooLarge:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "An input is larger than the maximum file size.",
                meaning: """
                    Each input may be at most `--max-file-size` megabytes (64 by default), so that a stray \
                    data file cannot exhaust memory. A larger one is reported and not read.
                    """,
                examples: [
                    error("Sources/Generated/Assets.swift:1:1", "Sources/Generated/Assets.swift is 1120013 bytes, larger than the 1 MB digen reads (--max-file-size)."),
                ],
                fixes: [
                    "Raise the limit: `--max-file-size 128` (megabytes).",
                    "Exclude the file if it holds no DI: `--exclude-paths Generated`.",
                ],
                seeAlso: [limits])
        case .badSummary:
            return DiagnosticExplanation(
                id: id, styles: [],
                summary: "A module summary given with `--summary` cannot be used.",
                meaning: """
                    Each `--summary` file must be a module summary that `digen summarize` wrote in the format \
                    this digen reads, and each module may be given once, either as sources or as a summary. A \
                    summary that cannot be read, is not a summary, is damaged or of another format version, or \
                    repeats a module, stops the run, with a note saying what to do.
                    """,
                examples: [
                    error(
                        ".digen/Feed.summary:1:1", ".digen/Feed.summary is a module summary of format version 7; this digen (0.1.0) reads version 1.",
                        notes: ["Summarize the module again with this digen (digen summarize), or pass its sources instead."]),
                    error(
                        ".digen/App.summary:1:1", ".digen/App.summary is a summary of App, the module whose sources this run reads (--module-name).",
                        notes: ["Pass a module either as sources or as a summary, not both."]),
                    error(
                        ".digen/Feed2.summary:1:1", ".digen/Feed2.summary and .digen/Feed.summary are both summaries of the module Feed.",
                        notes: ["Pass each module's summary once."]),
                ],
                fixes: [
                    "Summarize the module again with this digen: `digen summarize .digen/Feed.summary Sources/Feed --module-name Feed --root .`.",
                    "Pass each module once, either as sources or with `--summary`.",
                    "Check the path, and that the step that writes the summary runs before the one that reads it.",
                ],
                seeAlso: [summarize])
        }
    }

    /// `file:line:column` as a location.
    private static func location(_ text: String) -> SourceLocation {
        let parts = text.split(separator: ":")
        return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: Int(parts[parts.count - 2])!, column: Int(parts[parts.count - 1])!)
    }
}

extension DiagnosticID {
    /// What this diagnostic means and how to fix it.
    public var explanation: DiagnosticExplanation {
        DiagnosticCatalog.explanation(of: self)
    }
}
