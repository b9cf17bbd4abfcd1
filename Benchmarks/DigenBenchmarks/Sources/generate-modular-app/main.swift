import Foundation
import SyntheticApps

// generate-modular-app <directory> [modules] [files-per-module]: writes a synthetic app of
// `modules` Swift modules (100 by default), one folder each (Module000 is the app module, the
// last the core module), of `files-per-module` files each (100 by default), mostly plain code
// with Needle components, WhoopDI modules and a few Drip-style apps among them.
let arguments = Array(CommandLine.arguments.dropFirst())
guard (1...3).contains(arguments.count),
    arguments.dropFirst().allSatisfy({ Int($0) != nil })
else {
    FileHandle.standardError.write(Data("usage: generate-modular-app <directory> [modules] [files-per-module]\n".utf8))
    exit(2)
}
let directory = arguments[0]
let generator = ModularAppGenerator(
    moduleCount: arguments.count > 1 ? Int(arguments[1])! : 100,
    filesPerModule: arguments.count > 2 ? Int(arguments[2])! : 100)
let paths = try generator.write(to: directory)
print("""
    Wrote \(paths.count) files in \(generator.moduleCount) modules to \(directory): \
    \(generator.needleComponentCount) Needle components, \(generator.whoopModuleCount) WhoopDI modules, \
    \(generator.dripComponentCount) Drip components
    """)
