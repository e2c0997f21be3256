extension RunLoop {
    /// Runs the application's frames until `limitDate` at once, in files that import UIKit
    /// (OpenUIKit) without importing Foundation themselves: no real time passes, the clock
    /// advances by the interval (rounded to 0.1 ms) and every frame in it is processed, in order.
    ///
    /// - Note: OpenUIKit differs. A file that imports Foundation or XCTest itself gets
    ///   Foundation's own method instead (this one is disfavoured, so the call is not ambiguous):
    ///   it waits in real time and the frames follow. See docs/porting.md, "Waiting".
    @_disfavoredOverload
    @preconcurrency @MainActor
    public func run(until limitDate: Date) {
        FrameScheduler.runMainLoop(until: limitDate)
    }
}
