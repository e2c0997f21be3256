extension RunLoop {
    /// Runs OpenUIKit's frames until `limitDate` at once, in files that import OpenQuartzCore (or
    /// OpenUIKit) without importing Foundation themselves.
    ///
    /// With the virtual media clock (the default) no real time passes: the clock advances by the
    /// interval to `limitDate` (rounded to 0.1 ms, so the few microseconds between building the
    /// date and this call do not change which frames run) and every frame in it is processed, so
    /// the same test gives the same frames. With the monotonic clock (the live window) frames are
    /// processed in real time until the date.
    ///
    /// - Note: OpenUIKit differs. A file that imports only UIKit (or QuartzCore) gets this method:
    ///   Swift lets a module's declaration shadow Foundation's when Foundation is reached only
    ///   through that module. A file that imports Foundation or XCTest itself gets Foundation's
    ///   own method (this one is disfavoured, so the call is not ambiguous): it waits in real
    ///   time, and the frames follow (docs/timing-model.md, "Waits follow real time"). In Swift
    ///   Testing on Linux, where tests run off the main thread, Foundation's returns at once;
    ///   this one works there too.
    @_disfavoredOverload
    @preconcurrency @MainActor
    public func run(until limitDate: Date) {
        FrameScheduler.runMainLoop(until: limitDate)
    }
}
