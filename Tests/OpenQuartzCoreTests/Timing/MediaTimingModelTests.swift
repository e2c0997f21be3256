@testable import OpenQuartzCore
import Testing

/// The CAMediaTiming model of docs/timing-model.md ("From parent time to local time", "From
/// active time to basic time"), against values worked out by hand.
struct MediaTimingModelTests {
    private func timing(begin: Double = 0, speed: Float = 1, offset: Double = 0, repeatCount: Float = 0,
                        repeatDuration: Double = 0, autoreverses: Bool = false,
                        fill: CAMediaTimingFillMode = .removed) -> MediaTimingValues {
        var t = MediaTimingValues()
        t.beginTime = begin
        t.speed = speed
        t.timeOffset = offset
        t.repeatCount = repeatCount
        t.repeatDuration = repeatDuration
        t.autoreverses = autoreverses
        t.fill = FillBehavior(fill)
        return t
    }

    private func sample(_ t: MediaTimingValues, d: Double, at parent: Double) -> TimingSample {
        MediaTimingModel.sample(t, basicDuration: d, parentTime: parent)
    }

    @Test func beginTimeAndFillModes() {
        let removed = timing(begin: 1)
        #expect(sample(removed, d: 2, at: 2).basicTime == 1)
        #expect(sample(removed, d: 2, at: 2).phase == .active)
        #expect(!sample(removed, d: 2, at: 0.5).isApplied)
        #expect(!sample(removed, d: 2, at: 3.5).isApplied)
        let backwards = sample(timing(begin: 1, fill: .backwards), d: 2, at: 0.5)
        #expect(backwards.isApplied && backwards.basicTime == 0 && backwards.phase == .before)
        let forwards = sample(timing(begin: 1, fill: .forwards), d: 2, at: 3.5)
        #expect(forwards.isApplied && forwards.basicTime == 2 && forwards.phase == .after)
        let both = timing(begin: 1, fill: .both)
        #expect(sample(both, d: 2, at: 0).isApplied && sample(both, d: 2, at: 9).isApplied)
    }

    @Test func speedScalesElapsedTime() {
        #expect(sample(timing(begin: 1, speed: 2), d: 2, at: 1.5).basicTime == 1)
        #expect(MediaTimingModel.hasEnded(timing(begin: 1, speed: 2), basicDuration: 2, parentTime: 2))
        #expect(!MediaTimingModel.hasEnded(timing(begin: 1, speed: 2), basicDuration: 2, parentTime: 1.99))
    }

    @Test func timeOffsetShiftsThePhaseAndWrapsRound() {
        // A 5 s animation with timeOffset 2 shows C→D→E→A→B: it starts 2 s in and wraps.
        let t = timing(offset: 2, fill: .forwards)
        #expect(sample(t, d: 5, at: 0).basicTime == 2)
        #expect(sample(t, d: 5, at: 2.5).basicTime == 4.5)
        #expect(sample(t, d: 5, at: 3).basicTime == 0)
        #expect(sample(t, d: 5, at: 4).basicTime == 1)
        // It still ends after 5 s, on the frame it started from.
        #expect(sample(t, d: 5, at: 6).phase == .after)
        #expect(sample(t, d: 5, at: 6).basicTime == 2)
    }

    @Test func fractionalRepeatCount() {
        let t = timing(repeatCount: 2.5, fill: .forwards)
        let second = sample(t, d: 1, at: 1.25)
        #expect(abs(second.basicTime - 0.25) < 1e-12 && second.iteration == 1)
        let end = sample(t, d: 1, at: 3)
        #expect(end.phase == .after && abs(end.basicTime - 0.5) < 1e-12 && end.iteration == 2)
        #expect(MediaTimingModel.activeDuration(t, basicDuration: 1) == 2.5)
    }

    @Test func autoreversePlaysBackwardsAndEndsAtTheStart() {
        let t = timing(autoreverses: true, fill: .forwards)
        #expect(sample(t, d: 1, at: 0.25).basicTime == 0.25)
        #expect(sample(t, d: 1, at: 1.25).basicTime == 0.75)
        #expect(sample(t, d: 1, at: 2).phase == .after)
        #expect(sample(t, d: 1, at: 2).basicTime == 0)
        // Ending on a whole cycle without autoreverse shows the end, not the next cycle's start.
        #expect(sample(timing(repeatCount: 2, fill: .forwards), d: 1, at: 2).basicTime == 1)
    }

    @Test func repeatDurationAndInfiniteRepeat() {
        let t = timing(repeatDuration: 1.5, fill: .forwards)
        #expect(sample(t, d: 1, at: 1.5).phase == .after)
        #expect(abs(sample(t, d: 1, at: 5).basicTime - 0.5) < 1e-12)
        let forever = timing(repeatCount: .infinity)
        #expect(!MediaTimingModel.hasEnded(forever, basicDuration: 1, parentTime: 1e9))
        #expect(abs(sample(forever, d: 1, at: 1e6 + 0.25).basicTime - 0.25) < 1e-6)
    }

    @Test func negativeSpeedPlaysTheIntervalBackwards() {
        let t = timing(speed: -1, fill: .both)
        #expect(sample(t, d: 1, at: 0.25).basicTime == 0.75)
        #expect(sample(t, d: 1, at: -1).basicTime == 1)
        #expect(sample(t, d: 1, at: 2).basicTime == 0)
    }

    @Test func zeroSpeedFreezesAtTheOffset() {
        let t = timing(speed: 0, offset: 0.4)
        #expect(sample(t, d: 1, at: 100).basicTime == 0.4)
        #expect(!MediaTimingModel.hasEnded(t, basicDuration: 1, parentTime: 1e9))
    }

    @Test func linearLayerMappingAndItsInverse() {
        let t = timing(begin: 10, speed: 2, offset: 3)
        let local = MediaTimingModel.linearLocalTime(t, parentTime: 12)
        #expect(local == 7) // (12 − 10) × 2 + 3
        #expect(MediaTimingModel.parentTime(t, localTime: local) == 12)
        #expect(MediaTimingModel.parentTime(timing(begin: 4, speed: 0), localTime: 99) == 4)
    }
}
