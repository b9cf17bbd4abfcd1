import Foundation
import Testing
import DIGraph

/// The toolkit's own lock (a futex lock on Linux): mutual exclusion under contention.
@Suite struct LockTests {
    /// A count that only the lock protects: a lost update shows as a total below the expected.
    final class Guarded: @unchecked Sendable {
        let lock = Lock()
        var count = 0
        var inside = 0
        var overlaps = 0
    }

    @Test func eightThreadsIncrementingUnderContentionLoseNoUpdate() {
        let guarded = Guarded()
        let perThread = 20_000
        onThreadsAtOnce(8) { _ in
            for _ in 0..<perThread {
                guarded.lock.withLock {
                    guarded.inside += 1
                    if guarded.inside != 1 { guarded.overlaps += 1 }
                    guarded.count += 1
                    guarded.inside -= 1
                }
            }
        }
        #expect(guarded.count == 8 * perThread)
        #expect(guarded.overlaps == 0)
    }

    @Test func aWaiterSleepingOnTheLockIsWokenWhenItIsReleased() {
        let guarded = Guarded()
        let holding = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        guarded.lock.lock()
        Thread {
            holding.signal()
            // Blocks well past the spin, so it sleeps in the kernel until the unlock below.
            guarded.lock.withLock { guarded.count += 1 }
            finished.signal()
        }.start()
        holding.wait()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(guarded.count == 0)
        guarded.lock.unlock()
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(guarded.lock.withLock { guarded.count } == 1)
    }
}
