import Foundation
import NeedleAppGenerator

// generate-needle-app <count> <directory> [fan-out]: writes a synthetic Needle app.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let count = Int(arguments[arguments.startIndex]) else {
    FileHandle.standardError.write(Data("usage: generate-needle-app <count> <directory> [fan-out]\n".utf8))
    exit(2)
}
let directory = arguments[arguments.startIndex + 1]
let fanOut = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 4 : 4
let paths = try NeedleAppGenerator(count: count, fanOut: fanOut).write(to: directory)
print("Wrote \(paths.count) files to \(directory)")
