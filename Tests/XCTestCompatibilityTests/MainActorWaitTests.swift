// iOS test code in the form that works on Linux for a main-actor test class: `@MainActor` on
// the class and `async` test methods (a synchronous test method of a `@MainActor` XCTestCase
// traps at test discovery on Linux, see docs/testing-transitions.md, "XCTest"). Expectations are
// fulfilled by UIKit: an animation's completion, `viewDidAppear` after an animated push, a
// presentation's completion; `await fulfillment(of:timeout:)` returns once they are.
import UIKit
import XCTest

private final class AppearanceReportingViewController: UIViewController {
    var onAppear: (() -> Void)?
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

@MainActor
final class MainActorWaitTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() async throws {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
    }

    override func tearDown() async throws {
        window.isHidden = true
        window.rootViewController = nil
        window = nil
    }

    func testAnAnimationCompletionFulfillsAnExpectation() async {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let done = expectation(description: "completion")
        UIView.animate(withDuration: 0.25, animations: { box.frame.origin.y = 400 }) { finished in
            XCTAssertTrue(finished)
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(box.layer.presentation()?.frame.origin.y, 400)
    }

    func testAPropertyAnimatorsCompletionFulfillsAnExpectation() async {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let done = expectation(description: "the animator's completion")
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) { box.alpha = 0 }
        animator.addCompletion { position in
            XCTAssertEqual(position, .end)
            done.fulfill()
        }
        animator.startAnimation()
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.layer.presentation()?.opacity, 0)
    }

    func testViewDidAppearAfterAnAnimatedPushFulfillsAnExpectation() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let detail = AppearanceReportingViewController()
        let appeared = expectation(description: "viewDidAppear")
        detail.onAppear = { appeared.fulfill() }
        navigation.pushViewController(detail, animated: true)
        await fulfillment(of: [appeared], timeout: 5)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertNil(navigation.transitionCoordinator)
        XCTAssertEqual(detail.view.frame, navigation.view.bounds)
    }

    func testAPresentationsCompletionFulfillsAnExpectation() async {
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        let presented = expectation(description: "present's completion")
        root.present(sheet, animated: true) { presented.fulfill() }
        XCTAssertTrue(root.presentedViewController === sheet)
        await fulfillment(of: [presented], timeout: 5)
        XCTAssertEqual(sheet.view.frame, window.bounds)
        XCTAssertNotNil(sheet.view.window)
        let dismissed = expectation(description: "dismiss's completion")
        root.dismiss(animated: true) { dismissed.fulfill() }
        await fulfillment(of: [dismissed], timeout: 5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.view.window)
    }

    func testRunLoopRunUntilFromAHelperFinishesAnAnimation() async {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var finished = false
        UIView.animate(withDuration: 0.2, animations: { box.alpha = 0 }, completion: { _ in finished = true })
        spinMainRunLoop(for: 0.6)
        XCTAssertTrue(finished)
    }

    func testAsyncAfterAndATimerInterleaveWithFramesInOrder() async {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let log = EventLog()
        let timerFired = expectation(description: "timer")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.events.append("asyncAfter 0.1") }
        UIView.animate(withDuration: 0.4, animations: { box.alpha = 0 }, completion: { _ in log.events.append("animation 0.4") })
        // `Timer(fire:interval:repeats:block:)` with a date: swift-corelibs-foundation's
        // `Timer(timeInterval:repeats:block:)` fires at once instead of after the interval.
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.7), interval: 0, repeats: false) { _ in
            log.events.append("timer 0.7")
            timerFired.fulfill()
        }
        RunLoop.main.add(timer, forMode: .common)
        await fulfillment(of: [timerFired], timeout: 5)
        XCTAssertEqual(log.events, ["asyncAfter 0.1", "animation 0.4", "timer 0.7"])
    }
}

/// `RunLoop.run(until:)` is not available in `async` functions; iOS code calls it from a
/// synchronous helper like this one.
private func spinMainRunLoop(for seconds: TimeInterval) {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
}
