import Dispatch
import Synchronization
@testable import OpenQuartzCore
import Testing

/// The media clock `CACurrentMediaTime()` reads: virtual time that only moves forward, the
/// switch to the system's monotonic clock and back, and advances from several threads at once.
/// Each test uses a clock of its own (never the shared one other tests run on).
@MainActor
struct MediaClockTests {
    @Test func virtualTimeStartsAtTheEpochAndOnlyMovesForward() {
        withEngine { capture in
            let clock = MediaClock()
            #expect(clock.mode == .virtual)
            #expect(clock.now == MediaClock.virtualEpoch)
            clock.advanceVirtualTime(to: 1000.5)
            #expect(clock.now == 1000.5)
            clock.advanceVirtualTime(to: 1000.5)
            #expect(clock.now == 1000.5, "advancing to the same time is no change, and no misuse")
            #expect(capture.records(withCode: .clockMisuse).isEmpty)
            clock.advanceVirtualTime(to: 1000.25)
            clock.advanceVirtualTime(to: .nan)
            #expect(clock.now == 1000.5, "neither moved it")
            #expect(capture.records(withCode: .clockMisuse).map(\.message) == [
                "The media clock cannot go backwards (from 1000.5 to 1000.25).",
                "The media clock cannot go backwards (from 1000.5 to nan).",
            ])
        }
    }

    @Test func theLiveWindowsMonotonicClockAndBackToVirtualTime() {
        let clock = MediaClock()
        clock.useMonotonicTime()
        #expect(clock.mode == .monotonic)
        let before = MediaClock.monotonicSeconds()
        let now = clock.now
        #expect(now >= before && now <= MediaClock.monotonicSeconds())
        clock.useVirtualTime(startingAt: 5)
        #expect(clock.mode == .virtual)
        #expect(clock.now == 5)
        clock.useVirtualTime()
        #expect(clock.now == MediaClock.virtualEpoch)
    }

    /// One thread advances the clock while others read it (as `CACurrentMediaTime()` may be read
    /// from any thread): every read is a time the clock was given, no reader ever sees it go
    /// back, and the clock ends at the last time given.
    @Test func readersOnOtherThreadsSeeOnlyTimesTheClockWasGivenInOrder() {
        let clock = MediaClock()
        let steps = 20_000
        let readers = 3
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: readers + 1) { index in
            if index == 0 {
                for step in 1...steps { clock.advanceVirtualTime(to: MediaClock.virtualEpoch + Double(step) / 64) }
                return
            }
            var last = MediaClock.virtualEpoch
            for _ in 0..<steps {
                let now = clock.now
                // Every time given is the epoch plus a whole number of 64ths (exact in a Double).
                let sixtyFourths = (now - MediaClock.virtualEpoch) * 64
                if now < last || sixtyFourths.rounded() != sixtyFourths || sixtyFourths > Double(steps) {
                    failures.count.add(1, ordering: .relaxed)
                }
                last = now
            }
        }
        #expect(failures.count.load(ordering: .relaxed) == 0)
        #expect(clock.now == MediaClock.virtualEpoch + Double(steps) / 64)
    }
}

/// Reads that broke the rule, counted from any thread.
private final class FailureCount: Sendable {
    let count = Atomic<Int>(0)
}
