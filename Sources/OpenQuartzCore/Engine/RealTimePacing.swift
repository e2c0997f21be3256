import Dispatch
import Foundation

/// Lets virtual time follow real time while the main thread waits, so iOS code that waits the
/// way iOS code does — Foundation's `RunLoop.main.run(until:)` and
/// `RunLoop.current.run(mode:before:)`, XCTest's `wait(for:timeout:)` and
/// `fulfillment(of:timeout:)`, `await`ing on the main actor —
/// sees its animations, display links and completions happen at about the pace they would on a
/// device. (OpenUIKit's own `RunLoop.run(until:)`, which files importing UIKit alone get, runs
/// its frames at once instead: RunLoop+MediaClock.swift.)
///
/// Two real timers, each firing about once per frame, step the run loop driver by the real
/// time that passed since the previous step:
/// - a `Foundation.Timer` on the main run loop in its common modes, which fires whenever the
///   main thread runs its run loop (every Foundation and XCTest wait, nested ones included);
/// - a dispatch timer on the main queue, which fires whenever the main queue is free (Swift
///   Testing on Linux runs main-actor tests on the main queue, off the main thread, where the
///   main run loop never runs).
///
/// Nothing else moves: code that never returns to the run loop or the queue (a synchronous
/// test, the renderer, the test kit's `advance(by:)`) sees exact virtual frames, and the test kit
/// holds the pacing (``hold()``) for the whole of a `TransitionHost.run`, so its frames stay
/// deterministic even across `await`s. A step follows real time only over short gaps (up to
/// ``maximumStep``): after the main thread was busy or the loop did not run for a while (between
/// two waits), time resumes with one frame where it stopped, so the time before a wait never
/// counts into it — an animation started just before a wait takes its whole duration in it.
@MainActor
final class RealTimePacing {
    static let shared = RealTimePacing()

    /// The longest gap between ticks that virtual time follows (three frames at 60 Hz); after a
    /// longer one a tick moves time by one frame.
    static let maximumStep: CFTimeInterval = 0.05

    @exclusivity(unchecked) private var runLoopTimer: Timer?
    @exclusivity(unchecked) private var queueTimer: DispatchSourceTimer?
    @exclusivity(unchecked) private var lastTick: CFTimeInterval?
    @exclusivity(unchecked) private var holds = 0

    private init() {}

    /// Whether waits currently move virtual time (no hold, and the clock is virtual).
    var isFollowingRealTime: Bool { holds == 0 && MediaClock.shared.mode == .virtual }

    /// Installs the two timers once per process (the run loop driver does it when first used).
    func install() {
        guard runLoopTimer == nil else { return }
        let interval = 1.0 / 60
        let timer = Timer(timeInterval: interval, repeats: true) { _ in
            // Foundation calls this on the main thread, from the main run loop.
            MainActor.assumeIsolated { RealTimePacing.shared.tick() }
        }
        timer.tolerance = interval / 4
        RunLoop.main.add(timer, forMode: .common)
        runLoopTimer = timer

        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(2))
        source.setEventHandler {
            MainActor.assumeIsolated { RealTimePacing.shared.tick() }
        }
        source.resume()
        queueTimer = source
    }

    /// Stops waits from moving virtual time until the matching ``release()`` (the test kit holds
    /// the pacing while a `TransitionHost` runs). Holds nest.
    func hold() {
        holds += 1
    }

    func release() {
        guard holds > 0 else {
            OpenUIKitDiagnostics.report(.clockMisuse, "Real-time pacing was released more often than it was held.")
            return
        }
        holds -= 1
        lastTick = nil
    }

    /// One step: runs the frames of the real time since the previous step, or one frame's worth
    /// after a gap longer than ``maximumStep``. Steps nest: a completion block that waits
    /// (`RunLoop.main.run(until:)` inside it) sees frames during its wait, as on iOS; the outer
    /// step then ends where the inner one left the clock.
    func tick() {
        let real = MediaClock.monotonicSeconds()
        let previous = lastTick
        lastTick = real
        guard isFollowingRealTime, let previous else { return }
        let elapsed = max(real - previous, 0)
        let driver = RunLoopDriver.shared
        let step = elapsed <= Self.maximumStep ? elapsed : driver.frameInterval
        guard step > 0 else { return }
        driver.advance(by: step)
    }
}
