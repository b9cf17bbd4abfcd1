/// Why a plugin could not do its work.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}
