import NeedleStyle

// An app for `digen generate --provider-style conformances`, with a path for each way a parent
// component can or cannot be its child's provider:
//
//   HubRootComponent            title: String, count: String, value: Int, store: Store
//   ├── PlainComponent          every member from its parent: the root conforms, no getter
//   ├── MidComponent            count: Int (its own), value: String (its own)
//   │   ├── LeafComponent       title from two levels up: a getter on Mid
//   │   ├── CountComponent      count: String from the root, but Mid has `count: Int`: a class
//   │   └── InnerComponent
//   │       ├── IntValueComponent     value: Int from the root   } one name, two types under
//   │       └── StringValueComponent  value: String from Mid     } Inner: classes for both
//   └── SharedComponent (also under Mid: two paths)
//       └── BelowSharedComponent     its parent is on two paths: a class on each

final class Store {}

final class HubRootComponent: BootstrapComponent {
    var title: String { "hub" }
    var count: String { "root count" }
    var value: Int { 7 }
    var store: Store { shared { Store() } }

    var plain: PlainComponent { PlainComponent(parent: self) }
    var mid: MidComponent { MidComponent(parent: self) }
    var common: SharedComponent { SharedComponent(parent: self) }
}

protocol PlainDependency: Dependency {
    var title: String { get }
    var store: Store { get }
}

final class PlainComponent: Component<PlainDependency> {}

protocol MidDependency: Dependency {
    var store: Store { get }
}

final class MidComponent: Component<MidDependency> {
    var count: Int { 3 }
    var value: String { "mid value" }

    var leaf: LeafComponent { LeafComponent(parent: self) }
    var counter: CountComponent { CountComponent(parent: self) }
    var inner: InnerComponent { InnerComponent(parent: self) }
    var common: SharedComponent { SharedComponent(parent: self) }
}

protocol LeafDependency: Dependency {
    var title: String { get }
    var count: Int { get }
}

final class LeafComponent: Component<LeafDependency> {}

protocol CountDependency: Dependency {
    var count: String { get }
}

final class CountComponent: Component<CountDependency> {}

protocol InnerDependency: Dependency {
    var store: Store { get }
}

final class InnerComponent: Component<InnerDependency> {
    var intValue: IntValueComponent { IntValueComponent(parent: self) }
    var stringValue: StringValueComponent { StringValueComponent(parent: self) }
}

protocol IntValueDependency: Dependency {
    var value: Int { get }
}

final class IntValueComponent: Component<IntValueDependency> {}

protocol StringValueDependency: Dependency {
    var value: String { get }
}

final class StringValueComponent: Component<StringValueDependency> {}

protocol SharedDependency: Dependency {
    var store: Store { get }
}

final class SharedComponent: Component<SharedDependency> {
    var below: BelowSharedComponent { BelowSharedComponent(parent: self) }
}

protocol BelowSharedDependency: Dependency {
    var title: String { get }
}

final class BelowSharedComponent: Component<BelowSharedDependency> {}
