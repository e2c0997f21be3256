import Foundation

/// The frame scheduler: what the public layers, the command line and the test kit ask of the
/// run loop driver (`RunLoopDriver`), which they never name. Frames, timers and work for the
/// next frame; the virtual clock's stepping; the hooks layers and display links report to.
@MainActor
package enum FrameScheduler {
    // MARK: Running frames

    /// Runs `count` frames, advancing the clock by one frame interval each.
    package static func step(frames count: Int) { RunLoopDriver.shared.step(frames: count) }
    /// Advances the clock by `interval`, running every frame and timer in it.
    package static func advance(by interval: CFTimeInterval) { RunLoopDriver.shared.advance(by: interval) }
    /// Runs frames until nothing is pending or `timeout` passes; what is still pending.
    package static func runUntilIdle(timeout: CFTimeInterval = 60) -> [String] { RunLoopDriver.shared.runUntilIdle(timeout: timeout) }
    /// Runs one frame at media time `time` (the live window's pacing).
    package static func runFrame(at time: CFTimeInterval) { RunLoopDriver.shared.runFrame(at: time) }
    /// What `RunLoop.run(until:)` does in files that import OpenUIKit's modules.
    package static func runMainLoop(until limitDate: Date) { RunLoopDriver.shared.runMainLoop(until: limitDate) }
    /// Whether no animation, timer, display link or scheduled work is pending.
    package static var isIdle: Bool { RunLoopDriver.shared.isIdle }
    /// What is pending, described for a report.
    package static var pendingWork: [String] { RunLoopDriver.shared.pendingWork }
    /// The frame rate of the virtual clock.
    package static var framesPerSecond: Double {
        get { RunLoopDriver.shared.framesPerSecond }
        set { RunLoopDriver.shared.framesPerSecond = newValue }
    }
    /// Forgets every frame observer, timer and scheduled work (between tests and renders).
    package static func reset() { RunLoopDriver.shared.reset() }

    // MARK: Work and timers

    /// Runs `block` at the start of the next frame.
    package static func performOnNextFrame(_ block: @escaping () -> Void) { RunLoopDriver.shared.performOnNextFrame(block) }
    /// Runs `block` once the clock reaches `deadline`; the token cancels it.
    package static func schedule(at deadline: CFTimeInterval, purpose: String, _ block: @escaping () -> Void) -> Int {
        RunLoopDriver.shared.schedule(at: deadline, purpose: purpose, block)
    }
    package static func cancelTimer(_ token: Int) { RunLoopDriver.shared.cancelTimer(token) }
    /// Calls `observe` with the media time after every frame; the token removes it.
    package static func addFrameObserver(_ observe: @escaping (CFTimeInterval) -> Void) -> Int {
        RunLoopDriver.shared.addFrameObserver(observe)
    }
    package static func removeFrameObserver(_ token: Int) { RunLoopDriver.shared.removeFrameObserver(token) }
    /// Calls `watch` with every layer an animation is added to; the token stops it (a
    /// transition's diagnostics look for animations added outside its animator).
    package static func watchAnimationAdditions(_ watch: @escaping (CALayer) -> Void) -> Int {
        RunLoopDriver.shared.watchAnimationAdditions(watch)
    }
    package static func stopWatching(_ token: Int) { RunLoopDriver.shared.stopWatching(token) }
    /// Stops real-time waits from moving virtual time until the matching release (the test kit
    /// holds the pacing while a `TransitionHost` runs). Holds nest.
    package static func holdRealTimePacing() { RealTimePacing.shared.hold() }
    package static func releaseRealTimePacing() { RealTimePacing.shared.release() }
    /// Keeps `object` alive until the end of this turn of the main loop.
    package static func autorelease(_ object: AnyObject) { RunLoopDriver.shared.autorelease(object) }

    // MARK: What layers, display links and observers report

    package static func add(_ link: CADisplayLink) { RunLoopDriver.shared.add(link) }
    package static func remove(_ link: CADisplayLink) { RunLoopDriver.shared.remove(link) }
    static func animationWasAdded(to layer: CALayer) { RunLoopDriver.shared.animationWasAdded(to: layer) }
    static func animationWasRemoved(_ attached: AttachedAnimation) { RunLoopDriver.shared.animationWasRemoved(attached) }
}
