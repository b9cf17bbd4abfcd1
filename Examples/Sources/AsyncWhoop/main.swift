// Async definitions (a WhoopStyle addition): the database opens with an async singleton, made
// once however many tasks ask; the repository's definition awaits it with `getAsync`. The typed
// accessors `digen generate` writes for these keys are async (`await WhoopDI.repository()`).
import WhoopStyle

final class Database: Sendable {
    let name: String
    init(name: String) { self.name = name }

    static func open(named name: String) async -> Database {
        await Task.yield()
        return Database(name: name)
    }
}

final class Repository: Sendable {
    let database: Database
    let table: String
    init(database: Database, table: String) {
        self.database = database
        self.table = table
    }
}

final class StorageModule: DependencyModule {
    override func defineDependencies() {
        factory(name: "databaseName") { "orders.sqlite" }
        singleton { () async throws -> Database in await Database.open(named: try self.get("databaseName")) }
        factory { Repository(database: try await self.getAsync(), table: "orders") }
    }
}

WhoopDI.registerModules([StorageModule()])
let databases = await withTaskGroup(of: Database.self) { group in
    for _ in 0..<8 { group.addTask { await WhoopDI.injectAsync() } }
    var made: [Database] = []
    for await value in group { made.append(value) }
    return made
}
precondition(databases.allSatisfy { $0 === databases[0] }, "the database is opened once")
let repository = await WhoopDI.repository()
print("\(repository.table) in \(repository.database.name)")
