import WhoopStyle
import XCTest

// The code of WhoopDI's README, with only the import line changed. It is XCTest code, as in the
// README; XCTest runs it alongside the Swift Testing suites.

final class MyModule: DependencyModule {
    override func defineDependencies() {
        factory { MyConcreteObject() }
        factory { try MyObject(dependency: self.get()) as MyProtocol }
        factory(named: "MyNamedObject") { MyNamedObject() as MyNamedProtocol }
        singleton { try MySingletonObject(dependency: self.get()) }
    }
}

class FakeTestModuleForInjecting: DependencyModule {
    override func defineDependencies() {
        factory(name: "Important") { 1 }
    }
}

@Injectable
struct InjectableWithNamedDependency: Equatable {
    @InjectableName(name: "Important")
    let anImportantNumber: Int
}

class MyDITests: XCTestCase {
    override func tearDown() async throws {
        await WhoopDI.removeAllDependencies()
    }

    func test_allDependenciesProvided() {
        WhoopDI.registerModules(modules: [MyModule()])

        let validator = WhoopDIValidator()
        validator.validate { error in
            XCTFail("DI failed with error: \(error)")
        }
    }
}
