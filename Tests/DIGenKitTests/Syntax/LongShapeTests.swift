import Testing
@testable import DIGenKit

/// Long and many-pathed Needle graphs, made by the tests (issue 18): chains of components,
/// subclasses and inherited dependency protocols thousands deep are checked in time linear in
/// their length, and a graph with more root-to-component paths than digen walks is reported.
@Suite struct LongShapeTests {
    /// Writes `declarations` into files of a hundred each, after the root, and checks them.
    private static func check(
        root: String, _ declarations: [String], configure: (inout CheckOptions) -> Void = { _ in }
    ) throws -> (Analysis, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        try directory.write("Root.swift", "import NeedleFoundation\n\n" + root)
        for start in stride(from: 0, to: declarations.count, by: 100) {
            let part = declarations[start ..< min(start + 100, declarations.count)]
            try directory.write("Part\(start / 100).swift", "import NeedleFoundation\n\n" + part.joined(separator: "\n"))
        }
        var options = directory.options(["."])
        configure(&options)
        return (DIGen.check(options), directory)
    }

    /// `RootComponent` providing `rootName` and `level0`, and instantiating what `children` says.
    private static func root(_ children: String) -> String {
        """
        final class RootComponent: BootstrapComponent {
            var rootName: String { "root" }
            var level0: Int { 0 }
        \(children)
        }

        """
    }

    /// RootComponent -> Level1Component -> … -> Level`depth`Component, each made by the one
    /// before it and asking for the root's name and its parent's level.
    private static func chain(_ depth: Int) -> (root: String, declarations: [String]) {
        let declarations = (1...depth).map { level in
            let child = level < depth ? "\n    var child: Level\(level + 1)Component { Level\(level + 1)Component(parent: self) }" : ""
            return """
                protocol Level\(level)Dependency: Dependency {
                    var rootName: String { get }
                    var level\(level - 1): Int { get }
                }

                final class Level\(level)Component: Component<Level\(level)Dependency> {
                    var level\(level): Int { \(level) }\(child)
                }

                """
        }
        return (root("    var child: Level1Component { Level1Component(parent: self) }"), declarations)
    }

    @Test func aChainTwoThousandComponentsDeepIsCheckedWithOnePathPerComponent() throws {
        let shape = Self.chain(2_000)
        let (analysis, _) = try Self.check(root: shape.root, shape.declarations)
        #expect(Fixture.lines(analysis, minimum: .note) == [])
        #expect(analysis.pathsChecked == 2_001)
        #expect(analysis.summary == "digen: no problems: 2001 components on 2001 paths checked in 21 Swift files (21 parsed).")
        // The deepest component finds its parent's level one step up and the root's name at the
        // other end of the chain.
        let deepest = analysis.needlePaths.last
        #expect(deepest?.component == "Level2000Component")
        #expect(deepest?.count == 2_001)
        #expect(deepest?.sources.map { $0?.scopeName } == ["RootComponent", "Level1999Component"])
        #expect(deepest?.sources.map { $0?.distance } == [1_999, 0])
    }

    @Test func aMemberOnlyTheLastComponentOfALongChainProvidesIsMissingAlongTheWholeBranch() throws {
        // Needle looks for a member in the ancestors only, never in the asking component.
        var shape = Self.chain(1_000)
        shape.declarations[999] = shape.declarations[999].replacingOccurrences(
            of: "var level999: Int { get }", with: "var level1000: Int { get }")
        let (analysis, _) = try Self.check(root: shape.root, shape.declarations)
        let branch = (["RootComponent"] + (1...1_000).map { "Level\($0)Component" }).joined(separator: "->")
        #expect(analysis.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "Could not find a provider for (level1000: Int) which was required by Level1000Dependency, along the DI branch of \(branch). Found possible matches [\"level999\"] at Level999Component."
        ])
        #expect(analysis.pathsChecked == 1_001)
    }

    @Test func aLongChainIsGeneratedWithOneRegistrationPerPathInPathOrder() throws {
        let shape = Self.chain(300)
        let directory = try TemporaryDirectory()
        try directory.write("App.swift", "import NeedleFoundation\n\n" + shape.root + shape.declarations.joined(separator: "\n"))
        let generated = DIGen.generatedCode(directory.options(["."]), GenerateOptions())
        let text = try #require(generated.text)
        let registered = text.split(separator: "\n").filter { $0.contains("registerProviderFactory(\"") }
        #expect(registered.count == 301)
        let deepest = "^->RootComponent->" + (1...300).map { "Level\($0)Component" }.joined(separator: "->")
        #expect(registered.contains { $0.contains("\"\(deepest)\"") })
        let paths = registered.map { $0.split(separator: "\"")[1] }
        #expect(paths == paths.sorted())
    }

    @Test func pathsAreInTheOrderOfTheirTextsWhenANameStartsAnother() throws {
        // FeedComponent's paths all sort before FeedComponentLegacy's, as "-" sorts before "L";
        // with a name of other characters the texts are sorted instead.
        let app = """
            import NeedleFoundation

            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
                var legacy: FeedComponentLegacy { FeedComponentLegacy(parent: self) }
                var under: Feed_Component { Feed_Component(parent: self) }
            }

            final class FeedComponent: Component<EmptyDependency> {
                var legacy: FeedComponentLegacy { FeedComponentLegacy(parent: self) }
            }

            final class FeedComponentLegacy: Component<EmptyDependency> {
                var under: Feed_Component { Feed_Component(parent: self) }
            }

            final class Feed_Component: Component<EmptyDependency> {}

            """
        let plain = try TemporaryDirectory()
        try plain.write("App.swift", app)
        let texts = DIGen.check(plain.options(["."])).needlePaths.map(\.text)
        #expect(texts == texts.sorted())
        #expect(texts.count == 7)

        let other = try TemporaryDirectory()
        try other.write("App.swift", app + "final class ÆonComponent: Component<EmptyDependency> {}\n")
        try other.write("More.swift", """
            import NeedleFoundation

            extension FeedComponent {
                var aeon: ÆonComponent { ÆonComponent(parent: self) }
            }

            """)
        let paths = DIGen.check(other.options(["."])).needlePaths
        let ordered = NeedlePath.inTextOrder(paths).map(\.text)
        #expect(ordered == paths.map(\.text).sorted())
        #expect(ordered.contains("^->RootComponent->FeedComponent->ÆonComponent"))
    }

    @Test func twoThousandLevelsOfSubclassingAreFollowedOnce() throws {
        // Level0Component is a component; each LevelN subclasses the one before; the root makes
        // the deepest, which inherits Level0's child and property.
        let depth = 2_000
        let base = """
            protocol BaseDependency: Dependency {
                var rootName: String { get }
            }

            class Level0Component: Component<BaseDependency> {
                var base: Int { 0 }
                var leaf: LeafComponent { LeafComponent(parent: self) }
            }

            protocol LeafDependency: Dependency {
                var rootName: String { get }
                var base: Int { get }
            }

            final class LeafComponent: Component<LeafDependency> {}

            """
        let subclasses = (1...depth).map { "class Level\($0)Component: Level\($0 - 1)Component {}\n" }
        let (analysis, _) = try Self.check(
            root: Self.root("    var child: Level\(depth)Component { Level\(depth)Component(parent: self) }"), [base] + subclasses)
        #expect(Fixture.lines(analysis) == [])
        let deepest = analysis.model?.components["Level\(depth)Component"]
        #expect(deepest?.superclassName == "Level\(depth - 1)Component")
        #expect(deepest?.dependencyName == "BaseDependency")
        #expect(deepest?.children == ["LeafComponent"])
        #expect(deepest?.providedProperties.map(\.name) == ["base", "leaf"])
        #expect(analysis.needlePaths.map(\.text) == [
            "^->RootComponent", "^->RootComponent->Level\(depth)Component",
            "^->RootComponent->Level\(depth)Component->LeafComponent",
        ])
    }

    @Test func twoThousandLevelsOfDependencyProtocolInheritanceAreFollowedOnce() throws {
        let depth = 2_000
        let protocols = ["protocol Level0Dependency: Dependency {\n    var rootName: String { get }\n}\n"]
            + (1...depth).map { "protocol Level\($0)Dependency: Level\($0 - 1)Dependency {}\n" }
            + ["final class LeafComponent: Component<Level\(depth)Dependency> {}\n"]
        let (analysis, _) = try Self.check(
            root: Self.root("    var leaf: LeafComponent { LeafComponent(parent: self) }"), protocols)
        #expect(Fixture.lines(analysis) == [])
        #expect(analysis.model?.dependencies.count == depth + 1)
        #expect(analysis.model?.dependencies["Level\(depth)Dependency"]?.members.map(\.name) == ["rootName"])
        #expect(analysis.needlePaths.last?.sources.map { $0?.scopeName } == ["RootComponent"])
    }

    @Test func twoThousandTypealiasesInAChainAreFollowedOnce() throws {
        // The root provides a Token2000, which 2,000 aliases make a Token0, the type asked for.
        let depth = 2_000
        let aliases = (1...depth).map { "typealias Token\($0) = Token\($0 - 1)\n" }
            + ["""
                protocol LeafDependency: Dependency {
                    var token: Token0 { get }
                }

                final class LeafComponent: Component<LeafDependency> {}

                final class Token0 {}

                """]
        let (analysis, _) = try Self.check(
            root: Self.root("""
                    var token: Token\(depth) { Token0() }
                    var leaf: LeafComponent { LeafComponent(parent: self) }
                """), aliases)
        #expect(Fixture.lines(analysis) == [])
        #expect(analysis.needlePaths.last?.sources.map { $0?.scopeName } == ["RootComponent"])
    }

    /// Levels 1 to `depth` of two components each, A and B, each making both of the next level:
    /// 2 + 4 + … + 2^depth paths below the root.
    private static func lattice(_ depth: Int) -> (root: String, declarations: [String]) {
        var declarations: [String] = []
        for level in 1...depth {
            for side in ["A", "B"] {
                let children = level < depth ? """

                        var a: A\(level + 1)Component { A\(level + 1)Component(parent: self) }
                        var b: B\(level + 1)Component { B\(level + 1)Component(parent: self) }
                    """ : ""
                declarations.append("""
                    protocol \(side)\(level)Dependency: Dependency {
                        var rootName: String { get }
                    }

                    final class \(side)\(level)Component: Component<\(side)\(level)Dependency> {\(children)
                    }

                    """)
            }
        }
        let root = Self.root("""
                var a: A1Component { A1Component(parent: self) }
                var b: B1Component { B1Component(parent: self) }
            """)
        return (root, declarations)
    }

    @Test func aLatticeOfFortyLevelsStopsAtThePathLimit() throws {
        let shape = Self.lattice(40)
        let (analysis, directory) = try Self.check(root: shape.root, shape.declarations)
        let lines = analysis.diagnostics.map { $0.description.replacingOccurrences(of: directory.path, with: "App") }
        // 1 + 2 + 4 + … + 2^40 paths.
        #expect(lines == [
            """
            App/Root.swift:3:13: error: RootComponent has 2,199,023,255,551 paths to its components, more than digen's limit of 1,000,000 paths from one root, so digen does not follow them. [digen/TooManyPaths]
            App/Root.swift:3:13: note: A component is reached once along each chain of instantiations from RootComponent, so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path.
            """,
        ])
        #expect(analysis.exitCode == 1)
        #expect(analysis.pathsChecked == 0)
        #expect(analysis.summary == "digen: 1 error, 0 warnings: 81 components on 0 paths checked in 2 Swift files (2 parsed).")

        let tree = DIGen.runPrintDependencyTree(directory.options(["."]))
        #expect(tree.exitCode == 1)
        #expect(tree.standardOutput == "")
        #expect(tree.standardError.contains("[digen/TooManyPaths]"))
    }

    @Test func aCountBeyondTheLargestIntegerIsGivenAsALowerBound() throws {
        let shape = Self.lattice(70)
        let (analysis, _) = try Self.check(root: shape.root, shape.declarations)
        #expect(analysis.diagnostics.map(\.message) == [
            "RootComponent has at least 9,223,372,036,854,775,807 paths to its components, more than digen's limit of 1,000,000 paths from one root, so digen does not follow them."
        ])
    }

    @Test func aLatticeBelowTheLimitIsCheckedWhole() throws {
        // 2 + 4 + … + 2^12 = 8,190 paths below the root.
        let shape = Self.lattice(12)
        let (analysis, _) = try Self.check(root: shape.root, shape.declarations)
        #expect(Fixture.lines(analysis) == [])
        #expect(analysis.pathsChecked == 8_191)
    }

    @Test func withACycleThePathsAreCountedAsTheyAreWalked() throws {
        // A cycle makes the count unknowable without walking, so each walk stops at the limit:
        // below A1, the cycle back to A1 is not followed (63 paths); below B1 it is, and that
        // walk stops at 101. With the root's own path, at least 165.
        var shape = Self.lattice(6)
        shape.declarations[11] = shape.declarations[11].replacingOccurrences(
            of: "final class B6Component: Component<B6Dependency> {",
            with: "final class B6Component: Component<B6Dependency> {\n    var again: A1Component { A1Component(parent: self) }")
        let (analysis, directory) = try Self.check(root: shape.root, shape.declarations)
        let model = try #require(analysis.model)
        let limited = NeedlePathResolver(model: model, pathLimit: 100).resolve()
        let lines = limited.overfullRoots.map(TooManyPathsRule.diagnostic).map {
            $0.description.replacingOccurrences(of: directory.path, with: "App")
        }
        #expect(lines == [
            """
            App/Root.swift:3:13: error: RootComponent has at least 165 paths to its components, more than digen's limit of 100 paths from one root, so digen does not follow them. [digen/TooManyPaths]
            App/Root.swift:3:13: note: A component is reached once along each chain of instantiations from RootComponent, so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path.
            """,
        ])
        #expect(limited.paths.isEmpty)
        // Under the default limit the same graph is walked whole, the cycle reported apart.
        #expect(analysis.diagnostics.map(\.id) == [.dependencyCycle])
        #expect(analysis.pathsChecked > 100)
    }

    @Test func groupedNumbers() {
        #expect(NeedlePathResolver.grouped(0) == "0")
        #expect(NeedlePathResolver.grouped(999) == "999")
        #expect(NeedlePathResolver.grouped(1_000) == "1,000")
        #expect(NeedlePathResolver.grouped(Int.max) == "9,223,372,036,854,775,807")
    }
}
