/// The objects every contender builds, so that all of them do the same work.
final class Service: @unchecked Sendable {}

final class Level1: @unchecked Sendable {}
final class Level2: @unchecked Sendable { let inner: Level1; init(_ inner: Level1) { self.inner = inner } }
final class Level3: @unchecked Sendable { let inner: Level2; init(_ inner: Level2) { self.inner = inner } }
final class Level4: @unchecked Sendable { let inner: Level3; init(_ inner: Level3) { self.inner = inner } }
final class Level5: @unchecked Sendable { let inner: Level4; init(_ inner: Level4) { self.inner = inner } }

/// Builds the five-level chain by hand: the floor for any container.
@inline(never)
func makeChainDirectly() -> Level5 {
    Level5(Level4(Level3(Level2(Level1()))))
}
