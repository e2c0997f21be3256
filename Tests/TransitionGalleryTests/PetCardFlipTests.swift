@testable import TransitionGallery
import Testing
import UIKit
import UIKitTesting

/// Seed 004, Guess the Pet: the card flip presentation from the card's frame, the flip
/// dismissal, and swipe-to-dismiss from the left edge.
@MainActor
struct PetCardFlipTests {
    /// The time fraction at which the overall ease-in-ease-out reaches keyframe progress `p`.
    private func time(atProgress p: Double, duration: Double) -> Double { TimingCurve.easeInEaseOutTime(reaching: p) * duration }

    @Test func tappingTheCardFlipsInTheRevealScreenInThreePhases() throws {
        let cards = CardViewController()
        try TransitionHost.run(root: cards) { host in
            let card = cards.cardView.frame
            host.tap(cards.cardView)
            let reveal = try #require(cards.presentedViewController as? RevealViewController)
            let container = try #require(reveal.view.superview)
            let snapshot = try #require(container.subviews.last)
            #expect(snapshot !== reveal.view && reveal.view.isHidden)
            #expect(near(container.layer.sublayerTransform.m34, -0.002))
            let start = host.now
            // Phase boundaries fall where the overall ease-in-ease-out reaches 1/3 and 2/3 of
            // the keyframe progress; values there are exact.
            host.advance(by: start + time(atProgress: 1.0 / 3, duration: 2) - host.now)
            #expect(near(yRotation(of: cards.view), -.pi / 2, 1e-3), "phase 1: the card screen has turned away")
            #expect(near(yRotation(of: snapshot), .pi / 2, 1e-3), "the snapshot is still edge-on")
            host.advance(by: start + time(atProgress: 2.0 / 3, duration: 2) - host.now)
            #expect(near(yRotation(of: snapshot), 0, 1e-3), "phase 2: the snapshot faces us")
            #expect(near(snapshot.layer.presentation()!.bounds.size.width, card.width, 1e-3), "still card-sized")
            // Phase 3: it grows to the screen, corners straightening.
            host.advance(by: start + time(atProgress: 0.85, duration: 2) - host.now)
            let growing = snapshot.layer.presentation()!.bounds.size.width
            #expect(growing > card.width && growing < 393)
            try host.runUntilIdle()
            #expect(!reveal.view.isHidden && snapshot.superview == nil)
            #expect(cards.view.window == nil && cards.view.layer.transform == CATransform3DIdentity)
            #expect(reveal.view.frame == host.window.bounds)
        }
    }

    @Test func swipingFromTheLeftEdgeDismissesPastHalfWayAndComesBackBefore() throws {
        let cards = CardViewController()
        try TransitionHost.run(root: cards) { host in
            host.tap(cards.cardView)
            try host.runUntilIdle()
            let reveal = try #require(cards.presentedViewController as? RevealViewController)

            // 60 points of the 200 that make the whole transition: 30 %, so it goes back.
            host.edgeSwipe(from: .left, distance: 60, duration: 0.3)
            try host.runUntilIdle()
            #expect(cards.presentedViewController === reveal && !reveal.view.isHidden)
            #expect(cards.view.window == nil, "the cancelled dismissal took the card screen out again")
            #expect(reveal.view.superview?.subviews.count == 1, "no snapshot left behind")
            #expect(reveal.swipeInteractionController?.interactionInProgress == false)

            // Finger still down at 120 points (60 %): the snapshot is part way to the card.
            let finger = try #require(host.pan(path: [CGPoint(x: 2, y: 400), CGPoint(x: 122, y: 400)], duration: 0.3, release: false))
            let container = try #require(reveal.view.superview)
            #expect(reveal.view.isHidden && container.subviews.count == 3)
            host.touches.lift([finger])
            try host.runUntilIdle()
            #expect(cards.presentedViewController == nil && reveal.view.window == nil)
            #expect(cards.view.window === host.window && near(yRotation(of: cards.view), 0))
        }
    }

    @Test func theDoneButtonFlipsBackToTheCard() throws {
        let cards = CardViewController()
        try TransitionHost.run(root: cards) { host in
            host.tap(cards.cardView)
            try host.runUntilIdle()
            let reveal = try #require(cards.presentedViewController as? RevealViewController)
            host.tap(reveal.doneButton)
            // Not interactive: the tap did not start the swipe.
            #expect(reveal.swipeInteractionController?.interactionInProgress == false)
            host.advance(by: 0.3)
            #expect(cards.view.window === host.window, "the card screen is in the container")
            try host.runUntilIdle()
            #expect(cards.presentedViewController == nil && cards.view.superview === host.window)
        }
    }
}
