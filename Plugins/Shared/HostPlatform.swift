/// The machine the plugin runs on, as target triples name it.
struct HostPlatform: CustomStringConvertible {
    /// The names of the processor's architecture in triples.
    let architectures: [String]
    /// What the operating system's part of a triple contains.
    let system: String
    /// The triple this machine's Swift toolchain names, for a bundle made here.
    let triple: String

    static var current: HostPlatform {
        #if arch(x86_64)
        let architectures = ["x86_64"]
        #elseif arch(arm64)
        let architectures = ["arm64", "aarch64", "arm64e"]
        #else
        let architectures = ["unknown"]
        #endif
        #if os(macOS)
        return HostPlatform(architectures: architectures, system: "-apple-macos", triple: "\(architectures[0])-apple-macosx")
        #elseif os(Linux)
        return HostPlatform(architectures: architectures, system: "-linux", triple: "\(architectures[0] == "arm64" ? "aarch64" : architectures[0])-unknown-linux-gnu")
        #else
        return HostPlatform(architectures: architectures, system: "-unknown-system", triple: "\(architectures[0])-unknown")
        #endif
    }

    var description: String { triple }

    /// Whether a variant for `triples` runs here; a variant that names none runs anywhere.
    func runs(_ triples: [String]?) -> Bool {
        guard let triples else { return true }
        return triples.contains { triple in
            architectures.contains { triple.hasPrefix("\($0)-") } && triple.contains(system)
        }
    }
}
