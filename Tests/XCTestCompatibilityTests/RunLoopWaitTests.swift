// iOS test code as iOS teams write it: Swift 5 language mode, `import XCTest` and `import UIKit`,
// a plain XCTestCase whose synchronous tests wait with Foundation's run loop and XCTest's waiters.
// Nothing here names OpenUIKit. Time follows real time while these tests wait (the run loop driver
// steps its frames from a timer on the main run loop), so the checks leave room for a loaded
// machine: about a frame of slack and generous timeouts, never an exact frame count.
import CoreFoundation
import UIKit
import XCTest

final class RunLoopWaitTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
    }

    override func tearDown() {
        window.isHidden = true
        window = nil
        super.tearDown()
    }

    private func spin(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    func testRunUntilLetsAnAnimationFinish() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var finished: Bool?
        UIView.animate(withDuration: 0.2, animations: { box.alpha = 0 }, completion: { finished = $0 })
        XCTAssertNil(finished)
        spin(0.6)
        XCTAssertEqual(finished, true)
        XCTAssertNil(box.layer.animation(forKey: "opacity"))
        XCTAssertEqual(box.layer.presentation()?.opacity, 0)
    }

    /// Core Foundation's run loop, as some iOS tests spin it (`kCFRunLoopDefaultMode`: on Linux
    /// `CFRunLoopMode` has no `.defaultMode` member, the constant works on both).
    func testCoreFoundationsRunLoopLetsAnAnimationFinish() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var finished: Bool?
        UIView.animate(withDuration: 0.2, animations: { box.alpha = 0 }, completion: { finished = $0 })
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.6, false)
        XCTAssertEqual(finished, true)
    }

    func testRunUntilStopsPartWayThroughALongAnimation() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var finished = false
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            box.center = CGPoint(x: 300, y: 50)
        }, completion: { _ in finished = true })
        spin(0.5)
        // A quarter of the way in real time (linear): x went from 50 towards 300.
        let x = box.layer.presentation()?.position.x ?? 0
        XCTAssertGreaterThan(x, 60)
        XCTAssertLessThan(x, 250)
        XCTAssertFalse(finished)
        XCTAssertEqual(box.center, CGPoint(x: 300, y: 50))
    }

    /// This file imports XCTest (and so Foundation): `RunLoop.main.run(until:)` is Foundation's,
    /// which also runs the main queue's blocks, as on iOS (OpenUIKit's exact-frames version is
    /// for files that import UIKit alone).
    func testRunUntilIsFoundationsAndRunsMainQueueWork() {
        let log = EventLog()
        DispatchQueue.main.async { log.events.append("main queue") }
        let start = Date()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(log.events, ["main queue"])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.09, "it waited in real time")
    }

    func testAnExpectationFulfilledByACompletionIsMetInAboutTheAnimationsDuration() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let done = expectation(description: "the animation's completion")
        let start = Date()
        UIView.animate(withDuration: 0.3, animations: { box.transform = CGAffineTransform(scaleX: 2, y: 2) }, completion: { finished in
            XCTAssertTrue(finished)
            done.fulfill()
        })
        wait(for: [done], timeout: 5)
        let waited = Date().timeIntervalSince(start)
        // The wait returns once the completion ran: not before the duration, not at the timeout.
        XCTAssertGreaterThanOrEqual(waited, 0.25)
        XCTAssertLessThan(waited, 2)
    }

    func testMainQueueBlocksTimersAndFramesRunInTheOrderOfTheirTimes() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let log = EventLog()
        let last = expectation(description: "the timer")
        DispatchQueue.main.async { log.events.append("main queue") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { log.events.append("asyncAfter 0.15") }
        UIView.animate(withDuration: 0.45, animations: { box.alpha = 0.5 }, completion: { _ in log.events.append("animation 0.45") })
        _ = Timer.scheduledTimer(withTimeInterval: 0.75, repeats: false) { _ in
            log.events.append("timer 0.75")
            last.fulfill()
        }
        var linkFrames = 0
        let link = CADisplayLink(handler: { _ in linkFrames += 1 })
        link.add(to: .main, forMode: .common)
        wait(for: [last], timeout: 5)
        link.invalidate()
        XCTAssertEqual(log.events, ["main queue", "asyncAfter 0.15", "animation 0.45", "timer 0.75"])
        // A display link is called about once per frame of the 0.75 s (60 Hz), however loaded.
        XCTAssertGreaterThan(linkFrames, 10)
        XCTAssertLessThanOrEqual(linkFrames, 50)
    }
}

/// What happened, in order (a class, so Foundation's `@Sendable` timer blocks can append to it).
final class EventLog {
    var events: [String] = []
}
