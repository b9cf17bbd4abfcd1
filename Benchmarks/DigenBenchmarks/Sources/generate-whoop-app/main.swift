import Foundation
import SyntheticApps

// generate-whoop-app <definitions> <directory> [fan-out]: writes a synthetic WhoopDI-style app,
// four definitions to a feature file.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let count = Int(arguments[arguments.startIndex]) else {
    FileHandle.standardError.write(Data("usage: generate-whoop-app <definitions> <directory> [fan-out]\n".utf8))
    exit(2)
}
let directory = arguments[arguments.startIndex + 1]
let fanOut = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 4 : 4
let paths = try WhoopAppGenerator(count: count, fanOut: fanOut).write(to: directory)
print("Wrote \(paths.count) files to \(directory)")
