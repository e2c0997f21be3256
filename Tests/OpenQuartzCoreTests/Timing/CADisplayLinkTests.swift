@testable import OpenQuartzCore
import Testing

@MainActor
struct CADisplayLinkTests {
    @MainActor final class Ticker {
        var stamps: [(Double, Double)] = []
        func step(_ link: CADisplayLink) {
            stamps.append(((link.timestamp - 1000) * 60, (link.targetTimestamp - 1000) * 60))
        }
    }

    @Test func firesOncePerFrameWithFrameTimestamps() {
        withEngine { _ in
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, action: Ticker.step)
            link.add(to: .main, forMode: .common)
            advance(3.0 / 60)
            #expect(ticker.stamps.map { $0.0.rounded() } == [1, 2, 3])
            #expect(ticker.stamps.map { $0.1.rounded() } == [2, 3, 4])
            #expect(abs(link.duration - 1.0 / 60) < 1e-12)
            link.invalidate()
        }
    }

    @Test func preferredRateSkipsFrames() {
        withEngine { _ in
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
            link.add(to: .main, forMode: .default)
            advance(1)
            #expect(count == 30)
            link.invalidate()
        }
    }

    @Test func pauseAndInvalidateStopCallbacksAndReleaseTheTarget() {
        withEngine { _ in
            var ticker: Ticker? = Ticker()
            weak let weakTicker = ticker
            let link = CADisplayLink(target: ticker!, action: Ticker.step)
            ticker = nil
            link.add(to: .main, forMode: .common)
            advance(2.0 / 60)
            link.isPaused = true
            advance(2.0 / 60)
            #expect(weakTicker?.stamps.count == 2)
            // The link retains its target, as on iOS, until invalidated.
            #expect(weakTicker != nil)
            link.invalidate()
            #expect(RunLoopDriver.shared.isIdle)
            _ = link
        }
    }

    @Test func displayLinksRunBeforeAnimationEventsInAFrame() {
        withEngine { _ in
            var log: [String] = []
            final class Delegate: CAAnimationDelegate {
                let record: (String) -> Void
                init(_ record: @escaping (String) -> Void) { self.record = record }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record("stop") }
            }
            let layer = makeCommittedLayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0
            animation.duration = 1.0 / 60
            animation.delegate = Delegate { log.append($0) }
            layer.add(animation, forKey: nil)
            let link = CADisplayLink { _ in log.append("link") }
            link.add(to: .main, forMode: .common)
            advance(1.0 / 60)
            #expect(log == ["link", "stop"])
            link.invalidate()
        }
    }
}

@MainActor
struct RunLoopTests {
    /// This file does not import Foundation itself: `run(until:)` is OpenQuartzCore's, which runs
    /// the interval's frames at once (files importing Foundation get Foundation's, which waits).
    @Test func runUntilAdvancesVirtualTimeFrameByFrame() {
        withEngine { _ in
            var frames = 0
            let link = CADisplayLink { _ in frames += 1 }
            link.add(to: .main, forMode: .common)
            let start = CACurrentMediaTime()
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
            #expect(abs(CACurrentMediaTime() - start - 0.5) < 1e-6)
            #expect(frames == 30)
            link.invalidate()
        }
    }

    @Test func runUntilIdleReportsWhatNeverEnds() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = 2 * Double.pi
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
            let pending = RunLoopDriver.shared.runUntilIdle(timeout: 2)
            #expect(pending.count == 1)
            #expect(pending.first?.contains("transform.rotation.z") == true)
            #expect(pending.first?.contains("'spin'") == true)
            layer.removeAllAnimations()
            #expect(RunLoopDriver.shared.runUntilIdle(timeout: 1).isEmpty)
        }
    }
}
