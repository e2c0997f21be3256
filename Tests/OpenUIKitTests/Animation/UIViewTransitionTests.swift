@testable import OpenUIKit
import Testing

@MainActor
struct UIViewTransitionTests {
    /// A 100 x 100 container at (100, 100) showing red, in a window.
    private func makeContainer() -> (UIWindow, UIView) {
        let window = makeWindow()
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(container)
        CATransaction.flush()
        advance(1.0 / 60)
        return (window, container)
    }

    @Test func crossDissolveBlendsOldAndNewContent() {
        withApp { _ in
            let (window, container) = makeContainer()
            var finished: [String] = []
            UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            }, completion: { finished.append("done(\($0)) @\(now())") })
            // The content change itself is not animated.
            #expect(container.layer.animationKeys() == nil)
            advance(0.5)
            let mid = renderWindow(window)(150, 150)
            #expect(abs(mid.r - 128) <= 1 && abs(mid.b - 127) <= 1)
            advance(0.5)
            #expect(finished == ["done(true) @1.0167"])
            #expect(renderWindow(window)(150, 150) == (0, 0, 255, 255))
            #expect(container.layer.sublayers?.isEmpty ?? true, "the transition's picture is gone")
        }
    }

    @Test func flipShowsTheOldSideThenTheNewSide() {
        withApp { _ in
            let (window, container) = makeContainer()
            UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
                container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            })
            advance(0.25)
            var read = renderWindow(window)
            // A quarter of the way the view has turned 45°: narrower than 100 points, still red.
            #expect(read(150, 150) == (255, 0, 0, 255))
            #expect(read(103, 150) == (255, 255, 255, 255))
            advance(0.5)
            read = renderWindow(window)
            #expect(read(150, 150) == (0, 0, 255, 255))
            #expect(read(103, 150) == (255, 255, 255, 255))
            advance(0.5)
            read = renderWindow(window)
            #expect(read(103, 150) == (0, 0, 255, 255))
        }
    }

    @Test func transitionFromViewToViewSwapsThemAtTheEnd() {
        withApp { _ in
            let (_, container) = makeContainer()
            let from = UIView(frame: container.bounds), to = UIView(frame: container.bounds)
            container.addSubview(from)
            CATransaction.flush()
            var done = false
            UIView.transition(from: from, to: to, duration: 0.5, options: .transitionCrossDissolve) { _ in done = true }
            #expect(container.subviews == [from, to])
            advance(0.6)
            #expect(done)
            #expect(container.subviews == [to] && from.superview == nil)

            let a = UIView(), b = UIView()
            b.isHidden = true
            container.addSubview(a)
            container.addSubview(b)
            UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromTop, .showHideTransitionViews])
            #expect(a.isHidden && !b.isHidden && a.superview === container)
        }
    }

    @Test func curlsTurnAPictureOfAPage() {
        withApp { _ in
            let (window, container) = makeContainer()
            UIView.transition(with: container, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {
                container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            })
            advance(0.5)
            let read = renderWindow(window)
            // The old page has turned up about its top edge: red near the top, blue below.
            #expect(read(150, 105) == (255, 0, 0, 255))
            #expect(read(150, 190) == (0, 0, 255, 255))
        }
    }

    @Test func zeroDurationAppliesTheChangeAtOnce() {
        withApp { _ in
            let (_, container) = makeContainer()
            var finished: Bool?
            UIView.transition(with: container, duration: 0, options: .transitionFlipFromLeft, animations: {
                container.alpha = 0.5
            }, completion: { finished = $0 })
            #expect(container.layer.sublayers?.isEmpty ?? true)
            advance(1.0 / 60)
            #expect(finished == true)
        }
    }
}
