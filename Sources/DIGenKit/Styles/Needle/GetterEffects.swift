/// The effects of a generated provider getter: those its dependency-protocol member declares
/// (`var database: Database { get async throws }`), and those of the component property it
/// reads, which decide whether the read is written with `try` and `await`.
struct GetterEffects: Hashable {
    var isAsync = false
    var throwsErrors = false
    var awaits = false
    var tries = false
    /// The one error type the member's getter throws (`throws(StoreError)`), as written.
    var thrownType: String?

    init() {}

    /// The effects of a getter for `member` that reads `property`.
    init(member: PropertyDeclaration, reading property: PropertyDeclaration) {
        isAsync = member.getterIsAsync == true
        throwsErrors = member.getterThrows == true
        thrownType = throwsErrors ? member.getterThrownType : nil
        awaits = property.getterIsAsync == true
        tries = property.getterThrows == true
    }

    /// What a provider's shape gains from the effects: nothing without any, so that the names
    /// of providers without effects are what they always were.
    var shapeSuffix: String {
        guard isAsync || throwsErrors else { return "" }
        return "!" + (isAsync ? "a" : "") + (throwsErrors ? "t" : "") + (awaits ? "w" : "") + (tries ? "r" : "")
            + (thrownType.map { "(\($0))" } ?? "")
    }

    /// The body of a getter returning `expression`, inside the property's braces.
    func getterBody(reading expression: String) -> String {
        guard isAsync || throwsErrors else { return "        return \(expression)\n" }
        let specifiers = (isAsync ? " async" : "") + (throwsErrors ? " throws" : "") + (thrownType.map { "(\($0))" } ?? "")
        let markers = (tries ? "try " : "") + (awaits ? "await " : "")
        return "        get\(specifiers) {\n            return \(markers)\(expression)\n        }\n"
    }
}
