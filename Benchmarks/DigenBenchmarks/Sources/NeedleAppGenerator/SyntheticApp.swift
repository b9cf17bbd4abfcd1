import Foundation

/// A synthetic app the benchmarks time digen on: a number of files, each named and written from
/// its index.
public protocol SyntheticApp {
    /// How many files the app has.
    var fileCount: Int { get }
    /// The name of file `index`.
    func fileName(_ index: Int) -> String
    /// The source of file `index`.
    func source(for index: Int) -> String
}

extension SyntheticApp {
    /// Writes the app's files into `directory` (created if needed) and returns their paths.
    @discardableResult
    public func write(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for index in 0..<fileCount {
            let path = directory + "/" + fileName(index)
            try Data(source(for: index).utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return paths
    }
}
