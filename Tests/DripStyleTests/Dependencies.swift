// Plain dependency types for the specs: no DI in them, just identities to compare.

final class DependencyA {}

final class DependencyB {}

final class DependencyC {
    let a: DependencyA
    let b: DependencyB

    init(a: DependencyA, b: DependencyB) {
        self.a = a
        self.b = b
    }
}

protocol TypeD: AnyObject {}

final class DependencyD: TypeD {}

protocol TypeR {}

struct Req1: TypeR {}

protocol TypeE: AnyObject {
    associatedtype Requirement: TypeR
    init(requirement: Requirement)
}

final class DependencyE<R: TypeR>: TypeE {
    let requirement: R

    init(requirement: R) {
        self.requirement = requirement
    }
}
