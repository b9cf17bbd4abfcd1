/// Which protocols are Needle dependency protocols, and the members each has, its own and those
/// of every protocol it inherits that the sources declare (Needle #278).
///
/// Both follow inheritance, and each protocol's answer is kept, so that a protocol inheriting
/// one at the end of a chain ten thousand long takes one step, not ten thousand. Where
/// inheritance loops (Swift rejects that; `DeclarationLoops` reports it), a protocol already
/// being followed is skipped, as the compiler's reading would stop there.
struct DependencyInheritance {
    private let protocols: [String: TypeDeclaration]
    private let aliases: TypealiasTable
    private var isDependencyAnswers: [String: Bool] = [:]
    private var memberLists: [String: [PropertyDeclaration]] = [:]
    /// The protocols from which inheritance leads into a loop: their members depend on where
    /// the loop is entered, so they are not kept.
    private let reachingLoops: Set<String>

    init(protocols: [String: TypeDeclaration], aliases: TypealiasTable) {
        self.protocols = protocols
        self.aliases = aliases
        reachingLoops = Self.protocolsReachingLoops(protocols, aliases: aliases)
    }

    /// Whether `name` is a declared protocol isolated to the main actor: written `@MainActor`, or
    /// inheriting, directly or not, a declared protocol that is (Swift infers the isolation of an
    /// inherited protocol). Each protocol is looked at once, without recursion.
    func isMainActor(_ name: String) -> Bool {
        var pending = [name]
        var seen: Set<String> = [name]
        while let next = pending.popLast() {
            guard let declaration = protocols[next] else { continue }
            if declaration.isolation == .mainActor { return true }
            for inherited in declaration.inheritedTypes {
                guard let base = inherited.baseName.map(aliases.resolvedName), seen.insert(base).inserted else { continue }
                pending.append(base)
            }
        }
        return false
    }

    /// Whether `name` is a declared protocol that inherits `Dependency`, directly or through the
    /// protocols it inherits. Follows the protocols depth first in the order they are written and
    /// stops at the first that answers yes.
    mutating func isDependency(_ name: String) -> Bool {
        var frames: [(name: String, inherited: [TypeText], next: Int)] = []
        var following: Set<String> = []
        func start(_ name: String) -> Bool? {
            if let known = isDependencyAnswers[name] { return known }
            guard let declaration = protocols[name], following.insert(name).inserted else { return false }
            frames.append((name, declaration.inheritedTypes, 0))
            return nil
        }
        // The answer of the protocol last finished (or of the inherited type last looked at),
        // handed to the frame below it.
        var answer = start(name)
        while let top = frames.indices.last {
            if answer == true || frames[top].next == frames[top].inherited.count {
                let finished = frames.removeLast()
                following.remove(finished.name)
                isDependencyAnswers[finished.name] = answer == true
                answer = answer == true
                continue
            }
            let type = aliases.expanded(frames[top].inherited[frames[top].next])
            frames[top].next += 1
            if NeedleNames.isFramework(type, NeedleNames.dependency) {
                answer = true
            } else if let base = type.baseName {
                answer = start(aliases.resolvedName(base))
            } else {
                answer = false
            }
        }
        return answer ?? false
    }

    /// `own` followed by the members of each protocol `inherited` names (its inherited members
    /// after its own), without repeats when any were inherited; protocols in `following` are
    /// skipped.
    mutating func members(
        of inherited: [TypeText], own: [PropertyDeclaration], following: Set<String>
    ) -> [PropertyDeclaration] {
        var collected = own
        var inheritsMembers = false
        for base in inheritedProtocols(inherited) where !following.contains(base) {
            if reachingLoops.contains(base) {
                let declaration = protocols[base]!
                collected += members(
                    of: declaration.inheritedTypes, own: declaration.properties, following: following.union([base]))
            } else {
                collected += members(ofProtocolOutsideLoops: base)
            }
            inheritsMembers = true
        }
        return inheritsMembers ? Self.withoutRepeats(collected) : collected
    }

    /// The members of a protocol from which no loop is reachable, and of every protocol it
    /// inherits, each made once from those it inherits (children first, without recursion).
    private mutating func members(ofProtocolOutsideLoops name: String) -> [PropertyDeclaration] {
        if let known = memberLists[name] { return known }
        var frames: [(name: String, bases: [String], next: Int)] = [(name, inheritedProtocols(protocols[name]!.inheritedTypes), 0)]
        while let top = frames.indices.last {
            if frames[top].next < frames[top].bases.count {
                let base = frames[top].bases[frames[top].next]
                frames[top].next += 1
                if memberLists[base] == nil {
                    frames.append((base, inheritedProtocols(protocols[base]!.inheritedTypes), 0))
                }
                continue
            }
            let finished = frames.removeLast()
            var collected = protocols[finished.name]!.properties
            for base in finished.bases { collected += memberLists[base]! }
            memberLists[finished.name] = finished.bases.isEmpty ? collected : Self.withoutRepeats(collected)
        }
        return memberLists[name]!
    }

    /// The declared protocols `inherited` names, directly, through typealiases, or as parts of a
    /// composition typealias, in the order written.
    private func inheritedProtocols(_ inherited: [TypeText]) -> [String] {
        Self.inheritedProtocols(inherited, protocols, aliases)
    }

    private static func inheritedProtocols(
        _ inherited: [TypeText], _ protocols: [String: TypeDeclaration], _ aliases: TypealiasTable
    ) -> [String] {
        var names: [String] = []
        for type in inherited {
            let expanded = aliases.expanded(type)
            let parts = expanded.baseName == nil ? aliases.compositionMembers(of: type) : [expanded]
            for part in parts {
                if let base = part.baseName.map(aliases.resolvedName), protocols[base] != nil { names.append(base) }
            }
        }
        return names
    }

    /// Swift rejects a property declared twice in one protocol, so repeats can only come from
    /// inheritance; the first of each is kept.
    private static func withoutRepeats(_ members: [PropertyDeclaration]) -> [PropertyDeclaration] {
        var seen = Set<PropertyKey>()
        return members.filter { seen.insert(PropertyKey(name: $0.name, type: $0.type.structure.unqualified)).inserted }
    }

    /// The protocols that are on a loop of inheritance or inherit, at any depth, one that is: a
    /// depth-first search without recursion, in which meeting a protocol still being searched
    /// closes a loop.
    private static func protocolsReachingLoops(
        _ protocols: [String: TypeDeclaration], aliases: TypealiasTable
    ) -> Set<String> {
        var reaching: Set<String> = []
        var done: Set<String> = []
        var searching: Set<String> = []
        for start in protocols.keys where !done.contains(start) {
            var frames: [(name: String, bases: [String], next: Int)] = [
                (start, inheritedProtocols(protocols[start]!.inheritedTypes, protocols, aliases), 0)
            ]
            searching.insert(start)
            while let top = frames.indices.last {
                if frames[top].next < frames[top].bases.count {
                    let base = frames[top].bases[frames[top].next]
                    frames[top].next += 1
                    if searching.contains(base) {
                        reaching.insert(frames[top].name)
                    } else if done.contains(base) {
                        if reaching.contains(base) { reaching.insert(frames[top].name) }
                    } else {
                        searching.insert(base)
                        frames.append((base, inheritedProtocols(protocols[base]!.inheritedTypes, protocols, aliases), 0))
                    }
                    continue
                }
                let finished = frames.removeLast()
                searching.remove(finished.name)
                done.insert(finished.name)
                if reaching.contains(finished.name), let below = frames.indices.last {
                    reaching.insert(frames[below].name)
                }
            }
        }
        return reaching
    }
}
