// Tests/MyTransitionTests/DropInAnimatorTests.swift
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
struct DropInAnimatorTests {
    let transition = DropInTransitioningDelegate()

    func present(in host: TransitionHost) -> DetailViewController {
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transition
        host.window.rootViewController?.present(detail, animated: true)
        return detail
    }

    @Test func theScreenDropsInWithAnEaseOut() throws {
        try TransitionHost.run(root: HomeViewController()) { host in
            let start = host.now
            let detail = present(in: host)               // the presentation starts at once
            let frame = try host.frame(at: start + 0.2)  // half of its 0.4 s later, rendered
            #expect(frame.size == host.window.bounds.size)
            // Half way in time, ease-out (0, 0, 0.58, 1) has covered 68.46 % of the 852 points.
            let y = try #require(detail.view.layer.presentation()).frame.minY
            #expect(abs(y - -852 * (1 - 0.6846)) < 0.5, "y = \(y)")
            try host.runUntilIdle()
            #expect(detail.view.frame == host.window.bounds)
            #expect(host.visibleViewControllers.last === detail)
        }
    }

    @Test func theCallbacksComeInUIKitsOrder() throws {
        try TransitionHost.run(root: HomeViewController()) { host in
            let recorder = CallbackRecorder()
            recorder.start()
            _ = present(in: host)
            try host.runUntilIdle()
            let expected = [
                "presentation transitioning delegate → DropInAnimator, no interactor",
                "FullScreenPresentationController.presentationTransitionWillBegin",
                "HomeViewController(\"Home\").viewWillDisappear(true)",
                "DetailViewController(\"Detail\").viewWillAppear(true)",
                "DropInAnimator.animateTransition (0.4 s)",
                "DetailViewController(\"Detail\").viewIsAppearing(true)",
                "completeTransition(true)",
                "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                "DetailViewController(\"Detail\").viewDidAppear(true)",
                "HomeViewController(\"Home\").viewDidDisappear(true)",
                "coordinator completions (cancelled: false)",
                "DropInAnimator.animationEnded(true)",
                "transition ended (completed: true)",
            ]
            #expect(recorder.callbacks == expected, "\(recorder.diff(expected: expected))")
        }
    }

    @Test func aCancelledDismissalPutsEverythingBack() throws {
        try TransitionHost.run(root: HomeViewController()) { host in
            let detail = present(in: host)
            try host.runUntilIdle()
            let interaction = UIPercentDrivenInteractiveTransition()
            transition.dismissalInteraction = interaction
            detail.dismiss(animated: true)
            host.step()
            interaction.update(0.3)
            host.step()
            #expect(host.currentTransition?.kind == .dismiss && host.currentTransition?.isInteractive == true)
            interaction.cancel()
            try host.runUntilIdle()
            #expect(host.window.rootViewController?.presentedViewController === detail)
            #expect(detail.view.frame == host.window.bounds)
            #expect(host.currentTransition == nil)
        }
    }

    @Test func theHalfWayFrameMatchesItsGolden() {
        TransitionHost.run(root: HomeViewController()) { host in
            _ = present(in: host)
            host.advance(by: 0.2)
            assertSnapshot(of: host, as: .image(), named: "half-way")
            assertSnapshot(of: host, as: .viewTree, named: "half-way")
        }
    }

    @Test func theWholeDropInMatchesItsGolden() throws {
        try TransitionHost.run(root: HomeViewController()) { host in
            let dropIn = try host.record { _ = present(in: host) }   // until idle, 30 frames a second
            assertSnapshot(of: dropIn, as: .transition(), named: "drop-in")
        }
    }
}
