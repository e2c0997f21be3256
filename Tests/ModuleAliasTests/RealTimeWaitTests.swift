// The Swift Testing forms of XCTestCompatibilityTests' waits, written as iOS code; a push's
// viewDidAppear and a presentation's completion awaited the same way are in the testing guide's
// WaitingTests (Tests/TestingGuideTests). On Linux, Swift Testing runs main-actor tests on the
// main queue but off the main thread, so Foundation's main run loop never runs: Foundation's
// `RunLoop.main.run(until:)` (this file imports Foundation) returns at once and `Timer`s on the
// main run loop never fire. `await` is the way to wait, and virtual time follows real time while
// a test awaits.
//
// These tests wait in real time, and while they are suspended other main-actor tests could reset
// the one application under them: they run only in their own invocation, as `scripts/test` does
// (`OPENUIKIT_REAL_TIME_TESTS=1 swift test --filter RealTimeWaitTests`).
import Foundation
import Testing
import UIKit

@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_REAL_TIME_TESTS"] == "1",
                             "waits in real time: run alone with OPENUIKIT_REAL_TIME_TESTS=1 (scripts/test does)"))
struct RealTimeWaitTests {
    private func showWindow(_ root: UIViewController? = nil) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func sleepingLetsAnAnimationFinish() async throws {
        let window = showWindow()
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var finished: Bool?
        UIView.animate(withDuration: 0.2, animations: { box.alpha = 0 }, completion: { finished = $0 })
        try await Task.sleep(for: .milliseconds(600))
        #expect(finished == true)
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func aConfirmationIsMetByAnAnimationCompletion() async {
        let window = showWindow()
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let start = Date()
        await confirmation("the completion ran, finished") { completed in
            await withCheckedContinuation { continuation in
                UIView.animate(withDuration: 0.3, animations: { box.center.y = 500 }, completion: { finished in
                    if finished { completed() }
                    continuation.resume()
                })
            }
        }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.25 && waited < 3, "waited \(waited) s")
        #expect(box.layer.presentation()?.position.y == 500)
    }

    @Test func mainQueueBlocksAndFramesRunInTheOrderOfTheirTimes() async throws {
        let window = showWindow()
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var log: [String] = []
        DispatchQueue.main.async { log.append("main queue") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { log.append("asyncAfter 0.15") }
        UIView.animate(withDuration: 0.45, animations: { box.alpha = 0.5 }, completion: { _ in log.append("animation 0.45") })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) { log.append("asyncAfter 0.75") }
        try await Task.sleep(for: .milliseconds(1000))
        #expect(log == ["main queue", "asyncAfter 0.15", "animation 0.45", "asyncAfter 0.75"])
    }
}
