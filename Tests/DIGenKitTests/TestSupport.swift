import Foundation
import Testing
@testable import DIGenKit

/// This repository's folders, for tests that read its files. Found from this file's path, which
/// is fixed (the test target's top folder), so that the tests themselves may sit in any folder.
enum Repository {
    /// The repository's root folder.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.standardizedFileURL.path
    }()

    /// The DIGenKitTests folder, where the golden files are kept.
    static let tests = root + "/Tests/DIGenKitTests"
}

/// Access to the fixture apps under Fixtures/, and diagnostics rendered with the fixture
/// directory shortened to `Fixtures`, so expectations do not depend on where tests run.
enum Fixture {
    static let root: String = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").standardizedFileURL.path

    static func path(_ relative: String) -> String {
        root + "/" + relative
    }

    static func options(_ names: [String], workingDirectory: String = root) -> CheckOptions {
        CheckOptions(scan: ScanOptions(sourceRootPaths: names, workingDirectory: workingDirectory))
    }

    static func check(_ names: String..., configure: (inout CheckOptions) -> Void = { _ in }) -> Analysis {
        var options = options(names)
        configure(&options)
        return DIGen.check(options)
    }

    /// The diagnostics at or above `minimum`, as printed, with the fixture root shortened.
    static func lines(_ analysis: Analysis, minimum: Severity = .warning) -> [String] {
        analysis.diagnostics.filter { $0.severity >= minimum }.map { shorten($0.description) }
    }

    static func shorten(_ text: String) -> String {
        text.replacingOccurrences(of: root, with: "Fixtures")
    }
}

/// A scratch directory removed when the test ends.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-tests-\(UUID().uuidString)").standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    func options(_ roots: [String]) -> CheckOptions {
        CheckOptions(scan: ScanOptions(sourceRootPaths: roots, workingDirectory: path))
    }

    /// The warnings and errors of checking `source`, written as `App/<file>` in a new folder,
    /// with paths relative to the folder.
    static func checkedLines(_ file: String, _ source: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("App/\(file)", source)
        let analysis = DIGen.check(directory.options([directory.path + "/App"]))
        return analysis.diagnostics.filter { $0.severity >= .warning }.map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }
    }
}

/// Appends `line` to the file the environment variable `variable` names, if it names one: the
/// counts a full run's script prints (`.ci/generated-code-property`, `.ci/oracle`).
func appendReport(_ line: String, toFileIn variable: String) {
    guard let path = ProcessInfo.processInfo.environment[variable] else { return }
    if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    handle.seekToEndOfFile()
    handle.write(Data((line + "\n").utf8))
    try? handle.close()
}

/// Swift source given to a parameterized test, shown on one line (escaped as in Swift source),
/// so that `swift test` prints each test case on a line of its own.
struct SwiftSource: CustomTestStringConvertible, ExpressibleByStringLiteral, Sendable {
    let text: String

    init(stringLiteral text: String) { self.text = text }

    var testDescription: String { text.debugDescription }
}
