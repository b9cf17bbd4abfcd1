import WhoopStyle

// The types the README's snippets take for granted.

struct MyConcreteObject {}

protocol MyProtocol {}

struct MyObject: MyProtocol {
    let dependency: MyConcreteObject
}

protocol MyNamedProtocol {}

struct MyNamedObject: MyNamedProtocol {}

final class MySingletonObject {
    let dependency: MyProtocol
    init(dependency: MyProtocol) { self.dependency = dependency }
}

@Injectable
struct MyFeature {
    let object: MyProtocol
    let shared: MySingletonObject
}

@Injectable
struct MyNamedFeature {
    @InjectableName(name: "MyNamedObject")
    let named: MyNamedProtocol
}
