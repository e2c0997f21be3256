@testable import OpenUIKit
import Testing

@MainActor
struct UIViewGeometryTests {
    @Test func frameBoundsCenterAndTransform() {
        withApp { _ in
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(view.center == CGPoint(x: 60, y: 45))
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            // The frame is the transformed bounds around the centre; bounds and centre are unchanged.
            #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
            #expect(view.bounds.size == CGSize(width: 100, height: 50))
            #expect(view.transform3D.m11 == 2)
            view.transform = .identity
            view.alpha = 0.25
            #expect(view.layer.opacity == 0.25)
            view.clipsToBounds = true
            #expect(view.layer.masksToBounds)
            view.backgroundColor = .systemRed
            #expect(view.layer.backgroundColor == UIColor.systemRed.cgColor)
        }
    }

    @Test func convertBetweenViewsAndWindow() {
        withApp { _ in
            let window = makeWindow()
            let a = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
            let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
            window.addSubview(a)
            a.addSubview(b)
            #expect(b.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 75, y: 135))
            #expect(b.convert(CGPoint(x: 75, y: 135), from: nil) == CGPoint(x: 5, y: 5))
            #expect(a.convert(b.frame, to: window) == CGRect(x: 70, y: 130, width: 50, height: 50))
            // Rotated by 90°: a rect converts to the bounding box of its corners.
            a.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let box = b.convert(b.bounds, to: window)
            #expect(near(box, CGRect(x: 170, y: 120, width: 50, height: 50), 1e-9))
        }
    }

    @Test func hitTestSkipsHiddenTransparentAndNonInteractiveViews() {
        withApp { _ in
            let window = makeWindow()
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(back)
            window.addSubview(front)
            let point = CGPoint(x: 50, y: 50)
            #expect(window.hitTest(point, with: nil) === front)
            front.alpha = 0.005
            #expect(window.hitTest(point, with: nil) === back)
            front.alpha = 0.02
            #expect(window.hitTest(point, with: nil) === front)
            front.isHidden = true
            #expect(window.hitTest(point, with: nil) === back)
            front.isHidden = false
            front.isUserInteractionEnabled = false
            #expect(window.hitTest(point, with: nil) === back)
            back.isUserInteractionEnabled = false
            #expect(window.hitTest(point, with: nil) === window)
            #expect(window.hitTest(CGPoint(x: 500, y: 5000), with: nil) == nil)
        }
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        withApp { _ in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let pinnedRight = UIView(frame: CGRect(x: 190, y: 10, width: 100, height: 100))
            pinnedRight.autoresizingMask = [.flexibleLeftMargin]
            let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            [fixed, stretchy, pinnedRight, centred].forEach(parent.addSubview)
            parent.frame = CGRect(x: 0, y: 0, width: 400, height: 350)
            #expect(fixed.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
            #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 200, height: 150))
            #expect(pinnedRight.frame == CGRect(x: 290, y: 10, width: 100, height: 100))
            #expect(centred.frame == CGRect(x: 150, y: 0, width: 100, height: 100))
        }
    }

    @Test func layoutRunsAtCommitAfterSizeChanges() {
        withApp { _ in
            final class CountingView: UIView {
                var layouts = 0
                override func layoutSubviews() { layouts += 1 }
            }
            let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            CATransaction.flush()
            view.layouts = 0
            view.center = CGPoint(x: 40, y: 40)
            CATransaction.flush()
            #expect(view.layouts == 0)
            view.bounds.size = CGSize(width: 20, height: 20)
            view.bounds.size = CGSize(width: 30, height: 20)
            CATransaction.flush()
            #expect(view.layouts == 1)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            #expect(view.layouts == 2)
            view.layoutIfNeeded()
            #expect(view.layouts == 2)
        }
    }

    @Test func safeAreaComesFromTheScreen() {
        withApp { _ in
            let window = makeWindow()
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            let middle = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
            window.addSubview(middle)
            window.addSubview(top)
            #expect(middle.safeAreaInsets == .zero)
            #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
            UIScreen.setMain(UIScreen(preset: .iPad))
            let pad = UIWindow()
            #expect(pad.bounds.size == CGSize(width: 834, height: 1194))
            #expect(pad.screen.scale == 2)
        }
    }
}
