/// The current absolute media time in seconds.
///
/// - Note: OpenUIKit differs: on iOS this is the host's monotonic clock. Here it is OpenUIKit's
///   media clock — virtual by default: it moves by exact frames when the test kit or the renderer
///   runs them, and at the pace of real time while the main thread waits (`RunLoop.main.run(until:)`,
///   XCTest's waits, `await` on the main actor); monotonic in the live window. See the timing
///   model in docs/timing-model.md.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.shared.now
}
