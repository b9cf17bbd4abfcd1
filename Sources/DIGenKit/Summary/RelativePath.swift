/// Paths written relative to a root folder, so a summary made on one machine reads the same on
/// another: `Sources/Feed/Feed.swift`, or `../Shared/Sources/Core/Core.swift` for a file beside
/// the root. Both paths are taken as they are (absolute, or both relative to the same folder);
/// `.` and `..` components and repeated slashes are folded first.
enum RelativePath {
    /// `path` relative to the folder `root`.
    static func from(_ root: String, to path: String) -> String {
        let rootParts = components(root)
        let pathParts = components(path)
        guard root.hasPrefix("/") == path.hasPrefix("/") else { return path }
        var shared = 0
        while shared < rootParts.count, shared < pathParts.count, rootParts[shared] == pathParts[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: rootParts.count - shared) + pathParts[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The relative `path` taken from the folder `root`; an absolute `path` as it is.
    static func resolve(_ path: String, against root: String) -> String {
        if path.hasPrefix("/") { return path }
        let parts = components(root + "/" + path)
        let joined = parts.joined(separator: "/")
        return root.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether `path`, written relative to a root, stays inside it: it is relative, and no `..`
    /// climbs above the root.
    static func staysInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && components(path).first != ".."
    }

    /// Whether the absolute or working-directory-relative `path` is inside the folder `root`.
    static func isInside(_ path: String, root: String) -> Bool {
        staysInside(from(root, to: path))
    }

    /// The components of `path` with `.` and empty ones dropped and `..` taken back where it can
    /// be (a leading `..` of a relative path stays).
    static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts
    }
}
