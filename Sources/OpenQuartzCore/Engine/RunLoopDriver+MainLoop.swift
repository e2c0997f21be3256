#if canImport(Glibc)
import Glibc
#endif
import Foundation

extension RunLoopDriver {
    /// What `RunLoop.run(until:)` does in files that import OpenUIKit's modules without Foundation
    /// (each module that re-exports Foundation declares its own shadowing `run(until:)`, see
    /// docs/porting.md).
    func runMainLoop(until limitDate: Date) {
        let interval = (limitDate.timeIntervalSinceNow * 10_000).rounded() / 10_000
        let driver = self
        // A turn of the main loop, even a zero-length one, ends with its pool drained.
        defer { drainAutoreleasedObjects() }
        switch MediaClock.shared.mode {
        case .virtual:
            driver.advance(by: max(0, interval))
        case .monotonic:
            let deadline = MediaClock.monotonicSeconds() + max(0, interval)
            while MediaClock.monotonicSeconds() < deadline {
                driver.runFrame(at: MediaClock.monotonicSeconds())
                let sleepTime = min(driver.frameInterval, max(0, deadline - MediaClock.monotonicSeconds()))
                usleep(useconds_t(sleepTime * 1_000_000))
            }
        }
    }
}
