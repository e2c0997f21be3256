#if canImport(Glibc)
import Glibc
#endif

extension RunLoop {
    /// Runs OpenUIKit's frames until `limitDate`, as iOS code expects `RunLoop.main.run(until:)`
    /// to let animations, display links and transaction completions happen.
    ///
    /// With the virtual media clock (the default) no real time passes: the clock advances by
    /// the interval to `limitDate` (rounded to 0.1 ms, so the few microseconds between building
    /// the date and this call do not change which frames run) and every frame in it is processed.
    /// With the monotonic clock (the live window) frames are processed in real time until the date.
    ///
    /// - Note: OpenUIKit differs: this shadows Foundation's method for code that imports
    ///   OpenQuartzCore (or OpenUIKit). Foundation's own timers and dispatch queues are not driven
    ///   by the virtual clock.
    @preconcurrency @MainActor
    public func run(until limitDate: Date) {
        RunLoopDriver.shared.runMainLoop(until: limitDate)
    }
}

extension RunLoopDriver {
    /// What `RunLoop.run(until:)` does in OpenUIKit's modules (each module that re-exports
    /// Foundation declares its own shadowing `run(until:)`, see docs/porting.md).
    package func runMainLoop(until limitDate: Date) {
        let interval = (limitDate.timeIntervalSinceNow * 10_000).rounded() / 10_000
        let driver = self
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
