import Foundation
import DIGenKit
import SyntheticApps

// SummaryFormats: the module summary's bytes and coding times in digen's `BinaryCoding` (as
// `digen summarize` writes them) and in Foundation's JSON and binary property-list coders, all
// through the same `SummaryCoding`, so that every format holds the same content (relative paths,
// locations as [line, column], empty facts left out). See Package.swift for how to run it.
//
//     SummaryFormats [--repetitions N] [--inputs app,real] [--modules N] [--files-per-module N]
//                    [--checkouts DIR] [--keep] [--save DIR]
//     SummaryFormats --count FORMAT --phase encode|decode --load DIR    (under callgrind)
//
// `--save DIR` writes each input set's summaries in digen's format to DIR/app and DIR/real;
// `--count` loads such a folder and runs one encode or decode pass of the format whose name starts
// with FORMAT (binary, json, property), inside `countedPhase`, for instruction counts:
//
//     strip --strip-debug -o /tmp/SummaryFormats .build/release/SummaryFormats   # valgrind 3.19 cannot read DWARF 5
//     valgrind --tool=callgrind --toggle-collect='*countedPhase*' /tmp/SummaryFormats --count json --phase decode --load DIR/app

// MARK: - Settings

struct Settings {
    var repetitions = 5
    var inputs = ["app", "real"]
    var moduleCount = 100
    var filesPerModule = 100
    var checkouts: String
    var keep = false
    var save: String?
    var count: String?
    var phase = "encode"
    var load: String?

    init(_ arguments: [String]) {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Sources/SummaryFormats
            .deletingLastPathComponent().deletingLastPathComponent()  // Benchmarks/SummaryFormats
            .deletingLastPathComponent().deletingLastPathComponent()  // the repository
        checkouts = repository.appendingPathComponent("Tests/RealCode/.build/checkouts").path
        var rest = arguments[...]
        func value(_ option: String) -> String {
            guard let next = rest.popFirst() else { fail("\(option) needs a value") }
            return next
        }
        func number(_ option: String) -> Int {
            guard let number = Int(value(option)), number > 0 else { fail("\(option) needs a positive number") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--repetitions": repetitions = number(argument)
            case "--inputs": inputs = value(argument).split(separator: ",").map(String.init)
            case "--modules": moduleCount = number(argument)
            case "--files-per-module": filesPerModule = number(argument)
            case "--checkouts": checkouts = value(argument)
            case "--keep": keep = true
            case "--save": save = value(argument)
            case "--count": count = value(argument)
            case "--phase": phase = value(argument)
            case "--load": load = value(argument)
            default: fail("unknown argument \(argument)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("SummaryFormats: \(message)\n".utf8))
    exit(2)
}

// MARK: - Formats

/// One way to write and read a summary, with the root its paths are relative to.
protocol SummaryFormat: Sendable {
    associatedtype Output
    var name: String { get }
    func encode(_ summary: ModuleSummary, root: String) throws -> Output
    func decode(_ output: Output, root: String) throws -> ModuleSummary
    func bytes(_ output: Output) -> [UInt8]
}

/// digen's format, exactly as `digen summarize` writes it and `ModuleSummary.load` reads it
/// (the file's reading and the module's stamping on each file left out).
struct BinaryFormat: SummaryFormat {
    let name = "BinaryCoding (digen's)"
    func encode(_ summary: ModuleSummary, root: String) throws -> [UInt8] {
        try SummaryFormatsAccess.encoded(summary, relativeTo: root)
    }
    func decode(_ bytes: [UInt8], root: String) throws -> ModuleSummary {
        try SummaryFormatsAccess.decoded(bytes, relativeTo: root)
    }
    func bytes(_ output: [UInt8]) -> [UInt8] { output }
}

/// `JSONEncoder` and `JSONDecoder`, with the summary's coding in `userInfo`. Without
/// `.sortedKeys` the keys' order follows a hash table's, so the bytes change from run to run.
struct JSONFormat: SummaryFormat {
    let sortedKeys: Bool
    var name: String { sortedKeys ? "JSONEncoder, .sortedKeys" : "JSONEncoder, unsorted keys" }
    func encode(_ summary: ModuleSummary, root: String) throws -> Data {
        let encoder = JSONEncoder()
        if sortedKeys { encoder.outputFormatting = [.sortedKeys] }
        encoder.userInfo = SummaryFormatsAccess.userInfo(relativeTo: root)
        return try encoder.encode(summary)
    }
    func decode(_ data: Data, root: String) throws -> ModuleSummary {
        let decoder = JSONDecoder()
        decoder.userInfo = SummaryFormatsAccess.userInfo(relativeTo: root)
        return try decoder.decode(ModuleSummary.self, from: data)
    }
    func bytes(_ output: Data) -> [UInt8] { Array(output) }
}

/// `PropertyListEncoder` with binary output and `PropertyListDecoder`, with the summary's coding
/// in `userInfo`.
struct PropertyListFormat: SummaryFormat {
    let name = "PropertyListEncoder, .binary"
    func encode(_ summary: ModuleSummary, root: String) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        encoder.userInfo = SummaryFormatsAccess.userInfo(relativeTo: root)
        return try encoder.encode(summary)
    }
    func decode(_ data: Data, root: String) throws -> ModuleSummary {
        let decoder = PropertyListDecoder()
        decoder.userInfo = SummaryFormatsAccess.userInfo(relativeTo: root)
        return try decoder.decode(ModuleSummary.self, from: data)
    }
    func bytes(_ output: Data) -> [UInt8] { Array(output) }
}

enum Formats {
    static let all: [any SummaryFormat] = [
        BinaryFormat(), JSONFormat(sortedKeys: true), JSONFormat(sortedKeys: false), PropertyListFormat(),
    ]
}

// MARK: - Inputs

/// The summaries of one set of modules, with the sources they were made from.
struct InputSet {
    var name: String
    var root: String
    var summaries: [ModuleSummary] = []
    var sourceFiles = 0
    var sourceBytes = 0
    var summarizeSeconds = 0.0
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func milliseconds(since start: UInt64) -> Double { Double(now() - start) / 1e6 }

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

/// `digen summarize FOLDER --module-name NAME --root ROOT --no-cache`, in process.
func summarize(_ folder: String, module: String, into set: inout InputSet) {
    var options = CheckOptions(scan: ScanOptions(sourceRootPaths: [folder], workingDirectory: set.root))
    options.moduleName = module
    options.root = set.root
    options.cacheDirectory = nil
    let start = now()
    let (summary, analysis) = DIGen.summarize(options)
    set.summarizeSeconds += milliseconds(since: start) / 1000
    guard let summary else {
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        print("  \(module): no summary (\(errors.count) errors; the first: \(errors.first?.message ?? "none"))")
        return
    }
    set.summaries.append(summary)
    let files = SummaryFormatsAccess.sourceFiles(of: analysis)
    set.sourceFiles += files.count
    set.sourceBytes += files.reduce(0) { $0 + fileSize($1) }
}

func modularApp(_ settings: Settings, in directory: String) throws -> InputSet {
    let generator = ModularAppGenerator(moduleCount: settings.moduleCount, filesPerModule: settings.filesPerModule)
    let app = directory + "/App"
    try generator.write(to: app)
    var set = InputSet(name: "\(generator.moduleCount)-module app (\(generator.moduleCount) × \(generator.filesPerModule) files)", root: app)
    for index in 0..<generator.moduleCount {
        let module = generator.moduleName(index)
        summarize(app + "/" + module, module: module, into: &set)
    }
    return set
}

func realPackages(_ settings: Settings) throws -> InputSet {
    let folders = try FileManager.default.contentsOfDirectory(atPath: settings.checkouts).sorted()
        .filter { var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: settings.checkouts + "/" + $0, isDirectory: &isFolder) && isFolder.boolValue }
    var set = InputSet(name: "real packages (\(folders.count), one module each)", root: settings.checkouts)
    for folder in folders {
        summarize(settings.checkouts + "/" + folder, module: folder.replacingOccurrences(of: " ", with: "_"), into: &set)
    }
    return set
}

// MARK: - Measuring

struct Row {
    var format: String
    var bytes = 0
    var encode: [Double] = []
    var decode: [Double] = []
    var roundTrips = true
    var deterministic = true
    var problem: String?
    var digest: UInt64 = 0
}

/// 64-bit FNV-1a, to compare the bytes of two runs.
func fnv(_ bytes: [UInt8], _ start: UInt64) -> UInt64 {
    var hash = start
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}

nonisolated(unsafe) var blackHole = 0

/// Encodes every summary; the first pass also checks the round trip and the bytes' stability.
@inline(never)
func encodeAll<F: SummaryFormat>(_ format: F, _ set: InputSet) throws -> [F.Output] {
    var outputs: [F.Output] = []
    outputs.reserveCapacity(set.summaries.count)
    for summary in set.summaries { outputs.append(try format.encode(summary, root: set.root)) }
    return outputs
}

@inline(never)
func decodeAll<F: SummaryFormat>(_ format: F, _ outputs: [F.Output], _ set: InputSet) throws -> [ModuleSummary] {
    var decoded: [ModuleSummary] = []
    decoded.reserveCapacity(outputs.count)
    for output in outputs { decoded.append(try format.decode(output, root: set.root)) }
    return decoded
}

/// The first pass: sizes, the round trip, whether encoding twice gives the same bytes.
func check<F: SummaryFormat>(_ format: F, _ set: InputSet, into row: inout Row) -> [F.Output]? {
    do {
        let outputs = try encodeAll(format, set)
        let again = try encodeAll(format, set)
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, output) in outputs.enumerated() {
            let bytes = format.bytes(output)
            row.bytes += bytes.count
            digest = fnv(bytes, digest)
            if bytes != format.bytes(again[index]) { row.deterministic = false }
        }
        row.digest = digest
        let decoded = try decodeAll(format, outputs, set)
        for (index, summary) in decoded.enumerated() where summary != set.summaries[index] {
            row.roundTrips = false
            if row.problem == nil { row.problem = "\(set.summaries[index].module) reads back different" }
        }
        return outputs
    } catch {
        row.problem = "\(error)"
        row.roundTrips = false
        return nil
    }
}

func measure<F: SummaryFormat>(_ format: F, _ outputs: [F.Output], _ set: InputSet, into row: inout Row) throws {
    var start = now()
    let encoded = try encodeAll(format, set)
    row.encode.append(milliseconds(since: start))
    blackHole &+= encoded.count
    start = now()
    let decoded = try decodeAll(format, outputs, set)
    row.decode.append(milliseconds(since: start))
    blackHole &+= decoded.reduce(0) { $0 + $1.files.count }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}

func fixed(_ value: Double, _ places: Int = 1) -> String { String(format: "%.\(places)f", value) }

func run(_ set: InputSet, _ settings: Settings) throws -> [Row] {
    var rows = Formats.all.map { Row(format: $0.name) }
    var outputs: [Any?] = []
    for (index, format) in Formats.all.enumerated() {
        func first<F: SummaryFormat>(_ format: F) -> Any? { check(format, set, into: &rows[index]) }
        outputs.append(first(format))
    }
    // Round robin, each repetition starting at another format, so that drift falls on all alike.
    for repetition in 0..<settings.repetitions {
        for step in 0..<Formats.all.count {
            let index = (repetition + step) % Formats.all.count
            guard let output = outputs[index] else { continue }
            func timed<F: SummaryFormat>(_ format: F) throws {
                try measure(format, output as! [F.Output], set, into: &rows[index])
            }
            try timed(Formats.all[index])
        }
    }
    return rows
}

func report(_ set: InputSet, _ rows: [Row]) {
    let facts = set.summaries.reduce(0) { $0 + $1.files.count + $1.dripReadings.count }
    let skipped = set.summaries.reduce(0) { $0 + $1.skippedFiles.count }
    print("""

        ### \(set.name)

        \(set.summaries.count) summaries of \(grouped(set.sourceFiles)) Swift files, \(grouped(set.sourceBytes)) bytes of source \
        (\(grouped(facts)) file summaries, \(grouped(skipped)) files passed over by the keyword filter); \
        summarized in process in \(fixed(set.summarizeSeconds)) s.

        | format | bytes | % of sources | encode ms | decode ms | encode + decode ms | × BinaryCoding | same bytes twice | round trip |
        | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
        """)
    let base = median(rows[0].encode) + median(rows[0].decode)
    for row in rows {
        let total = median(row.encode) + median(row.decode)
        let percent = Double(row.bytes) / Double(max(1, set.sourceBytes)) * 100
        print("| \(row.format) | \(grouped(row.bytes)) | \(fixed(percent, 2))% | \(fixed(median(row.encode))) | \(fixed(median(row.decode))) | \(fixed(total)) | \(fixed(total / base, 2))× | \(row.deterministic ? "yes" : "no") | \(row.roundTrips ? "yes" : "NO: " + (row.problem ?? "")) |")
    }
    print("")
    for row in rows {
        print("- \(row.format): encode \(row.encode.map { fixed($0) }.joined(separator: ", ")) ms; decode \(row.decode.map { fixed($0) }.joined(separator: ", ")) ms; FNV-1a of the bytes \(String(row.digest, radix: 16))")
    }
}

// MARK: - Saving and counting (for callgrind)

/// Writes each summary in digen's format, named by its index, with the root in `root.txt`.
func saveSummaries(_ set: InputSet, to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(set.root.utf8).write(to: URL(fileURLWithPath: directory + "/root.txt"))
    for (index, summary) in set.summaries.enumerated() {
        try Data(try SummaryFormatsAccess.encoded(summary, relativeTo: set.root)).write(to: URL(fileURLWithPath: directory + "/\(10000 + index).summary"))
    }
}

func loadSummaries(_ directory: String) throws -> InputSet {
    let root = try String(contentsOfFile: directory + "/root.txt", encoding: .utf8)
    var set = InputSet(name: directory, root: root)
    for file in try FileManager.default.contentsOfDirectory(atPath: directory).sorted() where file.hasSuffix(".summary") {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file)))
        set.summaries.append(try BinaryFormat().decode(bytes, root: root))
    }
    return set
}

/// One encode-all or decode-all pass of one format, in `countedPhase`, for
/// `valgrind --tool=callgrind --toggle-collect='*countedPhase*'`.
@inline(never)
func countedPhase(_ body: () throws -> Int) rethrows -> Int { try body() }

func countInstructions(_ settings: Settings) throws {
    guard let directory = settings.load else { fail("--count needs --load DIR (written by --save)") }
    let set = try loadSummaries(directory)
    guard let format = Formats.all.first(where: { $0.name.lowercased().hasPrefix(settings.count!.lowercased()) }) else {
        fail("no format named \(settings.count!): \(Formats.all.map(\.name))")
    }
    func counted<F: SummaryFormat>(_ format: F) throws {
        let outputs = try encodeAll(format, set)
        let result: Int
        if settings.phase == "encode" {
            result = try countedPhase { try encodeAll(format, set).count }
        } else {
            result = try countedPhase { try decodeAll(format, outputs, set).count }
        }
        print("\(format.name) \(settings.phase): \(result) summaries from \(directory)")
    }
    try counted(format)
}

// MARK: - Main

let settings = Settings(Array(CommandLine.arguments.dropFirst()))
if settings.count != nil {
    try countInstructions(settings)
    exit(0)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("summary-formats-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { if !settings.keep { try? FileManager.default.removeItem(atPath: directory) } }

print("""
    # Summary formats

    \(ProcessInfo.processInfo.activeProcessorCount) cores, \(settings.repetitions) repetitions (medians), \
    \(Date().formatted(.iso8601)). Sizes are the sum over all summaries; times are for all summaries of the set, \
    in memory (no file reading or writing). BinaryCoding's bytes include its 22-byte magic.
    """)
var sets: [InputSet] = []
for input in settings.inputs {
    switch input {
    case "app": sets.append(try modularApp(settings, in: directory))
    case "real": sets.append(try realPackages(settings))
    default: fail("unknown input set \(input) (app, real)")
    }
    let set = sets[sets.count - 1]
    if let save = settings.save { try saveSummaries(set, to: save + "/" + input) }
    report(set, try run(set, settings))
}
if settings.keep { print("\nThe app is kept in \(directory).") }
if blackHole == 42 { print("") }
