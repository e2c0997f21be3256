extension RunLoop {
    /// Runs the application's main loop until `limitDate`, as iOS code expects
    /// `RunLoop.main.run(until:)` to let animations and their completions happen.
    ///
    /// In virtual time (the default) no real time passes: the clock advances by the interval
    /// (rounded to 0.1 ms) and every frame in it is processed, in order.
    ///
    /// - Note: OpenUIKit differs: this shadows Foundation's method for files that import UIKit
    ///   (OpenUIKit) without also importing Foundation directly — see docs/porting.md.
    @preconcurrency @MainActor
    public func run(until limitDate: Date) {
        RunLoopDriver.shared.runMainLoop(until: limitDate)
    }
}
