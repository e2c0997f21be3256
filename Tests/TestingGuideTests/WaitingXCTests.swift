// Tests/MyTransitionTests/WaitingXCTests.swift
import UIKit
import XCTest

/// Tells the test when it has appeared.
final class AppearingViewController: UIViewController {
    var onAppear: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

@MainActor
final class WaitingXCTests: XCTestCase {
    let transition = DropInTransitioningDelegate()
    var window: UIWindow!

    override func setUp() async throws {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
    }

    override func tearDown() async throws {
        window.isHidden = true
        window = nil
    }

    func testAnAnimationCompletionFulfillsAnExpectation() async {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let done = expectation(description: "the animation's completion")
        UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }) { finished in
            XCTAssertTrue(finished)
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(box.layer.presentation()?.opacity, 0)
    }

    func testAPushedScreenAppears() async {
        let navigation = UINavigationController(rootViewController: HomeViewController())
        window.rootViewController = navigation
        let detail = AppearingViewController()
        let appeared = expectation(description: "viewDidAppear")
        detail.onAppear = { appeared.fulfill() }
        navigation.pushViewController(detail, animated: true)
        await fulfillment(of: [appeared], timeout: 10)
        XCTAssertTrue(navigation.topViewController === detail)
    }

    func testAPresentationCompletes() async {
        let home = HomeViewController()
        window.rootViewController = home
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transition
        let presented = expectation(description: "present's completion")
        home.present(detail, animated: true) { presented.fulfill() }
        await fulfillment(of: [presented], timeout: 10)
        XCTAssertEqual(detail.view.frame, window.bounds)
    }

    func testRunningTheMainRunLoop() async {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var finished = false
        UIView.animate(withDuration: 0.2, animations: { box.center.x += 100 }) { _ in finished = true }
        runMainLoop(for: 0.5)
        XCTAssertTrue(finished)
    }
}

/// `RunLoop.run(until:)` is not available in `async` functions; call it from a synchronous one.
func runMainLoop(for seconds: TimeInterval) {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
}
