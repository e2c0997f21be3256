import Foundation
import Testing
import OpenUIKit

/// `os_unfair_lock` as iOS code uses it: a stored lock passed by address, guarding state that
/// several threads change.
struct UnfairLockTests {
    final class Counter: @unchecked Sendable {
        private var lock = os_unfair_lock()
        private var value = 0

        func increment() {
            os_unfair_lock_lock(&lock)
            value += 1
            os_unfair_lock_unlock(&lock)
        }

        var current: Int {
            os_unfair_lock_lock(&lock)
            defer { os_unfair_lock_unlock(&lock) }
            return value
        }

        func tryLockWhileHeld() -> (whileHeld: Bool, afterUnlock: Bool) {
            os_unfair_lock_lock(&lock)
            let group = DispatchGroup()
            nonisolated(unsafe) var whileHeld = true
            group.enter()
            Thread.detachNewThread {
                whileHeld = os_unfair_lock_trylock(&self.lock)
                if whileHeld { os_unfair_lock_unlock(&self.lock) }
                group.leave()
            }
            group.wait()
            os_unfair_lock_unlock(&lock)
            let afterUnlock = os_unfair_lock_trylock(&lock)
            if afterUnlock { os_unfair_lock_unlock(&lock) }
            return (whileHeld, afterUnlock)
        }
    }

    @Test func threadsIncrementingUnderTheLockLoseNothing() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.increment() }
        }
        #expect(counter.current == 80_000)
    }

    @Test func tryLockFailsWhileAnotherThreadHoldsIt() {
        let result = Counter().tryLockWhileHeld()
        #expect(!result.whileHeld && result.afterUnlock)
    }
}
