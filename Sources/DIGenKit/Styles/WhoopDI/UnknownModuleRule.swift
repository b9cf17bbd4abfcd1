/// WhoopDI module sets digen cannot know whole, so that it does not report their missing
/// dependencies: a module list it cannot read (a note), modules nothing declares (a warning),
/// and a module passed to a call it does not follow to the container that call builds (a note).
struct UnknownModuleRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let findings = checked.whoopFindings
        var found: [Diagnostic] = []
        for unread in findings.unreadModuleLists {
            let lists = unread.names.map { "`\($0)`" }.joined(separator: ", ")
            found.append(Diagnostic(
                id: .unknownModule, severity: .note, location: unread.location,
                message: "digen cannot tell which modules \(lists) \(unread.names.count == 1 ? "holds" : "hold") (only an array literal of module constructions is read), so missing dependencies are not reported for \(unread.scope)."))
        }
        for undeclared in findings.undeclaredModules {
            let names = undeclared.names
            found.append(Diagnostic(
                id: .unknownModule, severity: .warning, location: undeclared.location,
                message: "\(names.joined(separator: ", ")) \(names.count == 1 ? "is not a DependencyModule" : "are not DependencyModules") declared in the sources, so missing dependencies are not reported for \(undeclared.scope).",
                notes: [UndeclaredNameRule.fix]))
        }
        for passed in findings.passedModules {
            found.append(Diagnostic(
                id: .unknownModule, severity: .note, location: passed.location,
                message: "\(passed.module) is passed to `\(passed.callee)`, which digen does not follow to the container it builds, so missing dependencies are not reported for \(passed.module) on its own."))
        }
        return found
    }
}
