import Testing
@testable import DIGenKit

/// Each library's run-time semantics on real code (issue 29, item 5): the reproducers found by
/// running digen on WhoopInc/WhoopDI's own tests and on madeintandem/harbor, under
/// `Fixtures/Reproducers/realworld`, each with what the library does; and the real failures
/// next to them that must still be reported.
@Suite struct RealWorldSemanticsTests {
    private static let whoop = "Reproducers/realworld/whoopdi/"
    private static let drip = "Reproducers/realworld/drip-harbor/"

    /// `name` checked, with nothing at all to say (not even a note) and the exact summary.
    private func expectNoProblems(_ name: String, summary: String, notes: [String] = []) {
        let analysis = Fixture.check(name)
        #expect(Fixture.lines(analysis, minimum: .note) == notes, "\(name)")
        #expect(analysis.summary == summary, "\(name)")
        #expect(analysis.exitCode == 0, "\(name)")
    }

    /// The diagnostics of a check of `files`, written to a scratch directory, with its path left out.
    private func check(_ files: [String: String]) throws -> (lines: [String], summary: String, exitCode: Int32) {
        let directory = try TemporaryDirectory()
        for (name, text) in files { try directory.write(name, text) }
        let analysis = DIGen.check(directory.options(files.keys.sorted()))
        let lines = analysis.diagnostics.filter { $0.severity >= .warning }
            .map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
        return (lines, analysis.summary.replacingOccurrences(of: directory.path + "/", with: ""), analysis.exitCode)
    }

    // MARK: WhoopDI

    @Test func aParentDefinitionAsksTheChildContainerTheInjectStartedIn() {
        // WhoopDI's AccumulationTests.testItWorksWithSubDependency: the parent's factory gets the
        // child's Int, since issue #44.
        expectNoProblems(
            Self.whoop + "child-context",
            summary: "digen: no problems: 2 WhoopDI definitions in 2 containers or module sets checked in 1 Swift file (1 parsed).")
    }

    @Test func aParentModuleAsksTheChildContainersModules() {
        // WhoopDI's ContainerTests.createChild_crossContainerDependencies_shouldResolveSuccessfully.
        expectNoProblems(
            Self.whoop + "cross-container",
            summary: "digen: no problems: 2 WhoopDI definitions in 2 containers or module sets checked in 1 Swift file (1 parsed).")
    }

    @Test func aContainerWhoseModuleListDigenCannotReadIsIncomplete() {
        let name = Self.whoop + "nonliteral-modules"
        expectNoProblems(
            name, summary: "digen: no problems: 1 WhoopDI definition in 2 containers or module sets checked in 1 Swift file (1 parsed).",
            notes: [
                "Fixtures/\(name)/A.swift:11:21: note: digen cannot tell which modules `modules` holds (only an array literal of module constructions is read), so missing dependencies are not reported for container container. [digen/UnknownModule]",
            ])
    }

    @Test func aModulePassedToAHelperThatBuildsTheContainerIsNotCheckedOnItsOwn() throws {
        // WhoopDI's ContainerTests: `createContainer(modules: [CrossContainerParentModule()])`,
        // a private helper that builds `Container(modules: modules, …)`, then a child adds
        // what the parent module's factory asks for.
        let helper = """
            import WhoopDIKit

            final class Parent: DependencyModule {
                override func defineDependencies() {
                    factory { Service(repo: try self.get()) }
                }
            }
            final class Service { init(repo: Repo) {} }
            final class Repo {}

            func createContainer(modules: [DependencyModule]) -> Container {
                Container(modules: modules, parent: nil)
            }

            func run() {
                let parent = createContainer(modules: [Parent()])
                _ = parent
            }
            """
        let result = try check(["A.swift": helper])
        #expect(result.lines == [])
        #expect(result.exitCode == 0)
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", helper)
        let notes = DIGen.check(directory.options(["A.swift"])).diagnostics.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
        #expect(notes.contains(
            "A.swift:16:18: note: Parent is passed to `createContainer`, which digen does not follow to the container it builds, so missing dependencies are not reported for Parent on its own. [digen/UnknownModule]"))
        // A module that nothing passes anywhere is still checked on its own.
        let alone = try check(["A.swift": helper.replacingOccurrences(of: "createContainer(modules: [Parent()])", with: "createContainer(modules: [])")])
        #expect(alone.lines.first == "A.swift:5:37: error: Missing dependency for Repo with name: <no name> [digen/MissingDependency]\nA.swift:5:37: note: Asked for by the factory at A.swift:5:9 in Parent, resolving in Parent.")
    }

    @Test func aChildThatLacksWhatTheParentDefinitionAsksForIsStillReportedInTheChildsName() throws {
        let result = try check(["A.swift": """
            import WhoopDIKit

            func run() throws {
                let container = Container { module in
                    module.factory {
                        let intValue: Int = try module.get()
                        return "\\(intValue)"
                    }
                }
                let child = container.createChild { module in
                    module.factory { 3.0 as Double }
                }
                let value: String = child.inject()
                print(value)
            }
            """])
        #expect(result.lines == [
            """
            A.swift:6:37: error: Missing dependency for Int with name: <no name> [digen/MissingDependency]
            A.swift:6:37: note: Asked for by the factory at A.swift:5:9 in container container, resolving in container child.
            """,
        ])
        #expect(result.exitCode == 1)
    }

    @Test func anInjectFromTheParentItselfStillNeedsTheParentToAnswer() throws {
        // The child answers its own inject; the parent's inject of the same factory fails.
        let result = try check(["A.swift": """
            import WhoopDIKit

            func run() throws {
                let container = Container { module in
                    module.factory {
                        let intValue: Int = try module.get()
                        return "\\(intValue)"
                    }
                }
                let child = container.createChild { module in
                    module.factory { 3 as Int }
                }
                let fromChild: String = child.inject()
                let fromParent: String = container.inject()
                print(fromChild, fromParent)
            }
            """])
        #expect(result.lines == [
            """
            A.swift:6:37: error: Missing dependency for Int with name: <no name> [digen/MissingDependency]
            A.swift:6:37: note: Asked for by the factory at A.swift:5:9 in container container, resolving in container container.
            """,
        ])
        #expect(result.exitCode == 1)
    }

    @Test func aParentDefinitionNothingInjectsIsAnsweredByAChildThatSeesIt() throws {
        // No inject digen reads reaches the factory: it may run from the parent or the child, and
        // the child answers it.
        let answered = try check(["A.swift": """
            import WhoopDIKit

            func run() {
                let parent = Container { module in
                    module.factory { () -> String in
                        let count: Int = try module.get()
                        return "\\(count)"
                    }
                }
                let child = parent.createChild { module in
                    module.factory { 3 as Int }
                }
                print(child)
            }
            """])
        #expect(answered.lines == [])
        #expect(answered.exitCode == 0)
        // Neither answers it: reported in the factory's own container.
        let unanswered = try check(["A.swift": """
            import WhoopDIKit

            func run() {
                let parent = Container { module in
                    module.factory { () -> String in
                        let count: Int = try module.get()
                        return "\\(count)"
                    }
                }
                let child = parent.createChild { module in
                    module.factory { 3.0 as Double }
                }
                print(child)
            }
            """])
        #expect(unanswered.lines == [
            """
            A.swift:6:34: error: Missing dependency for Int with name: <no name> [digen/MissingDependency]
            A.swift:6:34: note: Asked for by the factory at A.swift:5:9 in container parent, resolving in container parent.
            """,
        ])
        #expect(unanswered.exitCode == 1)
    }

    // MARK: Drip

    @Test func screensThatEachRegisterOnlyTheModuleTheyReadAreFine() {
        expectNoProblems(
            Self.drip + "per-screen-modules",
            summary: "digen: no problems: 2 Drip components checked in 2 Swift files (2 parsed).")
    }

    /// A returned chain is not an error; `--logging-level info` says that digen does not follow it.
    @Test func aChainThatEscapesWithoutBeingReadIsFine() {
        let file = "Fixtures/" + Self.drip + "escaping-chain/App.swift"
        expectNoProblems(
            Self.drip + "escaping-chain", summary: "digen: no problems: 2 Drip components checked in 1 Swift file (1 parsed).",
            notes: [
                "\(file):32:12: note: digen does not follow the ViewComponent made here: it is returned, so what is read on it there is not checked against the parents and modules this chain registers. [digen/UnfollowedChain]",
            ])
    }

    @Test func aChainInAFileThatDoesNotImportDripIsReadWhenAnotherFileDoes() {
        let name = Self.drip + "no-import-in-file"
        let analysis = Fixture.check(name)
        #expect(Fixture.lines(analysis, minimum: .note) == [
            """
            Fixtures/\(name)/Screen.swift:7:21: error: [component: ViewComponent] failed to find module StatusModule [digen/MissingModule]
            Fixtures/\(name)/Screen.swift:7:21: note: ViewComponent.status at Fixtures/\(name)/Components.swift:7:9 reads it; add `.module(StatusModule.self) { StatusModule($0) }` to this chain.
            """,
        ])
        #expect(analysis.summary == "digen: 1 error, 0 warnings: 2 Drip components checked in 2 Swift files (2 parsed).")
        #expect(analysis.exitCode == 1)
    }

    @Test func aFileThatUsesDripsMembersIsNotReadForDripWhenNoFileImportsIt() {
        let analysis = Fixture.check(Self.drip + "no-import-in-file/Screen.swift")
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        #expect(analysis.summary == "digen: no Needle, WhoopDI or Drip declarations found in 1 Swift file.")
        #expect(analysis.exitCode == 0)
    }

    @Test func aModuleThatAReadModulesGeneratorReadsIsNeededToo() throws {
        // Reading `status` runs StatusModule's generator, which reads `prefs`: the chain lacks it.
        let result = try check(["App.swift": """
            import Drip

            class ViewComponent: Component {
                var status: StatusModule { return module() }
                var prefs: PrefsModule { return module() }
            }

            class StatusModule: Module<ViewComponent> {
                required init(_ component: ViewComponent) { super.init(component) }
                func inject() -> Int { return transient { c in let name: String = c.prefs.inject(); return name.count } }
            }
            class PrefsModule: Module<ViewComponent> {
                required init(_ component: ViewComponent) { super.init(component) }
                func inject() -> String { return transient { "p" } }
            }

            func show() -> Int {
                let view = ViewComponent()
                    .module { StatusModule($0) }
                return view.status.inject()
            }
            """])
        #expect(result.lines == [
            """
            App.swift:18:16: error: [component: ViewComponent] failed to find module PrefsModule [digen/MissingModule]
            App.swift:18:16: note: ViewComponent.prefs at App.swift:5:9 reads it; add `.module(PrefsModule.self) { PrefsModule($0) }` to this chain.
            """,
        ])
        #expect(result.exitCode == 1)
    }

    @Test func aShadowingVariableOfTheSameNameIsNotARead() throws {
        let result = try check(["App.swift": """
            import Drip

            class ViewComponent: Component {
                var status: StatusModule { return module() }
            }
            class StatusModule: Module<ViewComponent> {
                required init(_ component: ViewComponent) { super.init(component) }
                func inject() -> Int { return transient { 1 } }
            }

            func show() -> Int {
                let view = ViewComponent()
                    .parent { ViewComponent() }
                do {
                    let view = ViewComponent().module { StatusModule($0) }
                    return view.status.inject()
                }
            }
            """])
        #expect(result.lines == [])
        #expect(result.exitCode == 0)
    }
}
