@testable import OpenQuartzCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The pacing step itself (`RealTimePacing.tick()`), called directly: the real timers that call it
/// never fire inside these synchronous tests. Waits that rely on the timers are tested end to end
/// in XCTestCompatibilityTests and RealTimeSwiftTestingTests.
@MainActor
struct RealTimePacingTests {
    /// Ticks once to start counting from now, sleeps `milliseconds` of real time, ticks again,
    /// and returns how far virtual time moved in the second tick.
    private func virtualStep(afterSleeping milliseconds: UInt32) -> CFTimeInterval {
        let pacing = RealTimePacing.shared
        pacing.tick()
        let before = CACurrentMediaTime()
        usleep(milliseconds * 1000)
        pacing.tick()
        return CACurrentMediaTime() - before
    }

    @Test func aTickRunsTheFramesOfTheRealTimeSinceThePreviousTick() {
        withEngine { _ in
            var frames = 0
            let link = CADisplayLink { _ in frames += 1 }
            link.add(to: .main, forMode: .common)
            let step = virtualStep(afterSleeping: 25)
            // At least the 25 ms slept; at most one step. The frames are those of the step.
            #expect(step >= 0.025 && step <= RealTimePacing.maximumStep + 1e-9, "moved \(step) s")
            #expect(frames >= 1 && frames <= 4, "\(frames) frames")
            link.invalidate()
        }
    }

    @Test func afterALongPauseTimeResumesWithOneFrame() {
        withEngine { _ in
            // The loop did not run for 200 ms (a busy main thread): time resumes, it does not jump.
            let step = virtualStep(afterSleeping: 200)
            #expect(abs(step - 1.0 / 60) < 1e-9, "moved \(step) s")
        }
    }

    @Test func heldPacingLeavesVirtualTimeAlone() {
        withEngine { _ in
            RealTimePacing.shared.hold()
            defer { RealTimePacing.shared.release() }
            #expect(!RealTimePacing.shared.isFollowingRealTime)
            #expect(virtualStep(afterSleeping: 20) == 0)
        }
    }

    @Test func anUnbalancedReleaseIsReported() {
        withEngine { capture in
            RealTimePacing.shared.release()
            #expect(capture.records(withCode: .clockMisuse).map(\.message) == ["Real-time pacing was released more often than it was held."])
        }
    }
}
