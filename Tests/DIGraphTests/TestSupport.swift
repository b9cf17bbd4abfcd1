import Foundation

/// A reference type to tell instances apart by identity.
final class Service: Sendable {
    let label: String
    init(_ label: String = "") { self.label = label }
}

final class Dependent: Sendable {
    let service: Service
    init(_ service: Service) { self.service = service }
}

/// Counts calls from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    @discardableResult func increment() -> Int { lock.withLock { count += 1; return count } }
}

/// Runs `body` on `count` new threads that all start at the same moment, and waits for them.
func onThreadsAtOnce(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let gate = NSCondition()
    nonisolated(unsafe) var waiting = 0
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        let thread = Thread {
            gate.lock()
            waiting += 1
            if waiting == count { gate.broadcast() } else { while waiting < count { gate.wait() } }
            gate.unlock()
            body(index)
            finished.leave()
        }
        thread.start()
    }
    finished.wait()
}

/// Collects values from many threads.
final class Collected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []
    var values: [Value] { lock.withLock { items } }
    func append(_ value: Value) { lock.withLock { items.append(value) } }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes, and waits for it.
func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    finished.wait()
}
