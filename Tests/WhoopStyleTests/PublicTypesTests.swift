import Testing
import WhoopStyle

/// The small public types, checked through their public API.
@Suite struct PublicTypesTests {
    @Test func serviceKeysCompareTypeAndName() {
        #expect(ServiceKey(Int.self) == ServiceKey(Int.self, name: nil))
        #expect(ServiceKey(Int.self, name: "a") != ServiceKey(Int.self, name: "b"))
        #expect(ServiceKey(Int.self) != ServiceKey(Int?.self))
        #expect(Set([ServiceKey(Int.self), ServiceKey(Int.self), ServiceKey(String.self)]).count == 2)
    }

    @Test func anUnnamedKeyHashesLikeItsTypeAlone() {
        #expect(ServiceKey(String.self).hashValue == ObjectIdentifier(String.self).hashValue)
        #expect(ServiceKey(String.self, name: nil).hashValue == ObjectIdentifier(String.self).hashValue)
    }

    @Test func aNamedKeyHashesItsTypeThenItsName() {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(String.self))
        "name".hash(into: &hasher)
        #expect(ServiceKey(String.self, name: "name").hashValue == hasher.finalize())
    }

    @Test func equalKeysHashEqually() {
        #expect(ServiceKey(Int.self, name: "a").hashValue == ServiceKey(Int.self, name: "a").hashValue)
        #expect(ServiceKey(Int.self).hashValue == ServiceKey(Int.self, name: nil).hashValue)
    }

    @Test func serviceDictionarySubscriptsAndCount() {
        let dictionary = ServiceDictionary<String>()
        dictionary[Int.self] = "by type"
        dictionary[ServiceKey(Int.self, name: "n")] = "by key"
        #expect(dictionary[ServiceKey(Int.self)] == "by type")
        #expect(dictionary[ServiceKey(Int.self, name: "n")] == "by key")
        #expect(dictionary.count == 2)
        #expect(dictionary.allKeys() == [ServiceKey(Int.self), ServiceKey(Int.self, name: "n")])
        dictionary.removeAll()
        #expect(dictionary.count == 0)
        #expect(dictionary[Int.self] == nil)
    }

    @Test func mergingServiceDictionariesPrefersTheRightHandSide() {
        let left = ServiceDictionary<Int>()
        left[Int.self] = 1
        left[String.self] = 2
        let right = ServiceDictionary<Int>()
        right[String.self] = 3
        let merged = left + right
        #expect(merged[Int.self] == 1)
        #expect(merged[String.self] == 3)
        #expect(left[String.self] == 2)
    }

    @Test func modulesAreEqualByServiceKeyAndDependencies() {
        #expect(RootModule() == RootModule())
        #expect(LeafModule() as DependencyModule != RootModule())
        #expect(LeafModule().serviceKey == ServiceKey(LeafModule.self))
    }

    @Test func defaultOptionsAreAllOff() {
        let options = defaultWhoopDIOptions()
        #expect(!options.isOptionEnabled(.threadSafeLocalInject))
        #expect(!options.isOptionEnabled(.localInjectWithoutMutation))
    }

    @Test func moduleLists() {
        struct AppModules: ModuleList {
            var modules: [DependencyModule] { [RootModule()] }
        }
        #expect(EmptyModuleList().modules.isEmpty)
        let part: Part = Container(modules: AppModules().modules).inject()
        #expect(part is PartC)
    }
}
