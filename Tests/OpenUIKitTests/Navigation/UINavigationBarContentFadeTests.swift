@testable import OpenUIKit
import Testing

/// An animated change of a navigation bar's items fades the old set of content views out over
/// the new one (UINavigationBar+ContentFade.swift). It must look exactly like the cross-dissolve
/// `UIView.transition` draws with a frozen copy of the old content, and leave the bar's view tree
/// as it was once it ends.
@MainActor
struct UINavigationBarContentFadeTests {
    /// A bar in `window` at `y` showing "Inbox" with a right item.
    private func makeBar(in window: UIWindow, y: CGFloat) -> (UINavigationBar, UINavigationItem) {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: y, width: 393, height: 44))
        let root = UINavigationItem(title: "Inbox")
        root.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        bar.setItems([root], animated: false)
        window.addSubview(bar)
        return (bar, root)
    }

    private func detailItem() -> UINavigationItem {
        let item = UINavigationItem(title: "A longer detail title")
        item.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        return item
    }

    @Test func theFadeLooksExactlyAsACrossDissolveTransitionAtEveryStep() throws {
        try withApp { _ in
            let window = makeWindow()
            let (fading, fadingRoot) = makeBar(in: window, y: 100)
            let (reference, referenceRoot) = makeBar(in: window, y: 200)
            CATransaction.flush()

            fading.setItems([fadingRoot, detailItem()], animated: true)
            #expect(fading.spareContents.isEmpty && fading.subviews.count == 3, "the old set fades above the new one")
            // The reference: the transition with its frozen copy, as the bar drew it before.
            let update = detailItem()
            UIView.transition(with: reference.content, duration: SystemTransitionConstants.navigationDuration,
                              options: [.transitionCrossDissolve, .systemCurve],
                              animations: { reference.setItems([referenceRoot, update], animated: false) })
            CATransaction.flush()
            for _ in 0..<6 {
                advance(SystemTransitionConstants.navigationDuration / 5)
                let a = try #require(fading.snapshotImage(afterScreenUpdates: false))
                let b = try #require(reference.snapshotImage(afterScreenUpdates: false))
                let (left, right) = (pixelBytes(a), pixelBytes(b))
                #expect(left.count == right.count)
                let differing = zip(left, right).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
                #expect(differing == 0, "\(differing) bytes differ at \(now()) s")
            }
        }
    }

    @Test func theOldSetLeavesTheBarWhenTheFadeEndsAndComesBackForTheNextChange() {
        withApp { _ in
            let window = makeWindow()
            let (bar, root) = makeBar(in: window, y: 100)
            CATransaction.flush()
            let first = bar.content, firstBack = bar.backButton
            bar.setItems([root, detailItem()], animated: true)
            CATransaction.flush()
            let second = bar.content
            #expect(second !== first && bar.subviews.first === second && bar.subviews[1] === first)
            #expect(bar.titleLabel.text == "A longer detail title" && !bar.backButton.isHidden)
            #expect(!first.isUserInteractionEnabled)
            // Mid-fade, a touch on the back button reaches the new one, not the old set's.
            advance(0.1)
            let backCentre = bar.backButton.convert(CGPoint(x: bar.backButton.bounds.midX, y: bar.backButton.bounds.midY), to: bar)
            #expect(bar.hitTest(backCentre, with: nil)?.isDescendant(of: bar.backButton) == true)

            advance(1)
            #expect(bar.subviews.count == 2 && bar.subviews.first === second, "the bar holds its content and its separator again")
            #expect(first.superview == nil && bar.spareContents.count == 1)
            #expect(first.alpha == 1 && first.isUserInteractionEnabled && !first.clipsToBounds)
            #expect(first.subviews.count == 2, "only the title label and the back button wait in the spare set")

            bar.setItems([root], animated: true)
            #expect(bar.content === first && bar.backButton === firstBack && bar.spareContents.isEmpty)
            #expect(bar.titleLabel.text == "Inbox" && bar.backButton.isHidden && bar.rightItemViews.count == 1)
            advance(1)
            #expect(bar.subviews.count == 2 && bar.spareContents.count == 1 && bar.spareContents[0].view === second)
        }
    }

    /// The back button reaches its bar without keeping it (or giving it a weak reference): a
    /// button kept after its bar is gone does nothing when tapped.
    @Test func aBackButtonOutlivingItsBarDoesNothing() {
        withApp { _ in
            var popped = 0
            var bar: UINavigationBar? = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            bar!.onBack = { popped += 1 }
            let button = bar!.backButton
            button.sendActions(for: .touchUpInside)
            #expect(popped == 1)
            weak let gone = bar
            bar = nil
            #expect(gone == nil)
            button.sendActions(for: .touchUpInside)
            #expect(popped == 1)
        }
    }

    @Test func aTitleViewInTheOldContentMovesAtOnceWithTheTransitionInstead() {
        withApp { _ in
            let window = makeWindow()
            let (bar, root) = makeBar(in: window, y: 100)
            let logo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
            root.titleView = logo
            bar.setItems([root], animated: false)
            CATransaction.flush()
            let content = bar.content
            let detail = detailItem()
            detail.titleView = logo
            bar.setItems([root, detail], animated: true)
            // The same content view, the logo still in it: the old look is a frozen copy.
            #expect(bar.content === content && logo.superview === content && bar.subviews.count == 2)
            #expect(content.layer.sublayers?.contains { $0.zPosition == 1_000_000 } == true)
            advance(1)
            #expect(content.layer.sublayers?.contains { $0.zPosition == 1_000_000 } == false)
        }
    }
}
