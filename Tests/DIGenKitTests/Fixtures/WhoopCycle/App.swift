import WhoopStyle

final class Barista {
    init(till: Till) {}
}
final class Till {
    init(barista: Barista) {}
}

final class StaffModule: DependencyModule {
    override func defineDependencies() {
        factory { Barista(till: try self.get()) }
        singleton { Till(barista: try self.get()) }
    }
}

WhoopDI.setup(modules: [StaffModule()])
