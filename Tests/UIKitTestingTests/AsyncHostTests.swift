@testable import OpenQuartzCore
import OpenUIKit
import Testing
import UIKitTesting

/// `TransitionHost.run` with an `async` body. These tests suspend, and while they are suspended
/// other main-actor tests could reset the one application under them, so they run alone with the
/// real-time waits (`OPENUIKIT_REAL_TIME_TESTS=1 swift test --filter RealTimeWaitTests`, which
/// `scripts/test` does; the suite's name matches that filter).
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_REAL_TIME_TESTS"] == "1",
                             "suspends: run alone with OPENUIKIT_REAL_TIME_TESTS=1 (scripts/test does)"))
struct AsyncHostRealTimeWaitTests {
    @Test func virtualTimeStandsStillWhileTheBodyIsSuspended() async throws {
        try await TransitionHost.run(root: UINavigationController(rootViewController: ColorViewController("A", .red))) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            navigation.pushViewController(ColorViewController("B", .blue), animated: true)
            host.advance(by: 0.1)
            let before = host.now
            let progress = try #require(host.currentTransition).elapsed
            // Real time passes; the host's clock does not, so the push is where it was.
            try await Task.sleep(for: .milliseconds(150))
            #expect(host.now == before)
            #expect(try #require(host.currentTransition).elapsed == progress)
            try host.runUntilIdle()
            #expect(host.visibleViewControllers.last?.title == "B")
            #expect(abs(host.now - (before + 0.35 - progress)) < 1.0 / 60 + 1e-6, "\(host.now)")
        }
    }

    @Test func asyncRunsWaitForEachOther() async throws {
        @MainActor final class Log { var lines: [String] = [] }
        let log = Log()
        let first = Task { @MainActor in
            try await TransitionHost.run(root: ColorViewController("first", .red)) { host in
                log.lines.append("first starts")
                try await Task.sleep(for: .milliseconds(50))
                #expect(host.window.rootViewController?.title == "first")
                log.lines.append("first ends")
            }
        }
        let second = Task { @MainActor in
            try await TransitionHost.run(root: ColorViewController("second", .blue)) { host in
                log.lines.append("second starts")
                try await Task.sleep(for: .milliseconds(10))
                #expect(host.window.rootViewController?.title == "second")
                log.lines.append("second ends")
            }
        }
        try await first.value
        try await second.value
        #expect(log.lines == ["first starts", "first ends", "second starts", "second ends"], "\(log.lines)")
    }

    /// The kit's choice: main-queue deadlines follow real time, not the host's clock. A block
    /// due in 50 ms does not run during a virtual second; it runs once the test awaits for real.
    @Test func asyncAfterDeadlinesFollowRealTimeNotTheHostsClock() async throws {
        try await TransitionHost.run(root: ColorViewController("A", .red)) { host in
            var ran = false
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { ran = true }
            host.advance(by: 1)
            #expect(!ran)
            let now = host.now
            try await Task.sleep(for: .milliseconds(200))
            #expect(ran)
            #expect(host.now == now)
        }
    }

    /// A selector performed later (`performSelector(onMainThread:…waitUntilDone: false)`,
    /// `perform(_:with:afterDelay:)`) is main-queue work: real time, not the host's clock.
    @Test func queuedAndDelayedSelectorPerformsFollowRealTime() async throws {
        final class Counter: NSObject {
            var count = 0
            func bump() { count += 1 }
        }
        try await TransitionHost.run(root: ColorViewController("A", .red)) { host in
            let counter = Counter()
            let bump = Selector(Counter.bump, name: "bump")
            counter.performSelector(onMainThread: bump, with: nil, waitUntilDone: false)
            counter.perform(bump, with: nil, afterDelay: 0.05)
            #expect(counter.count == 0, "neither runs before the main queue turns")
            host.advance(by: 1)
            #expect(counter.count == 0)
            // Up to 5 s of real time (a loaded machine can stall the main queue), checked every 20 ms.
            for _ in 0..<250 where counter.count < 2 { try await Task.sleep(for: .milliseconds(20)) }
            #expect(counter.count == 2)
        }
    }

    /// `cancelPreviousPerformRequests` takes back delayed performs not yet run: all of a
    /// target's, or those of one selector with an equal argument. A nil argument reaches a `Bool`
    /// parameter as `false`, as Objective-C's nil does.
    @Test func cancelledDelayedPerformsDoNotRun() async throws {
        final class Recorder: NSObject {
            var calls: [String] = []
            func note(_ text: NSString) { calls.append(text as String) }
            func dismiss(animated: Bool) { calls.append("dismiss animated: \(animated)") }
        }
        try await TransitionHost.run(root: ColorViewController("A", .red)) { _ in
            let recorder = Recorder(), other = Recorder()
            let note = Selector(Recorder.note, name: "note:"), dismiss = Selector(Recorder.dismiss, name: "dismissWithAnimated:")
            recorder.perform(note, with: NSString(string: "kept"), afterDelay: 0.02)
            recorder.perform(note, with: NSString(string: "taken back"), afterDelay: 0.02)
            recorder.perform(dismiss, with: nil, afterDelay: 0.03)
            other.perform(note, with: NSString(string: "other"), afterDelay: 0.02)
            other.perform(dismiss, with: nil, afterDelay: 0.02)
            NSObject.cancelPreviousPerformRequests(withTarget: recorder, selector: note, object: NSString(string: "taken back"))
            NSObject.cancelPreviousPerformRequests(withTarget: other)
            for _ in 0..<250 where recorder.calls.count < 2 { try await Task.sleep(for: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(50))
            #expect(recorder.calls == ["kept", "dismiss animated: false"])
            #expect(other.calls.isEmpty)
        }
    }

    @Test func aSynchronousRunDuringASuspendedAsyncRunIsReported() async {
        let capture = DiagnosticCapture(silent: true)
        await OpenUIKitDiagnostics.$capture.withValue(capture) {
            await TransitionHost.run(root: ColorViewController("outer", .red)) { _ in
                await Task.yield()
                TransitionHost.run(root: ColorViewController("inner", .blue)) { _ in }
            }
        }
        #expect(capture.records(withCode: .testKitMisuse).count == 1)
        #expect(capture.records(withCode: .testKitMisuse).first?.message.hasPrefix("TransitionHost.run started while an async TransitionHost.run is suspended") == true)
    }
}
