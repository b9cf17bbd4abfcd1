import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The folders of Sources/DIGenKit depend in one direction only (Docs/Architecture.md, "The
/// order of the stages"): no file of a stage names a type that a file of a later stage declares.
/// A style folder holds files of several stages (a reader, a front end, rules, a generator), so
/// each of its files is given its stage here: a `…Rule` file is a rule, the others are listed.
///
/// A file "names" a type when its syntax tree has an identifier that is the name of a type (or
/// typealias) another file declares at the top level and not privately, or a qualified name
/// (`Outer.Inner`) of a nested one. Names a file declares itself are its own.
@Suite struct StageOrderTests {
    /// The stages, earliest first.
    static let stages = ["Diagnostics", "Model", "Input", "Summary", "Syntax", "Graph", "Rules", "Output", "Pipeline"]

    /// The stage of each style file that is not a rule (`…Rule.swift`), by its path below Styles/.
    static let styleFiles: [String: String] = [
        // What the readers record, and names the libraries give themselves.
        "Needle/NeedleAccess.swift": "Model", "Needle/NeedleNames.swift": "Model",
        "WhoopDI/WhoopFileSummary.swift": "Model", "WhoopDI/WhoopNames.swift": "Model",
        "Drip/DripFileSummary.swift": "Model",
        // The readers.
        "WhoopDI/WhoopReader.swift": "Syntax", "Drip/DripReader.swift": "Syntax", "Drip/ChainReads.swift": "Syntax",
        // The front ends: Needle's model and its paths, WhoopDI's and Drip's part of the graph.
        "Needle/AppModel.swift": "Graph", "Needle/AccessRules.swift": "Graph", "Needle/DependencyInheritance.swift": "Graph",
        "Needle/NeedleModelBuilder.swift": "Graph", "Needle/NeedleModelFindings.swift": "Graph", "Needle/NeedlePath.swift": "Graph",
        "Needle/NeedlePathResolver.swift": "Graph", "Needle/PropertyKey.swift": "Graph",
        "WhoopDI/WhoopFrontEnd.swift": "Graph", "WhoopDI/WhoopFrontEndFindings.swift": "Graph",
        "WhoopDI/WhoopStartContainers.swift": "Graph", "WhoopDI/AccessorNaming.swift": "Graph",
        // Which accessors exist is part of the graph: the front end types accessor calls by it.
        "WhoopDI/WhoopAccessorGenerator.swift": "Graph",
        "Drip/DripFrontEnd.swift": "Graph",
        // What a rule reads of Needle's cross-module access.
        "Needle/CrossModuleAccess.swift": "Rules",
        // The generators and the export.
        "Needle/NeedleCodeGenerator.swift": "Output", "Needle/ConformancePlan.swift": "Output",
        "Needle/GetterEffects.swift": "Output", "Needle/DependencyTreePrinter.swift": "Output", "Needle/NeedleGraph.swift": "Output",
        "Needle/NeedleRuntime.swift": "Output", "Needle/ProviderStyle.swift": "Output", "Drip/DripBuilderGenerator.swift": "Output",
    ]

    /// The stage of a file, by its path below Sources/DIGenKit; nil when none is given.
    static func stage(of path: String) -> String? {
        if path.hasPrefix("Styles/") {
            let inStyle = String(path.dropFirst("Styles/".count))
            return inStyle.hasSuffix("Rule.swift") ? "Rules" : styleFiles[inStyle]
        }
        let folder = String(path.split(separator: "/")[0])
        return stages.contains(folder) ? folder : nil
    }

    /// Every Swift file of Sources/DIGenKit, by its path below it, with its syntax tree.
    static let files: [(path: String, tree: SourceFileSyntax)] = {
        let root = Repository.root + "/Sources/DIGenKit"
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [(String, SourceFileSyntax)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), let text = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            files.append((path, Parser.parse(source: String(decoding: text, as: UTF8.self))))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    @Test func everyFileHasAStage() {
        #expect(Self.files.count > 100)
        let unplaced = Self.files.map(\.path).filter { Self.stage(of: $0) == nil }
        #expect(unplaced == [], "give these files a stage in StageOrderTests.styleFiles, or move them into a stage folder")
    }

    @Test func noFileNamesATypeOfALaterStage() {
        var declaredIn: [String: Set<String>] = [:]
        for file in Self.files {
            let declarations = Declarations(viewMode: .sourceAccurate)
            declarations.walk(file.tree)
            for name in declarations.names { declaredIn[name, default: []].insert(file.path) }
        }
        var backward: [String] = []
        for file in Self.files {
            guard let stage = Self.stage(of: file.path), let position = Self.stages.firstIndex(of: stage) else { continue }
            let own = Declarations(viewMode: .sourceAccurate)
            own.walk(file.tree)
            let references = References(viewMode: .sourceAccurate)
            references.walk(file.tree)
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            var reported: Set<String> = []
            for (name, node) in references.names where !own.own.contains(name) {
                for declaring in declaredIn[name] ?? [] {
                    guard let other = Self.stage(of: declaring), let otherPosition = Self.stages.firstIndex(of: other),
                          otherPosition > position, reported.insert(name).inserted else { continue }
                    let line = node.startLocation(converter: converter).line
                    backward.append("\(file.path):\(line) (\(stage)) names \(name), declared in \(declaring) (\(other))")
                }
            }
        }
        #expect(backward == [])
    }

    @Test func aBackwardNameIsFound() {
        // The check itself: a Model file that named a rule would be reported.
        let tree = Parser.parse(source: "struct Probe { var rule: MissingBindingRule; let id = DIGen.version }")
        let references = References(viewMode: .sourceAccurate)
        references.walk(tree)
        #expect(references.names.map(\.name).contains("MissingBindingRule"))
        #expect(references.names.map(\.name).contains("DIGen"))
        #expect(Self.stage(of: "Rules/MissingBindingRule.swift") == "Rules")
        #expect(Self.stage(of: "Styles/Drip/ConstructionRule.swift") == "Rules")
        #expect(Self.stage(of: "Styles/Drip/DripReader.swift") == "Syntax")
        #expect(Self.stage(of: "Styles/Drip/SomethingNew.swift") == nil)
    }
}

/// The names of the types and typealiases a file declares where other files can see them: at
/// the top level and not private or fileprivate, and nested ones by their qualified name
/// (`Outer.Inner`, also when declared in an extension of `Outer`).
private final class Declarations: SyntaxVisitor {
    var names: Set<String> = []
    /// Every name declared, private ones and nested ones' last parts included: the file's own.
    var own: Set<String> = []
    private var scope: [String] = []
    /// Whether each enclosing declaration is private (or inside a private one).
    private var hidden: [Bool] = []

    private func enter(_ name: String, _ modifiers: DeclModifierListSyntax?) {
        let isPrivate = (hidden.last ?? false) || modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
        if !isPrivate { names.insert((scope + [name]).joined(separator: ".")) }
        own.insert(name)
        own.insert((scope + [name]).joined(separator: "."))
        scope.append(name)
        hidden.append(isPrivate)
    }

    private func leave() {
        scope.removeLast()
        hidden.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.modifiers)
        leave()
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Nested types of an extension are named after the extended type; the extension itself
        // declares nothing.
        scope.append(node.extendedType.trimmedDescription)
        hidden.append(node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) })
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    // Function bodies declare nothing another file can see.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Every name a file writes that may name a type: type identifiers, references in expressions,
/// and qualified names (`Outer.Inner`, `Type.member`), with the node that writes each.
private final class References: SyntaxVisitor {
    var names: [(name: String, node: Syntax)] = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.append((node.name.text, Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        names.append((node.baseType.trimmedDescription + "." + node.name.text, Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.append((node.baseName.text, Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self) {
            names.append((base.baseName.text + "." + node.declName.baseName.text, Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.append((node.extendedType.trimmedDescription, Syntax(node)))
        return .visitChildren
    }
}
