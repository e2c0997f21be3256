/// The current absolute media time in seconds.
///
/// - Note: OpenUIKit differs: on iOS this is the host's monotonic clock. Here it is OpenUIKit's
///   media clock — virtual by default: it moves by exact frames when the test kit, the renderer
///   or `RunLoop.main.run(until:)` in a file importing UIKit alone runs them, and at the pace of
///   real time while the main thread waits in Foundation's or XCTest's waits or `await`s on the
///   main actor; monotonic in the live window. See docs/timing-model.md.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaTimeline.now
}
