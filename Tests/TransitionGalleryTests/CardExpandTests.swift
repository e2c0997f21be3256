@testable import TransitionGallery
import Testing
import UIKit
import UIKitTesting

/// Seed 001's tip on animating layout, made a presentation: the detail's header is moved by its
/// constraints' constants with `layoutIfNeeded()` inside the animation block, so mid-transition
/// its presentation frame is where the curve puts it between the tapped card and the top of the
/// screen; the stack view's rows appear in the same block.
@MainActor
struct CardExpandTests {
    @Test func theHeaderGrowsOutOfTheCardAlongTheCurveAndShrinksBack() throws {
        let list = CardListViewController()
        try TransitionHost.run(root: list) { host in
            let screen = host.window.bounds
            let card = list.card.convert(list.card.bounds, to: nil)
            #expect(card.minX == 20 && card.width == screen.width - 40 && card.height == 160)
            list.openCard()
            let detail = try #require(list.presentedViewController as? CardDetailViewController)
            let expanded = CGRect(x: 0, y: 0, width: screen.width, height: CardDetailViewController.expandedHeight)
            func between(_ progress: CGFloat) -> CGRect {
                CGRect(x: card.minX + (expanded.minX - card.minX) * progress, y: card.minY + (expanded.minY - card.minY) * progress,
                       width: card.width + (expanded.width - card.width) * progress, height: card.height + (expanded.height - card.height) * progress)
            }
            host.step(frames: 0)
            host.advance(by: 0.3)
            let half = CGFloat(TimingCurve.easeInEaseOut(0.5))
            let frame = detail.header.layer.presentation()!.frame
            #expect(near(frame, between(half), 0.5), "half way through the 0.6 s ease-in-ease-out: \(frame)")
            #expect(detail.header.frame == expanded, "the model frame is the solved, final one")
            try host.runUntilIdle()
            #expect(detail.header.layer.presentation()!.frame == expanded)
            // The rows appeared: shown, opaque, stacked below the header.
            let rows = detail.rows.arrangedSubviews
            #expect(rows.allSatisfy { !$0.isHidden && $0.alpha == 1 })
            // Within floating-point noise: label heights are on the @3x pixel grid (thirds).
            #expect(near(detail.rows.frame.minY, expanded.maxY + 24, 1e-9))
            #expect(zip(rows, rows.dropFirst()).allSatisfy { near($1.frame.minY, $0.frame.maxY + 12, 1e-9) })
            #expect(list.card.alpha == 0, "the card is hidden under its expanded copy")

            detail.close()
            host.advance(by: 0.3)
            let back = detail.header.layer.presentation()!.frame
            #expect(near(back, between(1 - half), 0.5), "half way back: \(back)")
            try host.runUntilIdle()
            #expect(list.presentedViewController == nil && detail.view.window == nil)
            #expect(list.card.alpha == 1)
        }
    }
}
