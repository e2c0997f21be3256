@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Extreme but finite values, and non-finite ones where the API takes them, never trap and never
/// make a frame take unbounded time (Core Animation clamps or skips what it cannot draw).
@MainActor
struct ExtremeValueRenderingTests {
    private func windowWithCard() -> (UIWindow, UIView) {
        let window = makeWindow()
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        CATransaction.flush()
        return (window, card)
    }

    @Test(arguments: [
        CGAffineTransform(translationX: -1e20, y: 0), CGAffineTransform(scaleX: 1e30, y: 1e30),
        CGAffineTransform(translationX: 1e300, y: -1e300), CGAffineTransform(scaleX: 1e-30, y: 1e-30),
        CGAffineTransform(a: 1e20, b: 1e20, c: -1e20, d: 1e20, tx: 0, ty: 0),
    ])
    func hugeTransformsRenderWithoutTrapping(_ transform: CGAffineTransform) {
        withApp { _ in
            let (window, card) = windowWithCard()
            card.transform = transform
            let read = renderWindow(window)
            // Whatever is drawn, the window's own background is intact at a far corner or the
            // card covers it; no trap is the point, the pixel must be a real colour.
            #expect(read(392, 851).a == 255)
        }
    }

    @Test(arguments: [1e20, 1e30, 1e300, CGFloat.greatestFiniteMagnitude])
    func hugeViewSizesCommitAndRender(_ width: CGFloat) {
        withApp { _ in
            let (window, card) = windowWithCard()
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 20))
            label.text = "wide"
            card.addSubview(label)
            card.frame.size.width = width
            CATransaction.flush()
            let read = renderWindow(window)
            #expect(read(100, 150).a == 255)
        }
    }

    @Test(arguments: [CGSize(width: 1e20, height: 1e20), CGSize(width: -1e30, height: 5), CGSize(width: 1e300, height: -1e300)])
    func hugeShadowOffsetsRender(_ offset: CGSize) {
        withApp { _ in
            let (window, card) = windowWithCard()
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = offset
            #expect(renderWindow(window)(100, 150).a == 255)
        }
    }

    @Test(arguments: [2_000.0, 1e9, 1e30])
    func hugeShadowRadiiTakeBoundedTime(_ radius: Double) {
        withApp { _ in
            let (window, card) = windowWithCard()
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = CGFloat(radius)
            let start = Date()
            _ = renderWindow(window)
            // A normal frame of this window takes a few milliseconds; the bound is generous for
            // loaded CI machines but far below the seconds an unbounded blur took.
            #expect(Date().timeIntervalSince(start) < 1.5, "radius \(radius)")
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -1, 1e-9, 1e9])
    func rendererScalesAreRefusedOrClampedWithAMessage(_ scale: CGFloat) {
        withApp { capture in
            let (window, _) = windowWithCard()
            let renderer = CARenderer(scale: scale)
            renderer.layer = window.layer
            renderer.bounds = window.bounds
            renderer.beginFrame(atTime: CACurrentMediaTime())
            renderer.render()
            renderer.endFrame()
            let image = renderer.makeImage()
            if scale.isFinite, scale >= 0.01, scale <= 16 {
                #expect(image != nil)
            } else {
                #expect(capture.records(withCode: .invalidRendering).count == 1, "scale \(scale): one message")
            }
            if let image { #expect(image.width <= 393 * 16 && image.height <= 852 * 16) }
        }
    }
}
