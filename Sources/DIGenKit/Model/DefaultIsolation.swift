/// The isolation a target gives a declaration that states none: SwiftPM's
/// `.defaultIsolation(MainActor.self)` makes it the main actor's (`--default-isolation`).
public enum DefaultIsolation: String, CaseIterable, Codable, Hashable, Sendable {
    /// Swift's default: a declaration without an isolation of its own is nonisolated.
    case nonisolated
    /// `.defaultIsolation(MainActor.self)`: every type without an isolation of its own is the main
    /// actor's.
    case mainActor = "main-actor"

    /// `file`'s facts as a target of this default isolation compiles them: each class, protocol
    /// and `@Injectable` type that states no isolation is the main actor's. Members keep what they
    /// state (nil: their type's), since the default applies to the types that hold them, and
    /// extensions take their type's.
    func applied(to file: FileSummary) -> FileSummary {
        guard self == .mainActor else { return file }
        var file = file
        for index in file.classes.indices where file.classes[index].isolation == nil {
            file.classes[index].isolation = .mainActor
        }
        for index in file.protocols.indices where file.protocols[index].isolation == nil {
            file.protocols[index].isolation = .mainActor
        }
        for index in file.whoop.injectables.indices where file.whoop.injectables[index].isolation == nil {
            file.whoop.injectables[index].isolation = .mainActor
        }
        return file
    }
}
