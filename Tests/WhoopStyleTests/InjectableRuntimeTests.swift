import Testing
import WhoopStyle

// WhoopDI's expansion does not compile on these: `Self.init` in a class that is not final needs
// a `required` initializer, and an open class needs public members.

@Injectable
class Session {
    let token: String
    @InjectableName(name: "timeout")
    var timeout: Int
}

/// Inherits `Session`'s required memberwise initializer and its `Injectable` conformance.
class AdminSession: Session {}

@Injectable
open class Repository {
    let store: String
}

@Injectable
class Loader {
    let path: String
    let retries: Int

    @InjectableInit
    init(path: String, _ retries: Int) {
        self.path = path
        self.retries = retries
    }
}

@Injectable
final class Cache {
    let size: Int

    @InjectableInit
    init(size: Int) {
        self.size = size
    }
}

@Injectable
struct Settings {
    var level: Int = 5
}

@Injectable
actor Recorder {
    let prefix: String
}

@Injectable
struct QualifiedNames {
    @WhoopStyle.InjectableName(name: "timeout")
    let timeout: Int
}

enum Screens {
    @Injectable
    struct Detail {
        let title: String
    }
}

@Injectable
final class LoopX {
    let y: LoopY
}

@Injectable
final class LoopY {
    let x: LoopX
}

/// `@Injectable` types used through a container.
@Suite struct InjectableRuntimeTests {
    private let container = Container { module in
        module.factory { "token" }
        module.factory(name: "timeout") { 30 }
        module.factory { 3 }
        module.factory { Wrapper("store") }
    }

    @Test func nonFinalClass() {
        let session: Session = container.inject()
        #expect(session.token == "token")
        #expect(session.timeout == 30)
    }

    @Test func subclassOfANonFinalClassIsBuiltAsTheSubclass() {
        let session: AdminSession = container.inject()
        #expect(type(of: session) == AdminSession.self)
        #expect(session.token == "token")
    }

    @Test func openClass() {
        let repository: Repository = container.inject()
        #expect(repository.store == "token")
    }

    @Test func nonFinalClassWithInjectableInit() {
        let loader: Loader = container.inject()
        #expect(loader.path == "token")
        #expect(loader.retries == 3)
    }

    @Test func finalClassWithInjectableInit() {
        #expect((container.inject() as Cache).size == 3)
    }

    // As in WhoopDI, a property's initial value is only the memberwise initializer's default;
    // `inject(container:)` resolves the property like any other.
    @Test func propertyDefaultIsNotUsedWhenInjecting() {
        #expect((container.inject() as Settings).level == 3)
        #expect(Settings().level == 5)
    }

    @Test func actor() async {
        let recorder: Recorder = container.inject()
        #expect(recorder.prefix == "token")
    }

    @Test func definitionTakesPrecedenceOverTheConformance() {
        let custom = container.createChild { $0.factory { Settings(level: 99) } }
        #expect((custom.inject() as Settings).level == 99)
    }

    @Test func nestedType() {
        #expect((container.inject() as Screens.Detail).title == "token")
    }

    @Test func moduleQualifiedInjectableName() {
        #expect((container.inject() as QualifiedNames).timeout == 30)
    }

    @Test func cycleThroughInjectableTypesReachesTheHandlerNamed() {
        let message = fatalMessage { handler in
            let _: LoopX = Container(fatalErrorHandler: handler).inject()
        }
        #expect(message == "WhoopDI inject failed with error: Dependency cycle detected: LoopX -> LoopY -> LoopX.")
    }
}
