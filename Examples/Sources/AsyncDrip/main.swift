// Async generators (a DripStyle addition): the module's `single` opens the archive with an async
// closure, once per component however many tasks ask; `transient` builds a reader over it.
import DripStyle

final class Archive: Sendable {
    let shelves: Int
    init(shelves: Int) { self.shelves = shelves }

    static func open() async -> Archive {
        await Task.yield()
        return Archive(shelves: 12)
    }
}

final class Reader: Sendable {
    let archive: Archive
    init(archive: Archive) { self.archive = archive }
}

// Shared by the tasks below; its state is its registry, which is safe to share.
final class LibraryComponent: Component, @unchecked Sendable {
    var storage: StorageModule { module() }
}

final class StorageModule: Module<LibraryComponent> {
    required init(_ component: LibraryComponent) {
        super.init(component)
    }

    func inject() async -> Archive {
        await single { await Archive.open() }
    }

    func inject() async -> Reader {
        await transient { Reader(archive: await inject()) }
    }
}

let library = LibraryComponent().module(StorageModule.self) { StorageModule($0) }
let archives = await withTaskGroup(of: Archive.self) { group in
    for _ in 0..<8 { group.addTask { await library.storage.inject() } }
    var made: [Archive] = []
    for await value in group { made.append(value) }
    return made
}
precondition(archives.allSatisfy { $0 === archives[0] }, "the archive is opened once")
let reader: Reader = await library.storage.inject()
print("a reader over \(reader.archive.shelves) shelves")
