import Foundation
import Testing
@testable import DIGenKit

/// `--arguments-file`: the build plugin's `digen-generate.args`, read when digen runs.
@Suite struct ArgumentsFileTests {
    @Test func anOptionAndItsValuesShareALineAndAValueWithSpacesHasItsOwn() {
        let text = """
            # Wiring for the app target
            --provider-style conformances
              --exclude-suffixes Tests Mocks

            --header-doc
            Copyright Header.txt
            --additional-imports\tRider
            """
        #expect(ArgumentsFile.arguments(in: text) == [
            "--provider-style", "conformances", "--exclude-suffixes", "Tests", "Mocks",
            "--header-doc", "Copyright Header.txt", "--additional-imports", "Rider",
        ])
    }

    @Test func theFileIsReadInPlaceOfTheOptionEachTimeDigenRuns() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("digen-generate.args", "--provider-style conformances\n")
        let command = ["generate", "Out.swift", "A.swift", ArgumentsFile.option, file, "--pluginized"]
        #expect(try ArgumentsFile.expanded(command) == ["generate", "Out.swift", "A.swift", "--provider-style", "conformances", "--pluginized"])
        // An edit shows in the next run: nothing is cached.
        try directory.write("digen-generate.args", "--provider-style classes\n")
        #expect(try ArgumentsFile.expanded(command) == ["generate", "Out.swift", "A.swift", "--provider-style", "classes", "--pluginized"])
    }

    @Test func aMissingOrUnreadableFileIsAnInvalidOption() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.path + "/pipe.args", 0o600) == 0)
        let cases: [([String], String)] = [
            ([ArgumentsFile.option], "digen: error: --arguments-file needs the path of a file of arguments. [digen/InvalidOption]"),
            ([ArgumentsFile.option, directory.path + "/none.args"], "digen: error: Could not read the arguments file \(directory.path)/none.args: No such file or directory [digen/InvalidOption]"),
            ([ArgumentsFile.option, directory.path + "/pipe.args"], "digen: error: Could not read the arguments file \(directory.path)/pipe.args: it is a FIFO, not a regular file. [digen/InvalidOption]"),
        ]
        for (arguments, expected) in cases {
            #expect(throws: ArgumentsFile.Failure.self) { try ArgumentsFile.expanded(arguments) }
            do {
                _ = try ArgumentsFile.expanded(arguments)
            } catch {
                #expect(error.diagnostic.description == expected)
            }
        }
    }
}
