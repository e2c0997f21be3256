// Tests/MyTransitionTests/DropInAnimatorXCTests.swift
import UIKit
import UIKitTesting
import XCTest

@MainActor
final class DropInAnimatorXCTests: XCTestCase {
    let transition = DropInTransitioningDelegate()

    func testThePresentedScreenEndsInPlace() async throws {
        try TransitionHost.run(root: HomeViewController()) { host in
            let detail = DetailViewController()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = transition
            host.window.rootViewController?.present(detail, animated: true)
            try host.runUntilIdle()
            XCTAssertEqual(detail.view.frame, host.window.bounds)
            XCTAssertTrue(host.visibleViewControllers.last === detail)
        }
    }
}
