/// What shapes the text of `digen generate`'s output, beyond the model itself.
public struct GenerateOptions: Hashable, Sendable {
    /// Text put at the top of the file as it is (a copyright header, say); `nil` for none.
    public var headerDoc: String?
    /// Extra imports: a module name (`Rider`) or a whole import statement (`@testable import Rider`).
    public var additionalImports: [String]
    /// How many `registerProviderFactory` calls one `registerN()` function holds at most.
    public var registrationsPerFunction: Int
    /// Provider classes, as Needle writes them, or parent components as providers.
    public var providerStyle: ProviderStyle
    /// The Needle runtime the file imports.
    public var needleRuntime: NeedleRuntime

    /// Needle's default of 50 registrations per function.
    public static let defaultRegistrationsPerFunction = 50

    /// Options with every field given; the defaults add nothing to the file.
    public init(
        headerDoc: String? = nil, additionalImports: [String] = [],
        registrationsPerFunction: Int = GenerateOptions.defaultRegistrationsPerFunction,
        providerStyle: ProviderStyle = .classes, needleRuntime: NeedleRuntime = .auto
    ) {
        self.headerDoc = headerDoc
        self.additionalImports = additionalImports
        self.registrationsPerFunction = registrationsPerFunction
        self.providerStyle = providerStyle
        self.needleRuntime = needleRuntime
    }
}
