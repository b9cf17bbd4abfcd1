import Foundation

/// The parts of an artifact bundle's `info.json` that name executables.
struct ArtifactBundleInfo: Codable {
    struct Artifact: Codable {
        var version: String
        var type: String
        var variants: [Variant]
    }

    struct Variant: Codable {
        var path: String
        var supportedTriples: [String]?
    }

    var schemaVersion: String
    var artifacts: [String: Artifact]
}
