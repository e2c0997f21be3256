/// The current absolute media time in seconds.
///
/// - Note: OpenUIKit differs: on iOS this is the host's monotonic clock. Here it is OpenUIKit's
///   media clock — virtual by default (it moves only when the run loop runs, for example through
///   `RunLoop.main.run(until:)`), monotonic in the live window.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.shared.now
}
