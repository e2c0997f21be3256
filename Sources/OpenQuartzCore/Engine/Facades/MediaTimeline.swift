/// The media clock, as the public layers and tools see it (`MediaClock`, which they never
/// name): the current media time and which clock runs — virtual (deterministic, the default)
/// or monotonic (the live window).
package enum MediaTimeline {
    /// The current media time (`CACurrentMediaTime()`).
    package static var now: CFTimeInterval { MediaClock.shared.now }
    /// Whether the virtual clock runs.
    package static var isVirtual: Bool { MediaClock.shared.mode == .virtual }
    package static func useVirtualTime() { MediaClock.shared.useVirtualTime() }
    package static func useMonotonicTime() { MediaClock.shared.useMonotonicTime() }
    /// The virtual clock's media time at its start.
    package static var virtualEpoch: CFTimeInterval { MediaClock.virtualEpoch }
    /// The system's monotonic clock, in seconds (the live window paces its frames with it).
    package static func monotonicSeconds() -> CFTimeInterval { MediaClock.monotonicSeconds() }
}
